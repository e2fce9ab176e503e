import { SearchIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Link } from '@/lib/i18n/navigation';

/** The /corretores search (name, e-mail or CRECI): a plain GET form, so the query lives in the URL. */
export async function TeamSearch({ search }: { search: string }) {
  const t = await getTranslations('Team');
  return (
    <form role="search" method="get" className="flex flex-col gap-2 sm:flex-row sm:items-end" aria-label={t('searchLabel')}>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor="team-search" className="text-sm font-medium">
          {t('searchLabel')}
        </label>
        <Input id="team-search" name="q" type="search" defaultValue={search} maxLength={120} placeholder={t('searchPlaceholder')} />
      </div>
      <div className="flex gap-2">
        <Button type="submit">
          <SearchIcon className="size-4" aria-hidden />
          {t('search')}
        </Button>
        {search ? (
          <Button asChild variant="ghost">
            <Link href="/corretores">{t('clear')}</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

import { SearchIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Link } from '@/lib/i18n/navigation';

/** A plain GET form (works without JavaScript): /clientes?q=… */
export function ContactsSearch({ search }: { search: string }) {
  const t = useTranslations('Contacts');
  return (
    <form role="search" method="get" className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <label htmlFor="contacts-search" className="sr-only">
        {t('searchLabel')}
      </label>
      <div className="relative flex-1">
        <SearchIcon aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id="contacts-search"
          name="q"
          type="search"
          defaultValue={search}
          placeholder={t('searchPlaceholder')}
          maxLength={120}
          className="h-10 pl-9"
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="h-10 flex-1 sm:flex-none">
          {t('searchButton')}
        </Button>
        {search ? (
          <Button asChild variant="outline" className="h-10 flex-1 sm:flex-none">
            <Link href="/clientes">{t('clearSearch')}</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

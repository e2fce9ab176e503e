import { BellPlusIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { AuthDialogTrigger } from '@/components/auth/auth-dialog-trigger';
import { Button } from '@/components/ui/button';
import { formatBRL } from '@/lib/format';
import { searchHref, toSearchParams, type SearchFilters } from '@/lib/search/params';
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchErrorKey } from '@/lib/validations/saved-searches';
import { LazySaveSearchDialog } from './lazy-save-search-dialog';
import { suggestSearchName } from './search-name';

const ERROR_KEYS: SavedSearchErrorKey[] = ['name', 'frequency', 'query', 'area', 'limit', 'notFound', 'unauthenticated', 'failed'];

/**
 * 'Salvar busca' of /buscar (issue #22). Signed out: the sign-in modal, which comes back to this search with
 * ?salvar=1 (the dialog then opens by itself); signed in: the dialog, loaded on intent (./lazy-save-search-dialog.tsx)
 * behind its button drawn here.
 */
export async function SaveSearchButton({ filters, signedIn }: { filters: SearchFilters; signedIn: boolean }) {
  const t = await getTranslations('SavedSearches');
  if (!signedIn) {
    const href = searchHref({ ...filters, mostrar: undefined });
    return (
      <AuthDialogTrigger variant="outline" next={`${href}${href.includes('?') ? '&' : '?'}salvar=1`}>
        <BellPlusIcon aria-hidden />
        {t('save')}
      </AuthDialogTrigger>
    );
  }
  const tn = (key: string, values?: Record<string, string | number>) => t(`name_.${key}` as never, values as never);
  return (
    <LazySaveSearchDialog
      trigger={
        <Button variant="outline" data-testid="save-search">
          <BellPlusIcon aria-hidden />
          {t('save')}
        </Button>
      }
      defaultName={suggestSearchName(filters, tn, formatBRL)}
      query={toSearchParams({ ...filters, mostrar: undefined, vista: undefined }).toString()}
      labels={{
        title: t('dialogTitle'),
        description: t('dialogDescription'),
        name: t('name'),
        frequency: t('frequency'),
        frequencies: Object.fromEntries(SAVED_SEARCH_FREQUENCIES.map((f) => [f, t(`frequencies.${f}`)])) as Record<
          (typeof SAVED_SEARCH_FREQUENCIES)[number],
          string
        >,
        submit: t('submit'),
        cancel: t('cancel'),
        saved: t('saved'),
        mySearches: t('homeLink'),
        errors: Object.fromEntries(ERROR_KEYS.map((k) => [k, t(`errors.${k}`)])) as Record<SavedSearchErrorKey, string>,
      }}
    />
  );
}

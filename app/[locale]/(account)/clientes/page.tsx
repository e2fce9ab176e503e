import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactList, ContactsEmpty } from '@/components/crm/contact-list';
import { ContactsSearch } from '@/components/crm/contacts-search';
import { requireRole } from '@/lib/data/auth';
import { Button } from '@/components/ui/button';
import { CONTACTS_PAGE_SIZE, getContacts, LISTING_SIDE_ROLES } from '@/lib/data/contacts';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Contacts' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

// The listing side's contacts: signed out → /login; a client → their home.
export default async function ContactsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ q?: string | string[]; mostrar?: string | string[] }>;
}) {
  await initLocale(params);
  await requireRole(LISTING_SIDE_ROLES, { forbiddenTo: '/dashboard-cliente' });
  const { q, mostrar } = await searchParams;
  const search = (Array.isArray(q) ? q[0] : q)?.trim().slice(0, 120) ?? '';
  // How many are shown lives in the URL (like /buscar), so reload and back keep the same list.
  const shown = Math.min(Math.max(Number.parseInt(String(mostrar ?? ''), 10) || CONTACTS_PAGE_SIZE, CONTACTS_PAGE_SIZE), 1000);
  const [t, result] = await Promise.all([getTranslations('Contacts'), getContacts(search || null, shown)]);
  const contacts = result?.contacts ?? null;
  const total = result?.total ?? 0;

  return (
    <div className="page-container flex flex-col gap-6 py-8 md:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="font-heading text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </header>
      <ContactsSearch search={search} />
      {contacts === null ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          {t('error')}
        </p>
      ) : (
        <section aria-live="polite" className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">
            {search ? `${t('resultsFor', { search })} · ` : ''}
            {t('count', { count: total })}
          </p>
          {contacts.length === 0 ? <ContactsEmpty filtered={Boolean(search)} /> : <ContactList contacts={contacts} />}
          {contacts.length < total ? (
            <div className="flex flex-col items-center gap-2 pt-2">
              <p className="text-sm text-muted-foreground">{t('showing', { shown: contacts.length, total })}</p>
              <Button asChild variant="outline">
                <Link
                  href={{ pathname: '/clientes', query: { ...(search ? { q: search } : {}), mostrar: shown + CONTACTS_PAGE_SIZE } }}
                  scroll={false}
                >
                  {t('showMore')}
                </Link>
              </Button>
            </div>
          ) : null}
        </section>
      )}
    </div>
  );
}

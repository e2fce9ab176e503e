import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ContactList, ContactsEmpty } from '@/components/crm/contact-list';
import { ContactsSearch } from '@/components/crm/contacts-search';
import { requirePrivateRoute } from '@/lib/data/auth';
import { Button } from '@/components/ui/button';
import { CONTACTS_PAGE_SIZE } from '@/lib/data/contacts';
import { getCrmContacts } from '@/lib/data/crm';
import { getTeam } from '@/lib/data/team';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';
import { parseContactFilters } from '@/lib/validations/crm';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Contacts' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

// The listing side's contacts with stage and next action (overdue first): signed out → /login; a client →
// their home. Filters in the URL: ?q=, ?etapa= (a stage that does not exist is ignored) and, for an agency,
// ?corretor=<team broker id>|nenhum (a broker not of its team is a 404, as on /agendamentos).
export default async function ContactsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await initLocale(params);
  const { profile } = await requirePrivateRoute('/clientes');
  const query = await searchParams;
  const { q: search, stage, broker: brokerParam } = parseContactFilters(query);
  const mostrar = query.mostrar;
  const team = profile.role === 'imobiliaria' ? ((await getTeam('')) ?? []).map((b) => ({ id: b.id, name: b.name })) : null;
  // Only an agency filters by broker; anyone else's ?corretor= is ignored.
  const broker = team ? brokerParam : null;
  if (broker && team && broker !== 'nenhum' && !team.some((b) => b.id === broker)) notFound();
  // How many are shown lives in the URL (like /buscar), so reload and back keep the same list.
  const shown = Math.min(Math.max(Number.parseInt(String(mostrar ?? ''), 10) || CONTACTS_PAGE_SIZE, CONTACTS_PAGE_SIZE), 1000);
  const [t, result] = await Promise.all([getTranslations('Contacts'), getCrmContacts(search || null, stage, broker, shown)]);
  const filtered = Boolean(search || stage || broker);
  const contacts = result?.contacts ?? null;
  const total = result?.total ?? 0;

  return (
    <div className="page-container flex flex-col gap-6 py-8 md:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="font-heading text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </header>
      <ContactsSearch search={search} stage={stage} brokers={team} broker={broker} />
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
          {contacts.length === 0 ? <ContactsEmpty filtered={filtered} /> : <ContactList contacts={contacts} />}
          {contacts.length < total ? (
            <div className="flex flex-col items-center gap-2 pt-2">
              <p className="text-sm text-muted-foreground">{t('showing', { shown: contacts.length, total })}</p>
              <Button asChild variant="outline">
                <Link
                  href={{ pathname: '/clientes', query: { ...(search ? { q: search } : {}), ...(stage ? { etapa: stage } : {}), ...(broker ? { corretor: broker } : {}), mostrar: shown + CONTACTS_PAGE_SIZE } }}
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

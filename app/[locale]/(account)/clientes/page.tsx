import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactList, ContactsEmpty } from '@/components/crm/contact-list';
import { ContactsSearch } from '@/components/crm/contacts-search';
import { requireRole } from '@/lib/data/auth';
import { getContacts, LISTING_SIDE_ROLES } from '@/lib/data/contacts';
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
  searchParams: Promise<{ q?: string | string[] }>;
}) {
  await initLocale(params);
  await requireRole(LISTING_SIDE_ROLES, { forbiddenTo: '/dashboard-cliente' });
  const q = (await searchParams).q;
  const search = (Array.isArray(q) ? q[0] : q)?.trim().slice(0, 120) ?? '';
  const [t, contacts] = await Promise.all([getTranslations('Contacts'), getContacts(search || null)]);

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
            {t('count', { count: contacts.length })}
          </p>
          {contacts.length === 0 ? <ContactsEmpty filtered={Boolean(search)} /> : <ContactList contacts={contacts} />}
        </section>
      )}
    </div>
  );
}

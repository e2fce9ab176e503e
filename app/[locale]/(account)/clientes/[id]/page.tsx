import type { Metadata } from 'next';
import { ArrowLeftIcon, MailIcon, PhoneIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ContactHistory } from '@/components/crm/contact-history';
import { requireRole } from '@/lib/data/auth';
import { getContactDetail, LISTING_SIDE_ROLES } from '@/lib/data/contacts';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';
import { notFoundLogged } from '@/lib/not-found';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'ContactDetail' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

// One contact's history on the caller's listings; 404 when the id is not one of the caller's contacts.
export default async function ContactDetailPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  await initLocale(params);
  await requireRole(LISTING_SIDE_ROLES, { forbiddenTo: '/dashboard-cliente' });
  const { id } = await params;
  const [t, tList, detail] = await Promise.all([getTranslations('ContactDetail'), getTranslations('Contacts'), getContactDetail(id)]);
  if (!detail) return notFoundLogged();
  const { contact, history } = detail;

  return (
    <div className="page-container flex flex-col gap-6 py-8 md:py-12">
      <Link href="/clientes" className="flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeftIcon aria-hidden className="size-4" />
        {t('back')}
      </Link>
      <header className="flex flex-col gap-3">
        <h1 className="font-heading text-3xl font-bold break-words">{contact.name}</h1>
        <section aria-label={t('contactData')} className="flex flex-col gap-1.5 text-sm sm:flex-row sm:gap-6">
          <p className="flex min-w-0 items-center gap-1.5">
            <MailIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">{t('email')}: </span>
            {contact.email ? (
              <a href={`mailto:${contact.email}`} className="truncate underline-offset-4 hover:underline">
                {contact.email}
              </a>
            ) : (
              tList('noEmail')
            )}
          </p>
          <p className="flex items-center gap-1.5">
            <PhoneIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">{t('phone')}: </span>
            {contact.phone ? (
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="underline-offset-4 hover:underline">
                {contact.phone}
              </a>
            ) : (
              tList('noPhone')
            )}
          </p>
        </section>
      </header>
      <section aria-labelledby="contact-history-title" className="flex flex-col gap-3">
        <h2 id="contact-history-title" className="font-heading text-xl font-semibold">
          {t('history')} <span className="text-sm font-normal text-muted-foreground">({t('historyCount', { count: history.length })})</span>
        </h2>
        <ContactHistory items={history} />
      </section>
    </div>
  );
}

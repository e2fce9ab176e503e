import type { Metadata } from 'next';
import { ArrowLeftIcon, MailIcon, PhoneIcon } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { ContactActions } from '@/components/crm/contact-actions';
import { ContactHistory } from '@/components/crm/contact-history';
import { NextActionForm, NoteEditor, NoteForm, StageForm } from '@/components/crm/record-forms';
import { StageBadge } from '@/components/crm/stage-badge';
import { Badge } from '@/components/ui/badge';
import { requirePrivateRoute } from '@/lib/data/auth';
import { getContactDetail } from '@/lib/data/contacts';
import { getCrmRecord } from '@/lib/data/crm';
import { formatDate, formatDateTime, type FormatLocale } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';
import { notFoundLogged } from '@/lib/not-found';
import { saoPauloDate } from '@/lib/validations/crm';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'ContactDetail' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const day = (d: string, locale: FormatLocale) => formatDate(`${d}T12:00:00-03:00`, locale);

// One contact's record on the caller's listings: stage, next action, notes, actions and history; 404 when
// the id is not one of the caller's contacts (crm_record and contact_history check it in SQL).
export default async function ContactDetailPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  await initLocale(params);
  const { id } = await params;
  const { profile } = await requirePrivateRoute('/clientes/[id]', `/clientes/${encodeURIComponent(id)}`);
  const [t, tList, tc, locale, detail, record] = await Promise.all([
    getTranslations('ContactDetail'),
    getTranslations('Contacts'),
    getTranslations('Crm'),
    getLocale(),
    getContactDetail(id),
    getCrmRecord(id),
  ]);
  if (!detail || !record) return notFoundLogged();
  const { contact, history } = detail;
  const loc = locale as FormatLocale;
  const newest = history[0];
  const listing = newest ? { id: newest.propertyId, title: newest.propertyTitle } : null;
  const today = saoPauloDate(0);

  return (
    <div className="page-container flex flex-col gap-6 py-8 md:py-12">
      <Link href="/clientes" className="flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeftIcon aria-hidden className="size-4" />
        {t('back')}
      </Link>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-heading text-3xl font-bold break-words">{contact.name}</h1>
          <StageBadge stage={record.stage} />
        </div>
        {record.stage === 'perdido' && record.lostReason ? (
          <p className="text-sm text-muted-foreground break-words" data-testid="crm-lost-reason">
            {tc('lostBecause', { reason: record.lostReason })}
          </p>
        ) : null}
        <section aria-label={t('contactData')} className="flex flex-col gap-1.5 text-sm sm:flex-row sm:gap-6">
          <p className="flex min-w-0 items-center gap-1.5">
            <MailIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">{t('email')}: </span>
            <span className="truncate">{contact.email ?? tList('noEmail')}</span>
          </p>
          <p className="flex items-center gap-1.5">
            <PhoneIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">{t('phone')}: </span>
            {contact.phone ?? tList('noPhone')}
          </p>
        </section>
        <section aria-label={tc('actionsTitle')}>
          <ContactActions
            contact={contact}
            listing={listing}
            me={profile.name?.trim() || ''}
            canRegisterProposal={profile.role === 'imobiliaria' || profile.role === 'corretor'}
          />
        </section>
      </header>

      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="crm-stage-title" className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:p-6">
            <h2 id="crm-stage-title" className="font-heading text-xl font-semibold">
              {tc('stageTitle')}
            </h2>
            <p className="text-sm text-muted-foreground">{tc('stageAuto')}</p>
            <StageForm key={`${record.stage}-${record.lostReason ?? ''}`} contactId={contact.id} stage={record.stage} reason={record.lostReason} />
          </section>
          <section aria-labelledby="crm-next-title" className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:p-6" data-testid="crm-next-action">
            <h2 id="crm-next-title" className="font-heading text-xl font-semibold">
              {tc('nextTitle')}
            </h2>
            {record.nextActionOn && record.nextActionText ? (
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <time dateTime={record.nextActionOn} className="font-medium">
                  {day(record.nextActionOn, loc)}
                </time>
                {record.nextActionOn < today ? <Badge variant="destructive">{tc('overdue')}</Badge> : null}
                {record.nextActionOn === today ? <Badge variant="warning">{tc('today')}</Badge> : null}
                <span className="break-words">{record.nextActionText}</span>
                {record.nextActionBy ? <span className="text-muted-foreground">· {tc('nextBy', { name: record.nextActionBy })}</span> : null}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">{tc('nextNone')}</p>
            )}
            <NextActionForm
              key={`${record.nextActionOn ?? ''}-${record.nextActionText ?? ''}`}
              contactId={contact.id}
              date={record.nextActionOn}
              text={record.nextActionText}
            />
          </section>
        </div>
        <section aria-labelledby="crm-notes-title" className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:p-6" data-testid="crm-notes">
          <h2 id="crm-notes-title" className="font-heading text-xl font-semibold">
            {tc('notesTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{tc('notesHint')}</p>
          <NoteForm contactId={contact.id} />
          {record.notes.length === 0 ? (
            <p className="text-sm text-muted-foreground">{tc('notesEmpty')}</p>
          ) : (
            <ul className="flex flex-col divide-y">
              {record.notes.map((n) => (
                <li key={n.id} className="flex flex-col gap-1 py-3" data-testid="crm-note">
                  <p className="text-xs text-muted-foreground">
                    {tc('noteMeta', { author: n.author ?? tc('noteUnknownAuthor'), date: formatDateTime(n.createdAt, loc) })}
                    {n.updatedAt ? ` · ${tc('noteEdited')}` : ''}
                  </p>
                  {/* Text as text: React escapes it; line breaks kept by CSS. */}
                  <p className="text-sm break-words whitespace-pre-wrap">{n.body}</p>
                  {n.mine ? <NoteEditor key={n.body} contactId={contact.id} noteId={n.id} body={n.body} /> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="contact-history-title" className="flex flex-col gap-3">
        <h2 id="contact-history-title" className="font-heading text-xl font-semibold">
          {t('history')} <span className="text-sm font-normal text-muted-foreground">({t('historyCount', { count: history.length })})</span>
        </h2>
        <ContactHistory items={history} />
      </section>
    </div>
  );
}

import { ChevronRightIcon, MailIcon, PhoneIcon, UsersIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { CrmContact } from '@/lib/data/crm';
import { StageBadge } from './stage-badge';
import { formatDate, type FormatLocale } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';

export function ContactsEmpty({ filtered }: { filtered: boolean }) {
  const t = useTranslations('Contacts');
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
      <UsersIcon aria-hidden className="size-10 text-muted-foreground" />
      <p className="font-heading text-lg font-semibold">{t('empty')}</p>
      <p className="max-w-md text-sm text-muted-foreground">{filtered ? t('emptyFiltered') : t('emptyHint')}</p>
    </div>
  );
}

/** One card per person with stage and next action, linking to their record (/clientes/[id]). */
export function ContactList({ contacts }: { contacts: CrmContact[] }) {
  const t = useTranslations('Contacts');
  const tc = useTranslations('Crm');
  const locale = useLocale() as FormatLocale;
  return (
    <ul className="flex flex-col gap-3" aria-label={t('count', { count: contacts.length })}>
      {contacts.map((c) => (
        <li key={c.id}>
          <Link
            href={`/clientes/${c.id}`}
            className="group flex items-center gap-3 rounded-lg border bg-card p-4 transition-colors hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            data-testid="contact-row"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium break-words">{c.name}</span>
                <StageBadge stage={c.stage} />
                <Badge variant={c.hasAccount ? 'secondary' : 'outline'}>{c.hasAccount ? t('account') : t('noAccount')}</Badge>
              </div>
              <div className="flex flex-col gap-1 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-4">
                <span className="flex min-w-0 items-center gap-1.5">
                  <MailIcon aria-hidden className="size-3.5 shrink-0" />
                  <span className="truncate">{c.email ?? t('noEmail')}</span>
                </span>
                <span className="flex items-center gap-1.5">
                  <PhoneIcon aria-hidden className="size-3.5 shrink-0" />
                  {c.phone ?? t('noPhone')}
                </span>
              </div>
              <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
                <span>{t('lastContact', { date: formatDate(c.lastContactAt, locale) })}</span>
                <span data-testid="contact-next-action" className={c.overdue ? 'font-medium text-destructive' : undefined}>
                  {c.nextActionOn && c.nextActionText
                    ? `${tc('list.nextAction', { date: formatDate(`${c.nextActionOn}T12:00:00-03:00`, locale), text: c.nextActionText })}${c.overdue ? ` · ${tc('overdue')}` : ''}`
                    : tc('list.noNextAction')}
                </span>
                <span data-testid="contact-counts">
                  {t('leads', { count: c.leads })} · {t('visits', { count: c.visits })} · {t('proposals', { count: c.proposals })}
                </span>
              </div>
            </div>
            <ChevronRightIcon aria-hidden className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
            <span className="sr-only">{t('open', { name: c.name })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

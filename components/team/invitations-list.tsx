import { getLocale, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import type { SentInvitation } from '@/lib/data/team';
import { formatDate, type FormatLocale } from '@/lib/format';
import { InvitationActions } from './invitation-actions';

const VARIANT = { pendente: 'warning', aceito: 'success', expirado: 'outline', cancelado: 'destructive' } as const;

/** The invitations an agency or owner sent, pending first, with 'Reenviar' and 'Cancelar' on the pending ones. */
export async function InvitationsList({ invitations }: { invitations: SentInvitation[] | null }) {
  const [t, locale] = await Promise.all([getTranslations('Team.invitations'), getLocale()]);
  const date = (iso: string) => formatDate(iso, locale as FormatLocale);
  return (
    <section aria-labelledby="invitations-title" className="flex flex-col gap-3" data-testid="invitations">
      <h2 id="invitations-title" className="font-heading text-lg font-semibold">
        {t('title')}
      </h2>
      {invitations === null ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          {t('error')}
        </p>
      ) : invitations.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{t('empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-xl border bg-card">
          {invitations.map((i) => (
            <li key={i.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="invitation-row">
              <div className="flex min-w-0 flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-words">{i.name}</span>
                  <Badge variant={VARIANT[i.status]}>{t(`status.${i.status}`)}</Badge>
                </span>
                <span className="text-sm break-all text-muted-foreground">{i.email}</span>
                <span className="text-xs text-muted-foreground">
                  {i.status === 'pendente'
                    ? t('validUntil', { date: date(i.expiresAt) })
                    : i.status === 'expirado'
                      ? t('expiredOn', { date: date(i.expiresAt) })
                      : i.status === 'aceito' && i.acceptedByName
                        ? t('acceptedBy', { name: i.acceptedByName })
                        : null}
                </span>
              </div>
              {i.status === 'pendente' || i.status === 'expirado' ? <InvitationActions id={i.id} email={i.email} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

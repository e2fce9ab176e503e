import { getLocale, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import type { TeamBroker } from '@/lib/data/team';
import { formatDate, formatNumber, type FormatLocale } from '@/lib/format';
import { BrokerActions } from './broker-actions';

const VARIANT = { ativo: 'success', licenca: 'warning', inativo: 'outline' } as const;

function Avatar({ name, url, alt }: { name: string; url: string | null; alt: string }) {
  if (url) {
    // Avatars are public storage URLs of any size; a plain img keeps them out of the image optimiser.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={url} alt={alt} width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded-full object-cover" />;
  }
  return (
    <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary font-heading font-semibold text-primary">
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}

/**
 * /corretores: one card per broker (photo, nome, CRECI, telefone, e-mail, status, vendas, data de ingresso)
 * with its status select and 'Remover da equipe'. A list of cards rather than a table, so it reads the
 * same at 360 px and on a desktop.
 */
export async function TeamList({ brokers }: { brokers: TeamBroker[] }) {
  const [t, locale] = await Promise.all([getTranslations('Team'), getLocale()]);
  return (
    <ul className="flex flex-col gap-3" data-testid="team-list">
      {brokers.map((b) => (
        <li key={b.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4 md:flex-row md:items-start md:justify-between" data-testid="broker-row">
          <div className="flex min-w-0 gap-3">
            <Avatar name={b.name} url={b.avatarUrl} alt={t('photoAlt', { name: b.name })} />
            <div className="flex min-w-0 flex-col gap-1">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-heading font-semibold break-words">{b.name}</span>
                <Badge variant={VARIANT[b.status]} data-testid="broker-status-badge">
                  {t(`status.${b.status}`)}
                </Badge>
              </span>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                <dt className="text-muted-foreground">{t('columns.creci')}</dt>
                <dd className="break-words">{b.creci || t('noCreci')}</dd>
                <dt className="text-muted-foreground">{t('columns.phone')}</dt>
                <dd>
                  <a href={`tel:${b.phone.replace(/[^\d+]/g, '')}`} className="underline-offset-4 hover:underline">
                    {b.phone}
                  </a>
                </dd>
                <dt className="text-muted-foreground">{t('columns.email')}</dt>
                <dd className="min-w-0 break-all">
                  <a href={`mailto:${b.email}`} className="underline-offset-4 hover:underline">
                    {b.email}
                  </a>
                </dd>
                <dt className="text-muted-foreground">{t('columns.sales')}</dt>
                <dd className="tabular-nums" data-testid="broker-sales">{formatNumber(b.sales)}</dd>
                <dt className="text-muted-foreground">{t('columns.joined')}</dt>
                <dd>{b.joinedAt ? formatDate(b.joinedAt, locale as FormatLocale) : '—'}</dd>
              </dl>
            </div>
          </div>
          <BrokerActions id={b.id} name={b.name} status={b.status} />
        </li>
      ))}
    </ul>
  );
}

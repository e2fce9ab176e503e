import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';

/** Spec §4 colours, always with the word: visits agendada blue, confirmada/realizada green, cancelada red;
 * proposals pendente yellow, aceita green, rejeitada red, negociada blue. */
const VARIANT: Record<string, 'info' | 'success' | 'destructive' | 'warning'> = {
  agendada: 'info',
  confirmada: 'success',
  realizada: 'success',
  cancelada: 'destructive',
  pendente: 'warning',
  aceita: 'success',
  rejeitada: 'destructive',
  negociada: 'info',
};

export function CrmStatusBadge({ status }: { status: string }) {
  const t = useTranslations('ContactDetail');
  const variant = VARIANT[status];
  if (!variant) return null;
  const label = t(`status.${status as 'agendada'}`);
  return (
    <Badge variant={variant} data-status={status} aria-label={t('statusLabel', { status: label })}>
      {label}
    </Badge>
  );
}

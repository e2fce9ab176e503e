import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { VisitStatus } from '@/lib/validations/visits';

/** Spec §4: agendada blue, confirmada and realizada green, cancelada red — always with the word too. */
const VARIANT = {
  agendada: 'info',
  confirmada: 'success',
  realizada: 'success',
  cancelada: 'destructive',
} as const satisfies Record<VisitStatus, 'info' | 'success' | 'destructive'>;

export function VisitStatusBadge({ status }: { status: VisitStatus }) {
  const t = useTranslations('Visits');
  return (
    <Badge variant={VARIANT[status]} data-status={status} data-testid="visit-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { ProposalStatus } from '@/lib/validations/proposals';

/**
 * Spec §4: pendente yellow, aceita green, rejeitada red, negociada blue — always with the word too. Issue #38:
 * fechada green, retirada and desfeita neutral.
 */
const VARIANT = {
  pendente: 'warning',
  aceita: 'success',
  rejeitada: 'destructive',
  negociada: 'info',
  retirada: 'secondary',
  fechada: 'success',
  desfeita: 'secondary',
} as const satisfies Record<ProposalStatus, 'warning' | 'success' | 'destructive' | 'info' | 'secondary'>;

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const t = useTranslations('Proposals');
  return (
    <Badge variant={VARIANT[status]} data-status={status} data-testid="proposal-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

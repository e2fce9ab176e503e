import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { ListingStatus } from '@/lib/data/my-listings';

/** A listing's status, always as a word (spec: colour never alone): live green, paused yellow, closed blue. */
const VARIANT = {
  ativo: 'success',
  pausado: 'warning',
  em_analise: 'warning',
  vendido: 'info',
  alugado: 'info',
  inativo: 'secondary',
  rascunho: 'outline',
} as const satisfies Record<ListingStatus, 'success' | 'warning' | 'info' | 'secondary' | 'outline'>;

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  const t = useTranslations('ListingsManage.status');
  return (
    <Badge variant={VARIANT[status] ?? 'secondary'} data-status={status} data-testid="listing-status">
      {t(status)}
    </Badge>
  );
}

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { CrmStage } from '@/lib/validations/crm';

/** A client's CRM stage, always as a word (colour only adds to it). */
const VARIANT: Record<CrmStage, 'info' | 'success' | 'destructive' | 'warning' | 'secondary' | 'outline'> = {
  novo: 'outline',
  em_contato: 'secondary',
  visita_agendada: 'info',
  proposta: 'warning',
  fechado: 'success',
  perdido: 'destructive',
};

export function StageBadge({ stage }: { stage: CrmStage }) {
  const t = useTranslations('Crm');
  return (
    <Badge variant={VARIANT[stage]} data-stage={stage}>
      {t(`stages.${stage}`)}
    </Badge>
  );
}

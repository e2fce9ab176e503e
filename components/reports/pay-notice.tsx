import { ShieldCheckIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils';

/**
 * 'Nunca faça Pix ou depósito antes de visitar o imóvel e assinar o contrato.' (issue #34): a short, calm line
 * on the listing page and in the contact, visit and proposal dialogs. Works in server and client components.
 */
export function PayNotice({ className }: { className?: string }) {
  const t = useTranslations('Trust');
  return (
    <p className={cn('flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground', className)} data-testid="pay-notice">
      <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <span>{t('payNotice')}</span>
    </p>
  );
}

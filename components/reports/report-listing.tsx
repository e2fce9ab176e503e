import { FlagIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { AuthDialogTrigger } from '@/components/auth/auth-dialog-trigger';
import { ReportDialog } from './report-dialog';

/**
 * 'Denunciar anúncio' on the listing page (issue #34): signed in, the dialog; signed out (and on the cached
 * copy, rendered for nobody), the sign-in that comes back to the listing.
 */
export async function ReportListing({ propertyId, signedIn }: { propertyId: number; signedIn: boolean }) {
  if (signedIn) return <ReportDialog propertyId={propertyId} />;
  const t = await getTranslations('Trust.report');
  return (
    <AuthDialogTrigger variant="ghost" size="sm" className="self-start text-muted-foreground" next={`/imovel/${propertyId}`}>
      <FlagIcon aria-hidden />
      {t('open')}
    </AuthDialogTrigger>
  );
}

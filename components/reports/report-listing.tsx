import { FlagIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { AuthDialogTrigger } from '@/components/auth/auth-dialog-trigger';
import { BrowserReportListing } from '@/components/listing-viewer/browser-listing-parts';
import { ReportDialog } from './report-dialog';

/**
 * 'Denunciar anúncio' on the listing page (issue #34): signed in, the dialog; signed out, the sign-in that comes
 * back to the listing. On the cached copy (`signedIn` 'browser', rendered for nobody) the browser swaps the
 * sign-in for the dialog when it holds a session (issue #21).
 */
export async function ReportListing({ propertyId, signedIn }: { propertyId: number; signedIn: boolean | 'browser' }) {
  if (signedIn === true) return <ReportDialog propertyId={propertyId} />;
  const t = await getTranslations('Trust.report');
  const signedOut = (
    <AuthDialogTrigger variant="ghost" size="sm" className="self-start text-muted-foreground" next={`/imovel/${propertyId}`}>
      <FlagIcon aria-hidden />
      {t('open')}
    </AuthDialogTrigger>
  );
  return signedIn === 'browser' ? <BrowserReportListing propertyId={propertyId} signedOut={signedOut} /> : signedOut;
}

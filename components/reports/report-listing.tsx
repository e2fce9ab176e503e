import { FlagIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { AuthDialogTrigger } from '@/components/auth/auth-dialog-trigger';
import { BrowserReportListing } from '@/components/listing-viewer/browser-listing-parts';
import { Button } from '@/components/ui/button';
import { LazyReportDialog } from './lazy-report-dialog';

/**
 * 'Denunciar anúncio' on the listing page (issue #34): signed in, the dialog; signed out, the sign-in that comes
 * back to the listing. On the cached copy (`signedIn` 'browser', rendered for nobody) the browser swaps the
 * sign-in for the dialog when it holds a session (issue #21). Signed in, the dialog's code loads on intent
 * (./lazy-report-dialog.tsx): until then its button, drawn here as report-dialog.tsx draws it, stands in.
 */
export async function ReportListing({ propertyId, signedIn }: { propertyId: number; signedIn: boolean | 'browser' }) {
  const t = await getTranslations('Trust.report');
  if (signedIn === true) {
    const trigger = (
      <Button type="button" variant="ghost" size="sm" className="self-start text-muted-foreground" data-testid="report-open">
        <FlagIcon aria-hidden />
        {t('open')}
      </Button>
    );
    return <LazyReportDialog propertyId={propertyId} trigger={trigger} />;
  }
  const signedOut = (
    <AuthDialogTrigger variant="ghost" size="sm" className="self-start text-muted-foreground" next={`/imovel/${propertyId}`}>
      <FlagIcon aria-hidden />
      {t('open')}
    </AuthDialogTrigger>
  );
  return signedIn === 'browser' ? <BrowserReportListing propertyId={propertyId} signedOut={signedOut} /> : signedOut;
}

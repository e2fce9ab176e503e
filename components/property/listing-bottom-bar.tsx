import { CalendarIcon, HandCoinsIcon, PencilIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { BrowserListingSideActions } from '@/components/listing-viewer/browser-listing-parts';
import { Button } from '@/components/ui/button';
import type { PropertyDetail } from '@/lib/data/properties';
import { formatBRL } from '@/lib/format';
import { monthlyTotal } from '@/lib/format/monthly-total';
import { Link } from '@/lib/i18n/navigation';
import { LazyProposalDialog, LazyVisitDialog } from './lazy-listing-dialogs';

/**
 * The listing page's bar for the thumb (issue #40), on phones only: fixed at the bottom with the total per
 * month (rent + condomínio + IPTU) or the sale price, 'Agendar visita' and 'Fazer proposta' — or 'Editar'
 * for the listing's own side. A spacer of the bar's height ends the page's content, and the footer is
 * padded by as much while a bar is on the page (site-footer.tsx), so the bar never covers the last content;
 * toasts show at the top of the screen. `signedIn` 'browser' on the listing's cached copy (issue #21): rendered
 * for nobody, the browser swaps in 'Editar' for the listing side (BrowserListingSideActions).
 */
export async function ListingBottomBar({ property, signedIn }: { property: PropertyDetail; signedIn: boolean | 'browser' }) {
  const t = await getTranslations('ListingBar');
  const p = property;
  const rent = p.transaction === 'aluguel';
  // The rental terms the proposal dialog asks for (its extra props: optional).
  const proposalTerms = { transaction: p.transaction, condoFee: p.condoFee, iptu: p.iptu } as object;
  const edit = (
    <Button asChild size="sm">
      <Link href={`/imoveis/${p.id}/editar`}>
        <PencilIcon aria-hidden />
        {t('edit')}
      </Link>
    </Button>
  );
  const others = (
    <>
      <LazyProposalDialog propertyId={p.id} price={p.price} signedIn={signedIn} {...proposalTerms}>
        <Button type="button" variant="outline" size="sm" className="px-2.5">
          <HandCoinsIcon aria-hidden className="max-[419px]:hidden" />
          {t('proposal')}
        </Button>
      </LazyProposalDialog>
      <LazyVisitDialog propertyId={p.id} signedIn={signedIn}>
        <Button type="button" size="sm" className="px-2.5">
          <CalendarIcon aria-hidden className="max-[419px]:hidden" />
          {t('visit')}
        </Button>
      </LazyVisitDialog>
    </>
  );
  return (
    <>
      <div aria-hidden className="h-20 md:hidden" />
      <div
        data-bottom-bar
        data-testid="listing-bottom-bar"
        className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur md:hidden"
      >
        <div className="flex items-center gap-2">
          <p className="flex min-w-0 flex-1 flex-col leading-tight">
            <span className="truncate text-xs text-muted-foreground">{rent ? t('totalPerMonth') : t('salePrice')}</span>
            <span className="truncate text-base font-bold tabular-nums min-[400px]:text-lg" data-testid="bottom-bar-price">
              {formatBRL(rent ? monthlyTotal(p) : p.price)}
            </span>
          </p>
          {signedIn === 'browser' ? (
            <BrowserListingSideActions propertyId={p.id} edit={edit} others={others} />
          ) : p.viewerIsListingSide ? (
            edit
          ) : (
            others
          )}
        </div>
      </div>
    </>
  );
}

import { Share2Icon } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { formatPrice, type FormatLocale } from '@/lib/format';
import { siteConfig } from '@/lib/site';
import { ShareButton, type ShareLabels } from './share-button';
import { canonicalShareUrl, listingShareText } from './share-links';

async function shareLabels(url: string): Promise<ShareLabels> {
  const t = await getTranslations('Share');
  return {
    button: t('button'),
    menuLabel: t('menuLabel'),
    whatsapp: t('whatsapp'),
    copy: t('copy'),
    email: t('email'),
    copied: t('copied'),
    copyFailed: t('copyFailed', { url }),
  };
}

/**
 * The button, rendered here so that no button code ships with the page (./share-button.tsx attaches the click).
 * `compact`: only the icon on a phone-sized screen (the label stays the button's accessible name).
 */
function shareTrigger(label: string, testId: string, compact = false) {
  return (
    <Button type="button" variant="outline" size="sm" data-testid={testId}>
      <Share2Icon aria-hidden />
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>{label}</span>
    </Button>
  );
}

/** 'Compartilhar' for any public page: its canonical address (in the page's language), title and text. */
export async function Share({ url, title, text, testId = 'share' }: { url: string; title: string; text: string; testId?: string }) {
  const shared = canonicalShareUrl(url);
  const labels = await shareLabels(shared);
  return <ShareButton data={{ title, text, url: shared }} labels={labels} testId={testId} trigger={shareTrigger(labels.button, testId)} />;
}

/** 'Compartilhar' on a listing page: the title, the price and the place, the listing's canonical address. */
export async function ListingShare({
  listing,
  url,
}: {
  listing: { title: string; price: number; transaction: 'aluguel' | 'venda'; neighborhood: string | null; city: string };
  url: string;
}) {
  const [t, locale] = await Promise.all([getTranslations('Share'), getLocale()]);
  const shared = canonicalShareUrl(url);
  const text = listingShareText((values) => t('listingText', { ...values, product: siteConfig.name }), {
    price: formatPrice(listing.price, listing.transaction, locale as FormatLocale),
    neighborhood: listing.neighborhood,
    city: listing.city,
  });
  const labels = await shareLabels(shared);
  const testId = 'listing-share';
  return (
    <ShareButton
      data={{ title: listing.title, text, url: shared }}
      labels={labels}
      testId={testId}
      trigger={shareTrigger(labels.button, testId, true)}
    />
  );
}

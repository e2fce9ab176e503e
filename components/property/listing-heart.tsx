import { getTranslations } from 'next-intl/server';
import { AuthDialogTrigger } from '@/components/auth/auth-dialog-trigger';
import { BrowserFavoriteHeart } from './browser-favorite-heart';
import { CardIcon } from './card-icons';
import { LazyFavoriteButton } from './lazy-favorite-button';

/**
 * The favourite heart beside a listing page's title (issue #40): the same toggle as the cards'
 * (favorites table, so a card shows the same state); signed out it opens the sign-in and comes back to the
 * listing, like 'Visitar'. On the listing's cached copy (`signedIn` 'browser', issue #21) the browser swaps the
 * signed-out heart for the toggle (./browser-favorite-heart.tsx).
 */
export async function ListingHeart({
  propertyId,
  title,
  signedIn,
  isFavorite,
}: {
  propertyId: number;
  title: string;
  signedIn: boolean | 'browser';
  isFavorite: boolean;
}) {
  if (signedIn === true) return <LazyFavoriteButton propertyId={propertyId} title={title} isFavorite={isFavorite} />;
  const t = await getTranslations('FavoriteButton');
  const signedOut = (
    <AuthDialogTrigger plain className="card-heart border" next={`/imovel/${propertyId}`}>
      <CardIcon name="heart" className="size-5 text-highlight" />
      <span className="sr-only">{t('signInToSave', { title })}</span>
    </AuthDialogTrigger>
  );
  return signedIn === 'browser' ? <BrowserFavoriteHeart propertyId={propertyId} title={title} signedOut={signedOut} /> : signedOut;
}

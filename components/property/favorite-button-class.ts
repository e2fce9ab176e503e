/**
 * The round heart button over a card's photo (FavoriteButton). PropertyCard's signed-out heart draws the
 * same look with the `card-heart` class of app/globals.css.
 */
export const FAVORITE_BUTTON_CLASS = 'rounded-full bg-background/90 shadow-sm hover:bg-background';

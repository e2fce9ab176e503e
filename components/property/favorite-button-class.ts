/** The round heart button over a card's photo: FavoriteButton, and PropertyCard for a signed-out visitor. */
export const FAVORITE_BUTTON_CLASS = 'rounded-full bg-background/90 shadow-sm hover:bg-background';

import { clsx } from 'clsx';

/**
 * The listing cards' icons (Lucide's bed-double, bath, car, ruler, heart and house; ISC licence). Each path
 * is written once per page, as a <symbol> of <CardIconSprite> (./card-icon-sprite.tsx, in the root document),
 * and a card's icon is an <svg> that <use>s it: a page of results writes each of its 12 cards twice (HTML and
 * RSC payload), and the paths were ~1 200 characters a card. The strokes come from the `card-icon` class in
 * app/globals.css, inherited into the symbol. Not CSS masks of SVG data URLs: Chrome builds a whole isolated
 * SVG document for every distinct mask image, ~15 ms each on the main thread while the page's style is first
 * computed (measured on the home page's featured cards).
 */
export const CARD_ICON_PATHS = {
  bed: 'M2 20v-8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v8M4 10V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4M12 4v6M2 18h20',
  bath: 'M10 4 8 6M17 19v2M2 12h20M7 19v2M9 5 7.621 3.621A2.121 2.121 0 0 0 4 5v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-5',
  car: 'M19 17h2c.6 0 1-.4 1-1v-3c0-.9-.7-1.7-1.5-1.9C18.7 10.6 16 10 16 10s-1.3-1.4-2.2-2.3c-.5-.4-1.1-.7-1.8-.7H5c-.6 0-1.1.4-1.4.9l-1.4 2.9A3.7 3.7 0 0 0 2 12v4c0 .6.4 1 1 1h2M5 17a2 2 0 1 0 4 0a2 2 0 1 0-4 0M9 17h6M15 17a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  ruler:
    'M21.3 15.3a2.4 2.4 0 0 1 0 3.4l-2.6 2.6a2.4 2.4 0 0 1-3.4 0L2.7 8.7a2.41 2.41 0 0 1 0-3.4l2.6-2.6a2.41 2.41 0 0 1 3.4 0ZM14.5 12.5l2-2M11.5 9.5l2-2M8.5 6.5l2-2M17.5 15.5l2-2',
  heart:
    'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5',
  house:
    'M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
} as const;

export type CardIconName = keyof typeof CARD_ICON_PATHS;

/** The id of an icon's <symbol> in the sprite. */
export const cardIconId = (name: CardIconName) => `card-icon-${name}`;

/** A decorative card icon; size it with the usual classes (`size-4`). It takes the text colour. */
export function CardIcon({ name, className }: { name: CardIconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={clsx('card-icon', className)}>
      <use href={`#${cardIconId(name)}`} />
    </svg>
  );
}

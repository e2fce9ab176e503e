import { clsx } from 'clsx';

/**
 * The listing cards' icons (Lucide's bed-double, bath, car, ruler, heart and house; ISC licence). Each path
 * is written once per page, as a <symbol> of <CardIconSprite> (./card-icon-sprite.tsx, a server component in
 * the root document: no path ships in the browser's code), and a card's icon is an <svg> that <use>s it: a
 * page of results writes each of its 12 cards twice (HTML and RSC payload), and the paths were ~1 200
 * characters a card. The strokes come from the `card-icon` class in app/globals.css, inherited into the
 * symbol. Not CSS masks of SVG data URLs: Chrome builds a whole isolated SVG document for every distinct mask
 * image, ~15 ms each on the main thread while the page's style is first computed (measured on the home
 * page's featured cards).
 */
export type CardIconName = 'bed' | 'bath' | 'car' | 'ruler' | 'heart' | 'house';

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

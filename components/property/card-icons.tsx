import { clsx } from 'clsx';

export type CardIconName = 'bed' | 'bath' | 'car' | 'ruler' | 'heart' | 'house';

/**
 * One of the listing cards' icons: a single decorative element painted through a CSS mask (the
 * `card-icon-*` classes in app/globals.css), instead of an inline SVG and its paths. Size it with the
 * usual classes (`size-4`); it takes the text colour.
 */
export function CardIcon({ name, className }: { name: CardIconName; className?: string }) {
  return <span aria-hidden="true" className={clsx('card-icon', `card-icon-${name}`, className)} />;
}

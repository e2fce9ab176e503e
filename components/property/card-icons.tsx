import { BathIcon, BedDoubleIcon, CarIcon, HeartIcon, HouseIcon, RulerIcon } from 'lucide-react';

const ICONS = {
  bed: BedDoubleIcon,
  bath: BathIcon,
  car: CarIcon,
  ruler: RulerIcon,
  heart: HeartIcon,
  house: HouseIcon,
} as const;

export type CardIconName = keyof typeof ICONS;

const symbolId = (name: CardIconName) => `card-icon-${name}`;

/**
 * The icons of the listing cards, drawn once per document (components/layout/document.tsx) as SVG symbols.
 * A page of search results draws a dozen cards with five icons each: referencing a symbol is two elements
 * per icon instead of the icon's every path, in the HTML, in the RSC payload and in what React hydrates.
 */
export function CardIconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute overflow-hidden">
      {(Object.keys(ICONS) as CardIconName[]).map((name) => {
        const Icon = ICONS[name];
        return (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        );
      })}
    </svg>
  );
}

/** One of the card icons, by reference to the document's sprite; decorative (aria-hidden). */
export function CardIcon({ name, className }: { name: CardIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}

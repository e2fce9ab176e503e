'use client';

import { CARD_ICON_PATHS, cardIconId, type CardIconName } from './card-icons';

/**
 * The card icons' symbols (./card-icons.tsx), once per document (components/layout/document.tsx). A client
 * component without props: the server's HTML carries the symbols, the RSC payload only a reference to this
 * module, whose paths the browser already loads with the favourite heart.
 */
export function CardIconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      {(Object.keys(CARD_ICON_PATHS) as CardIconName[]).map((name) => (
        <symbol key={name} id={cardIconId(name)} viewBox="0 0 24 24">
          <path d={CARD_ICON_PATHS[name]} />
        </symbol>
      ))}
    </svg>
  );
}

/**
 * How far an offer may stray from the asking price (issue #38), the same rule as the SQL function
 * private.proposal_check_amount: below 20 % it is refused; from 20 % up to 70 %, or above 150 %, the sender
 * confirms it in a dialog that states the difference; otherwise it goes as typed. Whole-number arithmetic,
 * like the SQL, so the edges agree (70 % exactly and 150 % exactly need no confirmation).
 */

export const MIN_OFFER_RATIO = 0.2;

export type OfferCheck =
  | { kind: 'ok' }
  | { kind: 'too_low'; min: number }
  | { kind: 'confirm'; direction: 'below' | 'above'; percent: number };

/** The lowest amount accepted for an asking price: 20 %, rounded up to whole reais. */
export function minOffer(price: number): number {
  return Math.ceil(price * MIN_OFFER_RATIO);
}

export function checkOffer(amount: number, price: number): OfferCheck {
  if (!(price > 0)) return { kind: 'ok' };
  if (amount * 5 < price) return { kind: 'too_low', min: minOffer(price) };
  if (amount * 10 < price * 7 || amount * 2 > price * 3) {
    const direction = amount < price ? 'below' : 'above';
    return { kind: 'confirm', direction, percent: Math.round((Math.abs(price - amount) / price) * 100) };
  }
  return { kind: 'ok' };
}

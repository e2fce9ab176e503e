/**
 * The location box's suggestions (issue #40): what GET /api/lugares answers (public.place_suggestions) and
 * the /buscar filters a chosen one sets. Pure module (client and server).
 */

export type PlaceKind = 'listing' | 'state' | 'city' | 'neighborhood' | 'street';
export type PlaceMatch = 'exact' | 'prefix' | 'word' | 'contains' | 'similar';

export interface PlaceSuggestion {
  kind: PlaceKind;
  name: string;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  count: number;
  propertyId: number | null;
  match: PlaceMatch;
}

/** Fewer characters than this ask nothing (the server answers an empty list too). */
export const SUGGEST_MIN_CHARS = 2;
/** What the box sends at most; longer input is cut (the input's maxLength is 200). */
export const SUGGEST_MAX_CHARS = 100;
/** The pause after a keystroke before asking. */
export const SUGGEST_DEBOUNCE_MS = 150;

/** The /buscar filters a chosen place sets (rather than free text), from the widest to the narrowest. */
export function placeFilters(s: PlaceSuggestion): { estado?: string; cidade?: string; bairro?: string; rua?: string } {
  const uf = s.state ?? undefined;
  switch (s.kind) {
    case 'state':
      return { estado: uf };
    case 'city':
      return { cidade: s.name, estado: uf };
    case 'neighborhood':
      return { bairro: s.name, cidade: s.city ?? undefined, estado: uf };
    case 'street':
      return { rua: s.name, bairro: s.neighborhood ?? undefined, cidade: s.city ?? undefined, estado: uf };
    default:
      return {};
  }
}

/** The one line a suggestion is shown as: 'Curitiba – PR', 'Batel, Curitiba – PR', '#123 Apto no Batel'. */
export function placeLabel(s: PlaceSuggestion): string {
  const where = (city: string | null) => [city, s.state].filter(Boolean).join(' – ');
  switch (s.kind) {
    case 'listing':
      return `#${s.propertyId} ${s.name}`;
    case 'state':
      return `${s.name} – ${s.state}`;
    case 'city':
      return where(s.name);
    case 'neighborhood':
      return `${s.name}, ${where(s.city)}`;
    case 'street':
      return `${s.name}, ${[s.neighborhood, where(s.city)].filter(Boolean).join(', ')}`;
  }
}

/** Reads one row of place_suggestions (snake_case) as a suggestion. */
export function toPlaceSuggestion(row: {
  kind: string;
  name: string;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  listing_count: number;
  property_id: number | null;
  match: string;
}): PlaceSuggestion {
  return {
    kind: row.kind as PlaceKind,
    name: row.name,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    count: Number(row.listing_count),
    propertyId: row.property_id === null ? null : Number(row.property_id),
    match: row.match as PlaceMatch,
  };
}

/**
 * 'Você quis dizer Curitiba?': the place to offer for a typed text when none of the suggestions matches
 * it as written (only typo matches), i.e. the best 'similar' city, bairro or street.
 */
export function didYouMean(suggestions: PlaceSuggestion[]): PlaceSuggestion | undefined {
  if (suggestions.length === 0 || suggestions.some((s) => s.match !== 'similar')) return undefined;
  return suggestions.find((s) => s.kind === 'city' || s.kind === 'neighborhood' || s.kind === 'street');
}

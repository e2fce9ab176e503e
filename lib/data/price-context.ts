import 'server-only';
import { createPublicClient } from '@/lib/supabase/public';
import { cache } from 'react';

/**
 * Price context of listings (issue #34; docs/price-context.md): public figures only, read with the anon key
 * (no session: the listing page's cached copy and a signed-in render read the same thing). The figures are
 * precomputed in SQL per group of comparables (migration 20261130130000_price_context.sql); a read is two
 * primary-key lookups and the listing's last 20 prices.
 */

export interface PriceHistoryEntry {
  price: number;
  condoFee: number | null;
  at: string;
}

export interface PriceContext {
  transaction: 'aluguel' | 'venda';
  /** R$ per m² (rent: aluguel + condomínio); null without a usable area (then no comparison either). */
  pricePerM2: number | null;
  /** 'bairro' or 'cidade' when compared; null with fewer than 5 comparables in the city. */
  level: 'bairro' | 'cidade' | null;
  /** The bairro or city compared against. */
  place: string | null;
  city: string;
  /** How many comparables (the city's count when level is null). */
  comparables: number;
  p10: number | null;
  median: number | null;
  p90: number | null;
  /** round(100 × (R$/m² − median) / median): negative below the median. */
  diffPct: number | null;
  /** Newest first, at most 20. */
  history: PriceHistoryEntry[];
  /** The latest change lowered the price: by pct %, at. */
  drop: { pct: number; from: number; to: number; at: string } | null;
}

export interface PricePosition {
  diffPct: number;
  level: 'bairro' | 'cidade';
}

type Raw = {
  transaction: 'aluguel' | 'venda';
  price_per_m2: number | null;
  level: 'bairro' | 'cidade' | null;
  place: string | null;
  city: string;
  comparables: number;
  p10: number | null;
  median: number | null;
  p90: number | null;
  diff_pct: number | null;
  history: { price: number; condo_fee: number | null; at: string }[];
  drop: { pct: number; from: number; to: number; at: string } | null;
};

/** An active listing's price context; null for anything not public, and on a failed read (logged). */
export const getPriceContext = cache(async (id: number): Promise<PriceContext | null> => {
  const { data, error } = await createPublicClient().rpc('listing_price_context', { p_id: id });
  if (error) {
    console.error('[price-context] read failed:', error.message);
    return null;
  }
  const r = data as Raw | null;
  if (!r) return null;
  return {
    transaction: r.transaction,
    pricePerM2: r.price_per_m2,
    level: r.level,
    place: r.place,
    city: r.city,
    comparables: r.comparables,
    p10: r.p10,
    median: r.median,
    p90: r.p90,
    diffPct: r.diff_pct,
    history: (r.history ?? []).map((h) => ({ price: h.price, condoFee: h.condo_fee, at: h.at })),
    drop: r.drop,
  };
});

/** The cards: each listing's difference from its comparables' median (only those with a comparison). */
export async function getPricePositions(ids: number[]): Promise<Map<number, PricePosition>> {
  const out = new Map<number, PricePosition>();
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
  const chunks: number[][] = [];
  for (let i = 0; i < unique.length; i += 60) chunks.push(unique.slice(i, i + 60));
  const client = createPublicClient();
  const results = await Promise.all(chunks.map((chunk) => client.rpc('listing_price_positions', { p_ids: chunk })));
  for (const { data, error } of results) {
    if (error) {
      console.error('[price-context] positions read failed:', error.message);
      continue;
    }
    for (const row of data ?? []) out.set(row.id, { diffPct: row.diff_pct, level: row.level as PricePosition['level'] });
  }
  return out;
}

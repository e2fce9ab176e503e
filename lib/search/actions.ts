'use server';

import type { ActionState } from '@/lib/validations/action-state';
import { countProperties } from './data';
import { parseSearchParams } from './parse';

/**
 * The live count of the 'Filtros' dialog: how many listings the pending filters (a /buscar query string)
 * would show. Public data, no session needed.
 */
export async function countSearchAction(query: string): Promise<ActionState<{ total: number; more: boolean }, 'invalid' | 'failed'>> {
  if (typeof query !== 'string' || query.length > 2000) return { ok: false, formError: 'invalid' };
  try {
    return { ok: true, data: await countProperties(parseSearchParams(new URLSearchParams(query))) };
  } catch (e) {
    console.error('[search] count failed:', (e as Error).message);
    return { ok: false, formError: 'failed' };
  }
}

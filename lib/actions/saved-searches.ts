'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getSessionUser } from '@/lib/data/auth';
import { toSearchParams } from '@/lib/search/params';
import { toRpcFilters } from '@/lib/search/rpc-filters';
import { parseSearchParams } from '@/lib/search/parse';
import { createClient } from '@/lib/supabase/server';
import type { ActionState } from '@/lib/validations/action-state';
import { recordOf } from '@/lib/validations/rules/input';
import {
  saveSearchSchema,
  savedSearchIdSchema,
  unsubscribeSchema,
  updateSavedSearchSchema,
  type SavedSearchErrorKey,
} from '@/lib/validations/saved-searches';

/**
 * Saved searches (issue #22). Every action takes a plain object (recordOf: anything else is refused field by
 * field), checks it with zod, and calls the saved_search_* SQL functions, which check the owner again.
 */

type Failure = { ok: false; formError?: SavedSearchErrorKey; fieldErrors?: Partial<Record<string, string[]>> };

function invalid(error: z.ZodError): Failure {
  const fieldErrors = z.flattenError(error).fieldErrors as Partial<Record<string, string[]>>;
  const first = Object.values(fieldErrors).flat()[0] ?? error.issues[0]?.message;
  const known: SavedSearchErrorKey[] = ['name', 'frequency', 'query', 'notFound'];
  return { ok: false, fieldErrors, formError: known.includes(first as SavedSearchErrorKey) ? (first as SavedSearchErrorKey) : 'failed' };
}

function sqlFailure(error: { code?: string; hint?: string; message: string }, where: string): Failure {
  if (error.code === '42501') return { ok: false, formError: 'unauthenticated' };
  if (error.hint === 'limit') return { ok: false, formError: 'limit' };
  if (error.hint === 'name' || error.hint === 'frequency') return { ok: false, formError: error.hint };
  if (error.hint === 'query' || error.hint === 'filters' || error.code === '22023' || error.code === '22P02') {
    return { ok: false, formError: 'query' };
  }
  console.error(`[saved-searches] ${where} failed:`, error.message);
  return { ok: false, formError: 'failed' };
}

/** Saves the /buscar search of `query` under `name`; the filters are read again here from the query. */
export async function saveSearchAction(input: unknown): Promise<ActionState<{ id: number }, SavedSearchErrorKey>> {
  const parsed = saveSearchSchema.safeParse(recordOf(input));
  if (!parsed.success) return invalid(parsed.error);
  const user = await getSessionUser();
  if (!user) return { ok: false, formError: 'unauthenticated' };
  const filters = parseSearchParams(new URLSearchParams(parsed.data.query));
  // A drawn area that cannot be used is refused, not silently dropped from what is saved.
  if (filters.areaError) return { ok: false, formError: 'area' };
  // What opens it again: the filters, not the page's view, size or order.
  const query = toSearchParams({ ...filters, mostrar: undefined, vista: undefined }).toString();
  const { sort: _sort, ...rpc } = toRpcFilters(filters);
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('saved_search_create', {
    p_name: parsed.data.name,
    p_query: query,
    p_filters: rpc as never,
    p_frequency: parsed.data.frequency,
  });
  if (error) return sqlFailure(error, 'create');
  revalidatePath('/minhas-buscas');
  return { ok: true, data: { id: Number(data) } };
}

/** Renames, changes the frequency of, pauses or resumes one of the caller's searches. */
export async function updateSavedSearchAction(input: unknown): Promise<ActionState<undefined, SavedSearchErrorKey>> {
  const parsed = updateSavedSearchSchema.safeParse(recordOf(input));
  if (!parsed.success) return invalid(parsed.error);
  const user = await getSessionUser();
  if (!user) return { ok: false, formError: 'unauthenticated' };
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('saved_search_update', {
    p_id: parsed.data.id,
    ...(parsed.data.name !== undefined ? { p_name: parsed.data.name } : {}),
    ...(parsed.data.frequency !== undefined ? { p_frequency: parsed.data.frequency } : {}),
    ...(parsed.data.paused !== undefined ? { p_paused: parsed.data.paused } : {}),
  });
  if (error) return sqlFailure(error, 'update');
  if (!data) return { ok: false, formError: 'notFound' };
  revalidatePath('/minhas-buscas');
  return { ok: true };
}

export async function deleteSavedSearchAction(input: unknown): Promise<ActionState<undefined, SavedSearchErrorKey>> {
  const parsed = savedSearchIdSchema.safeParse(recordOf(input));
  if (!parsed.success) return invalid(parsed.error);
  const user = await getSessionUser();
  if (!user) return { ok: false, formError: 'unauthenticated' };
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('saved_search_delete', { p_id: parsed.data.id });
  if (error) return sqlFailure(error, 'delete');
  if (!data) return { ok: false, formError: 'notFound' };
  revalidatePath('/minhas-buscas');
  return { ok: true };
}

/** Opening a search: its /buscar address; its new matches count as seen. */
export async function openSavedSearchAction(input: unknown): Promise<ActionState<{ href: string }, SavedSearchErrorKey>> {
  const parsed = savedSearchIdSchema.safeParse(recordOf(input));
  if (!parsed.success) return invalid(parsed.error);
  const user = await getSessionUser();
  if (!user) return { ok: false, formError: 'unauthenticated' };
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('saved_search_open', { p_id: parsed.data.id });
  if (error) return sqlFailure(error, 'open');
  if (data === null || data === undefined) return { ok: false, formError: 'notFound' };
  // Read back through the parser: only the filters of a /buscar URL leave here.
  const qs = toSearchParams(parseSearchParams(new URLSearchParams(data))).toString();
  return { ok: true, data: { href: qs ? `/buscar?${qs}` : '/buscar' } };
}

/** The alert e-mail's unsubscribe link, signed out: pauses that search's alerts; its name when done. */
export async function unsubscribeSavedSearchAction(input: unknown): Promise<ActionState<{ name: string }, SavedSearchErrorKey>> {
  const parsed = unsubscribeSchema.safeParse(recordOf(input));
  if (!parsed.success) return { ok: false, formError: 'notFound' };
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('saved_search_unsubscribe', { p_token: parsed.data.token });
  if (error) return sqlFailure(error, 'unsubscribe');
  if (!data) return { ok: false, formError: 'notFound' };
  return { ok: true, data: { name: data } };
}

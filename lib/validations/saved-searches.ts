import { z } from 'zod';

/**
 * Saved searches (issue #22): what the 'Salvar busca' dialog and /minhas-buscas send. The filters themselves
 * are never taken from the browser: the server reads them again from the /buscar query (lib/search/parse.ts).
 * Errors are keys of SavedSearches.errors.
 */

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

export const SAVED_SEARCH_NAME_MAX = 120;
/** A drawn area of 100 corners takes up to ~2 400 characters of the query (issue #22). */
export const SAVED_SEARCH_QUERY_MAX = 4000;

export type SavedSearchErrorKey = 'name' | 'frequency' | 'query' | 'area' | 'limit' | 'notFound' | 'unauthenticated' | 'failed';

const name = z
  .string({ error: 'name' })
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1, { error: 'name' }).max(SAVED_SEARCH_NAME_MAX, { error: 'name' }));

const frequency = z.enum(SAVED_SEARCH_FREQUENCIES, { error: 'frequency' });

const id = z.coerce.number({ error: 'notFound' }).int({ error: 'notFound' }).positive({ error: 'notFound' }).max(Number.MAX_SAFE_INTEGER, { error: 'notFound' });

export const saveSearchSchema = z.object({
  name,
  frequency,
  // The /buscar query string ('transacao=alugar&bairro=Pinheiros'), without '?'.
  query: z
    .string({ error: 'query' })
    .max(SAVED_SEARCH_QUERY_MAX, { error: 'query' })
    .refine((s) => !/[\u0000-\u001f]/.test(s), { error: 'query' })
    .transform((s) => s.replace(/^\?/, '')),
});
export type SaveSearchInput = z.input<typeof saveSearchSchema>;

export const updateSavedSearchSchema = z
  .object({
    id,
    name: name.optional(),
    frequency: frequency.optional(),
    paused: z.boolean({ error: 'failed' }).optional(),
  })
  .refine((v) => v.name !== undefined || v.frequency !== undefined || v.paused !== undefined, { error: 'failed' });
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchSchema>;

export const savedSearchIdSchema = z.object({ id });

/** The one-click unsubscribe token of an alert e-mail: '<search id>.<64 hex>'. */
export const UNSUBSCRIBE_TOKEN = /^[1-9]\d{0,17}\.[0-9a-f]{64}$/;
export const unsubscribeSchema = z.object({ token: z.string({ error: 'query' }).regex(UNSUBSCRIBE_TOKEN, { error: 'query' }) });

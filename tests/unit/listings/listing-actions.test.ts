/**
 * Issue #18: the listing actions (lib/actions/listings.ts) and schemas (lib/validations/listings.ts): bad input
 * never reaches the database, the database's refusals come back as `Listings.errors` keys (a field's key on
 * that field), and every key a schema or the SQL functions can produce has a message in every locale.
 */
jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
jest.mock('@/lib/data/auth', () => ({ getSessionUser: jest.fn() }));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));
jest.mock('@/lib/search/data', () => ({ forgetSearchResults: jest.fn() }));

import fs from 'node:fs';
import path from 'node:path';
import { revalidatePath } from 'next/cache';
import { getSessionUser } from '@/lib/data/auth';
import { createClient } from '@/lib/supabase/server';
import { forgetSearchResults } from '@/lib/search/data';
import {
  becomeOwnerAction,
  deleteListingAction,
  listingPhotoOrderAction,
  listingPhotoRemoveAction,
  markListingClosedAction,
  pauseListingAction,
  publishListingAction,
  saveListingAction,
} from '@/lib/actions/listings';
import {
  LISTING_ERROR_KEYS,
  LISTING_LIMITS,
  LISTING_STATUSES,
  listingAddressStepSchema,
  listingFailure,
  listingPatchSchema,
  listingSchema,
  listingValuesStepSchema,
} from '@/lib/validations/listings';

type RpcAnswer = { data?: unknown; error?: Record<string, unknown> | null };

const rpc = jest.fn<Promise<RpcAnswer>, [string, Record<string, unknown>?]>();
const remove = jest.fn(async (_paths: string[]) => ({ error: null }));
const refreshSession = jest.fn(async () => ({ error: null }));

beforeEach(() => {
  jest.clearAllMocks();
  (getSessionUser as jest.Mock).mockResolvedValue({ id: 'u1', email: 'a@b.c' });
  (createClient as jest.Mock).mockResolvedValue({
    rpc,
    storage: { from: () => ({ remove }) },
    auth: { refreshSession },
  });
  rpc.mockResolvedValue({ data: null, error: null });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

const STEP1 = { transaction: 'venda', objective: 'residencial', type: 'apartamento' };
const COMPLETE = {
  ...STEP1,
  title: 'Apartamento com varanda',
  description: '<b>Sala</b> ampla',
  price: 750000,
  condoFee: 900,
  iptu: null,
  bedrooms: 2,
  bathrooms: 1,
  parkingSpaces: 1,
  area: 70,
  furnished: false,
  petsAllowed: true,
  appliances: [],
  otherItems: [],
  condoFeatures: ['Piscina'],
  zipCode: '05422-001',
  street: 'Rua dos Pinheiros',
  streetNumber: '10',
  complement: '',
  neighborhood: 'Pinheiros',
  city: 'São Paulo',
  state: 'sp',
  latitude: -23.56,
  longitude: -46.68,
};

describe('saveListingAction', () => {
  it('signed out: refused before any database call', async () => {
    (getSessionUser as jest.Mock).mockResolvedValue(null);
    expect(await saveListingAction(null, STEP1)).toEqual({ ok: false, formError: 'not_signed_in' });
    expect(rpc).not.toHaveBeenCalled();
  });

  it('creates a draft with snake_case keys and returns its id', async () => {
    rpc.mockResolvedValue({ data: 123, error: null });
    expect(await saveListingAction(null, COMPLETE)).toEqual({ ok: true, data: { id: 123 } });
    const [fn, args] = rpc.mock.calls[0]!;
    expect(fn).toBe('listing_save');
    expect(args).toMatchObject({ p_id: null, p_data: { condo_fee: 900, parking_spaces: 1, pets_allowed: true, zip_code: '05422-001', state: 'SP', complement: null, street_number: '10', description: '<b>Sala</b> ampla' } });
    expect(revalidatePath).toHaveBeenCalled();
    // /buscar's few-seconds result cache is dropped too: the change shows at once.
    expect(forgetSearchResults).toHaveBeenCalled();
  });

  it.each([
    ['a negative price', { price: -1 }, 'price', 'price_invalid'],
    ['a price as text', { price: '1000' }, 'price', 'price_invalid'],
    ['an absurd price', { price: 1e12 }, 'price', 'price_invalid'],
    ['a title as a number', { title: 42 }, 'title', 'title_invalid'],
    ['a 10 MB description', { description: 'a'.repeat(10 * 1024 * 1024) }, 'description', 'description_invalid'],
    ['51 bedrooms', { bedrooms: 51 }, 'bedrooms', 'bedrooms_invalid'],
    ['a CEP of another UF', { zipCode: '20040-002', state: 'SP' }, 'zipCode', 'zip_code_uf'],
    ['half a pin', { latitude: -23.5 }, 'latitude', 'location_invalid'],
    ['a pin outside Brazil', { latitude: 48.8, longitude: 2.3 }, 'latitude', 'location_invalid'],
  ])('%s: a field error, no database call', async (_name, patch, field, key) => {
    const res = await saveListingAction(7, patch);
    expect(res.ok).toBe(false);
    expect(res.ok === false && res.fieldErrors?.[field as 'price']).toContain(key);
    expect(rpc).not.toHaveBeenCalled();
  });

  it('unknown keys, a non-object or a bad id are refused without a database call', async () => {
    expect(await saveListingAction(7, { ...STEP1, featured: true })).toMatchObject({ ok: false, formError: 'data_invalid' });
    expect(await saveListingAction(7, 'x')).toMatchObject({ ok: false, formError: 'data_invalid' });
    expect(await saveListingAction(-1, STEP1)).toEqual({ ok: false, formError: 'listing_not_found' });
    expect(await saveListingAction('1 or 1=1' as unknown as number, STEP1)).toEqual({ ok: false, formError: 'listing_not_found' });
    expect(await saveListingAction(null, { title: 'Sem tipo' })).toMatchObject({ ok: false, formError: 'required', fieldErrors: { transaction: ['required'], type: ['required'] } });
    expect(rpc).not.toHaveBeenCalled();
  });

  it('maps the database’s refusals to catalogue keys and fields', async () => {
    rpc.mockResolvedValueOnce({ error: { code: '22023', hint: 'zip_code_uf', message: 'O CEP informado não pertence à UF escolhida.' } });
    expect(await saveListingAction(7, { zipCode: '01310-100' })).toEqual({
      ok: false, formError: 'zip_code_uf', message: 'O CEP informado não pertence à UF escolhida.', fieldErrors: { zipCode: ['zip_code_uf'] },
    });
    rpc.mockResolvedValueOnce({ error: { code: 'P0001', hint: 'listing_incomplete', details: 'title,zip_code,location', message: 'Complete' } });
    expect(await saveListingAction(7, { title: null })).toMatchObject({
      ok: false, formError: 'listing_incomplete', fieldErrors: { title: ['required'], zipCode: ['required'], latitude: ['required'] },
    });
    rpc.mockResolvedValueOnce({ error: { code: '42501', hint: 'listing_not_found', message: 'Anúncio não encontrado' } });
    expect(await saveListingAction(999, { title: 'Outro' })).toMatchObject({ ok: false, formError: 'listing_not_found' });
    rpc.mockResolvedValueOnce({ error: { code: '22P02', hint: null, message: 'invalid input syntax' } });
    expect(await saveListingAction(7, { title: 'Outro' })).toEqual({ ok: false, formError: 'data_invalid' });
    rpc.mockResolvedValueOnce({ error: { code: 'XX000', hint: 'not_a_key', message: 'boom' } });
    expect(await saveListingAction(7, { title: 'Outro' })).toEqual({ ok: false, formError: 'failed' });
  });
});

describe('moves', () => {
  it('check the id, call their function, map its hint', async () => {
    rpc.mockResolvedValueOnce({ error: { code: 'P0001', hint: 'photo_required', message: 'Adicione' } });
    expect(await publishListingAction(5)).toMatchObject({ ok: false, formError: 'photo_required' });
    expect(rpc).toHaveBeenLastCalledWith('listing_publish', { p_id: 5 });
    expect(await pauseListingAction(5)).toEqual({ ok: true });
    expect(rpc).toHaveBeenLastCalledWith('listing_pause', { p_id: 5 });
    rpc.mockClear();
    expect(await pauseListingAction(0)).toEqual({ ok: false, formError: 'listing_not_found' });
    expect(await markListingClosedAction(5, 'ativo' as 'vendido')).toEqual({ ok: false, formError: 'closed_status_invalid' });
    expect(await listingPhotoOrderAction(5, [1, 2, 1])).toEqual({ ok: false, formError: 'photo_order_invalid' });
    expect(await listingPhotoOrderAction(5, Array.from({ length: 31 }, (_, i) => i + 1))).toEqual({ ok: false, formError: 'photo_order_invalid' });
    expect(rpc).not.toHaveBeenCalled();
  });

  it('delete removes only the listing’s own objects', async () => {
    rpc.mockResolvedValueOnce({ data: ['5/a.jpg', '5/b.webp', '6/not-mine.jpg', 'seed/x.jpg'], error: null });
    expect(await deleteListingAction(5)).toEqual({ ok: true });
    expect(remove).toHaveBeenCalledWith(['5/a.jpg', '5/b.webp']);
  });

  it('photo removal removes the object the database names', async () => {
    rpc.mockResolvedValueOnce({ data: '5/a.jpg', error: null });
    expect(await listingPhotoRemoveAction(9)).toEqual({ ok: true });
    expect(remove).toHaveBeenCalledWith(['5/a.jpg']);
    rpc.mockResolvedValueOnce({ error: { code: '42501', hint: 'photo_not_found', message: 'Foto' } });
    remove.mockClear();
    expect(await listingPhotoRemoveAction(9)).toMatchObject({ ok: false, formError: 'photo_not_found' });
    expect(remove).not.toHaveBeenCalled();
  });

  it('becoming an owner refreshes the session (the new role claim)', async () => {
    expect(await becomeOwnerAction()).toEqual({ ok: true });
    expect(rpc).toHaveBeenCalledWith('listing_become_owner');
    expect(refreshSession).toHaveBeenCalled();
    rpc.mockResolvedValueOnce({ error: { code: 'P0001', hint: 'role_change_refused', message: 'Sua conta' } });
    refreshSession.mockClear();
    expect(await becomeOwnerAction()).toMatchObject({ ok: false, formError: 'role_change_refused' });
    expect(refreshSession).not.toHaveBeenCalled();
  });
});

describe('schemas', () => {
  it('the whole listing passes; each step checks its own rules', () => {
    expect(listingSchema.safeParse(COMPLETE).success).toBe(true);
    const address = listingAddressStepSchema.safeParse({ ...COMPLETE, zipCode: '20040-002', state: 'SP' });
    expect(address.success || address.error.issues.map((i) => i.message)).toEqual(['zip_code_uf']);
    const rent = listingValuesStepSchema.safeParse({ transaction: 'aluguel', price: LISTING_LIMITS.rent_max + 1 });
    expect(rent.success).toBe(false);
    expect(listingValuesStepSchema.safeParse({ transaction: 'venda', price: LISTING_LIMITS.rent_max + 1 }).success).toBe(true);
    expect(listingPatchSchema.safeParse({ title: 'x'.repeat(LISTING_LIMITS.title_max) }).success).toBe(true);
    expect(listingPatchSchema.safeParse({ title: 'x'.repeat(LISTING_LIMITS.title_max + 1) }).success).toBe(false);
    expect(listingPatchSchema.safeParse({ description: 'd'.repeat(LISTING_LIMITS.description_max) }).success).toBe(true);
    expect(listingPatchSchema.safeParse({ description: 'd'.repeat(LISTING_LIMITS.description_max + 1) }).success).toBe(false);
  });

  it('every message a schema gives is a catalogue key', () => {
    const bad: unknown[] = [
      {}, { transaction: 'x', type: 1, price: -1, title: 'a', state: 'ZZ', zipCode: 'abc', latitude: 99, longitude: 'a', bedrooms: 1.5,
        appliances: 'x', condoFeatures: [''], area: 0, furnished: 'sim', streetNumber: 'n'.repeat(21), street: '', city: 'c'.repeat(101) },
      { ...COMPLETE, zipCode: '20040-002' },
    ];
    for (const input of bad) {
      const res = listingSchema.safeParse(input);
      expect(res.success).toBe(false);
      for (const issue of res.error!.issues) expect(LISTING_ERROR_KEYS).toContain(issue.message);
    }
  });

  it('listingFailure keeps unknown errors generic', () => {
    expect(listingFailure({ code: '23505', message: 'duplicate key' })).toEqual({ ok: false, formError: 'failed' });
  });
});

describe('catalogue', () => {
  it.each(['pt-BR', 'en', 'es'])('%s has a message for every error key and status, and no others', (locale) => {
    const file = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../messages', locale, 'listings.json'), 'utf8'));
    expect(Object.keys(file.Listings.errors).sort()).toEqual([...LISTING_ERROR_KEYS].sort());
    expect(Object.keys(file.Listings.status).sort()).toEqual([...LISTING_STATUSES].sort());
    for (const text of Object.values(file.Listings.errors)) expect(String(text).length).toBeGreaterThan(5);
  });

  it('every HINT the SQL functions raise is a key', () => {
    const sql = fs.readFileSync(path.join(__dirname, '../../../supabase/migrations/20261126001100_listing_write_path.sql'), 'utf8');
    const hints = new Set<string>();
    for (const m of sql.matchAll(/listing_raise\('[0-9A-Z]{5}', '(\w+)'/g)) hints.add(m[1]!);
    for (const m of sql.matchAll(/hint = '(\w+)'/g)) hints.add(m[1]!);
    for (const m of sql.matchAll(/'(\w+_invalid)'\)/g)) hints.add(m[1]!);
    expect(hints.size).toBeGreaterThan(30);
    for (const h of hints) expect(LISTING_ERROR_KEYS).toContain(h);
  });
});

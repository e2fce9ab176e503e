import { readFileSync } from 'node:fs';
import sharp, { type Sharp } from 'sharp';
import type { SupabaseClient } from '@supabase/supabase-js';
import { makeListing, service, user } from '../rls/world';
import { photoHash } from '@/lib/trust/photo-hash';

/**
 * Issue #34 (trust): the scam signals at publish and at every edit of a live listing (migration
 * 20261130140100_listing_review.sql), reports, and the moderation moves × every role. Each test makes its
 * own people and listings in a city of its own, so the shared stack's other listings never count.
 */

const SEED_DIR = 'supabase/seed-storage/property-images/seed/';
const run = Math.random().toString(36).slice(2, 8);
const CITY = `Cidade Confiança ${run}`;
let seq = 0;
/** A CEP of São Paulo (01000–19999) unique to this run and call. */
function cep(): string {
  seq += 1;
  const n = (Number.parseInt(run, 36) % 8000) * 10 + seq;
  return `${String(10000 + (n % 9000)).padStart(5, '0')}-${String(seq).padStart(3, '0')}`;
}

type P = { client: SupabaseClient; id: string };
let owner: P, otherOwner: P, agency: P, broker: P, clientes: P[], staff: P;

async function person(role: string, name: string): Promise<P> {
  const u = await user(role, name);
  return { client: u.client, id: u.user.id };
}

beforeAll(async () => {
  [owner, otherOwner, agency, broker, staff, ...clientes] = await Promise.all([
    person('proprietario', 'Dona Confiança'),
    person('proprietario', 'Outro Dono'),
    person('imobiliaria', 'Imobiliária Confiança'),
    person('corretor', 'Corretor Confiança'),
    person('cliente', 'Equipe Moderação'),
    person('cliente', 'Cliente Um'),
    person('cliente', 'Cliente Dois'),
    person('cliente', 'Cliente Três'),
    person('cliente', 'Cliente Quatro'),
  ]);
  const { error } = await service().rpc('staff_grant', { p_user_id: staff.id, p_note: 'teste' });
  if (error) throw new Error(error.message);
});

const base = (over: Record<string, unknown> = {}) => ({
  transaction: 'aluguel',
  type: 'apartamento',
  title: 'Apartamento para o teste de confiança',
  price: 3000,
  area: 50,
  bedrooms: 2,
  neighborhood: 'Centro Confiança',
  city: CITY,
  state: 'SP',
  street: 'Rua da Confiança',
  street_number: String(100 + seq),
  zip_code: cep(),
  ...over,
});

/** An active listing of another side (the market), with one photo row. */
async function market(over: Record<string, unknown> = {}, photo = 'seed/banheiro-01.webp'): Promise<number> {
  const id = await makeListing({ owner_id: otherOwner.id, status: 'ativo', expires_at: new Date(Date.now() + 30 * 86400000).toISOString(), ...base(over) });
  const { error } = await service().from('property_images').insert({ property_id: id, storage_path: photo, position: 0 });
  if (error) throw new Error(error.message);
  return id;
}

/** A complete draft of `owner` with one photo (hash optional), ready for listing_publish. */
async function draft(over: Record<string, unknown> = {}, hash?: string, who: P = owner): Promise<number> {
  const id = await makeListing({ owner_id: who.id, status: 'rascunho', ...base(over) });
  await addPhoto(id, hash);
  return id;
}

async function addPhoto(id: number, hash?: string): Promise<number> {
  const { data, error } = await service()
    .from('property_images')
    .insert({ property_id: id, storage_path: `${id}/${Math.random().toString(36).slice(2)}.jpg`, position: 9 })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  if (hash) {
    const set = await service().rpc('listing_photo_hash_set', { p_photo_id: data.id, p_hash: hash });
    if (set.error) throw new Error(set.error.message);
  }
  return data.id as number;
}

async function status(id: number): Promise<string> {
  const { data } = await service().from('properties').select('status').eq('id', id).single();
  return data?.status as string;
}

async function reviewOf(who: P, id: number) {
  const { data, error } = await who.client.rpc('listing_reviews_mine');
  if (error) throw new Error(error.message);
  return (data as { property_id: number; status: string; reasons: string[]; price: Record<string, unknown> | null; decision_reason: string | null }[]).find(
    (r) => r.property_id === id,
  );
}

const seedHash = async (file: string, transform: (s: Sharp) => Sharp) =>
  (await photoHash(await transform(sharp(readFileSync(SEED_DIR + file))).toBuffer()))!;

describe('signals at publish', () => {
  it('a rental at half the median of 5 comparables goes to analysis with the price reason; a fair one goes live', async () => {
    const bairro = `Bairro Preço ${run}`;
    for (const price of [2800, 3000, 3000, 3200, 3400]) await market({ neighborhood: bairro, price });
    const cheap = await draft({ neighborhood: bairro, price: 1500 });
    const fair = await draft({ neighborhood: bairro, price: 2100 }); // 30 % below: live
    expect((await owner.client.rpc('listing_publish', { p_id: cheap })).error).toBeNull();
    expect((await owner.client.rpc('listing_publish', { p_id: fair })).error).toBeNull();
    expect(await status(cheap)).toBe('em_analise');
    expect(await status(fair)).toBe('ativo');
    const review = await reviewOf(owner, cheap);
    expect(review).toMatchObject({ status: 'pendente', reasons: ['price_below_market'] });
    expect(review!.price).toMatchObject({ median: 60, comparables: 5, place: bairro, diff_pct: -50 });
    expect(await reviewOf(owner, fair)).toBeUndefined();
    // Nobody else sees the listing any more, nor its review.
    const { data: pub } = await clientes[0]!.client.from('properties').select('id').eq('id', cheap);
    expect(pub).toEqual([]);
    expect(await reviewOf(otherOwner, cheap)).toBeUndefined();
  });

  it('an edit of a live listing that drops the price far below the market sends it to analysis', async () => {
    const bairro = `Bairro Edição ${run}`;
    for (const price of [5000, 5000, 5200, 5400, 5600]) await market({ neighborhood: bairro, price, transaction: 'venda', type: 'casa' });
    const id = await draft({ neighborhood: bairro, price: 5100, transaction: 'venda', type: 'casa' });
    await owner.client.rpc('listing_publish', { p_id: id });
    expect(await status(id)).toBe('ativo');
    expect((await owner.client.rpc('listing_save', { p_id: id, p_data: { title: 'Casa com título novo' } })).error).toBeNull();
    expect(await status(id)).toBe('ativo');
    expect((await owner.client.rpc('listing_save', { p_id: id, p_data: { price: 2400 } })).error).toBeNull();
    expect(await status(id)).toBe('em_analise');
    expect((await reviewOf(owner, id))!.reasons).toEqual(['price_below_market']);
  });

  it('the same CEP + número + complemento as another side\'s live listing is a possible duplicate', async () => {
    const zip = cep();
    const other = await market({ zip_code: zip, street_number: '42', complement: 'Apto 12' });
    const copy = await draft({ zip_code: zip, street_number: ' 42', complement: 'apto. 12' });
    const otherUnit = await draft({ zip_code: zip, street_number: '42', complement: 'Apto 13' });
    await owner.client.rpc('listing_publish', { p_id: copy });
    await owner.client.rpc('listing_publish', { p_id: otherUnit });
    expect(await status(copy)).toBe('em_analise');
    expect(await status(otherUnit)).toBe('ativo');
    expect((await reviewOf(owner, copy))!.reasons).toEqual(['duplicate_address']);
    // The reviewer sees the other listing.
    const { data: queue } = await staff.client.rpc('moderation_queue');
    const item = (queue as { property_id: number; duplicates: { id: number }[] }[]).find((q) => q.property_id === copy);
    expect(item!.duplicates.map((d) => d.id)).toEqual([other]);
    // The same side listing the same address twice is not a duplicate of another advertiser.
    const mine = await draft({ zip_code: zip, street_number: '42', complement: 'Apto 13' });
    await owner.client.rpc('listing_publish', { p_id: mine });
    expect(await status(mine)).toBe('ativo');
  });

  it('a re-encoded, smaller copy of another listing\'s photo is caught, at publish and when added to a live listing', async () => {
    await market({}, 'seed/sala-11.webp');
    await market({}, 'seed/cozinha-02.webp');
    const copied = await draft({}, await seedHash('sala-11.webp', (s) => s.resize(800).jpeg({ quality: 70 })));
    const own = await draft({}, await seedHash('quarto-11.webp', (s) => s.jpeg({ quality: 90 })));
    await owner.client.rpc('listing_publish', { p_id: copied });
    await owner.client.rpc('listing_publish', { p_id: own });
    expect(await status(copied)).toBe('em_analise');
    expect((await reviewOf(owner, copied))!.reasons).toEqual(['photo_match']);
    const { data: queue } = await staff.client.rpc('moderation_queue');
    const item = (queue as { property_id: number; photos: { other_photo: string; distance: number }[] }[]).find((q) => q.property_id === copied);
    expect(item!.photos[0]!.other_photo).toBe('seed/sala-11.webp');
    // `own` went live only if quarto-11 is not on another side's live listing of this stack.
    if ((await status(own)) === 'ativo') {
      const meta = await sharp(readFileSync(SEED_DIR + 'cozinha-02.webp')).metadata();
      const p = Math.round(meta.width! * 0.01);
      await addPhoto(own, await seedHash('cozinha-02.webp', (s) => s.extract({ left: p, top: p, width: meta.width! - 2 * p, height: meta.height! - 2 * p }).jpeg()));
      expect(await status(own)).toBe('em_analise');
    }
  });

  it('the photo hash is written by the service role only, and must be 48 hex digits', async () => {
    const id = await draft();
    const photo = await addPhoto(id);
    const byUser = await owner.client.rpc('listing_photo_hash_set', { p_photo_id: photo, p_hash: 'a'.repeat(48) });
    expect(byUser.error).not.toBeNull();
    const bad = await service().rpc('listing_photo_hash_set', { p_photo_id: photo, p_hash: 'xyz' });
    expect(bad.error?.hint).toBe('photo_hash_invalid');
    const { data } = await service().from('property_images').select('phash').eq('id', photo).single();
    expect(data!.phash).toBeNull();
  });
});

describe('reports', () => {
  it('refuses bad input with a Portuguese message and changes nothing', async () => {
    const id = await market();
    const c = clientes[0]!.client;
    const cases: [SupabaseClient, Record<string, unknown>, string][] = [
      [c, { p_property_id: id, p_reason: 'nao_gostei' }, 'reason_invalid'],
      [c, { p_property_id: id, p_reason: 'outro', p_details: 'x'.repeat(10000) }, 'details_invalid'],
      [c, { p_property_id: id, p_reason: 'outro' }, 'details_required'],
      [c, { p_property_id: 999999999, p_reason: 'preco_falso' }, 'listing_not_found'],
      [otherOwner.client, { p_property_id: id, p_reason: 'preco_falso' }, 'own_listing'],
    ];
    for (const [client, args, hint] of cases) {
      const { error } = await client.rpc('listing_report', args);
      expect(error?.hint).toBe(hint);
      expect(error?.message).toMatch(/[ãçéêíóú]|anúncio|motivo|caracteres/i);
    }
    const anon = await (await import('../rls/world')).anonClient().rpc('listing_report', { p_property_id: id, p_reason: 'preco_falso' });
    expect(anon.error).not.toBeNull();
    const { count } = await service().from('listing_reports').select('id', { count: 'exact', head: true }).eq('property_id', id);
    expect(count).toBe(0);
    expect(await status(id)).toBe('ativo');
  });

  it('one report per person; three people pause it for review; the reporters hear the decision; nobody else reads them', async () => {
    const id = await market();
    const [a, b, c] = clientes;
    expect((await a!.client.rpc('listing_report', { p_property_id: id, p_reason: 'pix_antes_da_visita' })).error).toBeNull();
    expect((await a!.client.rpc('listing_report', { p_property_id: id, p_reason: 'preco_falso' })).error?.hint).toBe('already_reported');
    expect((await b!.client.rpc('listing_report', { p_property_id: id, p_reason: 'outro', p_details: 'Pediu sinal por Pix antes de mostrar.' })).error).toBeNull();
    expect(await status(id)).toBe('ativo');
    expect((await c!.client.rpc('listing_report', { p_property_id: id, p_reason: 'imovel_inexistente' })).error).toBeNull();
    expect(await status(id)).toBe('em_analise');
    // The listing side learns it is under review, not who reported.
    const mine = await reviewOf(otherOwner, id);
    expect(mine!.reasons).toEqual(['reports']);
    expect(JSON.stringify(mine)).not.toContain(a!.id);
    for (const who of [a!, otherOwner]) {
      const { data } = await who.client.from('listing_reports').select('*');
      expect(data ?? []).toEqual([]);
    }
    const { data: queue } = await staff.client.rpc('moderation_queue');
    const item = (queue as { property_id: number; reports: { reason: string; reporter_name: string }[] }[]).find((q) => q.property_id === id);
    expect(item!.reports.map((r) => r.reason).sort()).toEqual(['imovel_inexistente', 'outro', 'pix_antes_da_visita']);
    expect((await staff.client.rpc('moderation_approve', { p_property_id: id })).error).toBeNull();
    expect(await status(id)).toBe('ativo');
    const { data: notes } = await service().from('notifications').select('user_id, body').eq('kind', 'denuncia_decidida').like('body', `%#${id} %`);
    expect(new Set((notes ?? []).map((n) => n.user_id))).toEqual(new Set([a!.id, b!.id, c!.id]));
  });
});

describe('moderation', () => {
  const MOVES = {
    queue: (c: SupabaseClient) => c.rpc('moderation_queue'),
    log: (c: SupabaseClient) => c.rpc('moderation_log_recent'),
    approve: (c: SupabaseClient, id: number) => c.rpc('moderation_approve', { p_property_id: id }),
    reject: (c: SupabaseClient, id: number) => c.rpc('moderation_reject', { p_property_id: id, p_reason: 'Anúncio com fotos de outro imóvel.' }),
    suspend: (c: SupabaseClient, id: number) => c.rpc('moderation_suspend_advertiser', { p_property_id: id, p_reason: 'Golpe do falso aluguel.' }),
    grant: (c: SupabaseClient) => c.rpc('staff_grant', { p_user_id: clientes[3]!.id }),
  } as const;

  it('every move × every role but staff is refused and changes nothing', async () => {
    const bairro = `Bairro Papéis ${run}`;
    for (let i = 0; i < 5; i++) await market({ neighborhood: bairro });
    const held = await draft({ neighborhood: bairro, price: 1000 });
    await owner.client.rpc('listing_publish', { p_id: held });
    expect(await status(held)).toBe('em_analise');
    const { anonClient } = await import('../rls/world');
    const roles: [string, SupabaseClient][] = [
      ['anon', anonClient()],
      ['cliente', clientes[3]!.client],
      ['owner (its own listing)', owner.client],
      ['another owner', otherOwner.client],
      ['broker', broker.client],
      ['agency', agency.client],
    ];
    for (const [name, client] of roles) {
      for (const [move, fn] of Object.entries(MOVES)) {
        const { error } = await fn(client, held);
        expect({ name, move, refused: error != null }).toEqual({ name, move, refused: true });
        if (move !== 'grant') expect(error!.hint === 'not_staff' || name === 'anon').toBe(true);
      }
    }
    expect(await status(held)).toBe('em_analise');
    expect((await reviewOf(owner, held))!.status).toBe('pendente');
    // Staff cannot be granted by a user either (not even to themselves).
    expect((await clientes[3]!.client.rpc('moderation_queue')).error?.hint).toBe('not_staff');
  });

  it('staff: bad input is refused in Portuguese; reject tells the reason; a comeback is held again; approve puts it live', async () => {
    const bairro = `Bairro Decisão ${run}`;
    for (let i = 0; i < 5; i++) await market({ neighborhood: bairro });
    const id = await draft({ neighborhood: bairro, price: 1000 });
    await owner.client.rpc('listing_publish', { p_id: id });
    expect((await staff.client.rpc('moderation_reject', { p_property_id: id, p_reason: '' })).error?.hint).toBe('reason_required');
    expect((await staff.client.rpc('moderation_reject', { p_property_id: id, p_reason: 'x'.repeat(10000) })).error?.hint).toBe('reason_too_long');
    expect((await staff.client.rpc('moderation_approve', { p_property_id: 999999999 })).error?.hint).toBe('review_not_found');
    expect(await status(id)).toBe('em_analise');

    expect((await staff.client.rpc('moderation_reject', { p_property_id: id, p_reason: 'O preço não corresponde ao imóvel.' })).error).toBeNull();
    expect(await status(id)).toBe('inativo');
    expect(await reviewOf(owner, id)).toMatchObject({ status: 'rejeitado', decision_reason: 'O preço não corresponde ao imóvel.' });
    const { data: notes } = await service().from('notifications').select('body').eq('user_id', owner.id).eq('kind', 'anuncio_rejeitado');
    expect(notes!.some((n) => n.body.includes('O preço não corresponde ao imóvel.'))).toBe(true);
    // Renewing a rejected listing does not put it live: staff look again.
    expect((await owner.client.rpc('listing_renew', { p_id: id })).error).toBeNull();
    expect(await status(id)).toBe('em_analise');
    expect((await reviewOf(owner, id))!.reasons).toEqual(['rejected_before']);
    expect((await staff.client.rpc('moderation_approve', { p_property_id: id })).error).toBeNull();
    expect(await status(id)).toBe('ativo');
    expect((await staff.client.rpc('moderation_approve', { p_property_id: id })).error?.hint).toBe('review_not_found');
    const { data: log } = await staff.client.rpc('moderation_log_recent');
    const actions = (log as { action: string; property_id: number; actor_name: string }[]).filter((l) => l.property_id === id).map((l) => l.action);
    expect(actions).toEqual(['aprovar', 'rejeitar']);
  });

  it('suspending the advertiser takes their listings down and keeps them from publishing', async () => {
    const scammer = await person('proprietario', 'Anunciante Suspenso');
    const bairro = `Bairro Suspensão ${run}`;
    for (let i = 0; i < 5; i++) await market({ neighborhood: bairro });
    const live = await draft({}, undefined, scammer);
    await scammer.client.rpc('listing_publish', { p_id: live });
    expect(await status(live)).toBe('ativo');
    const held = await draft({ neighborhood: bairro, price: 900 }, undefined, scammer);
    await scammer.client.rpc('listing_publish', { p_id: held });
    expect(await status(held)).toBe('em_analise');
    expect((await staff.client.rpc('moderation_suspend_advertiser', { p_property_id: held, p_reason: 'Pediu Pix antecipado.' })).error).toBeNull();
    expect(await status(live)).toBe('inativo');
    expect(await status(held)).toBe('inativo');
    const again = await draft({}, undefined, scammer);
    const { error } = await scammer.client.rpc('listing_publish', { p_id: again });
    expect(error?.hint).toBe('advertiser_suspended');
    expect(error?.message).toMatch(/suspensa/);
    expect(await status(again)).toBe('rascunho');
  });
});

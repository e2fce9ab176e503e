import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signedInClient } from '../env';
import { anonClient, makeListing, service, user } from '../rls/world';

/**
 * Issue #34 (CRECI): 'A listing by a broker or agency without a CRECI cannot be published.' (migration
 * 20261201140000_creci_publish_gate.sql). Publishing, reactivating and renewing — every move to 'ativo' —
 * are refused while a corretor or imobiliária of the listing's side has no CRECI on file, with a Portuguese
 * message whose hint names whose CRECI is missing; the draft stays as it was and can still be saved. With a
 * CRECI they publish; a proprietário needs none. Each listing has a city and address of its own, so no other
 * test's listing is a comparable or a duplicate address.
 */

type P = { client: SupabaseClient; id: string };
const run = Math.random().toString(36).slice(2, 8);
const CITY = `Cidade CRECI ${run}`;
let seq = 0;

let brokerNo: P, agencyNo: P, brokerYes: P, agencyYes: P, owner: P, outsider: P;

async function person(role: string, name: string, creci?: null): Promise<P> {
  const u = await user(role, name, creci === null ? { creci: null } : {});
  return { client: u.client, id: u.user.id };
}

beforeAll(async () => {
  [brokerNo, agencyNo, brokerYes, agencyYes, owner, outsider] = await Promise.all([
    person('corretor', 'Corretor Sem Creci', null),
    person('imobiliaria', 'Imobiliária Sem Creci', null),
    person('corretor', 'Corretor Com Creci'),
    person('imobiliaria', 'Imobiliária Com Creci'),
    person('proprietario', 'Dona Sem Creci'),
    person('corretor', 'Corretor de Fora'),
  ]);
  // Both brokers work for the agency with a CRECI (a listing's broker belongs to its agency).
  const { error } = await service().from('profiles').update({ agency_id: agencyYes.id }).in('id', [brokerNo.id, brokerYes.id]);
  if (error) throw new Error(error.message);
});

const future = (days: number) => new Date(Date.now() + days * 86400000).toISOString();

/** A complete listing (one photo) in `status`, with its own street number in this run's city. */
async function listing(side: Record<string, string>, status = 'rascunho', extra: Record<string, unknown> = {}): Promise<number> {
  seq += 1;
  const id = await makeListing({
    ...side,
    status,
    city: CITY,
    neighborhood: 'Centro',
    street: 'Rua do Registro',
    street_number: `${seq}${run}`.slice(0, 20),
    zip_code: '01310-100',
    ...(status === 'rascunho' ? {} : { expires_at: future(30) }),
    ...extra,
  });
  const { error } = await service().from('property_images').insert({ property_id: id, storage_path: `${id}/capa.jpg`, position: 0 });
  if (error) throw new Error(error.message);
  return id;
}

async function row(id: number) {
  const { data, error } = await service().from('properties').select('status, title, price, published_at, expires_at').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data;
}

describe('publish gate: no CRECI, no listing live (issue #34)', () => {
  it.each([
    ['corretor', () => brokerNo],
    ['imobiliária', () => agencyNo],
  ])('as a %s without a CRECI: its own draft is not published; the draft stays and can still be saved', async (_label, who) => {
    const me = who();
    const id = await listing({ owner_id: me.id });
    const before = await row(id);
    const res = await me.client.rpc('listing_publish', { p_id: id });
    expect(res.error).toMatchObject({ code: 'P0001', hint: 'creci_required' });
    expect(res.error!.message).toMatch(/informe o seu CRECI/);
    expect(await row(id)).toEqual(before);
    // Nothing typed is lost: the draft still saves.
    const saved = await me.client.rpc('listing_save', { p_id: id, p_data: { title: 'Rascunho guardado sem CRECI' } });
    expect(saved.error).toBeNull();
    expect(await row(id)).toMatchObject({ status: 'rascunho', title: 'Rascunho guardado sem CRECI' });
  });

  it.each([
    ['corretor', () => brokerNo],
    ['imobiliária', () => agencyNo],
  ])('as a %s without a CRECI: no reactivating a paused listing, no renewing an inactive one', async (_label, who) => {
    const me = who();
    const paused = await listing({ owner_id: me.id }, 'pausado');
    const inactive = await listing({ owner_id: me.id }, 'inativo');
    const re = await me.client.rpc('listing_reactivate', { p_id: paused });
    expect(re.error).toMatchObject({ code: 'P0001', hint: 'creci_required' });
    const renew = await me.client.rpc('listing_renew', { p_id: inactive });
    expect(renew.error).toMatchObject({ code: 'P0001', hint: 'creci_required' });
    expect((await row(paused)).status).toBe('pausado');
    expect((await row(inactive)).status).toBe('inativo');
    // Pausing a live listing is not publishing: allowed.
    const live = await listing({ owner_id: me.id }, 'ativo');
    expect((await me.client.rpc('listing_pause', { p_id: live })).error).toBeNull();
    expect((await row(live)).status).toBe('pausado');
  });

  it('another person of the side without a CRECI: the partner agency, or the assigned broker', async () => {
    const ownersDraft = await listing({ owner_id: owner.id, agency_id: agencyNo.id });
    const a = await owner.client.rpc('listing_publish', { p_id: ownersDraft });
    expect(a.error).toMatchObject({ code: 'P0001', hint: 'creci_partner_required' });
    const agencyDraft = await listing({ owner_id: agencyYes.id, broker_id: brokerNo.id });
    const b = await agencyYes.client.rpc('listing_publish', { p_id: agencyDraft });
    expect(b.error).toMatchObject({ code: 'P0001', hint: 'creci_partner_required' });
    // The broker without a CRECI, publishing it, is told it is their own.
    const c = await brokerNo.client.rpc('listing_publish', { p_id: agencyDraft });
    expect(c.error).toMatchObject({ code: 'P0001', hint: 'creci_required' });
    expect((await row(ownersDraft)).status).toBe('rascunho');
    expect((await row(agencyDraft)).status).toBe('rascunho');
  });

  it('the wrong person, a visitor and malformed ids are refused as before, and nothing changes', async () => {
    const id = await listing({ owner_id: brokerNo.id });
    const before = await row(id);
    expect((await outsider.client.rpc('listing_publish', { p_id: id })).error?.hint).toBe('listing_not_found');
    expect((await brokerYes.client.rpc('listing_reactivate', { p_id: id })).error?.hint).toBe('listing_not_found');
    expect((await anonClient().rpc('listing_publish', { p_id: id })).error).not.toBeNull();
    for (const bad of ['x', -1, 0, '9'.repeat(30), `${id}; update public.properties set status = 'ativo'`, `${id}%20`]) {
      const res = await brokerNo.client.rpc('listing_publish', { p_id: bad as never });
      expect(res.error).not.toBeNull();
    }
    expect(await row(id)).toEqual(before);
  });

  it('with a CRECI the corretor and the imobiliária publish and reactivate; a proprietário needs none', async () => {
    const byBroker = await listing({ owner_id: brokerYes.id });
    expect((await brokerYes.client.rpc('listing_publish', { p_id: byBroker })).error).toBeNull();
    expect((await row(byBroker)).status).toBe('ativo');
    const byAgency = await listing({ owner_id: agencyYes.id, broker_id: brokerYes.id }, 'pausado');
    expect((await agencyYes.client.rpc('listing_reactivate', { p_id: byAgency })).error).toBeNull();
    expect((await row(byAgency)).status).toBe('ativo');
    const byOwner = await listing({ owner_id: owner.id });
    expect((await owner.client.rpc('listing_publish', { p_id: byOwner })).error).toBeNull();
    expect((await row(byOwner)).status).toBe('ativo');
  });

  it('once the corretor fills in the CRECI (typed as people do), the held-back draft publishes', async () => {
    const me = await person('corretor', 'Corretor que Regulariza', null);
    const id = await listing({ owner_id: me.id });
    expect((await me.client.rpc('listing_publish', { p_id: id })).error?.hint).toBe('creci_required');
    const { error } = await me.client.from('profiles').update({ creci: 'CRECI-SP 52.341-F' }).eq('id', me.id);
    expect(error).toBeNull();
    expect((await me.client.rpc('listing_publish', { p_id: id })).error).toBeNull();
    expect(await row(id)).toMatchObject({ status: 'ativo' });
    expect((await row(id)).published_at).not.toBeNull();
  });
});

describe('a CRECI is not blanked while a listing of the side is live (issue #34, 20261201180000)', () => {
  const creciOf = async (id: string) => (await service().from('profiles').select('creci').eq('id', id).single()).data?.creci;

  it('the corretor with a live listing keeps the CRECI (blank or null refused, nothing changes); after pausing, it can go', async () => {
    const me = await person('corretor', 'Corretor que Apaga');
    const before = await creciOf(me.id);
    expect(before).toMatch(/^\d+-[FJ]\/[A-Z]{2}$/);
    const live = await listing({ owner_id: me.id }, 'ativo');
    for (const blank of ['', '   ', null]) {
      const { error } = await me.client.from('profiles').update({ creci: blank }).eq('id', me.id);
      expect(error?.hint).toBe('creci_keep_live');
      expect(error?.message).toMatch(/^Você tem anúncios no ar/);
      expect(await creciOf(me.id)).toBe(before);
    }
    // Another CRECI in a valid shape is a change, not a blank: allowed.
    expect((await me.client.from('profiles').update({ creci: '77.123-F/RJ' }).eq('id', me.id)).error).toBeNull();
    expect(await creciOf(me.id)).toBe('77123-F/RJ');
    expect((await me.client.rpc('listing_pause', { p_id: live })).error).toBeNull();
    expect((await me.client.from('profiles').update({ creci: null }).eq('id', me.id)).error).toBeNull();
    expect(await creciOf(me.id)).toBeNull();
  });

  it('the partner agency and the assigned broker of a live listing are held too; another person cannot touch it', async () => {
    const agency = await person('imobiliaria', 'Imobiliária que Apaga');
    const broker = await person('corretor', 'Corretor Designado que Apaga');
    expect((await service().from('profiles').update({ agency_id: agency.id }).eq('id', broker.id)).error).toBeNull();
    await listing({ owner_id: owner.id, agency_id: agency.id, broker_id: broker.id }, 'ativo');
    for (const who of [agency, broker]) {
      const before = await creciOf(who.id);
      expect((await who.client.from('profiles').update({ creci: null }).eq('id', who.id)).error?.hint).toBe('creci_keep_live');
      expect(await creciOf(who.id)).toBe(before);
      // Someone else's row: RLS leaves it untouched.
      await outsider.client.from('profiles').update({ creci: null }).eq('id', who.id);
      expect(await creciOf(who.id)).toBe(before);
    }
  });
});

describe('a live listing gains no broker or agency without a CRECI (issue #34)', () => {
  it('the agency cannot assign its broker without a CRECI to a live listing; one with a CRECI, yes', async () => {
    const id = await listing({ owner_id: agencyYes.id }, 'ativo');
    const refused = await agencyYes.client.rpc('listing_assign_broker', { p_id: id, p_broker: brokerNo.id });
    expect(refused.error).toMatchObject({ code: 'P0001', hint: 'creci_partner_required' });
    const { data } = await service().from('properties').select('status, broker_id').eq('id', id).single();
    expect(data).toEqual({ status: 'ativo', broker_id: null });
    expect((await agencyYes.client.rpc('listing_assign_broker', { p_id: id, p_broker: brokerYes.id })).error).toBeNull();
    // On a draft the assignment is free (the gate waits for the publish).
    const draft = await listing({ owner_id: agencyYes.id });
    expect((await agencyYes.client.rpc('listing_assign_broker', { p_id: draft, p_broker: brokerNo.id })).error).toBeNull();
    expect((await agencyYes.client.rpc('listing_publish', { p_id: draft })).error?.hint).toBe('creci_partner_required');
  });

  it('an agency without a CRECI cannot accept a partner request on a live listing', async () => {
    const id = await listing({ owner_id: owner.id }, 'ativo');
    const asked = await owner.client.rpc('request_listing_partner', { property_id: id, partner_id: agencyNo.id, message: null });
    expect(asked.error).toBeNull();
    const res = await agencyNo.client.rpc('respond_listing_partner_request', { request_id: asked.data.id, accept: true });
    expect(res.error).toMatchObject({ code: 'P0001', hint: 'creci_required' });
    const { data } = await service().from('properties').select('status, agency_id').eq('id', id).single();
    expect(data).toEqual({ status: 'ativo', agency_id: null });
  });
});

describe('an owner’s invitation does not put a broker without a CRECI on live listings (issue #34)', () => {
  it('the broker is told to fill in the CRECI; nothing changes; with it the invitation is accepted', async () => {
    const inviter = await person('proprietario', 'Dona que Convida');
    const live = await listing({ owner_id: inviter.id }, 'ativo');
    const email = `convidado-sem-creci-${run}@example.com`;
    const made = await inviter.client.rpc('invite_broker', { p_name: 'Convidado', p_email: email, p_phone: '(11) 98888-7777', p_creci: null, p_message: null });
    expect(made.error).toBeNull();
    const token = randomBytes(32).toString('hex');
    await service().from('broker_invitations').update({ token }).eq('id', made.data.id);
    const invited = await signedInClient('app', { email, data: { name: 'Convidado', phone: '(11) 97777-6666', role: 'corretor' } });
    const res = await invited.client.rpc('accept_broker_invitation', { token });
    expect(res.error).toMatchObject({ code: 'P0001', hint: 'creci_required' });
    expect((await service().from('properties').select('broker_id').eq('id', live).single()).data).toEqual({ broker_id: null });
    expect((await service().from('broker_invitations').select('status').eq('id', made.data.id).single()).data).toEqual({ status: 'pendente' });
    expect((await invited.client.from('profiles').update({ creci: '4321-F/SP' }).eq('id', invited.user.id)).error).toBeNull();
    expect((await invited.client.rpc('accept_broker_invitation', { token })).error).toBeNull();
    expect((await service().from('properties').select('broker_id').eq('id', live).single()).data).toEqual({ broker_id: invited.user.id });
  });
});

describe('invitations take the same CRECI rule (issue #34)', () => {
  const form = (creci: string) => ({
    p_name: 'Corretor Convidado',
    p_email: `convite-creci-${run}-${Math.random().toString(36).slice(2, 7)}@example.com`,
    p_phone: '(11) 98888-7777',
    p_creci: creci,
    p_message: null,
  });

  it('a typed CRECI is stored in the one shape', async () => {
    const f = form('creci-sp 0123456 f');
    const res = await agencyYes.client.rpc('invite_broker', f);
    expect(res.error).toBeNull();
    const { data } = await service().from('broker_invitations').select('creci').eq('email', f.p_email).single();
    expect(data).toEqual({ creci: '123456-F/SP' });
  });

  it.each(['123456-F', '123456 SP', '123456-X/SP', 'CRECI 12345', '12345%2DF%2FSP', '<b>12345-F/SP</b>', 'x'.repeat(10_000)])(
    'refuses bad CRECI #%# with the Portuguese message and stores nothing',
    async (bad) => {
      const f = form(bad);
      const res = await agencyYes.client.rpc('invite_broker', f);
      expect(res.error).toMatchObject({ hint: 'invitation_bad_creci' });
      expect(res.error!.message).toMatch(/CRECI inválido/);
      const { data } = await service().from('broker_invitations').select('id').eq('email', f.p_email);
      expect(data).toEqual([]);
    },
  );
});

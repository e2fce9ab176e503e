import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signedInClient, uniqueEmail } from '../env';
import { ACTORS, createWorld, makeListing, refused, service, user, type ActorName, type World } from '../rls/world';

// Broker invitations (migration 20261126005000_agency_team): every actor × every move, the link's token
// (forged, malformed, expired, used, cancelled, another e-mail's), and what a refused move leaves behind.
// The raw token is only e-mailed; the tests give an invitation a known token the way the seed does (a
// plain `token` written by the service role is hashed by the table's trigger).

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const tokenOf = () => randomBytes(32).toString('hex');
let seq = 0;
const form = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    p_name: `Corretor Convidado ${seq}`,
    p_email: uniqueEmail(`convite${seq}`),
    p_phone: '(11) 98888-7777',
    p_creci: '123456-F/SP',
    p_message: 'Venha para a nossa equipe.',
    ...over,
  };
};

/** An invitation made by `actor` through invite_broker, with a known token. */
async function invite(actor: ActorName, over: Record<string, unknown> = {}) {
  const f = form(over);
  const res = await w.db[actor].rpc('invite_broker', f);
  if (res.error) throw new Error(`invite: ${res.error.message}`);
  const token = tokenOf();
  const { error } = await service().from('broker_invitations').update({ token }).eq('id', res.data.id);
  if (error) throw new Error(`token: ${error.message}`);
  return { id: res.data.id as string, email: f.p_email as string, token, form: f };
}

/** A confirmed broker account with `email`. */
async function brokerWith(email: string, name = 'Corretor Novo') {
  return signedInClient('app', { email, data: { name, phone: '(11) 97777-6666', role: 'corretor' } });
}

const row = async (id: string) =>
  (await service().from('broker_invitations').select('status, accepted_by, expires_at, sent_count, token, agency_id, owner_id').eq('id', id).single()).data!;

describe('invite_broker', () => {
  it.each(ACTORS)('%s invites → only an agency or an owner', async (actor) => {
    const f = form();
    const res = await w.db[actor].rpc('invite_broker', f);
    const allowed = actor === 'agency' || actor === 'agencyB' || actor === 'owner';
    if (!allowed) {
      expect(res.error).not.toBeNull();
      if (actor !== 'anon') expect(res.error!.hint).toBe('not_inviter');
      const { data } = await service().from('broker_invitations').select('id').eq('email', f.p_email);
      expect(data).toEqual([]);
      return;
    }
    expect(res.error).toBeNull();
    expect(res.data).toEqual({ id: expect.any(String), email: f.p_email });
    const r = await row(res.data.id);
    expect(r).toMatchObject({ status: 'pendente', sent_count: 1, token: null });
    expect(actor === 'owner' ? r.owner_id : r.agency_id).toBe(w.id[actor as 'agency' | 'agencyB' | 'owner']);
    const days = (new Date(r.expires_at).getTime() - Date.now()) / 86400000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it.each([
    [{ p_name: '' }, 'invitation_bad_name'],
    [{ p_name: '   ' }, 'invitation_bad_name'],
    [{ p_name: 'x'.repeat(121) }, 'invitation_bad_name'],
    [{ p_email: 'sem-arroba' }, 'invitation_bad_email'],
    [{ p_email: 'a@b' }, 'invitation_bad_email'],
    [{ p_email: `${'a'.repeat(250)}@example.com` }, 'invitation_bad_email'],
    [{ p_phone: '123' }, 'invitation_bad_phone'],
    [{ p_phone: '(11) 98888-7777<script>' }, 'invitation_bad_phone'],
    [{ p_creci: '<b>123</b>' }, 'invitation_bad_creci'],
    [{ p_creci: '1'.repeat(31) }, 'invitation_bad_creci'],
    [{ p_message: 'm'.repeat(1001) }, 'invitation_bad_message'],
  ])('refuses %j (%s) and stores nothing', async (over, hint) => {
    const f = form(over);
    const res = await w.db.agency.rpc('invite_broker', f);
    expect(res.error?.hint).toBe(hint);
    const { data } = await service().from('broker_invitations').select('id').eq('name', String(f.p_name));
    expect(data).toEqual([]);
  });

  it('one pending invitation per e-mail and inviter; not one’s own e-mail; not a member of the team', async () => {
    const first = await invite('agency');
    expect((await w.db.agency.rpc('invite_broker', form({ p_email: first.email.toUpperCase() }))).error?.hint).toBe('invitation_pending');
    // Another agency may invite the same person.
    expect((await w.db.agencyB.rpc('invite_broker', form({ p_email: first.email }))).error).toBeNull();
    const me = (await service().auth.admin.getUserById(w.id.agency)).data.user!.email!;
    expect((await w.db.agency.rpc('invite_broker', form({ p_email: me }))).error?.hint).toBe('invitation_self');
    const member = (await service().auth.admin.getUserById(w.id.broker)).data.user!.email!;
    expect((await w.db.agency.rpc('invite_broker', form({ p_email: member }))).error?.hint).toBe('invitation_already_member');
  });

  it('the API roles cannot write invitations, nor read the token digest', async () => {
    for (const actor of ['agency', 'owner', 'broker', 'cliente', 'anon'] as const) {
      const ins = await w.db[actor].from('broker_invitations').insert({ agency_id: w.id.agency, name: 'X', email: 'x@example.com', phone: '11999990000' }).select();
      expect(ins.error).not.toBeNull();
    }
    const mine = await invite('agency');
    expect(refused(await w.db.agency.from('broker_invitations').update({ status: 'aceito' }).eq('id', mine.id).select())).toBe(true);
    expect(refused(await w.db.agency.from('broker_invitations').update({ expires_at: '2100-01-01' }).eq('id', mine.id).select())).toBe(true);
    expect(refused(await w.db.agency.from('broker_invitations').delete().eq('id', mine.id).select())).toBe(true);
    expect((await w.db.agency.from('broker_invitations').select('token_hash').eq('id', mine.id)).error).not.toBeNull();
    expect((await w.db.agency.from('broker_invitations').select('token').eq('id', mine.id)).error).not.toBeNull();
    expect((await row(mine.id)).status).toBe('pendente');
  });

  it('each inviter reads only its own invitations', async () => {
    const a = await invite('agency');
    const o = await invite('owner');
    const listA = (await w.db.agency.rpc('sent_broker_invitations')).data as { id: string }[];
    const listB = (await w.db.agencyB.rpc('sent_broker_invitations')).data as { id: string }[];
    const listO = (await w.db.owner.rpc('sent_broker_invitations')).data as { id: string }[];
    expect(listA.map((i) => i.id)).toContain(a.id);
    expect(listA.map((i) => i.id)).not.toContain(o.id);
    expect(listB.map((i) => i.id)).not.toContain(a.id);
    expect(listO.map((i) => i.id)).toEqual(expect.arrayContaining([o.id]));
    expect(listO.map((i) => i.id)).not.toContain(a.id);
    for (const actor of ['cliente', 'broker'] as const) {
      expect((await w.db[actor].rpc('sent_broker_invitations')).data).toEqual([]);
      expect((await w.db[actor].from('broker_invitations').select('id')).data).toEqual([]);
    }
    expect((await w.db.anon.rpc('sent_broker_invitations')).error).not.toBeNull();
    const direct = await w.db.agencyB.from('broker_invitations').select('id').eq('id', a.id);
    expect(direct.data).toEqual([]);
  });
});

describe('resend and cancel', () => {
  it('only the inviter resends (a new token, 7 days more) or cancels', async () => {
    const inv = await invite('agency');
    await service().from('broker_invitations').update({ expires_at: new Date(Date.now() - 1000).toISOString() }).eq('id', inv.id);
    for (const actor of ['agencyB', 'owner', 'broker', 'cliente'] as const) {
      expect((await w.db[actor].rpc('resend_broker_invitation', { p_id: inv.id })).error?.hint).toBe('invitation_not_found');
      expect((await w.db[actor].rpc('cancel_broker_invitation', { p_id: inv.id })).error?.hint).toBe('invitation_not_found');
    }
    expect((await w.db.anon.rpc('resend_broker_invitation', { p_id: inv.id })).error).not.toBeNull();
    expect((await w.db.agency.rpc('resend_broker_invitation', { p_id: 'not-a-uuid' })).error).not.toBeNull();
    expect((await row(inv.id)).status).toBe('pendente');

    const res = await w.db.agency.rpc('resend_broker_invitation', { p_id: inv.id });
    expect(res.error).toBeNull();
    const after = await row(inv.id);
    expect(after.sent_count).toBe(2);
    expect(new Date(after.expires_at).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86400000);
    // The old link no longer finds the invitation.
    expect((await w.db.anon.rpc('invitation_by_token', { token: inv.token })).data).toEqual([]);

    expect((await w.db.agency.rpc('cancel_broker_invitation', { p_id: inv.id })).error).toBeNull();
    expect((await row(inv.id)).status).toBe('cancelado');
    expect((await w.db.agency.rpc('cancel_broker_invitation', { p_id: inv.id })).error?.hint).toBe('invitation_not_pending');
    expect((await w.db.agency.rpc('resend_broker_invitation', { p_id: inv.id })).error?.hint).toBe('invitation_not_pending');
  });

  it('sending is limited per inviter: 10 e-mails an hour', async () => {
    const agency = await user('imobiliaria', 'Agência Apressada');
    const sends: (string | undefined)[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await agency.client.rpc('invite_broker', form());
      sends.push(res.error?.hint);
    }
    expect(sends.slice(0, 10)).toEqual(Array(10).fill(undefined));
    expect(sends[10]).toBe('invitation_rate_limited');
    const { data } = await agency.client.rpc('sent_broker_invitations');
    expect(data).toHaveLength(10);
  });
});

describe('invitation_by_token', () => {
  // One invitation for the malformed-token cases (each send counts against the inviter's limit).
  let valid: Awaited<ReturnType<typeof invite>> | undefined;
  it('shows the invitation to whoever holds the link; the e-mail only signed out or to its owner', async () => {
    const inv = await invite('agency');
    const anon = await w.db.anon.rpc('invitation_by_token', { token: inv.token });
    expect(anon.data).toEqual([
      expect.objectContaining({ inviter_kind: 'imobiliaria', inviter_name: 'Teste agency', email: inv.email, status: 'pendente', for_me: null }),
    ]);
    const other = await w.db.cliente.rpc('invitation_by_token', { token: inv.token });
    expect(other.data[0]).toMatchObject({ email: null, for_me: false });
    const invitee = await brokerWith(inv.email);
    expect((await invitee.client.rpc('invitation_by_token', { token: inv.token })).data[0]).toMatchObject({ email: inv.email, for_me: true });
  });

  it.each([
    ['a forged token', () => tokenOf()],
    ['upper case', (t: string) => t.toUpperCase()],
    ['a prefix', (t: string) => t.slice(0, 40)],
    ['a path', () => '../../mailbox'],
    ['url-encoded', (t: string) => encodeURIComponent(`${t}'`)],
    ['SQL', () => "' or 1=1 --"],
    ['empty', () => ''],
    ['huge', () => 'a'.repeat(100000)],
  ])('%s finds nothing', async (_name, make) => {
    valid ??= await invite('agencyB');
    const inv = valid;
    const res = await w.db.anon.rpc('invitation_by_token', { token: make(inv.token) });
    expect(res.data ?? []).toEqual([]);
  });
});

describe('accept_broker_invitation', () => {
  let brokerClient: SupabaseClient;
  let brokerId: string;
  let inv: Awaited<ReturnType<typeof invite>>;
  beforeAll(async () => {
    inv = await invite('agency');
    const b = await brokerWith(inv.email, 'Corretor Aceito');
    brokerClient = b.client;
    brokerId = b.user.id;
  });

  it('refused for signed out, another role, another e-mail and a forged token; nothing changes', async () => {
    expect((await w.db.anon.rpc('accept_broker_invitation', { token: inv.token })).error).not.toBeNull();
    expect((await w.db.cliente.rpc('accept_broker_invitation', { token: inv.token })).error?.hint).toBe('not_broker');
    expect((await w.db.agencyB.rpc('accept_broker_invitation', { token: inv.token })).error?.hint).toBe('not_broker');
    expect((await w.db.brokerOther.rpc('accept_broker_invitation', { token: inv.token })).error?.hint).toBe('invitation_other_email');
    expect((await brokerClient.rpc('accept_broker_invitation', { token: tokenOf() })).error?.hint).toBe('invitation_not_found');
    expect((await brokerClient.rpc('accept_broker_invitation', { token: 'x' })).error?.hint).toBe('invitation_not_found');
    expect((await row(inv.id)).status).toBe('pendente');
    const p = await service().from('profiles').select('agency_id').in('id', [brokerId, w.id.brokerOther]);
    expect(p.data!.map((r) => r.agency_id).sort()).toEqual([null, w.id.agencyB].sort());
  });

  it('the invited broker joins the team once; the agency is notified; the link is then used', async () => {
    const res = await brokerClient.rpc('accept_broker_invitation', { token: inv.token });
    expect(res.error).toBeNull();
    expect(res.data).toMatchObject({ inviter_kind: 'imobiliaria', inviter_id: w.id.agency });
    const p = await service().from('profiles').select('agency_id, broker_status, creci, agency_joined_at').eq('id', brokerId).single();
    expect(p.data).toMatchObject({ agency_id: w.id.agency, broker_status: 'ativo', creci: '123456-F/SP' });
    expect(p.data!.agency_joined_at).not.toBeNull();
    expect(await row(inv.id)).toMatchObject({ status: 'aceito', accepted_by: brokerId });
    const n = await service().from('notifications').select('body').eq('user_id', w.id.agency).eq('kind', 'convite_aceito');
    expect(n.data!.map((x) => x.body)).toContain('Corretor Aceito entrou para a sua equipe.');
    expect((await brokerClient.rpc('accept_broker_invitation', { token: inv.token })).error?.hint).toBe('invitation_used');
    expect((await w.db.anon.rpc('invitation_by_token', { token: inv.token })).data[0].status).toBe('aceito');
    const team = (await w.db.agency.rpc('agency_team')).data as { id: string; broker_status: string }[];
    expect(team.find((b) => b.id === brokerId)).toMatchObject({ broker_status: 'ativo' });
  });

  it('an expired or cancelled link is refused and changes nothing', async () => {
    const expired = await invite('agencyB');
    await service().from('broker_invitations').update({ expires_at: new Date(Date.now() - 1000).toISOString() }).eq('id', expired.id);
    const late = await brokerWith(expired.email);
    expect((await late.client.rpc('accept_broker_invitation', { token: expired.token })).error?.hint).toBe('invitation_expired');
    expect((await w.db.anon.rpc('invitation_by_token', { token: expired.token })).data[0].status).toBe('expirado');

    const cancelled = await invite('agencyB');
    expect((await w.db.agencyB.rpc('cancel_broker_invitation', { p_id: cancelled.id })).error).toBeNull();
    const nope = await brokerWith(cancelled.email);
    expect((await nope.client.rpc('accept_broker_invitation', { token: cancelled.token })).error?.hint).toBe('invitation_revoked');
    const p = await service().from('profiles').select('agency_id').in('id', [late.user.id, nope.user.id]);
    expect(p.data!.map((r) => r.agency_id)).toEqual([null, null]);
  });

  it('an owner’s invitation gives the broker the owner’s listings without a broker; the owner ends it', async () => {
    const owner = await user('proprietario', 'Dona Maria');
    const free = await makeListing({ owner_id: owner.user.id, title: 'Casa sem corretor' });
    const withAgency = await makeListing({ owner_id: owner.user.id, agency_id: w.id.agencyB, title: 'Casa com imobiliária B' });
    const f = form();
    const made = await owner.client.rpc('invite_broker', f);
    expect(made.error).toBeNull();
    const token = tokenOf();
    await service().from('broker_invitations').update({ token }).eq('id', made.data.id);
    const broker = await brokerWith(f.p_email, 'Corretor Parceiro');
    const res = await broker.client.rpc('accept_broker_invitation', { token });
    expect(res.error).toBeNull();
    expect(res.data).toMatchObject({ inviter_kind: 'proprietario', listings: 1 });
    const l = await service().from('properties').select('id, broker_id').in('id', [free, withAgency]).order('id');
    expect(l.data).toEqual([{ id: free, broker_id: broker.user.id }, { id: withAgency, broker_id: null }]);
    const partners = (await owner.client.rpc('owner_partner_brokers')).data as { id: string; listings: number }[];
    expect(partners).toEqual([expect.objectContaining({ id: broker.user.id, listings: 1 })]);
    // Nobody else sees or ends that partnership.
    expect((await w.db.owner.rpc('owner_partner_brokers')).data.map((b: { id: string }) => b.id)).not.toContain(broker.user.id);
    for (const actor of ['owner', 'agency', 'cliente', 'broker'] as const) {
      expect((await w.db[actor].rpc('end_broker_partnership', { p_broker: broker.user.id })).error).not.toBeNull();
    }
    expect((await broker.client.rpc('end_broker_partnership', { p_broker: broker.user.id })).error).not.toBeNull();
    expect((await service().from('properties').select('broker_id').eq('id', free).single()).data!.broker_id).toBe(broker.user.id);
    const ended = await owner.client.rpc('end_broker_partnership', { p_broker: broker.user.id });
    expect(ended.error).toBeNull();
    expect(ended.data).toBe(1);
    expect((await service().from('properties').select('broker_id, title').eq('id', free).single()).data).toEqual({ broker_id: null, title: 'Casa sem corretor' });
    expect((await owner.client.rpc('owner_partner_brokers')).data).toEqual([]);
    expect((await owner.client.rpc('end_broker_partnership', { p_broker: broker.user.id })).error?.hint).toBe('not_my_partner');
  });
});

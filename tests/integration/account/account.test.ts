import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { anonClient, nextWeekday, service, signedInClient, user, makeListing } from '../rls/world';

// Issue #24: settings are each user's own (RLS), the e-mail gate by kind in private.enqueue_email, the export
// of everything held about the caller and the caller's own deletion with what others keep anonymised.

const ROOT = path.resolve(__dirname, '../../..');
const day = nextWeekday(3);

/** Async, so the event loop (and the stack's sockets) keeps running while the throw-away database builds. */
async function evalSteps(steps: string[]): Promise<unknown[]> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'tests/integration/account/eval-steps.ts', JSON.stringify(steps)], { cwd: ROOT, encoding: 'utf8', timeout: 240_000 });
  return JSON.parse(stdout) as unknown[];
}

describe('user_settings', () => {
  it('a user reads and changes only their own settings; the spec defaults hold', async () => {
    const a = await user('cliente', 'Config A');
    const b = await user('cliente', 'Config B');
    const own = await a.client.from('user_settings').select('*').single();
    expect(own.data).toMatchObject({
      email_notifications: true, push_notifications: true, sms_notifications: false, marketing_notifications: false,
      public_profile: true, show_contact: false, theme: 'light', language: 'pt-br', time_zone: 'America/Sao_Paulo',
    });
    // B's row is invisible to A, and A's update of it changes nothing.
    expect((await a.client.from('user_settings').select('user_id').eq('user_id', b.user.id)).data).toEqual([]);
    await a.client.from('user_settings').update({ theme: 'dark' }).eq('user_id', b.user.id);
    expect((await service().from('user_settings').select('theme').eq('user_id', b.user.id).single()).data).toEqual({ theme: 'light' });
    // Moving one's row onto someone else is refused.
    const moved = await a.client.from('user_settings').update({ user_id: b.user.id }).eq('user_id', a.user.id).select();
    expect(moved.error ?? (moved.data?.length === 0 ? 'none' : null)).toBeTruthy();
    // The signed-out visitor reads nothing.
    expect((await anonClient().from('user_settings').select('user_id')).data ?? []).toEqual([]);
  });

  it('theme is light, dark or system; dark_mode follows it; a bad zone or language is refused', async () => {
    const a = await user('cliente', 'Config C');
    const ok = await a.client.from('user_settings').update({ theme: 'dark', language: 'en', time_zone: 'Europe/London' }).eq('user_id', a.user.id).select('theme, dark_mode, language, time_zone').single();
    expect(ok.data).toEqual({ theme: 'dark', dark_mode: true, language: 'en', time_zone: 'Europe/London' });
    await a.client.from('user_settings').update({ theme: 'system' }).eq('user_id', a.user.id);
    expect((await a.client.from('user_settings').select('dark_mode').single()).data).toEqual({ dark_mode: false });
    for (const bad of [{ theme: 'neon' }, { time_zone: 'Asia/Tokyo' }, { language: 'fr' }]) {
      expect((await a.client.from('user_settings').update(bad).eq('user_id', a.user.id)).error).not.toBeNull();
    }
  });
});

describe('push subscriptions', () => {
  it('one row per device for the caller; a device that changed hands moves; http endpoints and signed-out callers are refused', async () => {
    const a = await user('cliente', 'Push A');
    const b = await user('cliente', 'Push B');
    const endpoint = `https://push.example.com/send/${Date.now().toString(36)}`;
    expect((await a.client.rpc('account_push_subscribe', { p_endpoint: endpoint, p_p256dh: 'BKey', p_auth: 'auth1' })).error).toBeNull();
    expect((await a.client.from('push_subscriptions').select('endpoint, user_id')).data).toEqual([{ endpoint, user_id: a.user.id }]);
    expect((await b.client.from('push_subscriptions').select('endpoint')).data).toEqual([]);
    // B cannot remove A's device.
    await b.client.from('push_subscriptions').delete().eq('endpoint', endpoint);
    expect((await service().from('push_subscriptions').select('user_id').eq('endpoint', endpoint)).data).toEqual([{ user_id: a.user.id }]);
    // Knowing A's endpoint is not enough to take A's device: B must present the subscription's own keys.
    expect((await b.client.rpc('account_push_subscribe', { p_endpoint: endpoint, p_p256dh: 'BKey2', p_auth: 'auth2' })).error).not.toBeNull();
    expect((await service().from('push_subscriptions').select('user_id').eq('endpoint', endpoint)).data).toEqual([{ user_id: a.user.id }]);
    // The same browser (same subscription, same keys) signed in as B now belongs to B.
    expect((await b.client.rpc('account_push_subscribe', { p_endpoint: endpoint, p_p256dh: 'BKey', p_auth: 'auth1' })).error).toBeNull();
    expect((await service().from('push_subscriptions').select('user_id').eq('endpoint', endpoint)).data).toEqual([{ user_id: b.user.id }]);
    expect((await a.client.rpc('account_push_subscribe', { p_endpoint: 'http://push.example.com/x', p_p256dh: 'k', p_auth: 'a' })).error).not.toBeNull();
    expect((await anonClient().rpc('account_push_subscribe', { p_endpoint: `${endpoint}/anon`, p_p256dh: 'k', p_auth: 'a' })).error).not.toBeNull();
    expect((await a.client.from('push_subscriptions').insert({ endpoint: `${endpoint}/direct`, p256dh: 'k', auth: 'a' })).error).not.toBeNull();
  });
});

describe('e-mail gate (private.enqueue_email)', () => {
  const person = (id: string, email: string) => `insert into auth.users (id, email, raw_user_meta_data) values ('${id}', '${email}', '{"name":"Gate"}')`;
  const enqueue = (id: string) => `(select pg_catalog.jsonb_build_object(
      'visit', private.enqueue_email('${id}', 'visit_requested', '{}', '${id}1') is not null,
      'proposal', private.enqueue_email('${id}', 'proposal_received', '{}', '${id}2') is not null,
      'lead', private.enqueue_email('${id}', 'lead_received', '{}', '${id}3') is not null,
      'listing', private.enqueue_email('${id}', 'listing_expiry_warning', '{}', '${id}4') is not null,
      'billing', private.enqueue_email('${id}', 'billing_charge_created', '{}', '${id}5') is not null,
      'marketing', private.enqueue_email('${id}', 'marketing_news', '{}', '${id}6') is not null,
      'invite', private.enqueue_email('${id}', 'broker_invitation', '{}', '${id}7') is not null))`;
  const on = '00000000-0000-4000-8000-0000000000a1';
  const off = '00000000-0000-4000-8000-0000000000a2';

  it('defaults: notification e-mails queued, marketing not, invitations always; off: only marketing (opted in) and invitations', async () => {
    const [row] = (await evalSteps([
      person(on, 'gate1@example.com'),
      person(off, 'gate2@example.com'),
      `update public.user_settings set email_notifications = false, marketing_notifications = true where user_id = '${off}'`,
      `select ${enqueue(on)} as on, ${enqueue(off)} as off`,
    ])) as { on: Record<string, boolean>; off: Record<string, boolean> }[];
    expect(row!.on).toEqual({ visit: true, proposal: true, lead: true, listing: true, billing: true, marketing: false, invite: true });
    expect(row!.off).toEqual({ visit: false, proposal: false, lead: false, listing: false, billing: false, marketing: true, invite: true });
  }, 300_000);
});

describe('export and deletion', () => {
  it('export holds the caller’s own data only; signed out is refused', async () => {
    const owner = await user('proprietario', 'Dono Export');
    const listing = await makeListing({ owner_id: owner.user.id, title: 'Apartamento do export' });
    const me = await user('cliente', 'Cliente Export');
    const other = await user('cliente', 'Outro Export');
    const visit = await me.client.rpc('request_visit', { property_id: listing, visit_date: day, visit_time: '11:00' });
    expect(visit.error).toBeNull();
    await me.client.from('favorites').insert({ property_id: listing });
    const { data, error } = await me.client.rpc('account_export');
    expect(error).toBeNull();
    const doc = data as Record<string, unknown> & { profile: { id: string; name: string }; visits: { property_title: string }[]; favorites: unknown[]; settings: { theme: string } };
    expect(doc.profile).toMatchObject({ id: me.user.id, name: 'Cliente Export' });
    expect(doc.visits.map((v) => v.property_title)).toEqual(['Apartamento do export']);
    expect(doc.favorites).toHaveLength(1);
    expect(doc.settings.theme).toBe('light');
    for (const key of ['proposals', 'leads_sent', 'notifications', 'payments', 'files']) expect(Array.isArray(doc[key])).toBe(true);
    expect(JSON.stringify(doc)).not.toContain(other.user.id);
    expect((await anonClient().rpc('account_export')).error).not.toBeNull();
    expect((await anonClient().rpc('account_delete')).error).not.toBeNull();
  });

  it('deleting: the person’s proposal and visit stay with the listing side, anonymised; the e-mail can sign up again', async () => {
    const owner = await user('proprietario', 'Dono Exclusão');
    const listing = await makeListing({ owner_id: owner.user.id, title: 'Casa da exclusão' });
    const me = await signedInClient({ name: 'Quem Sai', phone: '(11) 98888-7777', role: 'cliente' });
    const visit = (await me.client.rpc('request_visit', { property_id: listing, visit_date: day, visit_time: '14:00' })).data as { id: number };
    const proposal = await me.client.rpc('make_proposal', { property_id: listing, amount: 400000, payment_method: 'vista' });
    expect(proposal.error).toBeNull();
    const proposalId = (proposal.data as { id: number }).id;
    const mine = await makeListing({ owner_id: me.user.id, title: 'Anúncio de quem sai' });

    const files = await me.client.rpc('account_delete');
    expect(files.error).toBeNull();
    expect((await service().from('user_settings').select('user_id').eq('user_id', me.user.id)).data).toEqual([]);
    expect((await service().from('properties').select('status, deleted_at').eq('id', mine).single()).data).toMatchObject({ status: 'inativo', deleted_at: expect.any(String) });
    const { error } = await service().auth.admin.deleteUser(me.user.id);
    expect(error).toBeNull();

    const p = await service().from('proposals').select('client_id, client_name, client_email, client_phone, amount').eq('id', proposalId).single();
    expect(p.data).toEqual({ client_id: null, client_name: 'Conta excluída', client_email: null, client_phone: null, amount: 400000 });
    const v = await service().from('visits').select('requester_id, visitor_name, visitor_email, visitor_phone, status').eq('id', visit.id).single();
    expect(v.data).toEqual({ requester_id: null, visitor_name: 'Conta excluída', visitor_email: null, visitor_phone: null, status: 'cancelada' });
    // The listing side still sees the proposal.
    const seen = await owner.client.from('proposals').select('id, client_name').eq('id', proposalId);
    expect(seen.data).toEqual([{ id: proposalId, client_name: 'Conta excluída' }]);
    // Signing in is refused; the same e-mail can create an account again.
    expect((await anonClient().auth.signInWithPassword({ email: me.email, password: me.password })).error).not.toBeNull();
    const again = await service().auth.admin.createUser({ email: me.email, password: 'Outra-senha-123', email_confirm: true });
    expect(again.error).toBeNull();
  });
});

describe('what a deletion leaves behind (LGPD: what others or the law still need)', () => {
  it("an owner's listing that others negotiated is taken down and kept with their proposal and visit; an untouched one goes", async () => {
    const owner = await signedInClient({ name: 'Dono Que Sai', phone: '(11) 97777-1111', role: 'proprietario' });
    const client = await user('cliente', 'Cliente Que Fica');
    const negotiated = await makeListing({ owner_id: owner.user.id, title: 'Casa negociada' });
    const untouched = await makeListing({ owner_id: owner.user.id, title: 'Casa sem interessados' });
    const visit = (await client.client.rpc('request_visit', { property_id: negotiated, visit_date: day, visit_time: '10:00' })).data as { id: number };
    const proposal = await client.client.rpc('make_proposal', { property_id: negotiated, amount: 350000, payment_method: 'vista' });
    expect(proposal.error).toBeNull();
    const proposalId = (proposal.data as { id: number }).id;

    expect((await owner.client.rpc('account_delete')).error).toBeNull();
    expect((await service().auth.admin.deleteUser(owner.user.id)).error).toBeNull();

    const kept = await service().from('properties').select('owner_id, status, deleted_at').eq('id', negotiated).single();
    expect(kept.data).toEqual({ owner_id: null, status: 'inativo', deleted_at: expect.any(String) });
    expect((await service().from('properties').select('id').eq('id', untouched)).data).toEqual([]);
    // Nobody else sees the taken-down listing; the client still has their proposal and visit.
    expect((await anonClient().from('properties').select('id').eq('id', negotiated)).data).toEqual([]);
    expect((await anonClient().rpc('property_contact', { property_id: negotiated })).data).toEqual([]);
    expect((await client.client.from('proposals').select('id, amount').eq('id', proposalId)).data).toEqual([{ id: proposalId, amount: 350000 }]);
    expect((await client.client.from('visits').select('id').eq('id', visit.id)).data).toEqual([{ id: visit.id }]);
  });

  it("an agency's plan, charges and sign purchases are kept without the agency; open ones are closed; the e-mail signs up again", async () => {
    const agency = await signedInClient({ name: 'Imobiliária Que Sai', phone: '(11) 3222-1111', role: 'imobiliaria' });
    expect((await agency.client.rpc('billing_change_plan', { p_plan: 'mensal' })).error).toBeNull();
    expect((await agency.client.rpc('billing_purchase_signs', { p_kind: 'padrao', p_quantity: 2 })).error).toBeNull();
    const charges = (await service().from('payments').select('id').eq('agency_id', agency.user.id).order('id')).data!;
    expect(charges.length).toBeGreaterThanOrEqual(2);
    // One of them was paid (its receipt is a fiscal record).
    expect((await service().from('payments').update({ status: 'pago', paid_at: new Date().toISOString() }).eq('id', charges[0]!.id)).error).toBeNull();
    const subs = (await service().from('subscriptions').select('id').eq('agency_id', agency.user.id)).data!;
    const signs = (await service().from('sign_purchases').select('id').eq('agency_id', agency.user.id)).data!;
    expect(subs.length).toBeGreaterThanOrEqual(1);
    expect(signs).toHaveLength(1);

    expect((await agency.client.rpc('account_delete')).error).toBeNull();
    expect((await service().auth.admin.deleteUser(agency.user.id)).error).toBeNull();

    const ids = charges.map((c) => c.id);
    const after = (await service().from('payments').select('id, agency_id, status, amount_cents').in('id', ids).order('id')).data!;
    expect(after.map((c) => c.id)).toEqual(ids);
    expect(after.every((c) => c.agency_id === null)).toBe(true);
    expect(after[0]!.status).toBe('pago');
    expect(after.slice(1).every((c) => c.status === 'cancelado')).toBe(true);
    const subsAfter = (await service().from('subscriptions').select('agency_id, status, auto_renew').in('id', subs.map((s) => s.id))).data!;
    expect(subsAfter).toHaveLength(subs.length);
    expect(subsAfter.every((s) => s.agency_id === null && s.status !== 'ativo' && s.status !== 'inadimplente' && !s.auto_renew)).toBe(true);
    expect((await service().from('sign_purchases').select('agency_id, status').eq('id', signs[0]!.id)).data).toEqual([{ agency_id: null, status: 'cancelada' }]);
    const history = (await service().from('subscription_events').select('agency_id, actor_id').in('subscription_id', subs.map((s) => s.id))).data!;
    expect(history.length).toBeGreaterThan(0);
    expect(JSON.stringify(history)).not.toContain(agency.user.id);

    // The same e-mail signs up again, as a new account that sees none of it.
    const again = await anonClient().auth.signUp({ email: agency.email, password: 'Outra-senha-123', options: { data: { role: 'imobiliaria', name: 'De Volta' } } });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBeTruthy();
    expect(again.data.user!.id).not.toBe(agency.user.id);
  });
});

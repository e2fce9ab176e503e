import { anonClient, createWorld, nextWeekday, service, type World } from '../rls/world';
import { lastNotificationId, notifiedSince } from '../workflow/helpers';

// Issue #28 item 3: an e-mail the listing side types when it books a visit (schedule_visit) stays typed text.
// Any account can be a listing side (anyone may list a property), so the e-mail of a stranger must not:
//   - attach the visit to that person's account (it appears in their visits only once they accept it);
//   - tell the listing side whether the e-mail is an account (no "this client already has a visit" error,
//     the same answer for every e-mail);
//   - show the listing side the account's stored name, phone or e-mail, before or after acceptance.
// The person owning the (verified) e-mail is asked to confirm: accept_visit links the visit when the
// caller's verified e-mail (JWT) is the typed one, decline_visit hides it; nobody else can do either.

let w: World;
// Free slots, day after day: each booking takes the next one.
const days = [...new Set([5, 6, 7, 8, 9, 10].map((d) => nextWeekday(d)))];
const times = ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'];
let slot = 0;
const next = () => {
  const i = slot++;
  return { visit_date: days[Math.floor(i / times.length)], visit_time: times[i % times.length] };
};
// The person's stored profile (a phone nobody else in the world has).
const STORED = { name: 'Teste cliente2', phone: '(11) 93141-5926' };
const TYPED = { name: 'Nome Que o Corretor Digitou', phone: '(21) 95555-1234' };
let victimEmail: string;

beforeAll(async () => {
  w = await createWorld();
  victimEmail = (await service().from('profiles').select('email').eq('id', w.id.cliente2).single()).data!.email as string;
  const stored = await service().from('profiles').update({ phone: STORED.phone }).eq('id', w.id.cliente2);
  if (stored.error) throw new Error(stored.error.message);
});

/** The broker books a visit on the world's listing with `email` typed; the next free slot each time. */
async function book(email: string | null, by: 'broker' | 'owner' | 'agency' = 'broker') {
  const res = await w.db[by].rpc('schedule_visit', {
    property_id: w.listing, ...next(), visitor_name: TYPED.name, visitor_phone: TYPED.phone,
    visitor_email: email,
  });
  return res;
}

async function bookedId(email: string | null): Promise<number> {
  const res = await book(email);
  if (res.error) throw new Error(res.error.message);
  return res.data.id as number;
}

type Pending = { id: number; property_id: number; visitor_name: string };
const pending = async (actor: keyof World['db']) => {
  const { data, error } = await w.db[actor].rpc('my_pending_visits');
  if (error) throw new Error(error.message);
  return data as Pending[];
};

/** Everything the listing side can read about visits and contacts, as one string. */
async function listingSideSees(actor: 'broker' | 'owner' | 'agency'): Promise<string> {
  const db = w.db[actor];
  const reads = await Promise.all([
    db.rpc('visit_agenda', { search: null, status: null, max_rows: 500 }),
    db.rpc('listing_side_contacts', { search: null }),
    actor === 'broker' ? db.rpc('broker_home', { tz: 'America/Sao_Paulo', items_limit: 50 }) : Promise.resolve({ data: null, error: null }),
    db.from('visits').select('*').eq('property_id', w.listing),
  ]);
  for (const r of reads) if (r.error) throw new Error(r.error.message);
  const contacts = reads[1].data as { id: string }[];
  const histories = await Promise.all(contacts.map((c) => db.rpc('contact_history', { contact_id: c.id })));
  return JSON.stringify([reads.map((r) => r.data), histories.map((h) => h.data)]);
}

function expectNoStoredData(seen: string) {
  expect(seen).not.toContain(STORED.name);
  expect(seen).not.toContain(STORED.phone);
}

describe('booking with another account’s e-mail', () => {
  it('does not link the visit, and answers exactly as for an e-mail that is nobody’s', async () => {
    const mine = await book(victimEmail.toUpperCase());
    const nobody = await book(`ninguem.${Date.now()}@example.com`);
    expect(mine.error).toBeNull();
    expect(nobody.error).toBeNull();
    expect(mine.data.requester_id).toBeNull();
    expect(Object.keys(mine.data).sort()).toEqual(Object.keys(nobody.data).sort());
    expect({ ...mine.data, id: 0, visit_time: '', visitor_email: '', created_at: '', updated_at: '', confirmed_at: '' })
      .toEqual({ ...nobody.data, id: 0, visit_time: '', visitor_email: '', created_at: '', updated_at: '', confirmed_at: '' });
    // Not in the person's visits until accepted.
    expect((await w.db.cliente2.from('visits').select('id').eq('id', mine.data.id)).data).toEqual([]);
    expect(((await w.db.cliente2.rpc('my_visits')).data as { id: number }[]).map((v) => v.id)).not.toContain(mine.data.id);
    expect((await w.db.cliente2.rpc('client_home', { featured_limit: 0 })).data.open_visits).toBe(0);
  });

  it('no "this client already has a visit" oracle: booking twice, or while the person has their own open visit, both succeed', async () => {
    const own = await w.db.cliente2.rpc('request_visit', { property_id: w.listing, ...next() });
    expect(own.error).toBeNull();
    const first = await book(victimEmail);
    const second = await book(victimEmail);
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    // The person's own request (which rightly shows their profile to the listing side) goes away again.
    await service().from('visits').delete().eq('id', own.data.id);
  });

  it('the listing side never sees the account’s stored name or phone', async () => {
    await bookedId(victimEmail);
    for (const side of ['broker', 'owner', 'agency'] as const) {
      const seen = await listingSideSees(side);
      expectNoStoredData(seen);
      expect(seen).toContain(TYPED.name);
    }
    // Searching the agenda or the contacts by the stored data finds nothing either.
    expect((await w.db.broker.rpc('visit_agenda', { search: STORED.name, status: null, max_rows: 50 })).data).toEqual([]);
    expect((await w.db.broker.rpc('listing_side_contacts', { search: '93141-5926' })).data).toEqual([]);
  });

  it('the person (verified e-mail) is asked to confirm; an unverified account is not; the listing side learns nothing', async () => {
    const unverifiedEmail = `nao.verificado.${Date.now()}@example.com`;
    const created = await service().auth.admin.createUser({ email: unverifiedEmail, password: 'Senha-forte-123', email_confirm: false, user_metadata: { name: 'Sem Verificar' } });
    expect(created.error).toBeNull();
    const since = await lastNotificationId();
    const a = await book(victimEmail);
    const b = await book(unverifiedEmail);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(await notifiedSince(w, since, 'visita_para_confirmar')).toEqual(['cliente2']);
    const toUnverified = await service().from('notifications').select('id').eq('user_id', created.data.user!.id);
    expect(toUnverified.data).toEqual([]);
    // The listing side is told about its booking, the same way for both.
    expect(await notifiedSince(w, since, 'visita_agendada')).toEqual(['agency', 'owner']);
  });
});

describe('accepting', () => {
  it('only the owner of the typed e-mail sees it pending and can accept it; a third account, the listing side and anon cannot', async () => {
    const id = await bookedId(`  ${victimEmail.toUpperCase()}  `);
    expect((await pending('cliente2')).map((p) => p.id)).toContain(id);
    for (const other of ['cliente', 'broker', 'owner', 'agency', 'agencyB', 'brokerOther'] as const) {
      expect((await pending(other)).map((p) => p.id)).not.toContain(id);
      const res = await w.db[other].rpc('accept_visit', { visit_id: id });
      expect(res.error?.hint).toBe('visit_not_found');
      expect((await w.db[other].rpc('decline_visit', { visit_id: id })).error?.hint).toBe('visit_not_found');
    }
    expect((await w.db.anon.rpc('accept_visit', { visit_id: id })).error).not.toBeNull();
    expect((await service().from('visits').select('requester_id').eq('id', id).single()).data).toEqual({ requester_id: null });

    const since = await lastNotificationId();
    const accepted = await w.db.cliente2.rpc('accept_visit', { visit_id: id });
    expect(accepted.error).toBeNull();
    expect(accepted.data).toMatchObject({ id, requester_id: w.id.cliente2, status: 'confirmada' });
    expect(((await w.db.cliente2.rpc('my_visits')).data as { id: number }[]).map((v) => v.id)).toContain(id);
    expect((await pending('cliente2')).map((p) => p.id)).not.toContain(id);
    expect(await notifiedSince(w, since, 'visita_aceita')).toEqual(['agency', 'broker', 'owner']);
    // Accepted, the visit is the client's to cancel; the listing side still sees only its typing.
    for (const side of ['broker', 'owner', 'agency'] as const) expectNoStoredData(await listingSideSees(side));
    expect((await w.db.cliente2.rpc('accept_visit', { visit_id: id })).error?.hint).toBe('visit_not_found');
    expect((await w.db.cliente2.rpc('cancel_visit', { visit_id: id })).data?.status).toBe('cancelada');
  });

  it('the one-open-visit rule is checked when the person accepts', async () => {
    const own = await w.db.cliente2.rpc('request_visit', { property_id: w.listing, ...next() });
    expect(own.error).toBeNull();
    const id = await bookedId(victimEmail);
    expect((await w.db.cliente2.rpc('accept_visit', { visit_id: id })).error?.hint).toBe('visit_already_open');
    expect((await service().from('visits').select('requester_id').eq('id', id).single()).data).toEqual({ requester_id: null });
    await w.db.cliente2.rpc('cancel_visit', { visit_id: own.data.id });
    expect((await w.db.cliente2.rpc('accept_visit', { visit_id: id })).error).toBeNull();
    await w.db.cliente2.rpc('cancel_visit', { visit_id: id });
  });

  it('a cancelled visit can no longer be accepted', async () => {
    const id = await bookedId(victimEmail);
    expect((await w.db.broker.rpc('cancel_visit', { visit_id: id, reason: 'Imóvel indisponível' })).error).toBeNull();
    expect((await pending('cliente2')).map((p) => p.id)).not.toContain(id);
    expect((await w.db.cliente2.rpc('accept_visit', { visit_id: id })).error?.hint).toBe('visit_bad_status');
  });

  it('declining hides it from the person and tells the listing side nothing', async () => {
    const id = await bookedId(victimEmail);
    const since = await lastNotificationId();
    expect((await w.db.cliente2.rpc('decline_visit', { visit_id: id })).error).toBeNull();
    expect((await pending('cliente2')).map((p) => p.id)).not.toContain(id);
    expect((await w.db.cliente2.rpc('accept_visit', { visit_id: id })).error?.hint).toBe('visit_not_found');
    const after = await service().from('visits').select('status, requester_id').eq('id', id).single();
    expect(after.data).toEqual({ status: 'confirmada', requester_id: null });
    const told = await service().from('notifications').select('id').gt('id', since).in('user_id', [w.id.owner, w.id.agency, w.id.broker]);
    expect(told.data).toEqual([]);
  });

  it.each([
    ['percent-encoded @', (e: string) => e.replace('@', '%40')],
    ['double-encoded @', (e: string) => e.replace('@', '%2540')],
    ['a plus tag', (e: string) => e.replace('@', '+x@')],
    ['a trailing dot', (e: string) => `${e}.`],
    ['a zero-width space', (e: string) => e.replace('@', '\u200b@')],
    ['a Cyrillic lookalike', (e: string) => e.replace(/e/, '\u0435')],
    ['an SQL wildcard', (e: string) => `%${e.slice(2)}`],
    ['a regex wildcard', (e: string) => e.replace('.', '_')],
  ])('an odd spelling (%s) of the e-mail is not the person’s', async (_what, spell) => {
    const id = await bookedId(spell(victimEmail));
    expect((await pending('cliente2')).map((p) => p.id)).not.toContain(id);
    expect((await w.db.cliente2.rpc('accept_visit', { visit_id: id })).error?.hint).toBe('visit_not_found');
  });

  it.each([['abc'], [-1], [null], [[1]], ['1 or true']])('malformed visit id (%p) → error, nothing linked', async (value) => {
    expect((await w.db.cliente2.rpc('accept_visit', { visit_id: value })).error).not.toBeNull();
    expect((await w.db.cliente2.rpc('decline_visit', { visit_id: value })).error).not.toBeNull();
  });

  it('a person whose account uses the typed e-mail in another case still gets it', async () => {
    const email = `Caixa.Mista.${Date.now()}@Example.com`;
    const created = await service().auth.admin.createUser({ email, password: 'Senha-forte-123', email_confirm: true, user_metadata: { name: 'Caixa Mista' } });
    expect(created.error).toBeNull();
    const person = anonClient();
    expect((await person.auth.signInWithPassword({ email: email.toUpperCase(), password: 'Senha-forte-123' })).error).toBeNull();
    const id = await bookedId(email);
    const res = await person.rpc('accept_visit', { visit_id: id });
    expect(res.error).toBeNull();
    expect(res.data.requester_id).toBe(created.data.user!.id);
  });
});

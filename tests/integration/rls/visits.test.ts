import { ACTORS, createWorld, iso, makeListing, nextDow, nextWeekday, refused, service, spDate, type ActorName, type World } from './world';

// Visits: rows are written only through request_visit / schedule_visit / confirm_visit / complete_visit /
// cancel_visit; each side makes only its own moves; the slot rules hold; the other side is notified.

let w: World;
const day = nextWeekday(2);
beforeAll(async () => {
  w = await createWorld();
});

const request = (actor: ActorName, time: string, property = w.listing, date = day, message: string | null = 'Quero ver a varanda') =>
  w.db[actor].rpc('request_visit', { property_id: property, visit_date: date, visit_time: time, message });

const statusOf = async (id: number) =>
  (await service().from('visits').select('status').eq('id', id).single()).data?.status as string;

const notificationsOf = async (userId: string, kind: string) =>
  (await service().from('notifications').select('title, body, link').eq('user_id', userId).eq('kind', kind)).data ?? [];

describe('request_visit', () => {
  let visitId: number;

  it('a client books a free slot; the listing side is notified', async () => {
    const { data, error } = await request('cliente', '10:00');
    expect(error).toBeNull();
    expect(data).toMatchObject({ property_id: w.listing, requester_id: w.id.cliente, visit_date: day, visit_time: '10:00:00', status: 'agendada', message: 'Quero ver a varanda' });
    visitId = data.id;
    for (const side of ['owner', 'agency', 'broker'] as const) {
      const n = await notificationsOf(w.id[side], 'visita_solicitada');
      expect(n).toHaveLength(1);
      expect(n[0].link).toBe(`/agendamentos?id=${data.id}`);
    }
    expect(await notificationsOf(w.id.cliente, 'visita_solicitada')).toEqual([]);
  });

  it('the same client cannot hold two open visits for one listing', async () => {
    const { error } = await request('cliente', '11:00');
    expect(error?.hint).toBe('visit_already_open');
  });

  it('a slot already taken for the listing is refused', async () => {
    const { error } = await request('cliente2', '10:00');
    expect(error?.hint).toBe('visit_slot_taken');
  });

  it.each([
    ['07:30', 'visit_slot_invalid'],
    ['08:15', 'visit_slot_invalid'],
    ['18:00', 'visit_slot_invalid'],
    ['12:00:30', 'visit_slot_invalid'],
  ])('refuses %s on a weekday', async (time, hint) => {
    const { error } = await request('cliente2', time);
    expect(error?.hint).toBe(hint);
  });

  it('accepts 08:00 and 17:30 on weekdays, Saturday until 13:30, never Sunday', async () => {
    const other = await service().from('properties').select('id').eq('id', w.listingB).single();
    expect(other.data).not.toBeNull();
    const first = await request('cliente2', '08:00', w.listingB);
    expect(first.error).toBeNull();
    await w.db.cliente2.rpc('cancel_visit', { visit_id: first.data.id, reason: null });
    const last = await request('cliente2', '17:30', w.listingB);
    expect(last.error).toBeNull();
    await w.db.cliente2.rpc('cancel_visit', { visit_id: last.data.id });
    const saturday = nextDow(6, 2);
    expect((await request('cliente2', '14:00', w.listingB, saturday)).error?.hint).toBe('visit_slot_invalid');
    const satOk = await request('cliente2', '13:30', w.listingB, saturday);
    expect(satOk.error).toBeNull();
    await w.db.cliente2.rpc('cancel_visit', { visit_id: satOk.data.id });
    expect((await request('cliente2', '10:00', w.listingB, nextDow(0, 2))).error?.hint).toBe('visit_sunday');
  });

  it('refuses dates in the past and beyond 30 days', async () => {
    expect((await request('cliente2', '10:00', w.listing, iso(spDate(-1)))).error?.hint).toMatch(/visit_in_past|visit_sunday/);
    let far = 31;
    while ([0].includes(spDate(far).getUTCDay())) far++;
    expect((await request('cliente2', '10:00', w.listing, iso(spDate(far)))).error?.hint).toBe('visit_too_far');
  });

  it('refuses anon, the listing side on its own listing, and listings that are not public', async () => {
    expect((await request('anon', '14:00')).error).not.toBeNull();
    expect((await request('owner', '14:00')).error?.hint).toBe('own_listing');
    expect((await request('broker', '14:00')).error?.hint).toBe('own_listing');
    expect((await request('agency', '14:00')).error?.hint).toBe('own_listing');
    expect((await request('cliente2', '14:00', w.paused)).error?.hint).toBe('property_unavailable');
    expect((await request('cliente2', '14:00', w.expired)).error?.hint).toBe('property_unavailable');
  });

  it('visit_slots shows the taken slot as unavailable', async () => {
    const { data, error } = await w.db.anon.rpc('visit_slots', { property_id: w.listing, visit_date: day });
    expect(error).toBeNull();
    expect(data).toHaveLength(20); // 08:00 … 17:30
    expect(data[0]).toEqual({ slot: '08:00:00', available: true });
    expect(data.find((s: { slot: string }) => s.slot === '10:00:00')).toEqual({ slot: '10:00:00', available: false });
    const sunday = await w.db.anon.rpc('visit_slots', { property_id: w.listing, visit_date: nextDow(0, 1) });
    expect(sunday.data).toEqual([]);
    const saturday = await w.db.anon.rpc('visit_slots', { property_id: w.listing, visit_date: nextDow(6, 2) });
    expect(saturday.data.map((s: { slot: string }) => s.slot).at(-1)).toBe('13:30:00');
  });

  it('nobody writes visits directly', async () => {
    const insert = await w.db.cliente
      .from('visits')
      .insert({ property_id: w.listingB, requester_id: w.id.cliente, visit_date: day, visit_time: '09:00' })
      .select();
    expect(insert.error).not.toBeNull();
    for (const actor of ['cliente', 'owner', 'agency', 'broker'] as const) {
      const upd = await w.db[actor].from('visits').update({ status: 'confirmada' }).eq('id', visitId).select();
      expect(refused(upd)).toBe(true);
      const del = await w.db[actor].from('visits').delete().eq('id', visitId).select();
      expect(refused(del)).toBe(true);
    }
    expect(await statusOf(visitId)).toBe('agendada');
  });

  describe('select', () => {
    it.each(ACTORS)('%s', async (actor) => {
      const res = await w.db[actor].from('visits').select('id').eq('id', visitId);
      const sees = ['cliente', 'owner', 'broker', 'agency', 'service'].includes(actor);
      if (sees) expect(res.data).toEqual([{ id: visitId }]);
      else expect(refused(res)).toBe(true);
    });
  });

  it('visit_agenda gives the listing side the client’s contact data, and nobody else', async () => {
    await service().from('profiles').update({ phone: '(11) 91234-5678' }).eq('id', w.id.cliente);
    const { data, error } = await w.db.agency.rpc('visit_agenda', { search: null, status: null, max_rows: 500 });
    expect(error).toBeNull();
    const row = data.find((r: { id: number }) => r.id === visitId);
    expect(row).toMatchObject({ property_id: w.listing, client_id: w.id.cliente, client_name: 'Teste cliente', client_phone: '(11) 91234-5678', status: 'agendada' });
    expect(row.client_email).toMatch(/@example\.com$/);
    const other = await w.db.agencyB.rpc('visit_agenda', { search: null, status: null, max_rows: 500 });
    expect((other.data ?? []).find((r: { id: number }) => r.id === visitId)).toBeUndefined();
    const client = await w.db.cliente.rpc('visit_agenda', { search: null, status: null, max_rows: 500 });
    expect((client.data ?? []).find((r: { id: number }) => r.id === visitId)).toBeUndefined();
  });
});

describe('status moves', () => {
  const fresh = async (time: string, requester: ActorName = 'cliente2') => {
    // Whatever an earlier case left open for this client and listing is closed first.
    await service()
      .from('visits')
      .update({ status: 'cancelada' })
      .eq('property_id', w.listingB)
      .eq('requester_id', w.id[requester as keyof World['id']])
      .in('status', ['agendada', 'confirmada']);
    const { data, error } = await request(requester, time, w.listingB);
    if (error) throw new Error(error.message);
    return data.id as number;
  };

  it.each([
    ['cliente2', false],
    ['cliente', false],
    ['brokerOther', true],
    ['agencyB', true],
    ['broker', false],
  ] as [ActorName, boolean][])('confirm_visit by %s → allowed: %s', async (actor, allowed) => {
    const id = await fresh('09:00');
    const res = await w.db[actor].rpc('confirm_visit', { visit_id: id });
    if (allowed) {
      expect(res.error).toBeNull();
      expect(res.data.status).toBe('confirmada');
      expect(res.data.handler_id).toBe(w.id[actor as keyof World['id']]);
      expect(await statusOf(id)).toBe('confirmada');
      const n = await notificationsOf(w.id.cliente2, 'visita_confirmada');
      expect(n.length).toBeGreaterThan(0);
    } else {
      expect(res.error).not.toBeNull();
      expect(await statusOf(id)).toBe('agendada');
    }
    await service().from('visits').update({ status: 'cancelada' }).eq('id', id);
  });

  it('a confirmed visit cannot be confirmed again', async () => {
    const id = await fresh('09:30');
    await w.db.agencyB.rpc('confirm_visit', { visit_id: id });
    const again = await w.db.agencyB.rpc('confirm_visit', { visit_id: id });
    expect(again.error?.hint).toBe('visit_bad_status');
    await service().from('visits').update({ status: 'cancelada' }).eq('id', id);
  });

  it('complete_visit: the listing side, once the confirmed visit has started', async () => {
    const id = await fresh('10:30');
    expect((await w.db.agencyB.rpc('complete_visit', { visit_id: id })).error?.hint).toBe('visit_bad_status');
    await w.db.brokerOther.rpc('confirm_visit', { visit_id: id });
    expect((await w.db.agencyB.rpc('complete_visit', { visit_id: id })).error?.hint).toBe('visit_not_yet');
    // Move it to yesterday, as if time had passed.
    await service().from('visits').update({ visit_date: iso(spDate(-1)) }).eq('id', id);
    expect((await w.db.cliente2.rpc('complete_visit', { visit_id: id })).error).not.toBeNull();
    expect((await w.db.owner.rpc('complete_visit', { visit_id: id })).error).not.toBeNull();
    const done = await w.db.agencyB.rpc('complete_visit', { visit_id: id });
    expect(done.error).toBeNull();
    expect(done.data.status).toBe('realizada');
    expect(await statusOf(id)).toBe('realizada');
    // A completed visit is final.
    expect((await w.db.cliente2.rpc('cancel_visit', { visit_id: id, reason: 'tarde' })).error?.hint).toBe('visit_bad_status');
  });

  it('cancel_visit: the client cancels its own; notifies the listing side', async () => {
    const id = await fresh('11:30');
    expect((await w.db.cliente.rpc('cancel_visit', { visit_id: id, reason: 'x' })).error?.hint).toBe('visit_not_found');
    expect((await w.db.broker.rpc('cancel_visit', { visit_id: id, reason: 'x' })).error?.hint).toBe('visit_not_found');
    const res = await w.db.cliente2.rpc('cancel_visit', { visit_id: id, reason: 'Mudei de ideia' });
    expect(res.error).toBeNull();
    expect(res.data).toMatchObject({ status: 'cancelada', cancel_reason: 'Mudei de ideia', cancelled_by: w.id.cliente2 });
    const n = await notificationsOf(w.id.agencyB, 'visita_cancelada');
    expect(n.some((x) => x.body?.includes('Mudei de ideia'))).toBe(true);
  });

  it('cancel_visit: the listing side cancels a confirmed visit with a reason; notifies the client', async () => {
    const id = await fresh('12:00');
    await w.db.agencyB.rpc('confirm_visit', { visit_id: id });
    const res = await w.db.brokerOther.rpc('cancel_visit', { visit_id: id, reason: 'Imóvel alugado' });
    expect(res.data).toMatchObject({ status: 'cancelada', cancel_reason: 'Imóvel alugado', cancelled_by: w.id.brokerOther });
    const n = await notificationsOf(w.id.cliente2, 'visita_cancelada');
    expect(n.some((x) => x.body?.includes('Imóvel alugado'))).toBe(true);
    // The slot is free again.
    const again = await request('cliente', '12:00', w.listingB);
    expect(again.error).toBeNull();
  });

  it('schedule_visit: the listing side books a visitor without an account', async () => {
    const res = await w.db.agencyB.rpc('schedule_visit', {
      property_id: w.listingB, visit_date: day, visit_time: '15:00', visitor_name: 'Maria Visitante', visitor_phone: '(11) 90000-0000',
    });
    expect(res.error).toBeNull();
    expect(res.data).toMatchObject({ status: 'confirmada', requester_id: null, visitor_name: 'Maria Visitante', handler_id: w.id.agencyB });
    const refusedOther = await w.db.agency.rpc('schedule_visit', { property_id: w.listingB, visit_date: day, visit_time: '15:30', visitor_name: 'X' });
    expect(refusedOther.error?.hint).toBe('not_listing_side');
    const taken = await w.db.brokerOther.rpc('schedule_visit', { property_id: w.listingB, visit_date: day, visit_time: '15:00', visitor_name: 'Y' });
    expect(taken.error?.hint).toBe('visit_slot_taken');
  });
});

describe('listings a client interacted with', () => {
  it('stay readable by that client after leaving the public search, and only by it', async () => {
    const id = await makeListing({ owner_id: w.id.owner });
    const { error } = await w.db.cliente.rpc('request_visit', { property_id: id, visit_date: day, visit_time: '16:00' });
    expect(error).toBeNull();
    await w.db.cliente2.from('favorites').insert({ property_id: id });
    await service().from('properties').update({ status: 'vendido' }).eq('id', id);
    const title = async (actor: ActorName) => (await w.db[actor].from('properties').select('id, status').eq('id', id)).data;
    expect(await title('cliente')).toEqual([{ id, status: 'vendido' }]);
    expect(await title('cliente2')).toEqual([{ id, status: 'vendido' }]);
    expect(await title('broker')).toEqual([]);
    expect(await title('anon')).toEqual([]);
    // The embed used by "My visits" keeps its listing.
    const mine = await w.db.cliente.from('visits').select('id, property:properties(id, title)').eq('property_id', id);
    expect(mine.data).toEqual([{ id: expect.any(Number), property: { id, title: 'Apartamento de teste' } }]);
  });
});

import { renderNotification, type StoredNotification } from '@/lib/notifications/render';
import { eventTranslator } from '@/tests/fixtures/notification-translator';
import { anonClient, createWorld, nextWeekday, service, user, type World } from '../rls/world';

// Issue #39: the notification centre's SQL. Events carry a message key, params (listing, código, person)
// and a deep link; pages are unread first, then newest, and stay fast with 10,000 rows; marking is limited
// to the reader's own rows; old rows are purged after 12 months.

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const COLUMNS = 'id, kind, category, message_key, params, title, body, link, read_at, created_at';
const latestOf = async (userId: string, kind: string) =>
  (await service().from('notifications').select(COLUMNS).eq('user_id', userId).eq('kind', kind).order('id', { ascending: false }).limit(1)).data?.[0] as
    | StoredNotification
    | undefined;

describe('events as message keys', () => {
  it('a visit request tells the listing side which listing, who and when, linked to that visit, in every language', async () => {
    const req = await w.db.cliente.rpc('request_visit', { property_id: w.listing, visit_date: nextWeekday(3), visit_time: '09:30', message: null });
    expect(req.error).toBeNull();
    const listing = (await service().from('properties').select('title').eq('id', w.listing).single()).data!;
    for (const side of ['owner', 'agency', 'broker'] as const) {
      const n = (await latestOf(w.id[side], 'visita_solicitada'))!;
      expect(n).toMatchObject({
        category: 'visitas',
        message_key: 'visit.requested',
        link: `/agendamentos?id=${req.data.id}`,
        params: { listing: listing.title, code: String(w.listing), person: 'Teste cliente', visit_id: req.data.id },
      });
      expect(n.title).toBe('Nova visita agendada'); // the pt-BR fallback stays
    }
    const row = (await latestOf(w.id.owner, 'visita_solicitada'))!;
    const texts = (['pt-BR', 'en', 'es'] as const).map((l) => renderNotification(row, eventTranslator(l), l, 'America/Sao_Paulo').body);
    expect(texts[0]).toContain(`Teste cliente quer visitar ${listing.title} (#${w.listing}) em`);
    expect(texts[1]).toContain(`Teste cliente wants to visit ${listing.title} (#${w.listing}) on`);
    expect(texts[2]).toContain(`Teste cliente quiere visitar ${listing.title} (#${w.listing}) el`);
    // The client who acted is not told of their own request.
    expect(await latestOf(w.id.cliente, 'visita_solicitada')).toBeUndefined();
  });

  it('a lead links the listing side to that person’s record, which the record page can open', async () => {
    const res = await service().rpc('lead_create', {
      property_id: w.listing, name: 'Carla Lead', cpf: '529.982.247-25', email: 'carla.lead@example.com',
      phone: '(11) 97777-1234', user_id: w.id.cliente2,
    } as never);
    expect(res.error).toBeNull();
    const n = (await latestOf(w.id.broker, 'lead'))!;
    expect(n).toMatchObject({ category: 'contatos', message_key: 'lead.new', params: { person: 'Carla Lead', code: String(w.listing) } });
    expect(n.link).toMatch(/^\/clientes\/[0-9a-f]{32}$/);
    const history = await w.db.broker.rpc('contact_history', { contact_id: n.link!.split('/')[2] });
    expect(history.error).toBeNull();
    expect(history.data!.some((h: { kind: string }) => h.kind === 'lead')).toBe(true);
  });
});

describe('paging, counts and marking with 10,000 notifications', () => {
  let reader: Awaited<ReturnType<typeof user>>;
  let unreadIds: number[];
  const KINDS = ['visita_agendada', 'proposta_recebida', 'lead', 'anuncio_expirado', 'equipe_status'];
  beforeAll(async () => {
    reader = await user('imobiliaria', 'Leitora de notificações');
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let chunk = 0; chunk < 10; chunk++) {
      const rows = Array.from({ length: 1000 }, (_, i) => {
        const n = chunk * 1000 + i;
        return {
          user_id: reader.user.id,
          kind: KINDS[n % KINDS.length],
          title: `Aviso ${n}`,
          link: '/propostas',
          created_at: new Date(start + n * 60_000).toISOString(),
          // One in each hundred is unread (100 in all, 20 of each kind).
          read_at: n % 100 === Math.floor(n / 100) % 5 ? null : new Date(start + n * 60_000 + 1000).toISOString(),
        };
      });
      const { error } = await service().from('notifications').insert(rows);
      if (error) throw new Error(error.message);
    }
    unreadIds = ((await service().from('notifications').select('id').eq('user_id', reader.user.id).is('read_at', null).order('created_at', { ascending: false })).data ?? []).map((r) => r.id);
  }, 180_000);

  it('counts per kind and overall', async () => {
    const { data, error } = await reader.client.rpc('notification_counts');
    expect(error).toBeNull();
    const by = Object.fromEntries((data as { category: string; total: number; unread: number }[]).map((r) => [r.category, [r.total, r.unread]]));
    expect(by.todas).toEqual([10000, 100]);
    expect(by.visitas).toEqual([2000, 20]);
    expect(by.conta).toEqual([2000, 20]);
    expect(by.contatos).toEqual([2000, 20]);
  });

  it('gives 20 per page, the unread first (newest first), then the read ones, quickly', async () => {
    const t0 = Date.now();
    const first = await reader.client.rpc('notification_page', { p_offset: 0, p_limit: 20 });
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(first.error).toBeNull();
    expect(first.data!.map((r: { id: number }) => r.id)).toEqual(unreadIds.slice(0, 20));
    const t1 = Date.now();
    const boundary = await reader.client.rpc('notification_page', { p_offset: 90, p_limit: 20 });
    const last = await reader.client.rpc('notification_page', { p_offset: 9980, p_limit: 20 });
    expect(Date.now() - t1).toBeLessThan(4000);
    const rows = boundary.data as { read_at: string | null; title: string }[];
    expect(rows.slice(0, 10).every((r) => r.read_at === null)).toBe(true);
    expect(rows.slice(10).every((r) => r.read_at !== null)).toBe(true);
    expect(rows[10].title).toBe('Aviso 9999'); // the newest read one
    expect((last.data as { title: string }[]).at(-1)!.title).toBe('Aviso 1'); // the oldest read one ('Aviso 0' is unread)
    // A silly limit is clamped.
    expect((await reader.client.rpc('notification_page', { p_offset: -5, p_limit: 100000 })).data).toHaveLength(100);
  });

  it('filters by kind', async () => {
    const page = await reader.client.rpc('notification_page', { p_category: 'propostas', p_offset: 0, p_limit: 20 });
    expect(page.data).toHaveLength(20);
    expect((page.data as { kind: string }[]).every((r) => r.kind === 'proposta_recebida')).toBe(true);
    expect((await reader.client.rpc('notification_page', { p_category: 'nada' })).data).toEqual([]);
  });

  it('marks one of their own read; someone else’s id, a malformed id or a signed-out call change nothing', async () => {
    const mine = unreadIds[0];
    expect((await w.db.agency.rpc('notification_mark_read', { p_id: mine })).data).toBe(false);
    expect((await w.db.agency.from('notifications').update({ read_at: new Date().toISOString() }).eq('id', mine).select('id')).data).toEqual([]);
    expect((await anonClient().rpc('notification_mark_read', { p_id: mine })).error).not.toBeNull();
    expect((await reader.client.rpc('notification_mark_read', { p_id: 'abc' as never })).error).not.toBeNull();
    expect((await service().from('notifications').select('read_at').eq('id', mine).single()).data!.read_at).toBeNull();
    expect((await reader.client.rpc('notification_mark_read', { p_id: mine })).data).toBe(true);
    expect((await service().from('notifications').select('read_at').eq('id', mine).single()).data!.read_at).not.toBeNull();
    // Others cannot page through or count this reader's rows.
    const other = await w.db.agency.rpc('notification_page', { p_offset: 0, p_limit: 100 });
    expect((other.data as { title: string }[]).some((r) => r.title.startsWith('Aviso '))).toBe(false);
    expect((await anonClient().rpc('notification_page', {})).error).not.toBeNull();
  });

  it('marks all read quickly', async () => {
    const t0 = Date.now();
    const { data, error } = await reader.client.rpc('mark_all_notifications_read');
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(error).toBeNull();
    expect(data).toBe(99);
  });
});

describe('retention', () => {
  it('deletes notifications older than 12 months; only the service role may run it', async () => {
    const old = await service().from('notifications').insert({
      user_id: w.id.cliente, kind: 'equipe_status', title: 'Muito antigo', created_at: new Date(Date.now() - 370 * 86400000).toISOString(),
    }).select('id').single();
    const recent = await service().from('notifications').insert({
      user_id: w.id.cliente, kind: 'equipe_status', title: 'Recente', created_at: new Date(Date.now() - 300 * 86400000).toISOString(),
    }).select('id, category').single();
    expect(recent.data!.category).toBe('conta');
    expect((await w.db.cliente.rpc('notification_purge')).error).not.toBeNull();
    expect((await anonClient().rpc('notification_purge')).error).not.toBeNull();
    const { data, error } = await service().rpc('notification_purge');
    expect(error).toBeNull();
    expect(data).toBeGreaterThanOrEqual(1);
    expect((await service().from('notifications').select('id').eq('id', old.data!.id)).data).toEqual([]);
    expect((await service().from('notifications').select('id').eq('id', recent.data!.id)).data).toHaveLength(1);
  });
});

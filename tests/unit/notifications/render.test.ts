import { CATALOGUES, eventTranslator } from '@/tests/fixtures/notification-translator';
import { isNotificationCategory, notificationValues, renderNotification, type StoredNotification } from '@/lib/notifications/render';

const TZ = 'America/Sao_Paulo';
const base: StoredNotification = {
  id: 7,
  kind: 'proposta_recebida',
  category: 'propostas',
  message_key: 'proposal.received',
  params: { listing: 'Apartamento na Mooca', code: '42', person: 'Ana Souza', amount: 530000 },
  title: 'Nova proposta recebida',
  body: 'Texto antigo',
  link: '/propostas?id=9',
  read_at: null,
  created_at: '2026-11-20T12:00:00Z',
};

describe('renderNotification', () => {
  it('builds the same event in pt-BR, en and es, naming the listing, its code, the person and the amount', () => {
    const pt = renderNotification(base, eventTranslator('pt-BR'), 'pt-BR', TZ);
    const en = renderNotification(base, eventTranslator('en'), 'en', TZ);
    const es = renderNotification(base, eventTranslator('es'), 'es', TZ);
    expect(pt.title).toBe('Nova proposta recebida');
    expect(pt.body).toMatch(/^Ana Souza propôs R\$\s530\.000 por Apartamento na Mooca \(#42\)\.$/);
    expect(en.title).toBe('New proposal received');
    expect(en.body).toMatch(/^Ana Souza offered R\$530,000 for Apartamento na Mooca \(#42\)\.$/);
    expect(es.title).toBe('Nueva propuesta recibida');
    expect(es.body).toContain('Apartamento na Mooca (#42)');
    expect(pt).toMatchObject({ id: 7, category: 'propostas', link: '/propostas?id=9', unread: true });
  });

  it('renders a visit date in São Paulo time', () => {
    const row = { ...base, kind: 'visita_solicitada', category: 'visitas', message_key: 'visit.requested', params: { listing: 'Casa', code: '3', person: 'Bia', date: '2026-12-01T13:30:00Z' } };
    expect(renderNotification(row, eventTranslator('pt-BR'), 'pt-BR', TZ).body).toBe('Bia quer visitar Casa (#3) em 01/12/2026 às 10:30.');
  });

  it('keeps the stored text of an old row, an unknown key or a malformed key', () => {
    for (const message_key of [null, 'proposal.nope', 'Proposal..x', '__proto__']) {
      const r = renderNotification({ ...base, message_key }, eventTranslator('en'), 'en', TZ);
      expect([r.title, r.body]).toEqual(['Nova proposta recebida', 'Texto antigo']);
    }
  });

  it('fills a missing param with nothing instead of failing, and never follows a link off the site', () => {
    const r = renderNotification({ ...base, params: { listing: 'Casa' }, link: 'https://evil.example/x' }, eventTranslator('pt-BR'), 'pt-BR', TZ);
    expect(r.body).toBe(' propôs  por Casa (#).');
    expect(r.link).toBeNull();
    expect(renderNotification({ ...base, link: '//evil.example' }, eventTranslator('pt-BR'), 'pt-BR', TZ).link).toBeNull();
  });

  it('ignores params that are not text or numbers, and an unknown category is "conta"', () => {
    expect(notificationValues({ listing: { x: 1 }, amount: "abc", date: "ontem", code: 5 }, "pt-BR", TZ)).toEqual({ amount: "abc", date: "ontem", code: "5" });
    expect(notificationValues(['a'], 'pt-BR', TZ)).toEqual({});
    expect(renderNotification({ ...base, category: 'hacker' }, eventTranslator('pt-BR'), 'pt-BR', TZ).category).toBe('conta');
    expect(isNotificationCategory('visitas')).toBe(true);
    expect(isNotificationCategory('todas')).toBe(false);
  });
});

describe('NotificationEvents catalogues', () => {
  const keys = (node: unknown, prefix = ''): string[] =>
    Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
      typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
    );
  const args = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  it('en and es have every pt-BR text, with the same arguments', () => {
    const pt = CATALOGUES['pt-BR'].NotificationEvents;
    for (const locale of ['en', 'es'] as const) {
      const other = CATALOGUES[locale].NotificationEvents;
      expect(keys(other).sort()).toEqual(keys(pt).sort());
      for (const key of keys(pt)) {
        const get = (root: unknown) => key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], root) as string;
        expect([key, args(get(other))]).toEqual([key, args(get(pt))]);
      }
    }
  });
});

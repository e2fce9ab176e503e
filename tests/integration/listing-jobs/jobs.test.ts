import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { anonClient, makeListing, service, user } from '../rls/world';
import { stackUrl } from '../env';

// The scheduled jobs of issue #18 with a fixed clock (p_now), the one-click answers of their e-mails and the
// delivery of the e-mail outbox to the stack's mailbox (SMTP → /mailbox) through the app's own code
// (lib/jobs/run.ts, lib/email). Every job runs scoped to this file's listings (p_property_id), since the
// stack is shared with the other test files.

const DAY = 86_400_000;
const appUrl = stackUrl('app');
const ROOT = path.resolve(__dirname, '../../..');

/** The app's part of the jobs (lib/jobs/run.ts) in a child process: tests/fixtures/jobs/app-jobs.ts. */
async function appJobs(...args: string[]) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--import', './tests/fixtures/jobs/server-only-hook.mjs', 'tests/fixtures/jobs/app-jobs.ts', ...args],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NEXT_PUBLIC_SUPABASE_URL: appUrl,
        NEXT_PUBLIC_SITE_URL: 'http://localhost:3999',
        LAR_SMTP_URL: process.env.LAR_TEST_APP_SMTP_URL,
        SUPABASE_SERVICE_ROLE_KEY: '',
      },
      timeout: 120_000,
    },
  );
  return JSON.parse(stdout);
}

interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
}

async function mailbox(to: string): Promise<Mail[]> {
  const r = await fetch(`${appUrl}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  return (await r.json()) as Mail[];
}

/** Sends everything due in the outbox through the app's delivery (until a batch comes back empty). */
async function deliver() {
  let total = 0;
  for (;;) {
    const report = (await appJobs('deliver')).email as { sent: number; failed: number; skipped: boolean };
    expect(report.skipped).toBe(false);
    expect(report.failed).toBe(0);
    total += report.sent;
    if (report.sent === 0) return total;
  }
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const iso = (ms: number) => new Date(ms).toISOString();

interface Side {
  owner: Awaited<ReturnType<typeof user>>;
  agency: Awaited<ReturnType<typeof user>>;
  broker: Awaited<ReturnType<typeof user>>;
}

async function side(): Promise<Side> {
  const [owner, agency, broker] = await Promise.all([user('proprietario'), user('imobiliaria'), user('corretor')]);
  const linked = await service().from('profiles').update({ agency_id: agency.user.id }).eq('id', broker.user.id);
  if (linked.error) throw new Error(linked.error.message);
  return { owner, agency, broker };
}

/** A complete, public listing of the side (street, CEP and a photo: the listing rules can renew it). */
async function listing(s: Side, values: Record<string, unknown>) {
  const id = await makeListing({
    owner_id: s.owner.user.id, agency_id: s.agency.user.id, broker_id: s.broker.user.id,
    street: 'Rua dos Pinheiros', street_number: '100', zip_code: '05422-000', ...values,
  });
  const photo = await service().from('property_images').insert({ property_id: id, storage_path: `${id}/capa.jpg` });
  if (photo.error) throw new Error(photo.error.message);
  return id;
}

async function notifications(userId: string, kind: string) {
  const { data, error } = await service().from('notifications').select('title, body, link').eq('user_id', userId).eq('kind', kind).order('created_at');
  if (error) throw new Error(error.message);
  return data;
}

async function row(id: number) {
  const { data } = await service().from('properties').select('status, expires_at, availability_confirmed_at').eq('id', id).single();
  return data as { status: string; expires_at: string; availability_confirmed_at: string | null };
}

const rpc = (fn: string, args: Record<string, unknown>) => service().rpc(fn, args);

// The app stack's outbox is shared by every file of the run: what others queued is delivered (and not
// counted) before each test, so the counts below are this test's own e-mails.
beforeEach(async () => {
  await deliver();
});

describe('who may run the jobs', () => {
  it('refuses every job and the answer function to anon and signed-in users', async () => {
    const someone = await user('proprietario');
    for (const [fn, args] of [
      ['run_scheduled_jobs', {}],
      ['expire_properties', {}],
      ['listing_expiry_warnings', {}],
      ['listing_availability_checks', {}],
      ['listing_orphan_photos', {}],
      ['listing_answer_apply', { p_token: `1.${'0'.repeat(64)}` }],
      ['listing_answer_confirm', { p_token: `1.${'0'.repeat(64)}` }],
      ['email_outbox_claim', {}],
      ['email_outbox_done', { p_id: 1 }],
    ] as const) {
      expect((await anonClient().rpc(fn, args)).error).not.toBeNull();
      expect((await someone.client.rpc(fn, args)).error).not.toBeNull();
    }
  });
});

describe('expiry', () => {
  it('warns the whole side 7 days and 1 day before, once each, then takes the listing out of search', async () => {
    const s = await side();
    const now = Date.now();
    const expires = now + 6.5 * DAY;
    const id = await listing(s, { expires_at: iso(expires), title: 'Casa que vai expirar <b>já</b>' });
    // The broker keeps the notification but turned e-mails off.
    await service().from('user_settings').update({ email_notifications: false }).eq('user_id', s.broker.user.id);

    const first = await rpc('listing_expiry_warnings', { p_now: iso(now), p_property_id: id });
    expect(first).toMatchObject({ error: null, data: 1 });
    for (const who of [s.owner, s.agency, s.broker]) {
      expect(await notifications(who.user.id, 'anuncio_expirando')).toEqual([
        { title: 'Seu anúncio expira em 7 dias', body: expect.stringContaining(`(#${id})`), link: '/imoveis' },
      ]);
    }
    // Run again with the same clock, and an hour later: nothing new.
    expect((await rpc('listing_expiry_warnings', { p_now: iso(now), p_property_id: id })).data).toBe(0);
    expect((await rpc('listing_expiry_warnings', { p_now: iso(now + 3600_000), p_property_id: id })).data).toBe(0);
    expect(await deliver()).toBe(2);
    expect(await deliver()).toBe(0);
    const ownerMail = await mailbox(s.owner.email);
    expect(ownerMail).toHaveLength(1);
    expect(ownerMail[0].subject).toBe('Seu anúncio expira em 7 dias');
    expect(ownerMail[0].text).toContain('Casa que vai expirar <b>já</b>');
    expect(ownerMail[0].html).toContain('Casa que vai expirar &lt;b&gt;já&lt;/b&gt;');
    expect(ownerMail[0].links[0]).toMatch(/^http:\/\/localhost:3999\/api\/anuncios\/resposta\?token=\d+\.[0-9a-f]{64}$/);
    expect(ownerMail[0].html).toContain('>Renovar</a>');
    expect(await mailbox(s.agency.email)).toHaveLength(1);
    expect(await mailbox(s.broker.email)).toHaveLength(0);

    // Half a day before: the 1-day warning, once.
    const late = expires - 0.5 * DAY;
    expect((await rpc('listing_expiry_warnings', { p_now: iso(late), p_property_id: id })).data).toBe(1);
    expect((await rpc('listing_expiry_warnings', { p_now: iso(late), p_property_id: id })).data).toBe(0);
    expect((await notifications(s.owner.user.id, 'anuncio_expirando')).map((n) => n.title)).toEqual([
      'Seu anúncio expira em 7 dias',
      'Seu anúncio expira em 1 dia',
    ]);
    expect(await deliver()).toBe(2);
    expect((await mailbox(s.owner.email)).map((m) => m.subject)).toEqual(['Seu anúncio expira em 1 dia', 'Seu anúncio expira em 7 dias']);

    // At expires_at: inativo, out of search, the side told once.
    expect((await rpc('expire_properties', { p_now: iso(expires - 1000), p_property_id: id })).data).toBe(0);
    expect((await rpc('expire_properties', { p_now: iso(expires), p_property_id: id })).data).toBe(1);
    expect((await rpc('expire_properties', { p_now: iso(expires), p_property_id: id })).data).toBe(0);
    expect((await row(id)).status).toBe('inativo');
    expect(await notifications(s.broker.user.id, 'anuncio_expirado')).toHaveLength(1);
    const search = await anonClient().rpc('search_properties', { filters: { q: 'Casa que vai expirar', limit: 100 } });
    expect(search.error).toBeNull();
    expect((search.data as { id: number }[]).map((r) => r.id)).not.toContain(id);
    expect((await anonClient().from('properties').select('id').eq('id', id)).data).toEqual([]);

    // The 7-day e-mail's 'Renovar' still works after the expiry: back online for 60 days from now.
    const renewToken = tokenOf((await mailbox(s.owner.email))[1].links[0]);
    const before = Date.now();
    const renewed = await rpc('listing_answer_apply', { p_token: renewToken });
    expect(renewed.data).toEqual({ result: 'renovado', property_id: id });
    const after = await row(id);
    expect(after.status).toBe('ativo');
    expect(new Date(after.expires_at).getTime()).toBeGreaterThanOrEqual(before + 59.9 * DAY);
    // Every token of that round is used up: the agency's and the 1-day e-mail's too.
    const agencyToken = tokenOf((await mailbox(s.agency.email))[0].links[0]);
    expect((await rpc('listing_answer_apply', { p_token: agencyToken })).data).toEqual({ result: 'usado', property_id: id });
    expect((await rpc('listing_answer_apply', { p_token: renewToken })).data).toEqual({ result: 'usado', property_id: id });
    expect((await row(id)).expires_at).toBe(after.expires_at);
  });
});

describe('availability', () => {
  it('asks the side every 15 days, once, and pauses the listing after 7 days without an answer', async () => {
    const s = await side();
    const now = Date.now();
    const id = await listing(s, { availability_confirmed_at: iso(now - 16 * DAY), published_at: iso(now - 16 * DAY) });
    const fresh = await listing(s, { availability_confirmed_at: iso(now - 14 * DAY) });

    expect((await rpc('listing_availability_checks', { p_now: iso(now), p_property_id: fresh })).data).toEqual({ asked: 0, paused: 0 });
    expect((await rpc('listing_availability_checks', { p_now: iso(now), p_property_id: id })).data).toEqual({ asked: 1, paused: 0 });
    expect((await rpc('listing_availability_checks', { p_now: iso(now), p_property_id: id })).data).toEqual({ asked: 0, paused: 0 });
    for (const who of [s.owner, s.agency, s.broker]) {
      expect(await notifications(who.user.id, 'disponibilidade')).toEqual([
        { title: 'Este imóvel ainda está disponível?', body: expect.stringContaining(`(#${id})`), link: '/imoveis' },
      ]);
    }
    expect(await deliver()).toBe(3);
    const [mail] = await mailbox(s.broker.email);
    expect(mail.subject).toBe('Este imóvel ainda está disponível?');
    expect(mail.html).toContain('>Sim, continua disponível</a>');
    expect(mail.html).toContain('>Não, já foi negociado</a>');

    // 7 days minus a minute: still waiting; then paused, once, and the side told.
    expect((await rpc('listing_availability_checks', { p_now: iso(now + 7 * DAY - 60_000), p_property_id: id })).data).toEqual({ asked: 0, paused: 0 });
    expect((await rpc('listing_availability_checks', { p_now: iso(now + 7 * DAY), p_property_id: id })).data).toEqual({ asked: 0, paused: 1 });
    expect((await rpc('listing_availability_checks', { p_now: iso(now + 7 * DAY), p_property_id: id })).data).toEqual({ asked: 0, paused: 0 });
    expect((await row(id)).status).toBe('pausado');
    expect(await notifications(s.agency.user.id, 'anuncio_pausado')).toEqual([
      { title: 'Anúncio pausado', body: expect.stringContaining(`(#${id})`), link: '/imoveis' },
    ]);
    // The e-mail's buttons no longer change anything.
    expect((await rpc('listing_answer_apply', { p_token: tokenOf(mail.links[0]) })).data).toEqual({ result: 'usado', property_id: id });
    expect((await row(id)).status).toBe('pausado');
  });

  it("'Sim, continua disponível' refreshes availability_confirmed_at and the listing is not paused", async () => {
    const s = await side();
    const now = Date.now();
    const id = await listing(s, { availability_confirmed_at: iso(now - 20 * DAY) });
    expect((await rpc('listing_availability_checks', { p_now: iso(now), p_property_id: id })).data).toEqual({ asked: 1, paused: 0 });
    await deliver();
    const [mail] = await mailbox(s.owner.email);
    const yes = tokenOf(mail.links[0]);
    const no = tokenOf(mail.links[1]);
    expect((await rpc('listing_answer_apply', { p_token: yes })).data).toEqual({ result: 'disponivel', property_id: id });
    const confirmed = new Date((await row(id)).availability_confirmed_at!).getTime();
    expect(Math.abs(confirmed - Date.now())).toBeLessThan(60_000);
    // The other button of the same e-mail, and the agency's, are used up with it.
    expect((await rpc('listing_answer_apply', { p_token: no })).data).toEqual({ result: 'usado', property_id: id });
    const agencyNo = tokenOf((await mailbox(s.agency.email))[0].links[1]);
    expect((await rpc('listing_answer_apply', { p_token: agencyNo })).data).toEqual({ result: 'usado', property_id: id });
    expect((await row(id)).status).toBe('ativo');
    expect((await rpc('listing_availability_checks', { p_now: iso(now + 8 * DAY), p_property_id: id })).data).toEqual({ asked: 0, paused: 0 });
    expect((await row(id)).status).toBe('ativo');
    // 15 days after the confirmation it asks again.
    expect((await rpc('listing_availability_checks', { p_now: iso(confirmed + 15 * DAY), p_property_id: id })).data).toEqual({ asked: 1, paused: 0 });
  });

  it("'Não, já foi negociado' closes the listing as vendido (venda) or alugado (aluguel), only when confirmed", async () => {
    const s = await side();
    const now = Date.now();
    const sale = await listing(s, { availability_confirmed_at: iso(now - 20 * DAY) });
    const rent = await listing(s, { transaction: 'aluguel', price: 3500, availability_confirmed_at: iso(now - 20 * DAY) });
    await rpc('listing_availability_checks', { p_now: iso(now), p_property_id: sale });
    await rpc('listing_availability_checks', { p_now: iso(now), p_property_id: rent });
    await deliver();
    const mails = await mailbox(s.broker.email);
    const bySubjectListing = (pid: number) => mails.find((m) => m.text.includes(`(#${pid})`))!;
    const noSale = tokenOf(bySubjectListing(sale).links[1]);
    const noRent = tokenOf(bySubjectListing(rent).links[1]);
    // The link's GET (what a mail scanner does, twice) only asks to confirm: nothing changes.
    const before = await row(sale);
    for (let i = 0; i < 2; i++) {
      expect((await rpc('listing_answer_apply', { p_token: noSale })).data).toEqual({ result: 'confirmar', property_id: sale });
    }
    expect(await row(sale)).toEqual(before);
    // The confirmation page's POST applies it, once.
    expect((await rpc('listing_answer_confirm', { p_token: noSale })).data).toEqual({ result: 'negociado', property_id: sale });
    expect((await rpc('listing_answer_confirm', { p_token: noRent })).data).toEqual({ result: 'negociado', property_id: rent });
    expect((await row(sale)).status).toBe('vendido');
    expect((await row(rent)).status).toBe('alugado');
    expect((await rpc('listing_answer_confirm', { p_token: noSale })).data).toEqual({ result: 'usado', property_id: sale });
    expect((await rpc('listing_answer_apply', { p_token: noSale })).data).toEqual({ result: 'usado', property_id: sale });
  });
});

describe('one-click tokens that must not work', () => {
  let s: Side;
  let a: number;
  let b: number;
  let yesA: string;
  let yesB: string;
  const now = Date.now();

  beforeAll(async () => {
    s = await side();
    a = await listing(s, { availability_confirmed_at: iso(now - 20 * DAY), title: 'Imóvel A' });
    b = await listing(s, { availability_confirmed_at: iso(now - 20 * DAY), title: 'Imóvel B' });
    await rpc('listing_availability_checks', { p_now: iso(now), p_property_id: a });
    await rpc('listing_availability_checks', { p_now: iso(now), p_property_id: b });
    await deliver();
    const mails = await mailbox(s.owner.email);
    yesA = tokenOf(mails.find((m) => m.text.includes(`(#${a})`))!.links[0]);
    yesB = tokenOf(mails.find((m) => m.text.includes(`(#${b})`))!.links[0]);
  });

  it('forged, malformed and encoded tokens change nothing', async () => {
    const before = await row(a);
    const [idA, secretA] = yesA.split('.');
    const flip = (h: string) => (h[0] === 'a' ? 'b' : 'a') + h.slice(1);
    for (const token of [
      `${idA}.${flip(secretA)}`,
      `${idA}.${secretA.toUpperCase()}`,
      `${idA}.${secretA}0`,
      `${idA}.${secretA.slice(1)}`,
      `0${idA}.${secretA}`,
      `${yesB.split('.')[0]}.${secretA}`,
      `${idA}%2E${secretA}`,
      encodeURIComponent(yesA) + '%00',
      `${idA}.${secretA}' or '1'='1`,
      `-1.${secretA}`,
      '',
      'null',
      `99999999999999999999.${secretA}`,
    ]) {
      expect((await rpc('listing_answer_apply', { p_token: token })).data).toEqual({ result: 'invalido' });
      expect((await rpc('listing_answer_confirm', { p_token: token })).data).toEqual({ result: 'invalido' });
    }
    expect(await row(a)).toEqual(before);
  });

  it("the confirmation carries only 'Não': a 'Sim' token, forged or expired 'Não' tokens change nothing", async () => {
    const before = await row(a);
    expect((await rpc('listing_answer_confirm', { p_token: yesA })).data).toEqual({ result: 'invalido' });
    const noA = tokenOf((await mailbox(s.owner.email)).find((m) => m.text.includes(`(#${a})`))!.links[1]);
    const [id, secret] = noA.split('.');
    expect((await rpc('listing_answer_confirm', { p_token: `${id}.${secret.slice(0, 63)}${secret[63] === 'a' ? 'b' : 'a'}` })).data).toEqual({ result: 'invalido' });
    expect((await rpc('listing_answer_confirm', { p_token: noA, p_now: iso(now + 7 * DAY + 1000) })).data).toEqual({ result: 'expirado', property_id: a });
    expect(await row(a)).toEqual(before);
  });

  it('an expired token changes nothing; one listing’s token changes only that listing; a used one only once', async () => {
    const before = await row(a);
    expect((await rpc('listing_answer_apply', { p_token: yesA, p_now: iso(now + 7 * DAY + 1000) })).data).toEqual({ result: 'expirado', property_id: a });
    expect(await row(a)).toEqual(before);
    expect((await rpc('listing_answer_apply', { p_token: yesB })).data).toEqual({ result: 'disponivel', property_id: b });
    expect(await row(a)).toEqual(before);
    expect((await rpc('listing_answer_apply', { p_token: yesB })).data).toEqual({ result: 'usado', property_id: b });
  });

  it('a recipient who left the listing side cannot answer for it (nothing changes, the token stays usable)', async () => {
    const brokerMail = (await mailbox(s.broker.email)).find((m) => m.text.includes(`(#${a})`))!;
    const noA = tokenOf(brokerMail.links[1]);
    await service().from('properties').update({ broker_id: null }).eq('id', a);
    const before = await row(a);
    expect((await rpc('listing_answer_confirm', { p_token: noA })).data).toMatchObject({ result: 'recusado', property_id: a });
    expect(await row(a)).toEqual(before);
    expect((await rpc('listing_answer_apply', { p_token: yesA })).data).toEqual({ result: 'disponivel', property_id: a });
  });
});

describe('orphan photos', () => {
  it('lists objects with no row older than a day, and the app removes them through Storage', async () => {
    const s = await side();
    const id = await listing(s, {});
    const bucket = service().storage.from('property-images');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');
    for (const name of [`${id}/capa.jpg`, `${id}/abandonado.png`]) {
      const up = await bucket.upload(name, png, { contentType: 'image/png', upsert: true });
      expect(up.error).toBeNull();
    }
    const today = await rpc('listing_orphan_photos', { p_now: iso(Date.now()), p_limit: 1000 });
    expect(today.data).not.toContain(`${id}/abandonado.png`);
    const later = await rpc('listing_orphan_photos', { p_now: iso(Date.now() + 2 * DAY), p_limit: 1000 });
    expect(later.data).toContain(`${id}/abandonado.png`);
    expect(later.data).not.toContain(`${id}/capa.jpg`);
    const { removed } = await appJobs('orphans', iso(Date.now() + 2 * DAY));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect((await bucket.download(`${id}/abandonado.png`)).error).not.toBeNull();
    expect((await bucket.download(`${id}/capa.jpg`)).error).toBeNull();
  });
});

describe('run_scheduled_jobs', () => {
  it('runs the three jobs with one clock', async () => {
    const { data, error } = await rpc('run_scheduled_jobs', { p_now: iso(Date.now() - 400 * DAY) });
    expect(error).toBeNull();
    expect(data).toEqual({ expired: 0, warned: 0, asked: 0, paused: 0, billing_charged: 0, billing_overdue: 0, billing_rolled: 0, billing_ended: 0, crm_reminders: 0, saved_search_alerts: 0, favorites_expiring: 0 });
  });
});

describe("search: 'Confirmados recentemente'", () => {
  it('orders by the latest availability confirmation (never confirmed last) and returns it for the cards', async () => {
    const s = await side();
    const word = `Confirmacao${Date.now().toString(36)}`;
    const now = Date.now();
    const old = await listing(s, { title: `Casa ${word} antiga`, availability_confirmed_at: iso(now - 10 * DAY) });
    const never = await listing(s, { title: `Casa ${word} sem`, availability_confirmed_at: null });
    const recent = await listing(s, { title: `Casa ${word} recente`, availability_confirmed_at: iso(now - DAY) });
    const { data, error } = await anonClient().rpc('search_properties', { filters: { q: word, sort: 'confirmed' } });
    expect(error).toBeNull();
    const rows = data as { id: number; availability_confirmed_at: string | null }[];
    expect(rows.map((r) => r.id)).toEqual([recent, old, never]);
    expect(new Date(rows[0].availability_confirmed_at!).getTime()).toBe(new Date(iso(now - DAY)).getTime());
    const refused = await anonClient().rpc('search_properties', { filters: { q: word, sort: 'confirmed; drop table x' } });
    expect(refused.error).not.toBeNull();
  });
});

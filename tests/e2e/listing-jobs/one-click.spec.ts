import AxeBuilder from '@axe-core/playwright';
import { DEFAULT_SERVICE_ROLE_KEY } from '../../../local-supabase/src/defaults';
import { insertListing } from '../../fixtures/listings/insert';
import { latestMail } from '../auth/helpers';
import { expect, messages, test, testClient } from '../support';

// Issue #18: the listing jobs' e-mails as a person meets them. A job runs with the clock the test chooses
// (scoped to the test's own listing), the app delivers the outbox over SMTP to the stack's mailbox
// (POST /api/jobs), and the e-mail's button is opened in a signed-out browser: the listing changes and the
// page says so. Then the listing page, a card and /buscar show 'Disponibilidade confirmada…'.

const pt = messages('pt-BR');
const DAY = 86_400_000;
const admin = () => testClient(DEFAULT_SERVICE_ROLE_KEY);

async function owner() {
  const email = `dono.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  const { data, error } = await admin().auth.admin.createUser({
    email, password: 'Senha-forte-123', email_confirm: true, user_metadata: { name: 'Dona Jobs', role: 'proprietario' },
  });
  if (error) throw error;
  return { id: data.user.id, email };
}

async function listing(ownerId: string, values: Record<string, unknown>) {
  const id = await insertListing(admin(), {
    owner_id: ownerId, street: 'Rua dos Pinheiros', street_number: '100', zip_code: '05422-000', ...values,
  });
  const photo = await admin().from('property_images').insert({ property_id: id, storage_path: 'seed/fachada-16.webp' });
  if (photo.error) throw photo.error;
  return id;
}

/** What the scheduler does every minute: the app sends the outbox. */
async function deliverOutbox(baseURL: string) {
  const res = await fetch(`${baseURL}/api/jobs`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.E2E_JOBS_SECRET}` },
  });
  expect(res.status).toBe(200);
}

async function row(id: number) {
  const { data, error } = await admin().from('properties').select('status, expires_at, availability_confirmed_at').eq('id', id).single();
  if (error) throw error;
  return data as { status: string; expires_at: string; availability_confirmed_at: string | null };
}

test.describe.configure({ mode: 'serial' });

test("'Sim, continua disponível' from the e-mail confirms the listing, signed out", async ({ page, baseURL }) => {
  const o = await owner();
  const id = await listing(o.id, { title: 'Casa para confirmar', availability_confirmed_at: new Date(Date.now() - 20 * DAY).toISOString() });
  const asked = await admin().rpc('listing_availability_checks', { p_now: new Date().toISOString(), p_property_id: id });
  expect(asked.data).toEqual({ asked: 1, paused: 0 });
  await deliverOutbox(baseURL!);
  const mail = await latestMail(o.email, /disponível/);
  expect(mail.subject).toBe(pt.ListingJobs.email.availabilityCheck.subject);
  expect(mail.text).toContain(`${pt.ListingJobs.email.availabilityCheck.yes}: `);

  await page.goto(mail.links[0]!);
  await expect(page).toHaveURL(/\/resposta-anuncio\?resultado=disponivel&anuncio=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: pt.ListingJobs.answer.results.disponivel.title })).toBeVisible();
  const confirmed = Date.parse((await row(id)).availability_confirmed_at!);
  expect(Date.now() - confirmed).toBeLessThan(5 * 60_000);

  // The same button again: already used, nothing changes.
  await page.goto(mail.links[0]!);
  await expect(page.getByRole('heading', { level: 1, name: pt.ListingJobs.answer.results.usado.title })).toBeVisible();
  expect(Date.parse((await row(id)).availability_confirmed_at!)).toBe(confirmed);

  await page.goto(`/imovel/${id}`);
  await expect(page.getByTestId('availability-note')).toHaveText('Disponibilidade confirmada hoje');
});

test("'Não, já foi negociado' from the mailbox asks to confirm, then takes the listing out of /buscar, signed out", async ({ page, baseURL }) => {
  const o = await owner();
  const word = `Negociavel${Date.now().toString(36)}`;
  const id = await listing(o.id, { title: `Casa ${word}`, availability_confirmed_at: new Date(Date.now() - 20 * DAY).toISOString() });
  const asked = await admin().rpc('listing_availability_checks', { p_now: new Date().toISOString(), p_property_id: id });
  expect(asked.data).toEqual({ asked: 1, paused: 0 });
  await deliverOutbox(baseURL!);
  const mail = await latestMail(o.email, /disponível/);
  const noLink = mail.links[1]!;

  // A mail scanner opens the link (twice): it lands on the question and nothing changes.
  for (let i = 0; i < 2; i++) {
    const res = await fetch(noLink, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('/resposta-anuncio?resultado=confirmar');
  }
  expect((await row(id)).status).toBe('ativo');

  // The person opens the e-mail and clicks 'Não, já foi negociado'.
  await page.setContent(mail.html);
  await page.getByRole('link', { name: pt.ListingJobs.email.availabilityCheck.no }).click();
  await expect(page.getByRole('heading', { level: 1, name: pt.ListingJobs.answer.confirm.title })).toBeVisible();
  await expect(page.getByText(pt.ListingJobs.answer.listing.replace('{id}', String(id)))).toBeVisible();
  expect((await row(id)).status).toBe('ativo');
  await page.goto(`/buscar?q=${word}`);
  await expect(page.getByTestId('property-card')).toHaveCount(1);

  await page.goBack();
  await page.getByRole('button', { name: pt.ListingJobs.answer.confirm.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: pt.ListingJobs.answer.results.negociado.title })).toBeVisible();
  await expect(page).not.toHaveURL(/token=/);
  expect((await row(id)).status).toBe('vendido');
  // /buscar keeps a result for up to 10 s (lib/search/data.ts, RESULT_TTL_MS): the listing is gone after that.
  await expect(async () => {
    await page.goto(`/buscar?q=${word}`);
    await expect(page.getByTestId('property-card')).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 25_000, intervals: [2000] });

  // The same link again: already used.
  await page.goto(noLink);
  await expect(page.getByRole('heading', { level: 1, name: pt.ListingJobs.answer.results.usado.title })).toBeVisible();
});

test("the confirmation POST refuses a reused, forged or malformed token and changes nothing", async ({ page, baseURL }) => {
  const o = await owner();
  const id = await listing(o.id, { title: 'Casa para não fechar', availability_confirmed_at: new Date(Date.now() - 20 * DAY).toISOString() });
  await admin().rpc('listing_availability_checks', { p_now: new Date().toISOString(), p_property_id: id });
  await deliverOutbox(baseURL!);
  const mail = await latestMail(o.email, /disponível/);
  const yes = new URL(mail.links[0]!).searchParams.get('token')!;
  const no = new URL(mail.links[1]!).searchParams.get('token')!;
  const [n, secret] = no.split('.');
  const post = async (form: Record<string, string>) => {
    const res = await page.request.post('/api/anuncios/resposta', { form, maxRedirects: 0 });
    expect(res.status()).toBe(303);
    return res.headers()['location'];
  };
  for (const token of [
    `${n}.${secret.slice(0, 63)}${secret[63] === 'a' ? 'b' : 'a'}`,
    `${n}.${secret.toUpperCase()}`,
    `${n}%2E${secret}`,
    `${n}.${secret}' or '1'='1`,
    '<script>alert(1)</script>',
    '',
    yes,
  ]) {
    expect(await post({ token }), token).toMatch(/\/resposta-anuncio\?resultado=invalido$/);
  }
  expect(await post({})).toMatch(/resultado=invalido$/);
  const multipart = await page.request.post('/api/anuncios/resposta', { multipart: { token: `${n}.x` }, maxRedirects: 0 });
  expect(multipart.headers()['location']).toMatch(/resultado=invalido$/);
  expect((await row(id)).status).toBe('ativo');

  // The real one, in English: applied once; reused, it is refused.
  expect(await post({ token: no, lang: 'en' })).toMatch(new RegExp(`/en/resposta-anuncio\\?resultado=negociado&anuncio=${id}$`));
  expect((await row(id)).status).toBe('vendido');
  expect(await post({ token: no })).toMatch(/resultado=usado&anuncio=/);
  expect((await row(id)).status).toBe('vendido');
});

test("'Renovar' from the expiry e-mail renews the listing for 60 days, signed out", async ({ page, baseURL }) => {
  const o = await owner();
  const expires = Date.now() + 6.5 * DAY;
  const id = await listing(o.id, { title: 'Casa para renovar', expires_at: new Date(expires).toISOString() });
  const warned = await admin().rpc('listing_expiry_warnings', { p_now: new Date().toISOString(), p_property_id: id });
  expect(warned.data).toBe(1);
  await deliverOutbox(baseURL!);
  const mail = await latestMail(o.email, /expira/);
  expect(mail.subject).toBe('Seu anúncio expira em 7 dias');

  const before = Date.now();
  await page.goto(mail.links[0]!);
  await expect(page.getByRole('heading', { level: 1, name: pt.ListingJobs.answer.results.renovado.title })).toBeVisible();
  const after = await row(id);
  expect(after.status).toBe('ativo');
  expect(Date.parse(after.expires_at)).toBeGreaterThan(before + 59 * DAY);

  // A forged token: a clear page, nothing changes.
  const forged = mail.links[0]!.replace(/token=(\d+)\.([0-9a-f])/, (_, n, c) => `token=${n}.${c === 'a' ? 'b' : 'a'}`);
  await page.goto(forged);
  await expect(page.getByRole('heading', { level: 1, name: pt.ListingJobs.answer.results.invalido.title })).toBeVisible();
  expect((await row(id)).expires_at).toBe(after.expires_at);
});

test("cards show 'Disponibilidade confirmada há N dias' and 'Confirmados recentemente' orders /buscar", async ({ page }) => {
  const o = await owner();
  const word = `Confirmavel${Date.now().toString(36)}`;
  const older = await listing(o.id, { title: `Casa ${word} antiga`, availability_confirmed_at: new Date(Date.now() - 3 * DAY).toISOString() });
  const newer = await listing(o.id, { title: `Casa ${word} nova`, availability_confirmed_at: new Date(Date.now() - 60_000).toISOString() });

  await page.goto(`/buscar?q=${word}`);
  await expect(page.getByTestId('property-card')).toHaveCount(2);
  await page.getByLabel(pt.Search.sortLabel).selectOption({ label: pt.Availability.sortConfirmed });
  await expect(page).toHaveURL(/ordem=confirmados/);
  const cards = page.getByTestId('property-card');
  await expect(cards.first()).toHaveAttribute('data-property-id', String(newer));
  await expect(cards.nth(1)).toHaveAttribute('data-property-id', String(older));
  await expect(cards.nth(1).getByTestId('availability-note')).toHaveText('Disponibilidade confirmada há 3 dias');
  await expect(cards.first().getByTestId('availability-note')).toHaveText('Disponibilidade confirmada hoje');
});

test('POST /api/jobs runs only with its secret', async ({ baseURL }) => {
  const secret = process.env.E2E_JOBS_SECRET!;
  for (const authorization of [undefined, 'Bearer wrong', `Bearer ${secret}x`, secret, `bearer ${secret}`, `Bearer  ${secret}`]) {
    const res = await fetch(`${baseURL}/api/jobs`, { method: 'POST', headers: authorization ? { Authorization: authorization } : {} });
    expect(res.status, String(authorization)).toBe(401);
  }
  expect((await fetch(`${baseURL}/api/jobs`)).status).toBe(405);
});

test('malformed and encoded one-click links land on a clear page', async ({ page }) => {
  for (const token of ["1.abc' or '1'='1", `1%2E${'a'.repeat(64)}`, `1.${'a'.repeat(64)}%00`, '<script>alert(1)</script>', '']) {
    await page.goto(`/api/anuncios/resposta?token=${token}`);
    await expect(page).toHaveURL(/\/resposta-anuncio\?resultado=invalido$/);
    await expect(page.getByRole('heading', { level: 1, name: pt.ListingJobs.answer.results.invalido.title })).toBeVisible();
  }
  // The page reads only fixed keys from its URL.
  await page.goto('/resposta-anuncio?resultado=%3Cb%3Eoi%3C%2Fb%3E&anuncio=abc');
  await expect(page.getByRole('heading', { level: 1, name: pt.ListingJobs.answer.results.invalido.title })).toBeVisible();
  await page.goto('/en/resposta-anuncio?resultado=renovado&anuncio=100001');
  await expect(page.getByRole('heading', { level: 1, name: messages('en').ListingJobs.answer.results.renovado.title })).toBeVisible();
});

test('the answer page works at 360 px and has no WCAG A/AA violations', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/resposta-anuncio?resultado=disponivel&anuncio=100001');
  await expect(page.getByRole('heading', { level: 1, name: pt.ListingJobs.answer.results.disponivel.title })).toBeVisible();
  await expect(page.getByRole('link', { name: pt.ListingJobs.answer.manage })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The question of 'Não, já foi negociado' (a token of the right shape renders it; only the POST checks it).
  await page.goto(`/resposta-anuncio?resultado=confirmar&anuncio=100001&token=1.${'a'.repeat(64)}`);
  await expect(page.getByRole('heading', { level: 1, name: pt.ListingJobs.answer.confirm.title })).toBeVisible();
  await expect(page.getByRole('button', { name: pt.ListingJobs.answer.confirm.submit })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const confirm = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(confirm.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // A token of the wrong shape: no form, 'Link inválido'.
  await page.goto('/resposta-anuncio?resultado=confirmar&token=1.abc');
  await expect(page.getByRole('heading', { level: 1, name: pt.ListingJobs.answer.results.invalido.title })).toBeVisible();
});

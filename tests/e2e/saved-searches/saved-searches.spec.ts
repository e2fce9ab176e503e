import { DEFAULT_SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../../local-supabase/src/defaults';
import { insertListing } from '../../fixtures/listings/insert';
import { createUser, latestMail, mailsTo } from '../auth/helpers';
import { deliverOutbox } from '../team/helpers';
import { expect, messages, test, testClient } from '../support';
import { openBell } from '../visits/helpers';

// Issue #22, as a person meets it: a signed-out visitor clicks 'Salvar busca' on /buscar, signs in in the
// modal and comes back to the dialog with the suggested name; saves it 'Na hora'. An owner publishes a
// matching listing and one that does not match; the alert job runs (as the scheduler would): the bell and the
// mailbox show the match once, and the e-mail's unsubscribe link works signed out.

const m = messages('pt-BR');
const s = m.SavedSearches;
const admin = () => testClient(LOCAL_SERVICE_ROLE_KEY);

test('save a search → a matching listing is published → bell and e-mail once → unsubscribe signed out', async ({ page, browser, baseURL }) => {
  const tag = Date.now().toString(36);
  const city = `Cidade Alerta ${tag}`;
  const [client, owner] = await Promise.all([createUser('cliente', { name: `Cliente Busca ${tag}` }), createUser('proprietario')]);

  await page.goto(`/buscar?transacao=alugar&cidade=${encodeURIComponent(city)}&aluguelMax=3000`);
  await page.getByRole('button', { name: s.save }).click();
  const auth = page.getByRole('dialog');
  await auth.getByLabel(m.Login.email, { exact: true }).fill(client.email);
  await auth.getByLabel(m.Login.password, { exact: true }).fill(client.password);
  await auth.getByRole('button', { name: m.Login.submit, exact: true }).click();

  // Back on the search with the dialog open and the name suggested from the filters.
  const dialog = page.getByRole('dialog', { name: s.dialogTitle });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  const name = `Imóveis para alugar em ${city} até R$ 3.000`;
  await expect(dialog.getByLabel(s.name)).toHaveValue(name);
  await expect(dialog.getByRole('radio', { name: s.frequencies.instant })).toBeChecked();
  await dialog.getByRole('button', { name: s.submit, exact: true }).click();
  await expect(page.getByText(s.saved)).toBeVisible();

  const title = `Apartamento do alerta ${tag}`;
  const other = `Casa cara ${tag}`;
  const id = await insertListing(admin(), { owner_id: owner.id, city, transaction: 'aluguel', price: 2500, title });
  await insertListing(admin(), { owner_id: owner.id, city, transaction: 'aluguel', price: 5000, title: other });
  // The scheduler's alert job, for this client only (other specs' favourites are theirs).
  expect((await admin().rpc('saved_search_send', { p_user: client.id })).error).toBeNull();
  await deliverOutbox(baseURL!);

  await page.goto('/minhas-buscas');
  const item = page.getByTestId('saved-search').filter({ hasText: name });
  await expect(item.getByTestId('new-matches')).toHaveText('1 imóvel novo');
  const menu = await openBell(page);
  await expect(menu.getByText(`Novo imóvel na sua busca “${name}”`)).toHaveCount(1);

  const mail = await latestMail(client.email, /Novo imóvel na sua busca/);
  expect(await mailsTo(client.email)).toHaveLength(1);
  expect(mail.text).toContain(title);
  expect(mail.text).not.toContain(other);
  expect(mail.links).toContain(`${baseURL}/imovel/${id}`);
  const unsubscribe = mail.links.find((l) => l.includes('/cancelar-alerta?token='))!;
  // The mail client's one-click (List-Unsubscribe-Post) refuses a token that is not this search's.
  const token = new URL(unsubscribe).searchParams.get('token')!;
  const oneClick = (t: string) =>
    fetch(`${baseURL}/api/buscas/cancelar?token=${encodeURIComponent(t)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
  expect((await oneClick(token.replace(/.$/, (c) => (c === '0' ? '1' : '0')))).status).toBe(404);
  expect((await oneClick('x')).status).toBe(400);

  const signedOut = await browser.newContext();
  const visitor = await signedOut.newPage();
  await visitor.goto(unsubscribe);
  await visitor.getByRole('button', { name: s.unsubscribe.submit }).click();
  await expect(visitor.getByTestId('unsubscribe-result')).toHaveText(s.unsubscribe.done.replace('{name}', name));
  await signedOut.close();
  const { data } = await admin().from('saved_searches').select('paused').eq('user_id', client.id).single();
  expect(data).toEqual({ paused: true });
  expect((await oneClick(token)).status).toBe(200);
});

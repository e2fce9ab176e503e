import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test } from '../support';
import { createUser, latestMail, uniqueEmail } from '../auth/helpers';
import { makeListing } from '../dashboard/helpers';
import { acceptInvitation, admin, clientOf, deliverOutbox, fitsAndPassesAxe, invitationWithToken, makeAgency, PASSWORD, pt, signInTo } from './helpers';

// The agency workspace (issue #19) by the paths people take: an agency invites a broker by e-mail, the broker
// signs up from the link, confirms and accepts, and shows on /corretores as ativo; expired and used links say
// so; the dashboard counts follow the data; the QR code PNG scans to the agency's page.

test.describe.configure({ timeout: 180_000 });

const T = pt.Team;
const I = pt.Invitation;
const D = pt.AgencyDashboard;
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('an agency invites a broker; the broker signs up from the e-mail, confirms, accepts and is on the team', async ({ page, browser, baseURL }) => {
  const agency = await makeAgency(tag());
  const invitee = uniqueEmail('convidado');
  await signInTo(page, agency.email, agency.password, /\/dashboard$/);

  await page.goto('/corretores/convidar');
  const form = page.getByTestId('invite-form');
  await form.getByLabel(T.form.name).fill('Bruna Convidada');
  await form.getByLabel(T.form.email).fill(invitee);
  await form.getByLabel(T.form.phone).pressSequentially('11988887777');
  await expect(form.getByLabel(T.form.phone)).toHaveValue('(11) 98888-7777');
  await form.getByRole('button', { name: T.form.submit }).click();
  await expect(page.getByText(T.form.success)).toBeVisible();
  await expect(page.getByTestId('invitation-row').filter({ hasText: invitee })).toContainText(T.invitations.status.pendente);

  // The e-mail, as the invitee receives it.
  await deliverOutbox(baseURL!);
  const mail = await latestMail(invitee);
  const link = /https?:\/\/[^\s"'<>]+\/convite\/[0-9a-f]{64}/.exec(mail.html)?.[0];
  expect(link, 'the e-mail carries the /convite/{token} link').toBeTruthy();
  expect(mail.text).toContain(agency.name);

  // Signed out, in another browser: sign up as a broker with the invited e-mail.
  const other = await browser.newContext();
  const guest = await other.newPage();
  await guest.goto(link!);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(I.titleAgency.replace('{inviter}', agency.name));
  const signup = guest.getByTestId('invitation-signup');
  await expect(signup.getByLabel(I.email)).toHaveValue(invitee);
  await signup.getByLabel(I.phone).pressSequentially('11977776666');
  await signup.getByLabel(I.password, { exact: true }).fill('Senha@123');
  await signup.getByLabel(I.confirmPassword).fill('Senha@123');
  await signup.getByRole('button', { name: I.submit }).click();
  await expect(guest.getByTestId('invitation-signup-sent')).toBeVisible();

  // The confirmation e-mail brings the broker back to the invitation, signed in.
  const confirm = await latestMail(invitee, /confirm/i);
  await guest.setContent(confirm.html);
  await guest.getByRole('link').first().click();
  await expect(guest).toHaveURL(/\/convite\/[0-9a-f]{64}$/);
  await expect(await acceptInvitation(guest)).toContainText(I.acceptedAgency.replace('{inviter}', agency.name));
  await other.close();

  await page.goto('/corretores');
  const row = page.getByTestId('broker-row').filter({ hasText: invitee });
  await expect(row).toContainText('Bruna Convidada');
  await expect(row.getByTestId('broker-status-badge')).toHaveText(T.status.ativo);
  await expect(page.getByTestId('invitation-row').filter({ hasText: invitee })).toContainText(T.invitations.status.aceito);

  // 'Em Licença', then removal: the broker leaves the team; nothing else changes.
  await row.getByTestId('broker-status').selectOption('licenca');
  await expect(page.getByText(T.statusChanged.replace('{name}', 'Bruna Convidada'))).toBeVisible();
  await expect(row.getByTestId('broker-status-badge')).toHaveText(T.status.licenca);
  await row.getByTestId('broker-remove').click();
  await page.getByRole('dialog').getByRole('button', { name: T.removeConfirm }).click();
  await expect(page.getByText(T.removed.replace('{name}', 'Bruna Convidada'))).toBeVisible();
  await expect(page.getByTestId('broker-row').filter({ hasText: invitee })).toHaveCount(0);
});

test('an expired link and a used link say so and change nothing', async ({ page }) => {
  const agency = await makeAgency(tag());
  const broker = await createUser('corretor', { name: 'Corretor Atrasado' });

  const expired = await invitationWithToken(agency.email, broker.email);
  await admin().from('broker_invitations').update({ expires_at: new Date(Date.now() - 60_000).toISOString() }).eq('id', expired.id);
  await signInTo(page, broker.email, broker.password, /\/dashboard-corretor$/);
  await page.goto(`/convite/${expired.token}`);
  await expect(page.getByTestId('invitation-refused')).toHaveAttribute('data-reason', 'invitation_expired');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(I.refused.invitation_expired);
  await expect(page.getByRole('button', { name: I.accept })).toHaveCount(0);

  // Still valid (as after 'Reenviar'), the broker accepts it once; the same link again is refused.
  await admin().from('broker_invitations').update({ expires_at: new Date(Date.now() + 86400000).toISOString() }).eq('id', expired.id);
  const fresh = await invitationWithToken(agency.email, uniqueEmail('outro'));
  const token = expired.token;
  await page.goto(`/convite/${token}`);
  await acceptInvitation(page);
  await page.goto(`/convite/${token}`);
  await expect(page.getByTestId('invitation-refused')).toHaveAttribute('data-reason', 'invitation_used');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(I.refused.invitation_used);

  // Someone else's invitation: another e-mail's link tells the broker so.
  await page.goto(`/convite/${fresh.token}`);
  await expect(page.getByTestId('invitation-refused')).toHaveAttribute('data-reason', 'invitation_other_email');
  // A forged or malformed link.
  for (const bad of ['0'.repeat(64), 'nao-existe', '%2e%2e%2fmailbox']) {
    await page.goto(`/convite/${bad}`);
    await expect(page.getByTestId('invitation-refused')).toHaveAttribute('data-reason', 'invitation_not_found');
  }
  const { data } = await admin().from('profiles').select('agency_id').eq('id', broker.id).single();
  expect(data!.agency_id).toBe(agency.id);
});

test('the dashboard counts follow the data when a visit is booked; the table pages by 5 and searches by ID', async ({ page }) => {
  const agency = await makeAgency(tag());
  const ids: number[] = [];
  for (let i = 0; i < 6; i++) ids.push(await makeListing({ owner_id: agency.id, agency_id: agency.id }));
  await signInTo(page, agency.email, agency.password, /\/dashboard$/);
  const value = (key: string) => page.getByTestId(`count-${key}`).getByTestId('count-value');
  await expect(value('properties')).toHaveText('6');
  await expect(value('appointments')).toHaveText('0');
  await expect(value('brokers')).toHaveText('0');
  await expect(page.getByTestId('listings-showing')).toHaveText(D.table.showing.replace('{shown}', '5').replace('{total}', '6'));

  const cliente = await clientOf('cliente@lar.dev');
  const day = new Date(Date.now() + 3 * 86400000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  const booked = await cliente.rpc('request_visit', { property_id: ids[0], visit_date: day.toISOString().slice(0, 10), visit_time: '10:00' });
  expect(booked.error).toBeNull();
  await page.reload();
  await expect(value('appointments')).toHaveText('1');

  await page.getByRole('link', { name: D.table.page.replace('{page}', '2') }).click();
  await expect(page.getByTestId('listing-row')).toHaveCount(1);
  await expect(page.getByTestId('listings-showing')).toHaveText(D.table.showing.replace('{shown}', '1').replace('{total}', '6'));
  await page.getByRole('searchbox', { name: D.table.searchLabel }).fill(`#${ids[3]}`);
  await page.getByRole('searchbox', { name: D.table.searchLabel }).press('Enter');
  await expect(page.getByTestId('listing-row')).toHaveCount(1);
  await page.getByTestId('listing-row').getByRole('link', { name: D.table.viewLabel.replace('{id}', String(ids[3])) }).click();
  // The listing side's link is the preview address (rendered per request: lib/cache/public-pages.ts, listingPreviewPath).
  await expect(page).toHaveURL(new RegExp(`/imovel/${ids[3]}\\?previa=1$`));
});

test('the downloaded QR code PNG scans to {origin}/{slug}; the poster shows it with the URL', async ({ page, baseURL }) => {
  const agency = await makeAgency(tag());
  await signInTo(page, agency.email, agency.password, /\/dashboard$/);
  const expected = `${new URL(baseURL!).origin}/${agency.slug}`;
  await expect(page.getByTestId('qr-url')).toHaveText(expected);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('qr-download-png').click()]);
  expect(download.suggestedFilename()).toBe(`qr-code-${agency.name}.png`);
  const image = PNG.sync.read(await readFile((await download.path())!));
  expect([image.width, image.height]).toEqual([256, 256]);
  expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(expected);

  const [svg] = await Promise.all([page.waitForEvent('download'), page.getByTestId('qr-download-svg').click()]);
  expect(svg.suggestedFilename()).toBe(`qr-code-${agency.name}.svg`);

  await page.getByRole('link', { name: D.qr.print }).click();
  await expect(page).toHaveURL(/\/dashboard\/cartaz$/);
  await expect(page.getByTestId('poster')).toContainText(D.poster.call);
  await expect(page.getByTestId('poster-url')).toHaveText(expected);

  // Nobody else gets an agency's code.
  const res = await fetch(`${baseURL}/api/qr-code?format=png`);
  expect(res.status).toBe(404);
});

test.describe('at 360 px', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 360, height: 780 } });

  test('every team and dashboard screen fits and passes axe', async ({ page, browser }) => {
    const agency = await makeAgency(tag());
    await makeListing({ owner_id: agency.id, agency_id: agency.id });
    const pending = await invitationWithToken(agency.email, uniqueEmail('a11y'));
    await signInTo(page, agency.email, agency.password, /\/dashboard$/);
    for (const path of ['/dashboard', '/dashboard/cartaz', '/corretores', '/corretores/convidar']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await fitsAndPassesAxe(page, path);
    }
    // The form's errors, shown.
    await page.getByTestId('invite-form').getByRole('button', { name: T.form.submit }).click();
    await expect(page.getByText(T.errors.nameRequired)).toBeVisible();
    await fitsAndPassesAxe(page, 'invite form with errors');

    const guest = await (await browser.newContext({ viewport: { width: 360, height: 780 }, reducedMotion: 'reduce' })).newPage();
    await guest.goto(`/convite/${pending.token}`);
    await expect(guest.getByTestId('invitation-signup')).toBeVisible();
    await fitsAndPassesAxe(guest, '/convite (signed out)');
    await guest.goto(`/convite/${'f'.repeat(64)}`);
    await expect(guest.getByTestId('invitation-refused')).toBeVisible();
    await fitsAndPassesAxe(guest, '/convite (refused)');

    const owner = await (await browser.newContext({ viewport: { width: 360, height: 780 }, reducedMotion: 'reduce' })).newPage();
    await signInTo(owner, 'proprietario@lar.dev', PASSWORD, /\/dashboard-proprietario$/);
    await owner.goto('/convidar-corretor');
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText(T.owner.title);
    await fitsAndPassesAxe(owner, '/convidar-corretor');
  });

  test('signed out and other roles are kept out of the team screens', async ({ page }) => {
    for (const path of ['/corretores', '/corretores/convidar', '/convidar-corretor', '/dashboard/cartaz']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login/);
    }
    await signInTo(page, 'corretor@lar.dev', PASSWORD, /\/dashboard-corretor$/);
    for (const path of ['/corretores', '/corretores/convidar', '/convidar-corretor']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard-corretor$/);
    }
  });
});

import { expect, test } from '../support';
import { createUser, latestMail, mailsTo, uniqueEmail } from '../auth/helpers';
import { makeListing } from '../dashboard/helpers';
import { acceptInvitation, admin, deliverOutbox, invitationWithToken, makeAgency, PASSWORD, pt, signInTo } from './helpers';

// 'Reenviar' and 'Cancelar' of a pending invitation, and an owner's invitation (/convidar-corretor): the
// broker gets the owner's listing, the owner sees the broker and ends the partnership.

test.describe.configure({ timeout: 180_000 });

const T = pt.Team;
const I = pt.Invitation;
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const linkOf = (html: string) => /https?:\/\/[^\s"'<>]+\/convite\/[0-9a-f]{64}/.exec(html)?.[0];

test('Reenviar sends a new link (the old one stops working); Cancelar revokes it', async ({ page, browser, baseURL }) => {
  const agency = await makeAgency(tag());
  const invitee = uniqueEmail('reenvio');
  const first = await invitationWithToken(agency.email, invitee);
  await signInTo(page, agency.email, agency.password, /\/dashboard$/);
  await page.goto('/corretores');
  const row = page.getByTestId('invitation-row').filter({ hasText: invitee });
  await row.getByRole('button', { name: T.invitations.resendLabel.replace('{email}', invitee) }).click();
  await expect(page.getByText(T.invitations.resent.replace('{email}', invitee))).toBeVisible();

  await deliverOutbox(baseURL!);
  // The first invitation's e-mail and the resend's: the newest carries the new link.
  const mail = await latestMail(invitee, undefined, 2);
  const fresh = linkOf(mail.html);
  expect(fresh).toBeTruthy();
  expect(fresh).not.toContain(first.token);

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/convite/${first.token}`);
  await expect(guest.getByTestId('invitation-refused')).toHaveAttribute('data-reason', 'invitation_not_found');
  await guest.goto(fresh!);
  await expect(guest.getByTestId('invitation-signup')).toBeVisible();

  await row.getByRole('button', { name: T.invitations.cancelLabel.replace('{email}', invitee) }).click();
  await page.getByRole('dialog').getByRole('button', { name: T.invitations.cancelConfirm }).click();
  await expect(page.getByText(T.invitations.cancelled)).toBeVisible();
  await expect(row).toContainText(T.invitations.status.cancelado);
  await guest.goto(fresh!);
  await expect(guest.getByTestId('invitation-refused')).toHaveAttribute('data-reason', 'invitation_revoked');
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(I.refused.invitation_revoked);
  // The invitation and the resend: nothing more after the cancel.
  await deliverOutbox(baseURL!);
  expect((await mailsTo(invitee)).length).toBe(2);
});

test('an owner invites a broker for their listings, sees the broker and ends the partnership', async ({ page, browser }) => {
  const owner = await createUser('proprietario', { name: 'Dona Helena' });
  const listing = await makeListing({ owner_id: owner.id });
  const broker = await createUser('corretor', { name: 'Caio Parceiro' });
  await signInTo(page, owner.email, owner.password, /\/dashboard-proprietario$/);
  await page.goto('/convidar-corretor');
  await expect(page.getByTestId('partners')).toContainText(T.owner.partnersEmpty);

  const invitation = await invitationWithToken(owner.email, broker.email);
  const brokerPage = await (await browser.newContext()).newPage();
  await signInTo(brokerPage, broker.email, PASSWORD, /\/dashboard-corretor$/);
  await brokerPage.goto(`/convite/${invitation.token}`);
  await expect(brokerPage.getByRole('heading', { level: 1 })).toHaveText(I.titleOwner.replace('{inviter}', 'Dona Helena'));
  await expect(await acceptInvitation(brokerPage)).toContainText(I.acceptedOwner.replace('{inviter}', 'Dona Helena'));
  expect((await admin().from('properties').select('broker_id').eq('id', listing).single()).data!.broker_id).toBe(broker.id);

  await page.reload();
  const partner = page.getByTestId('partner-row').filter({ hasText: 'Caio Parceiro' });
  await expect(partner).toBeVisible();
  await partner.getByRole('button', { name: T.owner.endLabel.replace('{name}', 'Caio Parceiro') }).click();
  await page.getByRole('dialog').getByRole('button', { name: T.owner.endConfirm }).click();
  await expect(page.getByText(T.owner.ended.replace('{name}', 'Caio Parceiro'))).toBeVisible();
  await expect(page.getByTestId('partner-row')).toHaveCount(0);
  const after = (await admin().from('properties').select('broker_id, owner_id').eq('id', listing).single()).data!;
  expect(after).toEqual({ broker_id: null, owner_id: owner.id });
});

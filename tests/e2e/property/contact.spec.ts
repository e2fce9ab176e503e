import type { BrowserContext } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { DEFAULT_SERVICE_ROLE_KEY } from '../../../local-supabase/src/defaults';
import { insertListing } from '../../fixtures/listings/insert';
import { expect, messages, supabaseUrl, test, testClient } from '../support';

// The listing page's 'Ligar' / 'Chat' as a visitor meets them (issue #25: property_contact is the one rule):
// a private owner's phone only after signing in, and only when they chose to show it; a broker's or an
// agency's professional phone to everyone — when they show their contact ('Visibilidade do contato', issue #24).

const m = messages('pt-BR');
const admin = () => testClient(DEFAULT_SERVICE_ROLE_KEY);
const cookieName = `sb-${new URL(supabaseUrl()).hostname.split('.')[0]}-auth-token`;
const encode = (session: Session) => `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
const unique = (tag: string) => `e2e-contact-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@lar.dev`;

async function account(role: string, name: string, phone: string) {
  const email = unique(role);
  const { data, error } = await admin().auth.admin.createUser({
    email,
    password: 'Lar@12345',
    email_confirm: true,
    user_metadata: { name, role, phone },
  });
  expect(error).toBeNull();
  return { id: data.user!.id, email };
}

function listing(values: Record<string, unknown>) {
  return insertListing(admin(), {
    transaction: 'aluguel',
    title: 'Apartamento do teste de contato',
    description: 'Apartamento claro, perto do metrô.',
    price: 3200,
    ...values,
  });
}

async function signInAs(context: BrowserContext, baseURL: string, email: string) {
  const { data, error } = await testClient(LOCAL_ANON_KEY).auth.signInWithPassword({ email, password: 'Lar@12345' });
  expect(error).toBeNull();
  const { hostname } = new URL(baseURL);
  await context.addCookies([{ name: cookieName, value: encode(data.session!), domain: hostname, path: '/', sameSite: 'Lax' }]);
}

test("a private owner's phone: 'Entre para ver o telefone' signed out, 'Ligar' and 'Chat' once signed in", async ({
  page,
  context,
  baseURL,
}) => {
  const owner = await account('proprietario', 'Dona Contato', '(11) 97777-1234');
  await admin().from('user_settings').upsert({ user_id: owner.id, show_contact: true });
  const id = await listing({ owner_id: owner.id });

  await page.goto(`/imovel/${id}`);
  const prompt = page.getByTestId('sign-in-for-phone');
  await expect(prompt).toContainText(m.PropertyPage.actions.signInForPhone);
  await expect(page.getByTestId('call-link')).toHaveCount(0);
  expect(await page.content()).not.toContain('97777');

  const visitor = await account('cliente', 'Cliente Curioso', '(11) 96666-0000');
  await signInAs(context, baseURL!, visitor.email);
  await page.reload();
  await expect(page.getByTestId('call-link')).toHaveAttribute('href', 'tel:+5511977771234');
  await expect(page.getByTestId('chat-link')).toHaveAttribute('href', /^https:\/\/wa\.me\/5511977771234\?text=/);
  await expect(page.getByTestId('sign-in-for-phone')).toHaveCount(0);
});

test('an owner who keeps their phone private is never shown, not even after signing in', async ({ page, context, baseURL }) => {
  const owner = await account('proprietario', 'Dono Reservado', '(11) 95555-4321');
  await admin().from('user_settings').upsert({ user_id: owner.id, show_contact: false });
  const id = await listing({ owner_id: owner.id });

  await page.goto(`/imovel/${id}`);
  await expect(page.getByText(m.PropertyPage.actions.noContact)).toBeVisible();
  await expect(page.getByTestId('sign-in-for-phone')).toHaveCount(0);

  const visitor = await account('cliente', 'Cliente Curioso', '(11) 96666-0001');
  await signInAs(context, baseURL!, visitor.email);
  await page.reload();
  await expect(page.getByText(m.PropertyPage.actions.noContact)).toBeVisible();
  expect(await page.content()).not.toContain('95555');
});

test("a broker's listing shows the broker's professional phone to a signed-out visitor", async ({ page }) => {
  const agency = await account('imobiliaria', 'Imobiliária Contato', '(11) 93333-0000');
  const broker = await account('corretor', 'Corretor Contato', '(11) 92222-9876');
  await admin().from('profiles').update({ agency_id: agency.id }).eq('id', broker.id);
  // 'Visibilidade do contato' is off by default (issue #24): this broker shows theirs.
  await admin().from('user_settings').upsert({ user_id: broker.id, show_contact: true });
  const owner = await account('proprietario', 'Dona Com Corretor', '(11) 97777-0000');
  const id = await listing({ owner_id: owner.id, agency_id: agency.id, broker_id: broker.id });

  await page.goto(`/imovel/${id}`);
  await expect(page.getByTestId('call-link')).toHaveAttribute('href', 'tel:+5511922229876');
  await expect(page.getByRole('link', { name: m.PropertyPage.actions.callLabel.replace('{name}', 'Corretor Contato') })).toBeVisible();
  expect(await page.content()).not.toContain('97777');
});

import { expect, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../../lib/env';
import { DEFAULT_SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../../local-supabase/src/defaults';
import { pt, signInOnLoginPage } from '../auth/helpers';
import { testClient } from '../support';

export { pt };
export const admin = () => testClient(LOCAL_SERVICE_ROLE_KEY);
export const anon = () => testClient(LOCAL_ANON_KEY);

/** A tag unique to this run, for names and e-mails. */
export const runTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs in through /login and waits for the role's home. */
export async function signInTo(page: Page, email: string, password: string, home: RegExp) {
  await signInOnLoginPage(page, email, password);
  await expect(page).toHaveURL(home);
}

/** A public listing inserted with the service role for `values` (owner_id at least). */
export async function makeListing(values: Record<string, unknown>): Promise<number> {
  const { data, error } = await admin()
    .from('properties')
    .insert({
      transaction: 'venda',
      type: 'apartamento',
      title: `Apartamento e2e ${runTag()}`,
      description: 'Anúncio criado pelo teste dos painéis.',
      price: 520000,
      bedrooms: 2,
      bathrooms: 1,
      neighborhood: 'Pinheiros',
      city: 'São Paulo',
      state: 'SP',
      ...values,
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data!.id as number;
}

/** A lead of the interest form left by a visitor on `propertyId` (written like the form's action does). */
export async function leaveLead(propertyId: number, name: string) {
  const { error } = await admin().rpc('lead_create', {
    property_id: propertyId,
    name,
    cpf: '529.982.247-25',
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    phone: '(11) 97777-6655',
  });
  expect(error).toBeNull();
}

/** The profile id of an account by e-mail. */
export async function profileId(email: string): Promise<string> {
  const { data, error } = await admin().from('profiles').select('id').eq('email', email).single();
  expect(error).toBeNull();
  return data!.id as string;
}

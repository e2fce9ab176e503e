import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, makeListing, service, user } from '../rls/world';

// Issue #24: 'Perfil público' and 'Visibilidade do contato' take effect in SQL (agency_page, property_contact),
// for the signed-out visitor, another signed-in user and the page's owner. Settings are changed the way the
// owner changes them (their own session, RLS), not with the service role.

type Viewer = 'anon' | 'other' | 'self';

async function pageAs(client: SupabaseClient, slug: string) {
  const { data, error } = await client.rpc('agency_page', { p_slug: slug, p_filters: {} });
  expect(error).toBeNull();
  return data as { profile: { phone: string | null; email: string | null; whatsapp: string | null }; owner: { show_contact: boolean } | null } | null;
}

async function setting(client: SupabaseClient, id: string, values: Record<string, boolean>) {
  const { data, error } = await client.from('user_settings').update(values).eq('user_id', id).select('user_id');
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
}

let broker: Awaited<ReturnType<typeof user>>;
let other: Awaited<ReturnType<typeof user>>;
let slug: string;
let listing: number;
let viewers: Record<Viewer, SupabaseClient>;

beforeAll(async () => {
  [broker, other] = await Promise.all([user('corretor', 'Corretora Visível'), user('cliente', 'Visitante Logado')]);
  const { error } = await service().from('profiles').update({ phone: '(11) 96543-2109' }).eq('id', broker.user.id);
  expect(error).toBeNull();
  slug = (await service().from('profiles').select('slug').eq('id', broker.user.id).single()).data!.slug as string;
  listing = await makeListing({ owner_id: broker.user.id, title: 'Apartamento da corretora visível' });
  viewers = { anon: anonClient(), other: other.client, self: broker.client };
});

test("contact off (the default): no phone, e-mail or WhatsApp on the page or the listing for others; the owner sees theirs", async () => {
  for (const [who, client] of Object.entries(viewers) as [Viewer, SupabaseClient][]) {
    const page = await pageAs(client, slug);
    const contact = (await client.rpc('property_contact', { property_id: listing })).data as { phone: string | null }[];
    if (who === 'self') {
      expect(page!.profile).toMatchObject({ phone: '(11) 96543-2109', email: broker.email });
      expect(page!.owner).toMatchObject({ show_contact: false });
      expect(contact[0]!.phone).toBe('(11) 96543-2109');
    } else {
      expect(page!.profile).toMatchObject({ phone: null, email: null, whatsapp: null });
      expect(JSON.stringify(page)).not.toContain('96543');
      expect(JSON.stringify(page)).not.toContain(broker.email);
      expect(contact).toEqual([expect.objectContaining({ phone: null, phone_after_sign_in: false })]);
    }
  }
});

test('contact on: phone and e-mail shown to everyone; another user cannot switch it for the owner', async () => {
  // Another user's update of the broker's settings changes nothing (RLS).
  await other.client.from('user_settings').update({ show_contact: true }).eq('user_id', broker.user.id);
  expect((await pageAs(viewers.anon, slug))!.profile.phone).toBeNull();

  await setting(broker.client, broker.user.id, { show_contact: true });
  for (const client of Object.values(viewers)) {
    const page = await pageAs(client, slug);
    expect(page!.profile).toMatchObject({ phone: '(11) 96543-2109', email: broker.email, whatsapp: '(11) 96543-2109' });
    const contact = (await client.rpc('property_contact', { property_id: listing })).data as { phone: string | null }[];
    expect(contact[0]!.phone).toBe('(11) 96543-2109');
  }
  await setting(broker.client, broker.user.id, { show_contact: false });
});

test('perfil público off: the page is nothing (the 404) for the visitor and another user, still there for its owner', async () => {
  await setting(broker.client, broker.user.id, { public_profile: false });
  try {
    expect(await pageAs(viewers.anon, slug)).toBeNull();
    expect(await pageAs(viewers.other, slug)).toBeNull();
    expect(await pageAs(viewers.self, slug)).not.toBeNull();
    // Another spelling of the address does not leak it either.
    expect(await pageAs(viewers.anon, slug.toUpperCase())).toBeNull();
  } finally {
    await setting(broker.client, broker.user.id, { public_profile: true });
  }
  expect(await pageAs(viewers.anon, slug)).not.toBeNull();
});

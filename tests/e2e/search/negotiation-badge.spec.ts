import { DEFAULT_SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY } from '../../../local-supabase/src/defaults';
import { expect, messages, test, testClient } from '../support';

const m = messages('pt-BR');

// Issue #38 on the cards: a listing whose offer was accepted reads 'Em negociação' on its /buscar card; the
// listing next to it, with only a pending offer, does not. Own owner, client and listings (shared stack).
test("a listing with an accepted offer shows 'Em negociação' on its card, and only that one", async ({ page }) => {
  const admin = testClient(LOCAL_SERVICE_ROLE_KEY);
  const tok = `zb${Date.now().toString(36)}${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 4)}`;
  const user = async (role: string) => {
    const { data, error } = await admin.auth.admin.createUser({
      email: `e2e-badge-${role}-${tok}@lar.dev`,
      password: 'Lar@12345',
      email_confirm: true,
      user_metadata: { name: `${role} ${tok}`, role },
    });
    expect(error).toBeNull();
    return data.user!.id;
  };
  const [owner, client] = await Promise.all([user('proprietario'), user('cliente')]);
  const listing = async (title: string) => {
    const { data, error } = await admin
      .from('properties')
      .insert({
        owner_id: owner, title, transaction: 'venda', objective: 'residencial', type: 'casa', price: 480_000,
        bedrooms: 2, city: `Cidade ${tok}`, state: 'PR', neighborhood: 'Centro', status: 'ativo',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    return (data as { id: number }).id;
  };
  const [accepted, pending] = [await listing(`Casa negociada ${tok}`), await listing(`Casa livre ${tok}`)];
  const offer = (property_id: number, status: string) => ({
    property_id, client_id: client, amount: 450_000, original_price: 480_000, payment_method: 'vista', status,
  });
  expect((await admin.from('proposals').insert([offer(accepted, 'aceita'), offer(pending, 'pendente')])).error).toBeNull();

  await page.goto(`/buscar?cidade=${encodeURIComponent(`Cidade ${tok}`)}`);
  const card = (id: number) => page.getByTestId('search-results').locator(`[data-property-id="${id}"]`);
  await expect(card(accepted).getByTestId('property-card-in-negotiation')).toHaveText(m.PropertyCard.inNegotiation);
  await expect(card(pending)).toBeVisible();
  await expect(card(pending).getByTestId('property-card-in-negotiation')).toHaveCount(0);
});

import { anonClient, serviceClient, signedInClient } from '../env';

// The interest dialog stores a lead for the listing's side: anyone may leave one on a public listing,
// only the listing's owner/agency/broker reads it, nobody else does. Since issue #28 the dialog's server
// action writes through lead_create with the service role (the API roles may not insert leads): these tests
// take that path, and check that the direct insert is refused.

const lead = (propertyId: number, name: string) => ({
  property_id: propertyId,
  name,
  cpf: '529.982.247-25',
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  phone: '(11) 98888-7777',
});

async function listing(status: 'ativo' | 'pausado' = 'ativo') {
  const owner = await signedInClient('app', { data: { name: 'Dona Lead', role: 'proprietario' } });
  // Listings are written through SQL functions since issue #18; the fixture row is the service role's.
  const { data, error } = await serviceClient('app')
    .from('properties')
    .insert({
      owner_id: owner.user.id,
      transaction: 'venda',
      type: 'apartamento',
      title: 'Apartamento para teste de interesse',
      price: 450_000,
      neighborhood: 'Pinheiros',
      city: 'São Paulo',
      state: 'SP',
      status,
    })
    .select('id')
    .single();
  if (error) throw error;
  return { owner, propertyId: data.id as number };
}

describe('leads under RLS', () => {
  it('a visitor leaves a lead that only the listing side reads', async () => {
    const { owner, propertyId } = await listing();
    const name = `Visitante ${Date.now()}`;

    const anon = anonClient('app');
    expect((await anon.from('leads').insert(lead(propertyId, name))).error?.code).toBe('42501');
    const insert = await serviceClient('app').rpc('lead_create', lead(propertyId, name));
    expect(insert.error).toBeNull();
    // A visitor cannot read leads back (not even their own).
    const anonRead = await anon.from('leads').select('id').eq('property_id', propertyId);
    expect(anonRead.data ?? []).toHaveLength(0);

    const mine = await owner.client.from('leads').select('name, cpf, email, user_id').eq('property_id', propertyId);
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([{ name, cpf: '52998224725', email: expect.stringMatching(/@example\.com$/), user_id: null }]);

    const stranger = await signedInClient('app', { data: { name: 'Outra Pessoa', role: 'cliente' } });
    const strangerRead = await stranger.client.from('leads').select('id').eq('property_id', propertyId);
    expect(strangerRead.error).toBeNull();
    expect(strangerRead.data).toEqual([]);
  });

  it('a signed-in client leaves a lead with their user id; the listing side sees who it was', async () => {
    const { owner, propertyId } = await listing();
    const client = await signedInClient('app', { data: { name: 'Cliente Lead', role: 'cliente' } });
    const insert = await serviceClient('app').rpc('lead_create', { ...lead(propertyId, 'Cliente Lead'), user_id: client.user.id });
    expect(insert.error).toBeNull();
    const rows = await owner.client.from('leads').select('user_id').eq('property_id', propertyId);
    expect(rows.data).toEqual([{ user_id: client.user.id }]);
    // A client cannot write a lead at all, let alone pose as someone else.
    const spoof = await client.client.from('leads').insert({ ...lead(propertyId, 'Falso'), user_id: owner.user.id });
    expect(spoof.error?.code).toBe('42501');
  });

  it('refuses leads on a listing that is not public and leads with an invalid CPF', async () => {
    const { propertyId } = await listing('pausado');
    const admin = serviceClient('app');
    const hidden = await admin.rpc('lead_create', lead(propertyId, 'Ninguém'));
    expect(hidden.error?.hint).toBe('property_unavailable');

    const { propertyId: open } = await listing();
    const badCpf = await admin.rpc('lead_create', { ...lead(open, 'CPF Errado'), cpf: '111.111.111-11' });
    expect(badCpf.error?.code).toBe('23514');
    const count = await serviceClient('app').from('leads').select('id', { count: 'exact', head: true }).eq('property_id', open);
    expect(count.count).toBe(0);
  });
});

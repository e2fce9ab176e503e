import { anonClient, signedInClient, uniqueEmail } from '../env';

// The account flows against the app's schema: the sign-up metadata becomes the profile, an agency completes
// its profile with a numeric or alphanumeric CNPJ (stored normalised), and nobody changes their own role.

describe('accounts: profiles', () => {
  it('an agency stores a numeric or an alphanumeric CNPJ, normalised, and gets its slug from the real name', async () => {
    const { client, user } = await signedInClient('app', {
      email: uniqueEmail('agency'),
      data: { name: 'Imobiliária', phone: '', role: 'imobiliaria' },
    });
    const before = await client.from('profiles').select('role, name, phone, slug').eq('id', user.id).single();
    expect(before.error).toBeNull();
    expect(before.data).toEqual({ role: 'imobiliaria', name: 'Imobiliária', phone: null, slug: null });

    const alnum = await client
      .from('profiles')
      .update({
        name: `Casa Nova ${Date.now()}`,
        phone: '(11) 3333-4444',
        cpf_cnpj: '12.abc.345/01de-35',
        legal_name: 'Casa Nova Imóveis Ltda',
        responsible_name: 'Maria Souza',
        creci: '12345-J/SP',
      })
      .eq('id', user.id)
      .select('cpf_cnpj, legal_name, responsible_name, creci, slug')
      .single();
    expect(alnum.error).toBeNull();
    expect(alnum.data).toMatchObject({
      cpf_cnpj: '12ABC34501DE35',
      legal_name: 'Casa Nova Imóveis Ltda',
      responsible_name: 'Maria Souza',
      creci: '12345-J/SP',
    });
    expect(alnum.data!.slug).toMatch(/^casa-nova-\d+$/);

    const numeric = await client.from('profiles').update({ cpf_cnpj: '11.222.333/0001-81' }).eq('id', user.id).select('cpf_cnpj').single();
    expect(numeric.error).toBeNull();
    expect(numeric.data!.cpf_cnpj).toBe('11222333000181');

    const wrong = await client.from('profiles').update({ cpf_cnpj: '12.ABC.345/01DE-36' }).eq('id', user.id);
    expect(wrong.error?.code).toBe('23514');
  });

  it('a client stores a CPF as digits and cannot change the role', async () => {
    const { client, user } = await signedInClient('app', { email: uniqueEmail('client'), data: { name: 'Ana', role: 'cliente' } });
    const cpf = await client.from('profiles').update({ cpf_cnpj: '529.982.247-25' }).eq('id', user.id).select('cpf_cnpj').single();
    expect(cpf.error).toBeNull();
    expect(cpf.data!.cpf_cnpj).toBe('52998224725');
    const role = await client.from('profiles').update({ role: 'imobiliaria' }).eq('id', user.id);
    expect(role.error).not.toBeNull();
  });

  it('is_valid_cnpj accepts the alphanumeric example and refuses a wrong check digit', async () => {
    const anon = anonClient('app');
    const ok = await anon.rpc('is_valid_cnpj', { value: '12.ABC.345/01DE-35' });
    const bad = await anon.rpc('is_valid_cnpj', { value: '12.ABC.345/01DE-53' });
    const numeric = await anon.rpc('is_valid_cnpj', { value: '11222333000181' });
    expect([ok.data, bad.data, numeric.data]).toEqual([true, false, true]);
  });
});

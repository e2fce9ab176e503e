import { ACTORS, createWorld, refused, service, user, type ActorName, type World } from './world';

// profiles and public_profiles: who reads, inserts, updates and deletes which rows.

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const nameOf = async (id: string) =>
  (await service().from('profiles').select('name, role').eq('id', id).single()).data as { name: string; role: string };

describe('profiles: select', () => {
  // Which of the world's profiles each actor can read through the table (not the public view).
  const visible: Record<ActorName, (keyof World['id'])[] | 'error' | 'all'> = {
    anon: 'error',
    cliente: ['cliente'],
    cliente2: ['cliente2'],
    owner: ['owner'],
    broker: ['broker'],
    brokerOther: ['brokerOther'],
    agency: ['agency', 'broker'], // an agency reads its own brokers
    agencyB: ['agencyB', 'brokerOther'],
    service: 'all',
  };

  it.each(ACTORS)('%s', async (actor) => {
    const ids = Object.values(w.id);
    const res = await w.db[actor].from('profiles').select('id').in('id', ids);
    const expected = visible[actor];
    if (expected === 'error') {
      expect(res.error).not.toBeNull();
      return;
    }
    expect(res.error).toBeNull();
    const got = (res.data ?? []).map((r) => r.id).sort();
    const want = expected === 'all' ? [...ids].sort() : expected.map((k) => w.id[k]).sort();
    expect(got).toEqual(want);
  });

  it('keeps user_id equal to id, for the eq("user_id", …) lookups', async () => {
    const { data, error } = await w.db.cliente.from('profiles').select('id, user_id, role, name, phone').eq('user_id', w.id.cliente).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: w.id.cliente, user_id: w.id.cliente, role: 'cliente', name: 'Teste cliente', phone: '(11) 99999-0000' });
  });
});

describe('profiles: update', () => {
  it.each(ACTORS.filter((a) => a !== 'anon' && a !== 'service') as (keyof World['id'])[])(
    '%s updates its own name and nobody else’s',
    async (actor) => {
      const mine = await w.db[actor].from('profiles').update({ name: `Novo ${actor}` }).eq('id', w.id[actor]).select('name');
      expect(mine.error).toBeNull();
      expect(mine.data).toEqual([{ name: `Novo ${actor}` }]);
      expect((await nameOf(w.id[actor])).name).toBe(`Novo ${actor}`);

      const victim: keyof World['id'] = actor === 'cliente2' ? 'cliente' : 'cliente2';
      const before = (await nameOf(w.id[victim])).name;
      const other = await w.db[actor].from('profiles').update({ name: 'Invasor' }).eq('id', w.id[victim]).select('name');
      expect(refused(other)).toBe(true);
      expect((await nameOf(w.id[victim])).name).toBe(before);
    },
  );

  it('anon cannot update profiles', async () => {
    const before = (await nameOf(w.id.cliente)).name;
    const res = await w.db.anon.from('profiles').update({ name: 'Anônimo' }).eq('id', w.id.cliente).select();
    expect(refused(res)).toBe(true);
    expect((await nameOf(w.id.cliente)).name).toBe(before);
  });

  it.each(['cliente', 'owner', 'broker', 'agency'] as const)('%s cannot change its own role', async (actor) => {
    const before = (await nameOf(w.id[actor])).role;
    const res = await w.db[actor].from('profiles').update({ role: 'imobiliaria' }).eq('id', w.id[actor]).select('role');
    expect(res.error).not.toBeNull();
    expect((await nameOf(w.id[actor])).role).toBe(before);
  });

  it('a user cannot link itself to an agency, change its e-mail copy or its broker status', async () => {
    for (const patch of [{ agency_id: w.id.agency }, { email: 'x@example.com' }, { broker_status: 'inativo' }, { rating: 5 }]) {
      const res = await w.db.brokerOther.from('profiles').update(patch).eq('id', w.id.brokerOther).select();
      expect(res.error).not.toBeNull();
    }
    const { data } = await service().from('profiles').select('agency_id, broker_status').eq('id', w.id.brokerOther).single();
    expect(data).toEqual({ agency_id: w.id.agencyB, broker_status: 'ativo' });
  });

  it('the service role changes a role', async () => {
    const u = await user('cliente');
    const res = await service().from('profiles').update({ role: 'proprietario' }).eq('id', u.user.id).select('role');
    expect(res.error).toBeNull();
    expect(res.data).toEqual([{ role: 'proprietario' }]);
  });

  it('stores CPF/CNPJ as digits and refuses wrong check digits', async () => {
    const ok = await w.db.cliente.from('profiles').update({ cpf_cnpj: '529.982.247-25' }).eq('id', w.id.cliente).select('cpf_cnpj');
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual([{ cpf_cnpj: '52998224725' }]);
    const bad = await w.db.cliente.from('profiles').update({ cpf_cnpj: '529.982.247-26' }).eq('id', w.id.cliente).select();
    expect(bad.error?.code).toBe('23514');
    const cnpj = await w.db.agency.from('profiles').update({ cpf_cnpj: '11.222.333/0001-81' }).eq('id', w.id.agency).select('cpf_cnpj');
    expect(cnpj.data).toEqual([{ cpf_cnpj: '11222333000181' }]);
  });
});

describe('profiles: insert and delete', () => {
  it.each(ACTORS.filter((a) => a !== 'service'))('%s cannot insert a profile', async (actor) => {
    const res = await w.db[actor].from('profiles').insert({ id: w.id.cliente, name: 'x' }).select();
    expect(res.error).not.toBeNull();
  });

  it.each(ACTORS.filter((a) => a !== 'service' && a !== 'anon') as (keyof World['id'])[])(
    '%s cannot delete its own profile',
    async (actor) => {
      const res = await w.db[actor].from('profiles').delete().eq('id', w.id[actor]).select();
      expect(refused(res)).toBe(true);
      expect(await nameOf(w.id[actor])).not.toBeNull();
    },
  );
});

describe('sign-up trigger and slugs', () => {
  it('creates the profile from the metadata with a safe role', async () => {
    const a = await user('corretor', 'Ana Corretora Três');
    const b = await user('admin', 'Hacker');
    const pa = await service().from('profiles').select('role, name, slug, email').eq('id', a.user.id).single();
    expect(pa.data).toMatchObject({ role: 'corretor', name: 'Ana Corretora Três', email: a.email });
    expect(pa.data!.slug).toMatch(/^ana-corretora-tres(-\d+)?$/);
    const pb = await service().from('profiles').select('role').eq('id', b.user.id).single();
    expect(pb.data).toEqual({ role: 'cliente' });
  });

  it('waits for the real agency name, then makes a unique slug; refuses reserved ones', async () => {
    const a = await user('imobiliaria', 'Imobiliária');
    const b = await user('imobiliaria', 'Imobiliária');
    const before = await a.client.from('profiles').select('slug').eq('id', a.user.id).single();
    expect(before.data).toEqual({ slug: null });
    const name = `Lar Imóveis ${a.user.id.slice(0, 8)}`;
    const ra = await a.client.from('profiles').update({ name }).eq('id', a.user.id).select('slug').single();
    const rb = await b.client.from('profiles').update({ name }).eq('id', b.user.id).select('slug').single();
    const base = `lar-imoveis-${a.user.id.slice(0, 8)}`;
    expect(ra.data).toEqual({ slug: base });
    expect(rb.data).toEqual({ slug: `${base}-2` });

    const reserved = await a.client.from('profiles').update({ slug: 'buscar' }).eq('id', a.user.id).select();
    expect(reserved.error?.message).toMatch(/reservado/);
    const taken = await b.client.from('profiles').update({ slug: base }).eq('id', b.user.id).select();
    expect(taken.error?.code).toBe('23505');
    const clientSlug = await w.db.cliente.from('profiles').update({ slug: 'meu-nome' }).eq('id', w.id.cliente).select();
    expect(clientSlug.error).not.toBeNull();
  });
});

describe('public_profiles', () => {
  it.each(['anon', 'cliente', 'agency'] as const)('%s reads public fields of agencies and brokers only', async (actor) => {
    const ids = Object.values(w.id);
    const { data, error } = await w.db[actor].from('public_profiles').select('id, role, name').in('id', ids);
    expect(error).toBeNull();
    const got = (data ?? []).map((r) => r.id).sort();
    expect(got).toEqual([w.id.agency, w.id.agencyB, w.id.broker, w.id.brokerOther].sort());
  });

  it('exposes no private column', async () => {
    for (const column of ['cpf_cnpj', 'email', 'user_id']) {
      const res = await w.db.anon.from('public_profiles').select(column).limit(1);
      expect(res.error).not.toBeNull();
    }
  });

  it('finds an agency page by slug', async () => {
    const me = (await service().from('profiles').select('slug, name').eq('id', w.id.brokerOther).single()).data!;
    expect(me.slug).toMatch(/^teste-brokerother(-\d+)?$/);
    const { data } = await w.db.anon.from('public_profiles').select('id, name, agency_id').eq('slug', me.slug).single();
    expect(data).toEqual({ id: w.id.brokerOther, name: me.name, agency_id: w.id.agencyB });
  });
});

import { ACTORS, createWorld, refused, service, type World } from './world';

// A user's own rows: favourites, settings and notifications. Nobody else reads or changes them.

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

type User = keyof World['id'];
const users = ACTORS.filter((a) => a !== 'anon' && a !== 'service') as User[];

describe('favorites', () => {
  it.each(users)('%s adds, reads and removes its own favourite', async (actor) => {
    const add = await w.db[actor].from('favorites').insert({ property_id: w.listing }).select('user_id, property_id');
    expect(add.error).toBeNull();
    expect(add.data).toEqual([{ user_id: w.id[actor], property_id: w.listing }]);
    const mine = await w.db[actor].from('favorites').select('user_id, property_id');
    expect(mine.data).toEqual([{ user_id: w.id[actor], property_id: w.listing }]);
  });

  it('nobody reads another user’s favourites', async () => {
    const all = await service().from('favorites').select('user_id').eq('property_id', w.listing);
    expect(all.data!.length).toBe(users.length);
    const seen = await w.db.cliente.from('favorites').select('user_id').eq('property_id', w.listing);
    expect(seen.data).toEqual([{ user_id: w.id.cliente }]);
    const anon = await w.db.anon.from('favorites').select('user_id');
    expect(refused(anon)).toBe(true);
  });

  it('nobody adds a favourite for someone else, or of a listing it cannot see, or as anon', async () => {
    const forOther = await w.db.cliente.from('favorites').insert({ user_id: w.id.cliente2, property_id: w.listingB }).select();
    expect(forOther.error).not.toBeNull();
    const hidden = await w.db.cliente.from('favorites').insert({ property_id: w.paused }).select();
    expect(hidden.error).not.toBeNull();
    const anon = await w.db.anon.from('favorites').insert({ property_id: w.listingB }).select();
    expect(anon.error).not.toBeNull();
    const rows = await service().from('favorites').select('user_id').eq('property_id', w.listingB);
    expect(rows.data).toEqual([]);
  });

  it('nobody removes another user’s favourite; the owner of the row does', async () => {
    const other = await w.db.cliente2.from('favorites').delete().eq('user_id', w.id.cliente).select();
    expect(refused(other)).toBe(true);
    const still = await service().from('favorites').select('user_id').eq('user_id', w.id.cliente);
    expect(still.data).toHaveLength(1);
    const mine = await w.db.cliente.from('favorites').delete().eq('property_id', w.listing).select('property_id');
    expect(mine.data).toEqual([{ property_id: w.listing }]);
    const gone = await service().from('favorites').select('user_id').eq('user_id', w.id.cliente);
    expect(gone.data).toEqual([]);
  });
});

describe('user_settings', () => {
  it('every new user has the default settings', async () => {
    const { data, error } = await w.db.cliente.from('user_settings').select('*').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      user_id: w.id.cliente,
      email_notifications: true,
      push_notifications: true,
      sms_notifications: false,
      marketing_notifications: false,
      public_profile: true,
      show_contact: false,
      dark_mode: false,
      language: 'pt-br',
      time_zone: 'America/Sao_Paulo',
    });
  });

  it.each(users)('%s reads only its own settings', async (actor) => {
    const { data } = await w.db[actor].from('user_settings').select('user_id').in('user_id', Object.values(w.id));
    expect(data).toEqual([{ user_id: w.id[actor] }]);
  });

  it('anon reads nothing', async () => {
    expect(refused(await w.db.anon.from('user_settings').select('user_id'))).toBe(true);
  });

  it('a user changes its own settings, with validated values', async () => {
    // The theme (issue #24: light, dark or 'Automático') drives dark_mode, which is kept in step with it.
    const ok = await w.db.owner.from('user_settings').update({ theme: 'dark', language: 'es', time_zone: 'Europe/London' }).eq('user_id', w.id.owner).select('theme, dark_mode, language, time_zone');
    expect(ok.data).toEqual([{ theme: 'dark', dark_mode: true, language: 'es', time_zone: 'Europe/London' }]);
    const bad = await w.db.owner.from('user_settings').update({ language: 'fr' }).eq('user_id', w.id.owner).select();
    expect(bad.error).not.toBeNull();
  });

  it('nobody changes another user’s settings', async () => {
    const res = await w.db.cliente.from('user_settings').update({ dark_mode: true }).eq('user_id', w.id.cliente2).select();
    expect(refused(res)).toBe(true);
    const anon = await w.db.anon.from('user_settings').update({ dark_mode: true }).eq('user_id', w.id.cliente2).select();
    expect(refused(anon)).toBe(true);
    const { data } = await service().from('user_settings').select('dark_mode').eq('user_id', w.id.cliente2).single();
    expect(data).toEqual({ dark_mode: false });
  });

  it('upsert of one’s own row works; of another’s is refused; nobody deletes settings', async () => {
    const own = await w.db.broker.from('user_settings').upsert({ user_id: w.id.broker, sms_notifications: true }).select('sms_notifications');
    expect(own.data).toEqual([{ sms_notifications: true }]);
    const other = await w.db.broker.from('user_settings').upsert({ user_id: w.id.agency, sms_notifications: true }).select();
    expect(other.error).not.toBeNull();
    const del = await w.db.broker.from('user_settings').delete().eq('user_id', w.id.broker).select();
    expect(refused(del)).toBe(true);
    expect((await service().from('user_settings').select('user_id').eq('user_id', w.id.broker)).data).toHaveLength(1);
  });
});

describe('notifications', () => {
  let forCliente: number;
  let forCliente2: number;
  beforeAll(async () => {
    const { data, error } = await service()
      .from('notifications')
      .insert([
        { user_id: w.id.cliente, kind: 'teste', title: 'Olá cliente' },
        { user_id: w.id.cliente2, kind: 'teste', title: 'Olá cliente 2' },
      ])
      .select('id');
    if (error) throw error;
    [forCliente, forCliente2] = data!.map((r) => r.id);
  });

  it.each(users)('%s reads only its own notifications', async (actor) => {
    const { data } = await w.db[actor].from('notifications').select('id').in('id', [forCliente, forCliente2]);
    const want = actor === 'cliente' ? [forCliente] : actor === 'cliente2' ? [forCliente2] : [];
    expect((data ?? []).map((r) => r.id)).toEqual(want);
  });

  it('users cannot create notifications', async () => {
    for (const actor of ['anon', 'cliente', 'agency'] as const) {
      const res = await w.db[actor].from('notifications').insert({ user_id: w.id.cliente, kind: 'x', title: 'Falsa' }).select();
      expect(res.error).not.toBeNull();
    }
  });

  it('a user marks its own notification as read, and changes nothing else', async () => {
    const readAt = new Date().toISOString();
    const ok = await w.db.cliente.from('notifications').update({ read_at: readAt }).eq('id', forCliente).select('read_at');
    expect(ok.error).toBeNull();
    expect(new Date(ok.data![0].read_at).toISOString()).toBe(readAt);
    const title = await w.db.cliente.from('notifications').update({ title: 'Mudado' }).eq('id', forCliente).select();
    expect(title.error).not.toBeNull();
    const other = await w.db.cliente.from('notifications').update({ read_at: readAt }).eq('id', forCliente2).select();
    expect(refused(other)).toBe(true);
    const { data } = await service().from('notifications').select('id, title, read_at').in('id', [forCliente, forCliente2]).order('id');
    expect(data![0].title).toBe('Olá cliente');
    expect(data![1].read_at).toBeNull();
  });

  it('mark_all_notifications_read marks the caller’s unread ones only', async () => {
    await service().from('notifications').insert([
      { user_id: w.id.cliente2, kind: 'teste', title: 'Mais uma' },
      { user_id: w.id.cliente, kind: 'teste', title: 'Outra' },
    ]);
    const { data, error } = await w.db.cliente2.rpc('mark_all_notifications_read');
    expect(error).toBeNull();
    expect(data).toBe(2);
    const unread = await service().from('notifications').select('user_id').is('read_at', null).in('user_id', [w.id.cliente, w.id.cliente2]);
    expect(unread.data).toEqual([{ user_id: w.id.cliente }]);
    expect((await w.db.anon.rpc('mark_all_notifications_read')).error).not.toBeNull();
  });

  it('a user deletes its own notifications only', async () => {
    const other = await w.db.cliente.from('notifications').delete().eq('id', forCliente2).select();
    expect(refused(other)).toBe(true);
    const mine = await w.db.cliente.from('notifications').delete().eq('id', forCliente).select('id');
    expect(mine.data).toEqual([{ id: forCliente }]);
    const left = await service().from('notifications').select('id').in('id', [forCliente, forCliente2]);
    expect(left.data).toEqual([{ id: forCliente2 }]);
  });
});

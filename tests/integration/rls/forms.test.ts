import { ACTORS, createWorld, refused, service, user, type ActorName, type World } from './world';

// Leads and contact messages (anyone writes through the forms' server actions, only whom they are for
// reads), broker invitations and the agency's management of its own team.
//
// Issue #28: the API roles no longer insert leads or contact messages themselves (that skipped the actions'
// rate limit); the actions write through lead_create / contact_message_create with the service role, as the
// session's user. These tests used to insert as each actor directly; they now go the actions' way and check
// that the direct insert is refused (tests/integration/security/forms-service-path.test.ts attacks it).

let w: World;
// Names unique to this run, as the stack may hold rows of earlier runs.
const run = `${Date.now().toString(36)}${process.pid}`;
beforeAll(async () => {
  w = await createWorld();
});

const lead = (over: Record<string, unknown> = {}) => ({
  property_id: w.listing,
  name: 'Interessado',
  cpf: '529.982.247-25',
  email: 'Interessado@Example.com',
  phone: '(11) 98888-7777',
  ...over,
});

describe('leads', () => {
  it.each(ACTORS)('%s leaves a lead on a public listing (the action’s path), not by a direct insert', async (actor) => {
    const author = actor === 'anon' || actor === 'service' ? null : w.id[actor as keyof World['id']];
    if (actor !== 'service') {
      expect((await w.db[actor].from('leads').insert(lead({ name: `Direto ${actor} ${run}` }))).error).not.toBeNull();
    }
    const res = await service().rpc('lead_create', { ...lead({ name: `Lead de ${actor} ${run}` }), user_id: author ?? undefined });
    expect(res.error).toBeNull();
    const row = await service().from('leads').select('cpf, email, user_id').eq('name', `Lead de ${actor} ${run}`).single();
    expect(row.data!.cpf).toBe('52998224725');
    expect(row.data!.email).toBe('interessado@example.com');
    expect(row.data!.user_id).toBe(author);
  });

  it('refuses leads on hidden listings, invalid CPFs and missing fields', async () => {
    const create = (over: Record<string, unknown>) => service().rpc('lead_create', lead(over) as never);
    expect((await create({ property_id: w.paused })).error).not.toBeNull();
    expect((await create({ cpf: '111.111.111-11' })).error).not.toBeNull();
    expect((await create({ phone: null })).error).not.toBeNull();
  });

  it.each(ACTORS)('%s reads the leads of the listing only if it is the listing side', async (actor) => {
    const res = await w.db[actor].from('leads').select('name').eq('property_id', w.listing);
    if (['owner', 'agency', 'broker', 'service'].includes(actor)) {
      expect(res.error).toBeNull();
      expect(res.data!.length).toBe(ACTORS.length);
    } else {
      expect(refused(res)).toBe(true);
    }
  });

  it('the listing side is notified of a new lead', async () => {
    const n = await service().from('notifications').select('body').eq('user_id', w.id.broker).eq('kind', 'lead');
    // Every lead but the broker's own.
    expect(n.data!.length).toBe(ACTORS.length - 1);
    expect(n.data!.some((x) => x.body.startsWith(`Lead de broker ${run}`))).toBe(false);
    expect(n.data!.some((x) => x.body.startsWith(`Lead de anon ${run}`))).toBe(true);
  });

  it('nobody but the service role changes or deletes leads', async () => {
    for (const actor of ['anon', 'cliente', 'owner', 'agency', 'broker'] as ActorName[]) {
      const upd = await w.db[actor].from('leads').update({ name: 'Alterado' }).eq('property_id', w.listing).select();
      expect(refused(upd)).toBe(true);
      const del = await w.db[actor].from('leads').delete().eq('property_id', w.listing).select();
      expect(refused(del)).toBe(true);
    }
    const { data } = await service().from('leads').select('name').eq('property_id', w.listing).eq('name', 'Alterado');
    expect(data).toEqual([]);
    expect((await service().from('leads').select('id').eq('property_id', w.listing)).data!.length).toBe(ACTORS.length);
  });
});

describe('contact_messages', () => {
  const msg = (name: string) => ({ name, email: 'contato@example.com', subject: 'problema-tecnico', message: 'O mapa não carrega.', urgent: true });

  it.each(ACTORS)('%s sends a contact message (the action’s path), not by a direct insert', async (actor) => {
    if (actor !== 'service') {
      expect((await w.db[actor].from('contact_messages').insert(msg(`Direto ${actor} ${run}`))).error).not.toBeNull();
    }
    const author = actor === 'anon' || actor === 'service' ? undefined : w.id[actor as keyof World['id']];
    const res = await service().rpc('contact_message_create', { ...msg(`Contato ${actor} ${run}`), user_id: author });
    expect(res.error).toBeNull();
  });

  it('refuses an unknown subject and an empty message', async () => {
    expect((await service().rpc('contact_message_create', { ...msg('x'), subject: 'spam' })).error).not.toBeNull();
    expect((await service().rpc('contact_message_create', { ...msg('x'), message: '' })).error).not.toBeNull();
  });

  it.each(ACTORS.filter((a) => a !== 'service'))('%s cannot read, change or delete contact messages', async (actor) => {
    expect(refused(await w.db[actor].from('contact_messages').select('id'))).toBe(true);
    expect(refused(await w.db[actor].from('contact_messages').update({ urgent: false }).eq('urgent', true).select())).toBe(true);
    expect(refused(await w.db[actor].from('contact_messages').delete().eq('urgent', true).select())).toBe(true);
  });

  it('the service role reads them', async () => {
    const { data } = await service().from('contact_messages').select('name, subject, urgent').like('name', `Contato % ${run}`);
    expect(data!.length).toBe(ACTORS.length);
    expect(data!.every((m) => m.subject === 'problema-tecnico' && m.urgent)).toBe(true);
  });
});

describe('broker_invitations', () => {
  let invitation: { id: string; token: string };

  it.each(ACTORS)('%s invites a broker → allowed only for an agency', async (actor) => {
    const res = await w.db[actor]
      .from('broker_invitations')
      .insert({ name: 'Novo Corretor', email: `novo.${actor}@example.com`, phone: '(11) 97777-6666', creci: '123456-F' })
      .select('id, token, agency_id, status');
    const allowed = actor === 'agency' || actor === 'agencyB';
    if (actor === 'service') {
      expect(res.error).not.toBeNull(); // no agency_id default without a user
      return;
    }
    if (!allowed) {
      expect(res.error).not.toBeNull();
      return;
    }
    expect(res.error).toBeNull();
    expect(res.data![0]).toMatchObject({ agency_id: w.id[actor as 'agency' | 'agencyB'], status: 'pendente' });
    expect(res.data![0].token).toMatch(/^[0-9a-f]{48}$/);
    if (actor === 'agency') invitation = res.data![0];
  });

  it('an agency cannot invite in another agency’s name', async () => {
    const res = await w.db.agency.from('broker_invitations').insert({ agency_id: w.id.agencyB, name: 'X', email: 'x@example.com', phone: '11999990000' }).select();
    expect(res.error).not.toBeNull();
  });

  it.each(ACTORS)('%s reads invitations of its own agency only', async (actor) => {
    const res = await w.db[actor].from('broker_invitations').select('agency_id');
    if (actor === 'service') return expect(res.data!.length).toBeGreaterThanOrEqual(2);
    if (actor === 'agency' || actor === 'agencyB') {
      expect(res.data).toEqual([{ agency_id: w.id[actor] }]);
    } else {
      expect(refused(res)).toBe(true);
    }
  });

  it('invitation_by_token shows the invitation to whoever holds the link', async () => {
    const { data, error } = await w.db.anon.rpc('invitation_by_token', { token: invitation.token });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({ agency_id: w.id.agency, agency_name: 'Teste agency', name: 'Novo Corretor', status: 'pendente' }),
    ]);
    expect((await w.db.anon.rpc('invitation_by_token', { token: 'nope' })).data).toEqual([]);
  });

  it('only the agency edits or cancels its invitation', async () => {
    const other = await w.db.agencyB.from('broker_invitations').update({ status: 'cancelado' }).eq('id', invitation.id).select();
    expect(refused(other)).toBe(true);
    const accept = await w.db.agency.from('broker_invitations').update({ status: 'aceito' }).eq('id', invitation.id).select();
    expect(accept.error).not.toBeNull();
    const edit = await w.db.agency.from('broker_invitations').update({ message: 'Bem-vindo!' }).eq('id', invitation.id).select('message');
    expect(edit.data).toEqual([{ message: 'Bem-vindo!' }]);
  });

  it('a broker accepts with the token and joins the agency; the agency is notified', async () => {
    const client = await user('cliente');
    expect((await client.client.rpc('accept_broker_invitation', { token: invitation.token })).error?.hint).toBe('not_broker');
    const newcomer = await user('corretor', 'Corretor Convidado');
    const res = await newcomer.client.rpc('accept_broker_invitation', { token: invitation.token });
    expect(res.error).toBeNull();
    expect(res.data).toMatchObject({ id: newcomer.user.id, agency_id: w.id.agency, creci: '123456-F' });
    const inv = await service().from('broker_invitations').select('status, accepted_by').eq('id', invitation.id).single();
    expect(inv.data).toEqual({ status: 'aceito', accepted_by: newcomer.user.id });
    const n = await service().from('notifications').select('body').eq('user_id', w.id.agency).eq('kind', 'convite_aceito');
    expect(n.data![0].body).toContain('Corretor Convidado');
    // Used once.
    const again = await (await user('corretor')).client.rpc('accept_broker_invitation', { token: invitation.token });
    expect(again.error?.hint).toBe('invitation_not_pending');
  });

  it('an expired invitation cannot be accepted', async () => {
    const { data } = await w.db.agencyB.from('broker_invitations').insert({ name: 'Atrasado', email: 'atrasado@example.com', phone: '11999990000' }).select('id, token').single();
    await service().from('broker_invitations').update({ expires_at: new Date(Date.now() - 1000).toISOString() }).eq('id', data!.id);
    const res = await (await user('corretor')).client.rpc('accept_broker_invitation', { token: data!.token });
    expect(res.error?.hint).toBe('invitation_expired');
    expect((await w.db.anon.rpc('invitation_by_token', { token: data!.token })).data[0].status).toBe('expirado');
  });

  it('only the agency deletes its invitations', async () => {
    const { data } = await w.db.agency.from('broker_invitations').insert({ name: 'Apagar', email: 'apagar@example.com', phone: '11999990000' }).select('id').single();
    expect(refused(await w.db.agencyB.from('broker_invitations').delete().eq('id', data!.id).select())).toBe(true);
    expect(refused(await w.db.broker.from('broker_invitations').delete().eq('id', data!.id).select())).toBe(true);
    expect((await w.db.agency.from('broker_invitations').delete().eq('id', data!.id).select('id')).data).toEqual([{ id: data!.id }]);
  });
});

describe('the agency’s team', () => {
  it('agency_brokers lists the caller’s brokers with their contact data', async () => {
    const { data, error } = await w.db.agency.rpc('agency_brokers');
    expect(error).toBeNull();
    const ids = data.map((b: { id: string }) => b.id);
    expect(ids).toContain(w.id.broker);
    expect(ids).not.toContain(w.id.brokerOther);
    const me = data.find((b: { id: string }) => b.id === w.id.broker);
    expect(me).toMatchObject({ name: 'Teste broker', broker_status: 'ativo', active_listings: 1 });
    expect(me.email).toMatch(/@example\.com$/);
    expect((await w.db.cliente.rpc('agency_brokers')).data).toEqual([]);
  });

  it('set_broker_status: own brokers only', async () => {
    expect((await w.db.agencyB.rpc('set_broker_status', { broker_id: w.id.broker, status: 'licenca' })).error?.hint).toBe('not_my_broker');
    expect((await w.db.broker.rpc('set_broker_status', { broker_id: w.id.broker, status: 'licenca' })).error?.hint).toBe('not_my_broker');
    expect((await w.db.agency.rpc('set_broker_status', { broker_id: w.id.broker, status: 'licenca' })).error).toBeNull();
    const { data } = await service().from('profiles').select('broker_status').eq('id', w.id.broker).single();
    expect(data).toEqual({ broker_status: 'licenca' });
  });

  it('remove_broker: own brokers only; their listings of the agency lose them', async () => {
    expect((await w.db.agency.rpc('remove_broker', { broker_id: w.id.brokerOther })).error?.hint).toBe('not_my_broker');
    expect((await w.db.agency.rpc('remove_broker', { broker_id: w.id.broker })).error).toBeNull();
    const p = await service().from('profiles').select('agency_id').eq('id', w.id.broker).single();
    expect(p.data).toEqual({ agency_id: null });
    const l = await service().from('properties').select('broker_id').eq('id', w.listing).single();
    expect(l.data).toEqual({ broker_id: null });
    // The broker no longer sees the (paused) listing of the agency.
    expect((await w.db.broker.from('properties').select('id').eq('id', w.paused)).data).toEqual([]);
  });

  it('leave_agency: a broker leaves its agency', async () => {
    expect((await w.db.brokerOther.rpc('leave_agency')).error).toBeNull();
    const p = await service().from('profiles').select('agency_id').eq('id', w.id.brokerOther).single();
    expect(p.data).toEqual({ agency_id: null });
    const n = await service().from('notifications').select('id').eq('user_id', w.id.agencyB).eq('kind', 'equipe_saida');
    expect(n.data).toHaveLength(1);
  });
});

import { ACTORS, createWorld, refused, service, type ActorName, type World } from './world';

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

// Broker invitations and the agency's team: tests/integration/team/ (issue #19 replaced the direct writes
// with functions and hashed tokens).

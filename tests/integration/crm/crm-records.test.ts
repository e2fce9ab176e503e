import { createHash } from 'node:crypto';
import { ACTORS, createWorld, nextWeekday, service, type ActorName, type World } from '../rls/world';

// The client record (issue #39, migration 20261128110000_crm_records): stage moved by events and by hand,
// notes and next actions readable and writable only by the listing side's workspace (an agency with its
// team; the owner apart), the reminder job, and /clientes' filters.

let w: World;
let contact: string;
const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const today = () => new Date(Date.now() - 3 * 3600 * 1000).toISOString().slice(0, 10);
const plusDays = (n: number) => new Date(Date.now() - 3 * 3600 * 1000 + n * 86400000).toISOString().slice(0, 10);

type CrmRec = { stage: string; lost_reason: string | null; next_action_on: string | null; next_action_text: string | null; notes: { id: number; body: string; mine: boolean; author: string }[] };
const record = async (actor: ActorName) => {
  const res = await w.db[actor].rpc('crm_record', { contact_id: contact });
  return res.error ? null : (res.data as CrmRec);
};
const SIDE: ActorName[] = ['owner', 'agency', 'broker'];
const OUTSIDERS = ACTORS.filter((a) => !SIDE.includes(a) && a !== 'service');

beforeAll(async () => {
  w = await createWorld();
  const lead = await service().rpc('lead_create', {
    property_id: w.listing, name: 'Cliente CRM', cpf: null, email: 'crm-lead@example.com', phone: '(11) 98888-7777', user_id: w.id.cliente,
  });
  expect(lead.error).toBeNull();
  contact = md5(`u:${w.id.cliente}`);
});

describe('crm_record', () => {
  it.each(ACTORS)('%s opens the record → only the listing side', async (actor) => {
    const res = await w.db[actor].rpc('crm_record', { contact_id: contact });
    if (SIDE.includes(actor)) {
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({ name: 'Teste cliente', stage: 'novo', notes: [] });
    } else {
      expect(res.error).not.toBeNull();
      if (actor !== 'anon') expect(['contact_not_found', 'not_signed_in']).toContain(res.error?.hint);
    }
  });

  it('a malformed or unknown id is contact_not_found', async () => {
    for (const id of ['abc', `${contact}'; drop table x`, md5('u:nobody'), '']) {
      expect((await w.db.broker.rpc('crm_record', { contact_id: id })).error?.hint).toBe('contact_not_found');
    }
  });
});

describe('stages', () => {
  it('moves by hand; the agency and its broker share it, the owner keeps his own', async () => {
    expect((await w.db.broker.rpc('crm_set_stage', { contact_id: contact, stage: 'em_contato' })).error).toBeNull();
    expect((await record('agency'))?.stage).toBe('em_contato');
    expect((await record('owner'))?.stage).toBe('novo');
  });

  it('refuses a stage that does not exist and Perdido without a reason; nothing changes', async () => {
    expect((await w.db.broker.rpc('crm_set_stage', { contact_id: contact, stage: 'ganho' })).error?.hint).toBe('invalid_stage');
    expect((await w.db.broker.rpc('crm_set_stage', { contact_id: contact, stage: 'perdido', reason: '  ' })).error?.hint).toBe('reason_required');
    expect((await w.db.broker.rpc('crm_set_stage', { contact_id: contact, stage: 'perdido', reason: 'x'.repeat(301) })).error?.hint).toBe('reason_too_long');
    expect((await record('broker'))?.stage).toBe('em_contato');
  });

  it.each(OUTSIDERS)('%s cannot move the stage', async (actor) => {
    expect((await w.db[actor].rpc('crm_set_stage', { contact_id: contact, stage: 'fechado' })).error).not.toBeNull();
    expect((await record('broker'))?.stage).toBe('em_contato');
  });

  it('the owner marks it lost with a reason', async () => {
    expect((await w.db.owner.rpc('crm_set_stage', { contact_id: contact, stage: 'perdido', reason: 'Comprou outro imóvel' })).error).toBeNull();
    expect(await record('owner')).toMatchObject({ stage: 'perdido', lost_reason: 'Comprou outro imóvel' });
  });

  it('a visit booked → Visita agendada (a lost lead reopens); a proposal → Proposta; a closed deal → Fechado', async () => {
    const visit = await w.db.cliente.rpc('request_visit', { property_id: w.listing, visit_date: nextWeekday(2), visit_time: '10:00', message: null });
    expect(visit.error).toBeNull();
    expect((await record('broker'))?.stage).toBe('visita_agendada');
    expect(await record('owner')).toMatchObject({ stage: 'visita_agendada', lost_reason: null });

    const proposal = await w.db.cliente.rpc('make_proposal', { property_id: w.listing, amount: 480000, payment_method: 'vista' });
    expect(proposal.error).toBeNull();
    expect((await record('agency'))?.stage).toBe('proposta');
    expect((await record('owner'))?.stage).toBe('proposta');

    // A later event never moves a stage back.
    expect((await w.db.broker.rpc('accept_proposal', { proposal_id: proposal.data.id })).error).toBeNull();
    expect((await w.db.broker.rpc('proposal_close', { proposal_id: proposal.data.id })).error).toBeNull();
    expect((await record('broker'))?.stage).toBe('fechado');
    await service().from('properties').update({ status: 'ativo' }).eq('id', w.listing);
  });

  it('without a record the stage comes from the history (listing B’s broker sees the proposal only there)', async () => {
    const p = await w.db.cliente2.rpc('make_proposal', { property_id: w.listingB, amount: 480000, payment_method: 'vista' });
    expect(p.error).toBeNull();
    const other = md5(`u:${w.id.cliente2}`);
    expect(((await w.db.brokerOther.rpc('crm_record', { contact_id: other })).data as CrmRec).stage).toBe('proposta');
    expect((await w.db.broker.rpc('crm_record', { contact_id: other })).error?.hint).toBe('contact_not_found');
  });
});

describe('notes', () => {
  let noteId: number;

  it('the broker writes a note: script stays text, the agency reads it, the owner does not', async () => {
    const body = '<script>alert(1)</script> Ligar depois das 18h';
    const res = await w.db.broker.rpc('crm_add_note', { contact_id: contact, body });
    expect(res.error).toBeNull();
    noteId = res.data as number;
    expect((await record('broker'))?.notes).toEqual([expect.objectContaining({ id: noteId, body, mine: true, author: 'Teste broker' })]);
    expect((await record('agency'))?.notes).toEqual([expect.objectContaining({ id: noteId, mine: false })]);
    expect((await record('owner'))?.notes).toEqual([]);
  });

  it('refuses 20,000 characters and an empty note; nothing is stored', async () => {
    expect((await w.db.broker.rpc('crm_add_note', { contact_id: contact, body: 'a'.repeat(20000) })).error?.hint).toBe('note_too_long');
    expect((await w.db.broker.rpc('crm_add_note', { contact_id: contact, body: '   ' })).error?.hint).toBe('note_required');
    expect((await record('broker'))?.notes).toHaveLength(1);
  });

  it.each(ACTORS)('%s reads the notes table directly → only the workspace (agency and its broker)', async (actor) => {
    const { data } = await w.db[actor].from('crm_notes').select('id').eq('id', noteId);
    expect((data ?? []).map((n) => n.id)).toEqual(['agency', 'broker', 'service'].includes(actor) ? [noteId] : []);
  });

  it.each(ACTORS.filter((a) => a !== 'service'))('%s cannot insert or change notes or records directly', async (actor) => {
    const ins = await w.db[actor].from('crm_notes').insert({ workspace_id: w.id.agency, contact_id: contact, author_id: w.id.broker, body: 'x' });
    expect(ins.error).not.toBeNull();
    await w.db[actor].from('crm_notes').update({ body: 'hacked' }).eq('id', noteId);
    await w.db[actor].from('crm_records').update({ stage: 'novo' }).eq('contact_id', contact);
    expect((await record('broker'))?.notes[0]?.body).toContain('Ligar depois');
    expect((await record('broker'))?.stage).toBe('fechado');
  });

  it.each(ACTORS.filter((a) => a !== 'broker' && a !== 'service'))('%s cannot edit the broker’s note', async (actor) => {
    expect((await w.db[actor].rpc('crm_edit_note', { note_id: noteId, body: 'mudado' })).error).not.toBeNull();
  });

  it('its author edits it', async () => {
    expect((await w.db.broker.rpc('crm_edit_note', { note_id: noteId, body: 'Ligar amanhã' })).error).toBeNull();
    expect((await record('agency'))?.notes[0]?.body).toBe('Ligar amanhã');
    expect((await w.db.broker.rpc('crm_edit_note', { note_id: noteId, body: 'b'.repeat(2001) })).error?.hint).toBe('note_too_long');
  });
});

describe('next action', () => {
  it('refuses a past date, a date without text and an overlong text', async () => {
    const set = (due_on: string | null, action: string | null) => w.db.broker.rpc('crm_set_next_action', { contact_id: contact, due_on, action });
    expect((await set(plusDays(-1), 'Ligar')).error?.hint).toBe('next_action_date');
    expect((await set(plusDays(1), '  ')).error?.hint).toBe('next_action_incomplete');
    expect((await set(plusDays(1), 'x'.repeat(141))).error?.hint).toBe('next_action_too_long');
    expect((await record('broker'))?.next_action_on).toBeNull();
  });

  it.each(OUTSIDERS)('%s cannot set it', async (actor) => {
    expect((await w.db[actor].rpc('crm_set_next_action', { contact_id: contact, due_on: plusDays(1), action: 'x' })).error).not.toBeNull();
  });

  it('the broker sets one for tomorrow: broker and agency see it on their homes, the owner and outsiders not', async () => {
    expect((await w.db.broker.rpc('crm_set_next_action', { contact_id: contact, due_on: plusDays(1), action: 'Enviar contrato' })).error).toBeNull();
    for (const actor of ['broker', 'agency'] as const) {
      const { data, error } = await w.db[actor].rpc('crm_next_actions', { days: 7 });
      expect(error).toBeNull();
      expect(data).toEqual([expect.objectContaining({ contact_id: contact, next_action_text: 'Enviar contrato', next_action_on: plusDays(1), overdue: false })]);
    }
    expect((await w.db.owner.rpc('crm_next_actions', { days: 7 })).data).toEqual([]);
    expect((await w.db.brokerOther.rpc('crm_next_actions', { days: 7 })).data).toEqual([]);
    expect((await w.db.anon.rpc('crm_next_actions', { days: 7 })).error).not.toBeNull();
  });

  it('on the day the job notifies whoever set it and the agency, once', async () => {
    expect((await w.db.broker.rpc('crm_next_action_job')).error).not.toBeNull();
    await service().from('crm_records').update({ next_action_on: today() }).eq('workspace_id', w.id.agency).eq('contact_id', contact);
    const first = await service().rpc('crm_next_action_job');
    expect(first.error).toBeNull();
    expect((first.data as { crm_reminders: number }).crm_reminders).toBeGreaterThanOrEqual(1);
    for (const who of [w.id.broker, w.id.agency]) {
      const { data } = await service().from('notifications').select('kind, category, message_key, params, link').eq('user_id', who).eq('kind', 'crm_next_action');
      expect(data).toEqual([
        { kind: 'crm_next_action', category: 'contatos', message_key: 'crm.next_action', params: expect.objectContaining({ person: 'Teste cliente', action: 'Enviar contrato' }), link: `/clientes/${contact}` },
      ]);
    }
    await service().rpc('crm_next_action_job');
    const again = await service().from('notifications').select('id').eq('user_id', w.id.broker).eq('kind', 'crm_next_action');
    expect(again.data).toHaveLength(1);
    expect((await service().from('notifications').select('id').eq('user_id', w.id.owner).eq('kind', 'crm_next_action')).data).toEqual([]);
  });
});

describe('crm_contacts', () => {
  const ids = async (actor: ActorName, args: Record<string, string>) => {
    const res = await w.db[actor].rpc('crm_contacts', args);
    return res.error ? res.error.hint : (res.data as { id: string }[]).map((c) => c.id);
  };

  it('lists stage and next action; filters by stage; overdue first', async () => {
    const { data } = await w.db.broker.rpc('crm_contacts', {});
    expect(data).toEqual([expect.objectContaining({ id: contact, stage: 'fechado', next_action_text: 'Enviar contrato', overdue: false })]);
    expect(await ids('broker', { stage_filter: 'fechado' })).toEqual([contact]);
    expect(await ids('broker', { stage_filter: 'novo' })).toEqual([]);
    expect(await ids('broker', { stage_filter: 'inexistente' })).toBe('invalid_stage');
  });

  it('an agency filters by broker: its broker, none, anything else matches nothing', async () => {
    expect(await ids('agency', { broker_filter: w.id.broker })).toEqual([contact]);
    expect(await ids('agency', { broker_filter: 'nenhum' })).toEqual([]);
    expect(await ids('agency', { broker_filter: w.id.brokerOther })).toEqual([]);
    expect(await ids('agency', { broker_filter: 'x\' or 1=1' })).toEqual([]);
    expect(await ids('agencyB', {})).not.toContain(contact);
  });

  it.each(['anon'] as const)('%s is refused', async (actor) => {
    expect((await w.db[actor].rpc('crm_contacts', {})).error).not.toBeNull();
  });
});

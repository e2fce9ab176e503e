import { createWorld, nextWeekday, service, signedInClient, type World } from '../rls/world';

// Issue #28 (LGPD): when an account is deleted (auth admin API → auth.users → profiles cascade), what it left
// with others goes too:
//   leads (interest form)         anonymised: the listing side keeps that its listing had an interest that
//                                 day (its counts), never the person's name, CPF, e-mail, phone or message;
//   contact_messages (support)    deleted;
//   visits the listing side booked for the person    kept, with only what the listing side typed.
// Rows are found by the account's id and by its e-mail (leads and messages sent signed out).

let w: World;
const day = nextWeekday(4);
const tag = Date.now().toString(36);

interface Victim { id: string; email: string }
let victim: Victim;
const ids = { ownLead: 0, typedLead: 0, otherLead: 0, ownMessage: 0, typedMessage: 0, otherMessage: 0, bookedVisit: 0, ownVisit: 0, typedProposal: 0 };

const lead = (name: string, email: string, user_id?: string) =>
  service().rpc('lead_create', {
    property_id: w.listing, name, cpf: '529.982.247-25', email, phone: '(11) 97654-3210', message: 'Meu telefone é 97654-3210', user_id,
  });
const message = (name: string, email: string, user_id?: string) =>
  service().rpc('contact_message_create', { name, email, phone: '(11) 97654-3210', subject: 'outros', message: 'Dados pessoais aqui', user_id });

const ok = <T>(res: { data: T; error: { message: string } | null }): T => {
  if (res.error) throw new Error(res.error.message);
  return res.data;
};

beforeAll(async () => {
  w = await createWorld();
  const created = await signedInClient({ name: 'Titular Que Sai', phone: '(11) 91234-5678', role: 'cliente' });
  victim = { id: created.user.id, email: created.email };
  const shout = ` ${victim.email.toUpperCase()} `;

  ids.ownLead = ok(await lead(`Lead próprio ${tag}`, victim.email, victim.id));
  ids.typedLead = ok(await lead(`Lead deslogado ${tag}`, shout.trim()));
  ids.otherLead = ok(await lead(`Lead de outra pessoa ${tag}`, `${victim.email}.br`));
  ids.ownMessage = ok(await message(`Mensagem própria ${tag}`, victim.email, victim.id));
  ids.typedMessage = ok(await message(`Mensagem deslogada ${tag}`, shout));
  ids.otherMessage = ok(await message(`Mensagem de outra pessoa ${tag}`, `outra.${victim.email}`));

  // A visit the broker booked by phone for the person, then linked to the account (as after the person
  // accepted it), and a visit the person asked for themselves.
  const booked = ok(await w.db.broker.rpc('schedule_visit', {
    property_id: w.listing, visit_date: day, visit_time: '09:00', visitor_name: 'Nome Digitado',
    visitor_phone: '(21) 95555-0000', visitor_email: victim.email,
  })) as { id: number };
  ids.bookedVisit = booked.id;
  ok(await service().from('visits').update({ requester_id: victim.id }).eq('id', booked.id));
  ids.ownVisit = (ok(await created.client.rpc('request_visit', { property_id: w.listingB, visit_date: day, visit_time: '10:00' })) as { id: number }).id;
  // A proposal the agency registered at the counter with the person's e-mail: the agency's own typing.
  ids.typedProposal = (ok(await w.db.agency.rpc('submit_proposal', {
    property_id: w.listing, client_name: 'Cliente Balcão', client_email: victim.email, client_phone: '(11) 96666-0000',
    amount: 420000, payment_method: 'vista',
  })) as { id: number }).id;

  const { error } = await service().auth.admin.deleteUser(victim.id);
  if (error) throw new Error(error.message);
});

it('the account and its profile are gone', async () => {
  expect((await service().from('profiles').select('id').eq('id', victim.id)).data).toEqual([]);
});

it('its leads — by account and by e-mail, whatever the case — keep no personal data', async () => {
  const { data } = await service().from('leads').select('id, property_id, user_id, name, cpf, email, phone, message, anonymized_at')
    .in('id', [ids.ownLead, ids.typedLead]).order('id');
  expect(data).toEqual([ids.ownLead, ids.typedLead].map((id) => ({
    id, property_id: w.listing, user_id: null, name: null, cpf: null, email: null, phone: null, message: null,
    anonymized_at: expect.any(String),
  })));
  // Nothing of the person is left in any lead.
  const left = await service().from('leads').select('id').or(`email.eq.${victim.email},user_id.eq.${victim.id}`);
  expect(left.data).toEqual([]);
});

it('someone else’s lead with a merely similar e-mail is untouched', async () => {
  const { data } = await service().from('leads').select('name, email, anonymized_at').eq('id', ids.otherLead).single();
  expect(data).toEqual({ name: `Lead de outra pessoa ${tag}`, email: `${victim.email}.br`, anonymized_at: null });
});

it('its support messages are deleted, by account and by e-mail; others stay', async () => {
  const { data } = await service().from('contact_messages').select('id').in('id', [ids.ownMessage, ids.typedMessage, ids.otherMessage]);
  expect(data).toEqual([{ id: ids.otherMessage }]);
});

it('the visit the listing side booked for it stays, with only what the listing side typed', async () => {
  const { data } = await service().from('visits').select('requester_id, visitor_name, visitor_phone, visitor_email, status').eq('id', ids.bookedVisit).single();
  expect(data).toEqual({ requester_id: null, visitor_name: 'Nome Digitado', visitor_phone: '(21) 95555-0000', visitor_email: victim.email, status: 'confirmada' });
  const agenda = ok(await w.db.broker.rpc('visit_agenda', { search: null, status: null, max_rows: 500 })) as { id: number; client_name: string; client_phone: string }[];
  expect(agenda.find((v) => v.id === ids.bookedVisit)).toMatchObject({ client_name: 'Nome Digitado', client_phone: '(21) 95555-0000' });
});

// Issue #24: the listing side still needs it — kept, cancelled while open, without the person's data.
it('the visit it asked for itself stays with the listing side, anonymised', async () => {
  const { data } = await service().from('visits').select('requester_id, visitor_name, visitor_email, visitor_phone, status').eq('id', ids.ownVisit).single();
  expect(data).toEqual({ requester_id: null, visitor_name: 'Conta excluída', visitor_email: null, visitor_phone: null, status: 'cancelada' });
});

it('the proposal the listing side typed at the counter stays as typed', async () => {
  const { data } = await service().from('proposals').select('client_id, client_name, client_email').eq('id', ids.typedProposal).single();
  expect(data).toEqual({ client_id: null, client_name: 'Cliente Balcão', client_email: victim.email });
});

it('the listing side keeps its counts but sees no contact of the deleted person', async () => {
  const report = ok(await w.db.owner.rpc('listing_side_report', { months: 1 })) as { leads: number }[];
  expect(report.at(-1)!.leads).toBe(3);
  const contacts = ok(await w.db.owner.rpc('listing_side_contacts', { search: null })) as { name: string | null; user_id: string | null; leads: number }[];
  const names = contacts.map((c) => c.name);
  expect(names).not.toContain(null);
  for (const gone of ['Titular Que Sai', `Lead próprio ${tag}`, `Lead deslogado ${tag}`]) expect(names).not.toContain(gone);
  expect(contacts.some((c) => c.user_id === victim.id)).toBe(false);
  // Only the other person's lead is still a lead of someone.
  expect(contacts.reduce((n, c) => n + c.leads, 0)).toBe(1);
  const home = ok(await w.db.owner.rpc('owner_home', { leads_limit: 50 })) as { leads: { id: number; name: string | null }[] };
  expect(home.leads.map((l) => l.id).sort()).toEqual([ids.otherLead]);
});

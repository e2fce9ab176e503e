import { createWorld, service, type World } from '../rls/world';
import { lastNotificationId, notifiedSince, SIDE } from './helpers';

// The interest dialog's leads: the listing side (owner, agency, broker) reads them with the listing and the
// contact data and is notified; nobody else reads them — not even the client who sent one.

let w: World;
let leadId: number;
let since: number;
beforeAll(async () => {
  w = await createWorld();
  since = await lastNotificationId();
  // The interest form's server action writes with the service role, as the session's user (issue #28).
  const { error } = await service().rpc('lead_create', {
    property_id: w.listing, user_id: w.id.cliente, name: 'Paula Interessada', cpf: '529.982.247-25',
    email: 'Paula@Example.com', phone: '(11) 98888-1111', for_whom: 'para_mim', message: 'Aceita permuta?',
  });
  if (error) throw new Error(error.message);
  leadId = (await service().from('leads').select('id').eq('property_id', w.listing).single()).data!.id as number;
});

it('notifies the whole listing side', async () => {
  expect(await notifiedSince(w, since, 'lead')).toEqual([...SIDE].sort());
});

it.each(SIDE)('%s reads the lead with the listing and the contact data', async (actor) => {
  const { data, error } = await w.db[actor].from('leads').select('id, name, email, phone, cpf, message, property:properties(id, title)').eq('id', leadId);
  expect(error).toBeNull();
  expect(data).toEqual([{
    id: leadId, name: 'Paula Interessada', email: 'paula@example.com', phone: '(11) 98888-1111', cpf: '52998224725',
    message: 'Aceita permuta?', property: { id: w.listing, title: 'Apartamento de teste' },
  }]);
});

it.each(['cliente', 'cliente2', 'brokerOther', 'agencyB', 'anon'] as const)('%s reads nothing', async (actor) => {
  const { data } = await w.db[actor].from('leads').select('id').eq('id', leadId);
  expect(data ?? []).toEqual([]);
});

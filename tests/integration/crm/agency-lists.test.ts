import { createWorld, makeListing, nextWeekday, type World } from '../rls/world';

// Issue #39: /agendamentos by broker for an agency (visit_agenda's `broker`: all, one broker, 'nenhum'), and
// a visit the owner confirmed is never labelled with a broker.

let w: World;
let unassigned: number;
let ownerOnly: number;
const ids: Record<string, number> = {};
beforeAll(async () => {
  w = await createWorld();
  unassigned = await makeListing({ owner_id: w.id.owner, agency_id: w.id.agency, broker_id: null, title: 'Sala sem corretor' });
  ownerOnly = await makeListing({ owner_id: w.id.owner, title: 'Casa só do proprietário', type: 'casa' });
  const day = nextWeekday(4);
  for (const [key, property, time] of [['assigned', w.listing, '10:00'], ['unassigned', unassigned, '10:30'], ['ownerOnly', ownerOnly, '11:00']] as const) {
    const res = await w.db.cliente.rpc('request_visit', { property_id: property, visit_date: day, visit_time: time, message: null });
    if (res.error) throw new Error(res.error.message);
    ids[key] = res.data.id;
  }
});

type Row = { id: number; broker_name: string | null; broker_id: string | null; confirmed_by_owner: boolean };
const agenda = async (actor: keyof World['db'], broker?: string) => {
  const { data, error } = await w.db[actor].rpc('visit_agenda', { broker });
  expect(error).toBeNull();
  return (data as Row[]).filter((r) => Object.values(ids).includes(r.id));
};

describe('visit_agenda by broker', () => {
  it('an agency sees all, one broker’s, or the unassigned listings’ visits', async () => {
    expect((await agenda('agency')).map((r) => r.id).sort()).toEqual([ids.assigned, ids.unassigned].sort());
    expect((await agenda('agency', w.id.broker)).map((r) => r.id)).toEqual([ids.assigned]);
    expect((await agenda('agency', 'nenhum')).map((r) => r.id)).toEqual([ids.unassigned]);
  });

  it('another agency’s broker, or a malformed value, matches nothing and fails nothing', async () => {
    expect(await agenda('agency', w.id.brokerOther)).toEqual([]);
    for (const bad of ['xyz', "' or 1=1 --", '%', '00000000-0000-0000-0000-00000000000g']) expect(await agenda('agency', bad)).toEqual([]);
    // The other agency does not see these visits at all.
    expect(await agenda('agencyB')).toEqual([]);
    expect(await agenda('agencyB', w.id.broker)).toEqual([]);
  });
});

describe('the broker label', () => {
  it('a visit the owner confirmed names no broker and says the owner confirmed it', async () => {
    const res = await w.db.owner.rpc('confirm_visit', { visit_id: ids.ownerOnly });
    expect(res.error).toBeNull();
    const [row] = (await agenda('owner')).filter((r) => r.id === ids.ownerOnly);
    expect(row).toMatchObject({ broker_name: null, broker_id: null, confirmed_by_owner: true });
    const [assigned] = (await agenda('owner')).filter((r) => r.id === ids.assigned);
    expect(assigned).toMatchObject({ broker_name: 'Teste broker', broker_id: w.id.broker, confirmed_by_owner: false });
  });
});

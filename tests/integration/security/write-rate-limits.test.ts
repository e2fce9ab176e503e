import { makeListing, nextWeekday, service, user } from '../rls/world';

// Issue #20 §4: the writes a signed-in stranger can repeat are limited per account in the database, so a
// direct API call with the user's token meets the same limit as the site. The limits are the rows of
// private.rate_limits, in different listings per hour (30 for offers, 30 for visit requests); the 31st
// listing is refused with hint 'rate_limited' and a Portuguese message, and changes nothing. Asking a listing
// already counted again (after a cancellation) is not a new one. Another account is not affected, and writes
// of the service role (jobs, seed) are not counted.

const LIMIT = 30;
let listings: number[] = [];

beforeAll(async () => {
  // Listings of a stranger's: one offer and one visit request on each (one pending offer per listing).
  const owner = await user('proprietario', 'Dono limite');
  listings = [];
  for (let i = 0; i <= LIMIT; i += 1) listings.push(await makeListing({ owner_id: owner.user.id, title: `Limite ${i}` }));
}, 120_000);

const offer = (db: Awaited<ReturnType<typeof user>>['client'], property: number) =>
  db.rpc('make_proposal', { property_id: property, amount: 500000, payment_method: 'vista' });

async function count(table: 'proposals' | 'visits', column: string, id: string): Promise<number> {
  const { count: n, error } = await service().from(table).select('id', { count: 'exact', head: true }).eq(column, id);
  if (error) throw new Error(error.message);
  return n ?? 0;
}

test('the 31st offer within an hour is refused in Portuguese and stores nothing; another account still offers', async () => {
  const spammer = await user('cliente', 'Cliente insistente');
  for (let i = 0; i < LIMIT; i += 1) {
    const res = await offer(spammer.client, listings[i]!);
    expect([i, res.error?.message]).toEqual([i, undefined]);
  }
  const refused = await offer(spammer.client, listings[LIMIT]!);
  expect(refused.error?.hint).toBe('rate_limited');
  expect(refused.error?.message).toBe('Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.');
  expect(await count('proposals', 'submitted_by', spammer.user.id)).toBe(LIMIT);

  const other = await user('cliente', 'Outra cliente');
  expect((await offer(other.client, listings[LIMIT]!)).error).toBeNull();
}, 120_000);

test('the 31st visit request within an hour is refused and stores nothing', async () => {
  const spammer = await user('cliente', 'Visitante insistente');
  const day = nextWeekday(3);
  for (let i = 0; i < LIMIT; i += 1) {
    const res = await spammer.client.rpc('request_visit', { property_id: listings[i]!, visit_date: day, visit_time: '10:00', message: null });
    expect([i, res.error?.message]).toEqual([i, undefined]);
  }
  const refused = await spammer.client.rpc('request_visit', { property_id: listings[LIMIT]!, visit_date: day, visit_time: '10:00', message: null });
  expect(refused.error?.hint).toBe('rate_limited');
  expect(await count('visits', 'created_by', spammer.user.id)).toBe(LIMIT);

  // The first listing again, after cancelling that visit: the same listing, not a 31st one.
  const first = await service().from('visits').select('id').eq('created_by', spammer.user.id).eq('property_id', listings[0]!).single();
  expect((await spammer.client.rpc('cancel_visit', { visit_id: first.data!.id, reason: 'Mudei de ideia' })).error).toBeNull();
  const again = await spammer.client.rpc('request_visit', { property_id: listings[0]!, visit_date: day, visit_time: '11:00', message: null });
  expect(again.error).toBeNull();
}, 120_000);

test('writes of the service role are not counted against anyone', async () => {
  const client = await user('cliente', 'Cliente importada');
  for (let i = 0; i <= LIMIT; i += 1) {
    const { error } = await service().from('favorites').insert({ user_id: client.user.id, property_id: listings[i]! });
    expect(error).toBeNull();
  }
  // The person's own favourite still goes through: the 31 rows above took none of the account's budget.
  const { error } = await client.client.from('favorites').delete().eq('property_id', listings[0]!);
  expect(error).toBeNull();
  expect((await client.client.from('favorites').insert({ user_id: client.user.id, property_id: listings[0]! })).error).toBeNull();
});

test('a malformed or encoded bucket in a direct call cannot reach the limiter (no API access to private)', async () => {
  const stranger = await user('cliente', 'Curioso');
  for (const name of ['take_rate_limit', 'rate_limit_insert']) {
    const res = await stranger.client.rpc(name, { p_bucket: "proposal'; delete from private.rate_limit_hits; --", p_user: stranger.user.id });
    expect(res.error).not.toBeNull();
  }
  const read = await stranger.client.schema('private' as 'public').from('rate_limits').select('*');
  expect(read.error).not.toBeNull();
});

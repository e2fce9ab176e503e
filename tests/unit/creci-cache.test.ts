// Issue #34 (CRECI): a profile write that changes the CRECI expires the advertiser's cached public page and
// the pages of their live listings (docs/caching.md); an unchanged CRECI expires nothing.

const expired: unknown[] = [];
const orFilters: string[] = [];
jest.mock('server-only', () => ({}));
jest.mock('@/lib/cache/tags', () => ({ expirePublic: (w: unknown) => expired.push(w) }));
jest.mock('@/lib/supabase/admin', () => ({
  createAdminClient: () => {
    const q = {
      from: () => q,
      select: () => q,
      eq: () => q,
      or: (f: string) => (orFilters.push(f), q),
      limit: async () => ({ data: [{ id: 11 }, { id: 12 }], error: null }),
    };
    return q;
  },
}));

import { expireCreciPages } from '@/lib/data/creci';

const id = 'd40a75c1-0d84-50f2-a5a6-ed41d03f474b';
beforeEach(() => {
  expired.length = 0;
  orFilters.length = 0;
});

test('a changed CRECI expires the page and each live listing of the advertiser', async () => {
  await expireCreciPages({ id, slug: 'lucas-ferreira', creci: '184527-F/SP' }, 'CRECI 99 F SP');
  expect(expired).toEqual([
    { kind: 'agency-page', slugs: ['lucas-ferreira'] },
    { kind: 'listing', id: 11 },
    { kind: 'listing', id: 12 },
  ]);
  expect(orFilters).toEqual([`owner_id.eq.${id},agency_id.eq.${id},broker_id.eq.${id}`]);
});

test('clearing it counts as a change; the same CRECI typed differently does not', async () => {
  await expireCreciPages({ id, slug: 'lucas-ferreira', creci: '184527-F/SP' }, '');
  expect(expired).toHaveLength(3);
  expired.length = 0;
  await expireCreciPages({ id, slug: 'lucas-ferreira', creci: '184527-F/SP' }, 'CRECI-SP 184.527-F');
  await expireCreciPages({ id, slug: null, creci: null }, '   ');
  expect(expired).toEqual([]);
});

test('a malformed profile id reads nothing', async () => {
  await expireCreciPages({ id: 'x,owner_id.neq.0', slug: 's', creci: null }, '1-J/SP');
  expect(orFilters).toEqual([]);
  expect(expired).toEqual([{ kind: 'agency-page', slugs: ['s'] }]);
});

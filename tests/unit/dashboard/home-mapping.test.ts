/**
 * The role homes' jsonb answers (client_home, owner_home, broker_home) as the typed objects the pages show.
 */
jest.mock('server-only', () => ({}));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));
jest.mock('@/lib/data/auth', () => ({ getSessionUser: jest.fn() }));

import { goalPercent, toBrokerHome, toClientHome, toOwnerHome } from '@/lib/data/dashboard';

describe('toClientHome', () => {
  it('maps counts and featured cards with the favourite flag', () => {
    const home = toClientHome({
      favorites: 2,
      open_visits: 1,
      open_proposals: 3,
      featured: [
        {
          id: 100001, title: 'Casa com quintal', transaction: 'venda', type: 'casa', price: 850000, bedrooms: 3,
          bathrooms: 2, parking_spaces: 2, area: 180, neighborhood: 'Pinheiros', city: 'São Paulo', state: 'SP',
          featured: true, published_at: '2026-11-20T10:00:00+00:00', cover_image: 'seed/casa.jpg', is_favorite: true,
        },
        {
          id: 100002, title: 'Studio', transaction: 'aluguel', type: 'kitnet_studio', price: 2500, bedrooms: 1,
          bathrooms: 1, parking_spaces: 0, area: null, neighborhood: 'Moema', city: 'São Paulo', state: 'SP',
          featured: true, published_at: null, cover_image: null, is_favorite: false,
        },
      ],
    });
    expect(home).toMatchObject({ favorites: 2, openVisits: 1, openProposals: 3 });
    expect(home.featured).toEqual([
      expect.objectContaining({ id: 100001, parkingSpaces: 2, area: 180, coverImage: 'seed/casa.jpg', featured: true, isFavorite: true }),
      expect.objectContaining({ id: 100002, transaction: 'aluguel', area: null, coverImage: null, isFavorite: false }),
    ]);
  });

  it('an empty or broken answer is zeros and no cards', () => {
    expect(toClientHome(null)).toEqual({ favorites: 0, openVisits: 0, openProposals: 0, featured: [] });
    expect(toClientHome({ favorites: 'x', featured: 'nope' })).toEqual({ favorites: 0, openVisits: 0, openProposals: 0, featured: [] });
  });
});

describe('toOwnerHome', () => {
  it('maps totals, per-listing rows and leads', () => {
    const home = toOwnerHome({
      totals: { listings: 2, active_listings: 1, views: 40, favorites: 5, visits: 3, proposals: 2, leads: 4 },
      listings: [{ id: 7, title: 'Apto', status: 'ativo', views: 40, favorites: 5, visits: 3, proposals: 2, leads: 4 }],
      open_visits: 2,
      open_proposals: 1,
      leads: [{ id: 9, name: 'Ana', email: 'ana@example.com', phone: '(11) 98888-7777', message: null, created_at: '2026-11-21T12:00:00Z', property_id: 7, property_title: 'Apto' }],
    });
    expect(home.totals).toEqual({ listings: 2, activeListings: 1, views: 40, favorites: 5, visits: 3, proposals: 2, leads: 4 });
    expect(home.listings).toEqual([{ id: 7, title: 'Apto', status: 'ativo', views: 40, favorites: 5, visits: 3, proposals: 2, leads: 4 }]);
    expect(home.openVisits).toBe(2);
    expect(home.openProposals).toBe(1);
    expect(home.leads).toEqual([
      { id: 9, name: 'Ana', email: 'ana@example.com', phone: '(11) 98888-7777', message: null, createdAt: '2026-11-21T12:00:00Z', propertyId: 7, propertyTitle: 'Apto' },
    ]);
  });
});

describe('toBrokerHome', () => {
  it('maps the month counts, upcoming visits (HH:MM) and opportunities', () => {
    const home = toBrokerHome({
      month_start: '2026-11-01T03:00:00+00:00',
      sales_goal: 5,
      sales: 2,
      scheduled_visits: 4,
      new_clients: 3,
      upcoming: [{ id: 1, visit_date: '2026-11-24', visit_time: '10:30:00', status: 'confirmada', property_id: 7, property_title: 'Apto', client_name: 'Bruno', client_phone: null }],
      opportunities: [],
    });
    expect(home).toMatchObject({ monthStart: '2026-11-01T03:00:00+00:00', salesGoal: 5, sales: 2, scheduledVisits: 4, newClients: 3, opportunities: [] });
    expect(home.upcoming).toEqual([
      { id: 1, date: '2026-11-24', time: '10:30', status: 'confirmada', propertyId: 7, propertyTitle: 'Apto', clientName: 'Bruno', clientPhone: null },
    ]);
  });

  it('falls back to the goal of 5 when the answer has none', () => {
    expect(toBrokerHome({}).salesGoal).toBe(5);
  });
});

describe('goalPercent', () => {
  it.each([
    [0, 5, 0],
    [2, 5, 40],
    [5, 5, 100],
    [7, 5, 100],
    [1, 3, 33],
    [3, 0, 0],
  ])('%i of %i is %i%%', (done, goal, percent) => {
    expect(goalPercent(done, goal)).toBe(percent);
  });
});

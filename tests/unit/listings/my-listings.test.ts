/**
 * /imoveis: the URL's params as the page reads them (malformed and encoded values dropped), the jsonb
 * answer of listing_manage_search as the rows the page draws, and the address line.
 */
jest.mock('server-only', () => ({}));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));
jest.mock('@/lib/data/auth', () => ({ getSessionUser: jest.fn() }));

import { formatListingAddress } from '@/components/listings/manage/format';
import { toManagePage } from '@/lib/data/my-listings';
import { manageQuery, parseManageParams } from '@/lib/validations/my-listings';

describe('parseManageParams', () => {
  it('reads search, status, sort and page', () => {
    expect(parseManageParams({ q: '  Rua Harmonia ', status: 'pausado', sort: 'price_desc', page: '3' })).toEqual({
      q: 'Rua Harmonia',
      status: 'pausado',
      sort: 'price_desc',
      page: 3,
    });
  });

  it('drops what it does not know, whatever the dress', () => {
    for (const status of ['apagado', 'ATIVO', "ativo' or 1=1", 'ativo%00', '']) {
      expect(parseManageParams({ status }).status).toBeNull();
    }
    for (const sort of ['id', 'price_desc;drop', 'PRICE_DESC', '']) expect(parseManageParams({ sort }).sort).toBe('recent');
    for (const page of ['0', '-1', '1e3', '2.5', 'abc', '99999999', '0x10', ' 2', '10001']) {
      expect(parseManageParams({ page }).page).toBe(1);
    }
  });

  it('takes the first of repeated params, strips control characters and cuts the search at 100', () => {
    expect(parseManageParams({ q: ['casa', 'apto'], status: ['vendido', 'ativo'] })).toMatchObject({ q: 'casa', status: 'vendido' });
    expect(parseManageParams({ q: 'a\u0000b\nc' }).q).toBe('a b c');
    expect(parseManageParams({ q: 'x'.repeat(300) }).q).toHaveLength(100);
  });

  it('writes back only what differs from the defaults', () => {
    expect(manageQuery({ q: '', status: null, sort: 'recent', page: 1 })).toEqual({});
    expect(manageQuery({ q: 'casa', status: 'ativo', sort: 'views', page: 2 })).toEqual({ q: 'casa', status: 'ativo', sort: 'views', page: '2' });
  });
});

describe('toManagePage', () => {
  it('maps rows, counts, links and the pages', () => {
    const page = toManagePage(
      {
      total: 41,
      page: 2,
      per_page: 20,
      rows: [
        {
          id: 100200, title: 'Casa', status: 'ativo', transaction: 'aluguel', type: 'casa', price: 3500,
          street: 'Rua A', street_number: '10', neighborhood: 'Centro', city: 'Campinas', state: 'SP',
          cover_image: '100200/a.webp', published_at: '2026-11-01T00:00:00Z', expires_at: '2026-12-31T00:00:00Z',
          days_left: 36, created_at: '2026-11-01T00:00:00Z', views: '7', favorites: 1, leads: 2, visits: 3, proposals: 4,
          relation: 'agency', agency_id: 'a1', agency_name: 'Imob', broker_id: 'b1', broker_name: 'Bia',
          open_request: null,
        },
        { id: 100201, title: '', status: 'rascunho', relation: 'owner', open_request: { id: 9, partner_name: 'X', partner_role: 'imobiliaria' } },
      ],
      brokers: [{ id: 'b1', name: 'Bia' }],
      requests: [{ id: 5, property_id: 100300, partner_role: 'imobiliaria', title: 'Apto', neighborhood: 'Moema', city: 'São Paulo', state: 'SP', owner_name: 'Ana', created_at: 'x' }],
      },
      'a1',
    );
    expect(page.pages).toBe(3);
    expect(page.rows[0]).toMatchObject({
      id: 100200, price: 3500, daysLeft: 36, relation: 'agency', isAgency: true,
      counts: { views: 7, favorites: 1, leads: 2, visits: 3, proposals: 4 },
      agency: { id: 'a1', name: 'Imob' }, broker: { id: 'b1', name: 'Bia' },
    });
    expect(page.rows[1]).toMatchObject({ status: 'rascunho', price: null, daysLeft: null, agency: null, isAgency: false, openRequest: { id: 9 } });
    expect(page.requests[0].place).toBe('Moema, São Paulo, SP');
  });

  it('an empty or broken answer is an empty first page', () => {
    for (const v of [null, undefined, 'x', [], { rows: 'nope' }]) {
      expect(toManagePage(v as never)).toMatchObject({ total: 0, page: 1, pages: 1, rows: [], brokers: [], requests: [] });
    }
  });
});

describe('formatListingAddress', () => {
  it('joins what is filled in', () => {
    expect(formatListingAddress({ street: 'Rua A', number: '10', neighborhood: 'Centro', city: 'Campinas', state: 'SP' })).toBe(
      'Rua A, 10 — Centro, Campinas/SP',
    );
    expect(formatListingAddress({ street: null, number: null, neighborhood: null, city: 'Campinas', state: null })).toBe('Campinas');
    expect(formatListingAddress({ street: null, number: null, neighborhood: null, city: null, state: null })).toBe('');
  });
});

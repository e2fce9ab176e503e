import { parseProposalListParams } from '@/lib/validations/proposals';

// Issue #39: /propostas' URL — search, status, an agency's broker and the order; anything unknown is the default.
describe('parseProposalListParams', () => {
  it('reads the defaults from an empty query: no filter, awaiting a reply first', () => {
    expect(parseProposalListParams({})).toEqual({ q: '', status: null, corretor: null, ordem: null });
  });

  it('keeps known values and trims the search to 100 characters', () => {
    const id = '3f2b8c1e-0000-4000-8000-000000000001';
    expect(parseProposalListParams({ q: '  Mooca  ', status: 'pendente', corretor: id, ordem: 'recentes' })).toEqual({
      q: 'Mooca', status: 'pendente', corretor: id, ordem: 'recentes',
    });
    expect(parseProposalListParams({ q: 'x'.repeat(500) }).q).toHaveLength(100);
  });

  it('drops unknown statuses and orders, takes the first of repeated values', () => {
    expect(parseProposalListParams({ status: 'hackeada', ordem: 'valor' })).toMatchObject({ status: null, ordem: null });
    expect(parseProposalListParams({ status: ['aceita', 'pendente'], q: ['a', 'b'] })).toMatchObject({ status: 'aceita', q: 'a' });
    // The broker id is left to the page (checked against the agency's team, else 404) and the SQL.
    expect(parseProposalListParams({ corretor: "' or 1=1" }).corretor).toBe("' or 1=1");
    expect(parseProposalListParams({ corretor: '   ' }).corretor).toBeNull();
  });
});

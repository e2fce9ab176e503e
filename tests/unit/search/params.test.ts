import {
  EMPTY_FILTERS,
  hasActiveFilters,
  MAX_SHOWN,
  PAGE_SIZE,
  searchHref,
  toSearchParams,
} from '@/lib/search/params';
import { splitStateFromText, toRpcFilters } from '@/lib/search/rpc-filters';
import { parseSearchParams } from '@/lib/search/parse';

describe('parseSearchParams', () => {
  it('reads every filter of the URL', () => {
    const f = parseSearchParams(
      new URLSearchParams(
        'q=Vila%20Madalena&transacao=alugar&objetivo=residencial&tipos=casa,apartamento&quartos=2&precoMax=300000&rua=Harmonia&bairro=Pinheiros&cidade=S%C3%A3o%20Paulo&ordem=menor-preco&mostrar=24&bbox=-46.7,-23.6,-46.6,-23.5&vista=mapa',
      ),
    );
    expect(f).toEqual({
      q: 'Vila Madalena',
      transacao: 'alugar',
      objetivo: 'residencial',
      tipos: ['apartamento', 'casa'],
      quartos: 2,
      // A link of before the rent filters: ?transacao=alugar&precoMax= meant the rent.
      aluguelMax: 300000,
      rua: 'Harmonia',
      bairro: 'Pinheiros',
      cidade: 'São Paulo',
      ordem: 'menor-preco',
      mostrar: 24,
      bbox: [-46.7, -23.6, -46.6, -23.5],
      vista: 'mapa',
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parseSearchParams({})).toEqual(EMPTY_FILTERS);
    expect(parseSearchParams(new URLSearchParams('q=&tipos=&quartos='))).toEqual(EMPTY_FILTERS);
  });

  it('accepts Next searchParams objects, taking the first of repeated values', () => {
    expect(parseSearchParams({ q: ['casa', 'apto'], quartos: '3' })).toMatchObject({ q: 'casa', quartos: 3 });
  });

  it('drops malformed values instead of failing', () => {
    const f = parseSearchParams(
      new URLSearchParams(
        'transacao=alugar2&objetivo=x&tipos=castelo,casa&quartos=7&precoMax=-5&ordem=barato&mostrar=abc&bbox=1,2,3&vista=grade',
      ),
    );
    expect(f).toEqual({ ...EMPTY_FILTERS, tipos: ['casa'] });
  });

  it('rejects inverted or out-of-range boxes', () => {
    expect(parseSearchParams({ bbox: '-46.6,-23.6,-46.7,-23.5' }).bbox).toBeUndefined();
    expect(parseSearchParams({ bbox: '-200,-23.6,-46.7,-23.5' }).bbox).toBeUndefined();
  });

  it('caps how many results a URL can show', () => {
    expect(parseSearchParams({ mostrar: '100000' }).mostrar).toBe(MAX_SHOWN);
    expect(parseSearchParams({ mostrar: '0' }).mostrar).toBe(PAGE_SIZE);
  });

  it('normalises blanks in texts', () => {
    expect(parseSearchParams({ q: '   ', bairro: '  Vila   Mariana ' })).toEqual({ ...EMPTY_FILTERS, bairro: 'Vila Mariana' });
  });
});

describe('toSearchParams', () => {
  it('round-trips through parseSearchParams', () => {
    const f = parseSearchParams(
      new URLSearchParams('q=#123&transacao=comprar&tipos=cobertura,casa&quartos=4&ordem=recentes&mostrar=36&bbox=-46.71,-23.61,-46.6,-23.5'),
    );
    expect(parseSearchParams(toSearchParams(f))).toEqual(f);
  });

  it('leaves defaults out and orders types canonically', () => {
    expect(toSearchParams({ ...EMPTY_FILTERS }).toString()).toBe('');
    expect(toSearchParams({ ...EMPTY_FILTERS, tipos: ['cobertura', 'apartamento'] }).toString()).toBe(
      'tipos=apartamento%2Ccobertura',
    );
    expect(searchHref({ ...EMPTY_FILTERS })).toBe('/buscar');
    expect(searchHref({ ...EMPTY_FILTERS, transacao: 'alugar', q: 'Moema' })).toBe('/buscar?q=Moema&transacao=alugar');
  });
});

describe('hasActiveFilters', () => {
  it('ignores the sort, the page size and the view', () => {
    expect(hasActiveFilters({ ...EMPTY_FILTERS, ordem: 'recentes', mostrar: 48, vista: 'mapa' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, quartos: 1 })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, bbox: [-47, -24, -46, -23] })).toBe(true);
  });
});

describe('toRpcFilters', () => {
  it('maps the URL vocabulary to the SQL function keys', () => {
    const f = parseSearchParams(
      new URLSearchParams('q=jardim&transacao=alugar&objetivo=comercial&tipos=casa&quartos=2&precoMax=5000&rua=a&bairro=b&cidade=c&ordem=maior-preco&bbox=-47,-24,-46,-23'),
    );
    expect(toRpcFilters(f, { limit: 12, offset: 24, count: false })).toEqual({
      q: 'jardim',
      transaction: 'aluguel',
      objective: 'comercial',
      types: ['casa'],
      min_bedrooms: 2,
      rent_max: 5000,
      street: 'a',
      neighborhood: 'b',
      city: 'c',
      min_lng: -47,
      min_lat: -24,
      max_lng: -46,
      max_lat: -23,
      sort: 'price_desc',
      limit: 12,
      offset: 24,
      count: false,
    });
    expect(toRpcFilters({ ...EMPTY_FILTERS, transacao: 'comprar' })).toEqual({ transaction: 'venda', sort: 'relevance' });
    expect(toRpcFilters({ ...EMPTY_FILTERS, ordem: 'menor-preco' }).sort).toBe('price_asc');
    expect(toRpcFilters({ ...EMPTY_FILTERS, ordem: 'recentes' }).sort).toBe('recent');
  });

  it('can leave the box out (the map asks by its own box)', () => {
    const f = { ...EMPTY_FILTERS, bbox: [-47, -24, -46, -23] as const };
    expect(toRpcFilters(f, { withBbox: false })).toEqual({ sort: 'relevance' });
  });

  it('passes the count cap of the first page', () => {
    expect(toRpcFilters(EMPTY_FILTERS, { limit: 12, offset: 0, count: true, countLimit: 1000 })).toEqual({
      sort: 'relevance',
      limit: 12,
      offset: 0,
      count: true,
      count_limit: 1000,
    });
  });
});

describe('splitStateFromText', () => {
  it('moves a trailing state abbreviation to the state filter', () => {
    expect(splitStateFromText('Pinheiros SP')).toEqual({ q: 'Pinheiros', state: 'SP' });
    expect(splitStateFromText('São Paulo, sp')).toEqual({ q: 'São Paulo', state: 'SP' });
    expect(splitStateFromText('Boa Viagem - PE')).toEqual({ q: 'Boa Viagem', state: 'PE' });
    expect(toRpcFilters({ ...EMPTY_FILTERS, q: 'Moema SP' })).toMatchObject({ q: 'Moema', state: 'SP' });
  });

  it('leaves other texts alone', () => {
    expect(splitStateFromText('SP')).toEqual({ q: 'SP' });
    expect(splitStateFromText('casa com 2 suites')).toEqual({ q: 'casa com 2 suites' });
    expect(splitStateFromText('Vila XX')).toEqual({ q: 'Vila XX' });
    expect(splitStateFromText('#123')).toEqual({ q: '#123' });
  });
});

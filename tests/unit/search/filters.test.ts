import {
  activeFilterCount,
  AMOUNT_CAP,
  AREA_CAP,
  EMPTY_FILTERS,
  filterChips,
  hasActiveFilters,
  parseAmount,
  searchHref,
  toSearchParams,
  type SearchFilters,
} from '@/lib/search/params';
import { toRpcFilters } from '@/lib/search/rpc-filters';
import { parseSearchParams } from '@/lib/search/parse';

// Issue #36: the new filters of /buscar — their URL parsing (lenient: garbage ignored, negative ignored,
// reversed ranges swapped, huge values clamped), their SQL keys, and their chips.

const parse = (qs: string) => parseSearchParams(new URLSearchParams(qs));

describe('parsing the new filters', () => {
  it('reads every new parameter', () => {
    expect(
      parse(
        'transacao=alugar&aluguelMin=1500&aluguelMax=3000&valor=total&areaMin=40&areaMax=120&banheiros=2&vagas=1&mobiliado=1&pets=1&condominioMax=800&comodidades=piscina,academia&estado=pr&cidade=Curitiba',
      ),
    ).toEqual({
      ...EMPTY_FILTERS,
      transacao: 'alugar',
      aluguelMin: 1500,
      aluguelMax: 3000,
      valor: 'total',
      areaMin: 40,
      areaMax: 120,
      banheiros: 2,
      vagas: 1,
      mobiliado: true,
      pets: true,
      condominioMax: 800,
      comodidades: ['piscina', 'academia'],
      estado: 'PR',
      cidade: 'Curitiba',
    });
    expect(parse('transacao=comprar&precoMin=200000&precoMax=900000')).toMatchObject({ precoMin: 200000, precoMax: 900000 });
  });

  it('reads amounts as people type them in Brazil', () => {
    expect(parse('aluguelMax=3.000').aluguelMax).toBe(3000);
    expect(parse('aluguelMax=3000,60').aluguelMax).toBe(3001);
    expect(parse('precoMax=1.200.000').precoMax).toBe(1_200_000);
    expect(parse('areaMin=45.5').areaMin).toBe(46);
  });

  it('ignores garbage, zero and negative values', () => {
    const garbage = parse(
      'aluguelMin=abc&aluguelMax=-3000&valor=parcial&areaMin=0&areaMax=NaN&banheiros=-1&vagas=x&mobiliado=talvez&pets=0&condominioMax=R$&comodidades=castelo,,heliponto&estado=XX&precoMin=Infinity&precoMax=1e',
    );
    expect(garbage).toEqual(EMPTY_FILTERS);
    expect(parse('estado=São Paulo').estado).toBeUndefined();
    expect(parse('banheiros=2.5').banheiros).toBeUndefined();
    expect(parse('mobiliado=true&pets=TRUE')).toMatchObject({ mobiliado: true, pets: true });
  });

  it('swaps a reversed range instead of refusing it', () => {
    expect(parse('aluguelMin=5000&aluguelMax=1000')).toMatchObject({ aluguelMin: 1000, aluguelMax: 5000 });
    expect(parse('precoMin=900000&precoMax=100000')).toMatchObject({ precoMin: 100000, precoMax: 900000 });
    expect(parse('areaMin=200&areaMax=50')).toMatchObject({ areaMin: 50, areaMax: 200 });
  });

  it('clamps huge values', () => {
    expect(parse('aluguelMax=99999999999999999999').aluguelMax).toBe(AMOUNT_CAP);
    expect(parse('precoMax=1e30').precoMax).toBe(AMOUNT_CAP);
    expect(parse('condominioMax=5000000000').condominioMax).toBe(AMOUNT_CAP);
    expect(parse('areaMax=10000000').areaMax).toBe(AREA_CAP);
    expect(parse('banheiros=12&vagas=999')).toMatchObject({ banheiros: 4, vagas: 4 });
  });

  it('keeps only the price filters of the chosen transação', () => {
    expect(parse('transacao=alugar&aluguelMax=3000&precoMax=900000')).toMatchObject({ aluguelMax: 3000 });
    expect(parse('transacao=alugar&aluguelMax=3000&precoMax=900000').precoMax).toBeUndefined();
    const sale = parse('transacao=comprar&aluguelMax=3000&valor=total&precoMax=900000');
    expect(sale).toMatchObject({ precoMax: 900000 });
    expect(sale.aluguelMax).toBeUndefined();
    expect(sale.valor).toBeUndefined();
    // Todos: both, each for its own listings.
    expect(parse('aluguelMax=3000&precoMax=900000')).toMatchObject({ aluguelMax: 3000, precoMax: 900000 });
  });

  it('round-trips through the canonical URL', () => {
    const f = parse(
      'comodidades=academia,piscina&pets=1&transacao=alugar&valor=total&aluguelMax=3000&banheiros=2&areaMin=30&estado=SP&condominioMax=900&vagas=2&mobiliado=1',
    );
    expect(parse(toSearchParams(f).toString())).toEqual(f);
    expect(searchHref({ ...EMPTY_FILTERS, transacao: 'alugar', aluguelMax: 3000, valor: 'total', pets: true })).toBe(
      '/buscar?transacao=alugar&aluguelMax=3000&valor=total&pets=1',
    );
  });
});

describe('the SQL keys of the new filters', () => {
  it('maps each filter to the key of search_properties', () => {
    expect(
      toRpcFilters(
        parse(
          'transacao=alugar&aluguelMin=1000&aluguelMax=3000&valor=total&areaMin=40&areaMax=90&banheiros=2&vagas=1&mobiliado=1&pets=1&condominioMax=700&comodidades=portaria_24h,piscina&estado=PR',
        ),
      ),
    ).toEqual({
      sort: 'relevance',
      transaction: 'aluguel',
      rent_min: 1000,
      rent_max: 3000,
      rent_total: true,
      min_area: 40,
      max_area: 90,
      min_bathrooms: 2,
      min_parking: 1,
      furnished: true,
      pets_allowed: true,
      max_condo_fee: 700,
      condo_features: ['piscina', 'portaria_24h'],
      state: 'PR',
    });
  });

  it('Todos sends the rent range and the sale range, each for its own listings', () => {
    expect(toRpcFilters(parse('aluguelMax=3000&precoMin=200000'))).toEqual({ sort: 'relevance', rent_max: 3000, sale_min: 200000 });
  });

  it('the estado filter wins over a state read from the text', () => {
    expect(toRpcFilters(parse('q=Centro+SP&estado=PR'))).toMatchObject({ q: 'Centro', state: 'PR' });
  });

  it("a price sort follows 'Valor total'", () => {
    expect(toRpcFilters(parse('transacao=alugar&valor=total&ordem=menor-preco')).rent_total).toBe(true);
    expect(toRpcFilters(parse('transacao=alugar&valor=total')).rent_total).toBeUndefined();
  });
});

describe('chips', () => {
  const money = (n: number) => `R$${n}`;
  it('one chip per active filter, each removing only itself', () => {
    const f = parse('cidade=Curitiba&bairro=Batel&rua=XV&q=varanda&tipos=casa,apartamento&transacao=alugar&aluguelMax=3000&valor=total&quartos=2&pets=1&mobiliado=1&comodidades=piscina');
    const chips = filterChips(f, money);
    expect(chips.map((c) => c.id)).toEqual([
      'cidade', 'bairro', 'rua', 'q', 'tipo-apartamento', 'tipo-casa', 'aluguel', 'quartos', 'mobiliado', 'pets', 'comodidade-piscina',
    ]);
    expect(chips.find((c) => c.id === 'aluguel')).toMatchObject({ message: 'totalMax', values: { max: 'R$3000' } });
    expect(activeFilterCount(f)).toBe(11);
    for (const chip of chips) {
      const without: SearchFilters = { ...f, ...chip.remove };
      const left = filterChips(without, money).map((c) => c.id);
      expect(left).toHaveLength(chips.length - 1);
      expect(left).not.toContain(chip.id);
    }
  });

  it('shows the Curitiba chip for ?cidade=Curitiba and none for an empty search', () => {
    expect(filterChips(parse('cidade=Curitiba'), money)).toEqual([
      { id: 'cidade', message: 'city', values: { value: 'Curitiba' }, remove: { cidade: undefined } },
    ]);
    expect(filterChips(EMPTY_FILTERS, money)).toEqual([]);
    expect(hasActiveFilters(parse('transacao=comprar'))).toBe(true);
    expect(activeFilterCount(parse('transacao=comprar'))).toBe(0);
  });

  it('ranges read as ranges', () => {
    expect(filterChips(parse('transacao=comprar&precoMin=100000&precoMax=500000'), money)[0]).toMatchObject({
      message: 'priceRange',
      values: { min: 'R$100000', max: 'R$500000' },
    });
    expect(filterChips(parse('areaMin=50'), money)[0]).toMatchObject({ message: 'areaMin', values: { min: '50 m²' } });
  });
});

describe('parseAmount (the typed BRL inputs)', () => {
  it('keeps only the digits, clamps, and reads nothing as no limit', () => {
    expect(parseAmount('R$ 3.000')).toBe(3000);
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('R$ 0')).toBeUndefined();
    expect(parseAmount('abc')).toBeUndefined();
    expect(parseAmount('99999999999999')).toBe(AMOUNT_CAP);
  });
});

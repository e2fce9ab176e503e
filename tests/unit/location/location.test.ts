import en from '@/messages/en/location.json';
import es from '@/messages/es/location.json';
import pt from '@/messages/pt-BR/location.json';
import { AMENITY_KEYS, amenityLabel, amenitySlug, amenityValue } from '@/lib/location/amenities';
import { stateOfText } from '@/lib/location/states';
import { didYouMean, placeFilters, placeLabel, type PlaceSuggestion } from '@/lib/location/suggestions';
import { EMPTY_FILTERS } from '@/lib/search/params';
import { toRpcFilters } from '@/lib/search/rpc-filters';

const s = (over: Partial<PlaceSuggestion>): PlaceSuggestion => ({
  kind: 'city', name: 'Curitiba', neighborhood: null, city: 'Curitiba', state: 'PR', count: 3, propertyId: null, match: 'prefix', ...over,
});

describe('amenity keys', () => {
  it('every key has a label in pt-BR, en and es, and the pt-BR label slugs to its key (as the SQL maps it)', () => {
    for (const key of AMENITY_KEYS) {
      expect(en.Amenities[key]).toBeTruthy();
      expect(es.Amenities[key]).toBeTruthy();
      expect(amenitySlug(pt.Amenities[key])).toBe(key);
    }
    expect(Object.keys(pt.Amenities).sort()).toEqual([...AMENITY_KEYS].sort());
  });

  it('shows a key from the catalogue and anything else as stored', () => {
    const t = (k: string) => en.Amenities[k as keyof typeof en.Amenities];
    expect(amenityLabel('portaria_24h', t)).toBe('24-hour doorman');
    expect(amenityLabel('Mesa de sinuca', t)).toBe('Mesa de sinuca');
    expect(amenityLabel('__proto__', t)).toBe('__proto__');
  });

  it('the wizard stores a known label (pt-BR or the locale’s) as its key and free text as typed', () => {
    expect(amenityValue('Salão de festas', es.Amenities)).toBe('salao_de_festas');
    expect(amenityValue('  portaria 24H ', en.Amenities)).toBe('portaria_24h');
    expect(amenityValue('Swimming pool', en.Amenities)).toBe('piscina');
    expect(amenityValue('Ascensor', es.Amenities)).toBe('elevador');
    expect(amenityValue('Mesa de sinuca', pt.Amenities)).toBe('Mesa de sinuca');
  });
});

describe('place suggestions', () => {
  it('a chosen place sets the URL filters from the state down, not free text', () => {
    expect(placeFilters(s({}))).toEqual({ cidade: 'Curitiba', estado: 'PR' });
    expect(placeFilters(s({ kind: 'state', name: 'Paraná' }))).toEqual({ estado: 'PR' });
    expect(placeFilters(s({ kind: 'neighborhood', name: 'Batel' }))).toEqual({ bairro: 'Batel', cidade: 'Curitiba', estado: 'PR' });
    expect(placeFilters(s({ kind: 'street', name: 'Rua São Paulo', neighborhood: 'Savassi', city: 'Belo Horizonte', state: 'MG' }))).toEqual({
      rua: 'Rua São Paulo', bairro: 'Savassi', cidade: 'Belo Horizonte', estado: 'MG',
    });
  });

  it('labels a city with its UF, a bairro with its city, a street with bairro and city', () => {
    expect(placeLabel(s({}))).toBe('Curitiba – PR');
    expect(placeLabel(s({ kind: 'neighborhood', name: 'Batel' }))).toBe('Batel, Curitiba – PR');
    expect(placeLabel(s({ kind: 'street', name: 'Av. do Batel', neighborhood: 'Batel' }))).toBe('Av. do Batel, Batel, Curitiba – PR');
    expect(placeLabel(s({ kind: 'listing', name: 'Apto', propertyId: 100123 }))).toBe('#100123 Apto');
  });

  it('offers "Você quis dizer" only when every suggestion is a typo match', () => {
    expect(didYouMean([s({ match: 'similar' })])?.name).toBe('Curitiba');
    expect(didYouMean([s({ match: 'similar' }), s({ name: 'Curitibanos', match: 'prefix' })])).toBeUndefined();
    expect(didYouMean([])).toBeUndefined();
    expect(pt.Location.didYouMean).toBe('Você quis dizer <link>{place}</link>?');
  });
});

describe('a location typed as a state', () => {
  it('filters by the state for a UF or a state name, and leaves other text alone', () => {
    expect(stateOfText('SP')).toBe('SP');
    expect(stateOfText(' pr ')).toBe('PR');
    expect(stateOfText('Paraná')).toBe('PR');
    expect(stateOfText('parana')).toBe('PR');
    expect(stateOfText('Estado da Bahia')).toBe('BA');
    expect(stateOfText('XX')).toBeUndefined();
    expect(stateOfText('São Paulo')).toBeUndefined();
    expect(stateOfText('Curitiba')).toBeUndefined();
    const rpc = toRpcFilters({ ...EMPTY_FILTERS, q: 'SP' });
    expect(rpc.state).toBe('SP');
    expect(rpc.q).toBeUndefined();
    expect(toRpcFilters({ ...EMPTY_FILTERS, q: 'Pinheiros SP' })).toMatchObject({ q: 'Pinheiros', state: 'SP' });
    expect(toRpcFilters({ ...EMPTY_FILTERS, q: 'São Paulo' })).toMatchObject({ q: 'São Paulo' });
  });
});

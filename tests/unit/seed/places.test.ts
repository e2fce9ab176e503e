import { boxOf, CITIES, distanceM, jitter, MAX_JITTER_M, NEIGHBOURHOODS, neighbourhoodsOf } from '@/scripts/seed/places.ts';
import { Rng } from '@/scripts/seed/prng.ts';

describe('places', () => {
  it('covers the required cities and São Paulo neighbourhoods', () => {
    const names = CITIES.map((c) => c.name);
    for (const city of ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Curitiba', 'Porto Alegre', 'Florianópolis', 'Salvador', 'Recife']) {
      expect(names).toContain(city);
      expect(neighbourhoodsOf(CITIES.find((c) => c.name === city)!.key).length).toBeGreaterThanOrEqual(5);
    }
    const sp = neighbourhoodsOf('sao-paulo').map((h) => h.name);
    for (const hood of ['Barra Funda', 'Pinheiros', 'Moema', 'Vila Mariana', 'Itaim Bibi', 'Tatuapé']) expect(sp).toContain(hood);
    expect(sp.length).toBeGreaterThan(6);
  });

  it('places every neighbourhood centre close to the others of its city (no swapped or mistyped coordinates)', () => {
    for (const city of CITIES) {
      const hoods = neighbourhoodsOf(city.key);
      const lat = hoods.reduce((s, h) => s + h.lat, 0) / hoods.length;
      const lng = hoods.reduce((s, h) => s + h.lng, 0) / hoods.length;
      for (const h of hoods) {
        // Brazil is south of the equator and west of Greenwich.
        expect(h.lat).toBeLessThan(0);
        expect(h.lng).toBeLessThan(-30);
        expect(distanceM(h.lat, h.lng, lat, lng)).toBeLessThan(25_000);
      }
    }
  });

  it('has distinct keys, five-digit CEP prefixes, streets and facts', () => {
    expect(new Set(NEIGHBOURHOODS.map((h) => h.key)).size).toBe(NEIGHBOURHOODS.length);
    for (const h of NEIGHBOURHOODS) {
      expect(h.cep).toMatch(/^\d{5}$/);
      expect(h.streets.length).toBeGreaterThanOrEqual(3);
      expect(h.facts.length).toBeGreaterThanOrEqual(3);
      expect(['em', 'na', 'no', 'nas', 'nos']).toContain(h.prep);
      expect(h.factor).toBeGreaterThan(0.5);
      expect(h.factor).toBeLessThan(2.5);
    }
  });

  it('jitters within the radius and inside the neighbourhood box', () => {
    const r = new Rng('jitter');
    for (const h of NEIGHBOURHOODS) {
      const box = boxOf(h);
      for (let i = 0; i < 40; i++) {
        const p = jitter(h, r.next(), r.next());
        expect(distanceM(h.lat, h.lng, p.lat, p.lng)).toBeLessThanOrEqual(MAX_JITTER_M);
        expect(p.lat).toBeGreaterThanOrEqual(box.minLat);
        expect(p.lat).toBeLessThanOrEqual(box.maxLat);
        expect(p.lng).toBeGreaterThanOrEqual(box.minLng);
        expect(p.lng).toBeLessThanOrEqual(box.maxLng);
      }
    }
    // The extremes of the draws land near the edge and at the centre.
    const h = NEIGHBOURHOODS[0];
    expect(distanceM(h.lat, h.lng, jitter(h, 0.9999, 0.3).lat, jitter(h, 0.9999, 0.3).lng)).toBeGreaterThan(500);
    expect(distanceM(h.lat, h.lng, jitter(h, 0, 0.3).lat, jitter(h, 0, 0.3).lng)).toBeLessThan(1);
  });
});

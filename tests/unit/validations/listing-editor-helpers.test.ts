import { chooseCenter, DEFAULT_CENTER, meanPoint, placeKey, STATE_CAPITALS } from '@/lib/listings/area-center';
import { checkPickedPhoto, listingPhotoObjectPath, parseListingId } from '@/lib/security/listing-photo';
import { UFS } from '@/lib/validations/rules/documents';

describe('wizard map centre', () => {
  it('prefers the neighbourhood, then the city, then the capital, then São Paulo', () => {
    const a = { latitude: -23.56, longitude: -46.69 };
    const b = { latitude: -23.58, longitude: -46.67 };
    expect(chooseCenter({ state: 'SP', neighborhoodPoints: [a, b], cityPoints: [{ latitude: 0, longitude: 0 }] })).toEqual({
      latitude: -23.57,
      longitude: -46.68,
      zoom: 15,
    });
    expect(chooseCenter({ state: 'SP', neighborhoodPoints: [], cityPoints: [a] })).toEqual({ ...a, zoom: 13 });
    expect(chooseCenter({ state: 'rj', neighborhoodPoints: [], cityPoints: [] })).toEqual({
      latitude: STATE_CAPITALS.RJ.latitude,
      longitude: STATE_CAPITALS.RJ.longitude,
      zoom: 11,
    });
    expect(chooseCenter({ state: 'XX', neighborhoodPoints: [], cityPoints: [] })).toEqual(DEFAULT_CENTER);
    expect(chooseCenter({ state: '__proto__', neighborhoodPoints: [], cityPoints: [] })).toEqual(DEFAULT_CENTER);
  });
  it('ignores points without coordinates and has a capital inside Brazil for every UF', () => {
    expect(meanPoint([{ latitude: null, longitude: null }, { latitude: Number.NaN, longitude: 1 }])).toBeNull();
    for (const uf of UFS) {
      const c = STATE_CAPITALS[uf];
      expect(c.latitude).toBeGreaterThan(-34);
      expect(c.latitude).toBeLessThan(6);
      expect(c.longitude).toBeGreaterThan(-74.5);
      expect(c.longitude).toBeLessThan(-28.5);
    }
  });
  it('compares places like SQL normalize_text', () => {
    expect(placeKey('  São   Paulo ')).toBe('sao paulo');
    expect(placeKey('JARDIM PAULISTÂNIA')).toBe('jardim paulistania');
    expect(placeKey(null)).toBe('');
  });
});

describe('listing photos before upload', () => {
  it('accepts JPEG, PNG and WebP up to 15 MB while there is room under 30', () => {
    expect(checkPickedPhoto({ type: 'image/jpeg', size: 1000 }, 0)).toBeNull();
    expect(checkPickedPhoto({ type: 'image/webp', size: 15 * 1024 * 1024 }, 29)).toBeNull();
    expect(checkPickedPhoto({ type: 'image/png', size: 15 * 1024 * 1024 + 1 }, 0)).toBe('size');
    expect(checkPickedPhoto({ type: 'image/png', size: 0 }, 0)).toBe('size');
    expect(checkPickedPhoto({ type: 'image/gif', size: 10 }, 0)).toBe('type');
    expect(checkPickedPhoto({ type: 'text/plain', size: 10 }, 0)).toBe('type');
    expect(checkPickedPhoto({ type: '', size: 10 }, 0)).toBe('type');
    expect(checkPickedPhoto({ type: 'image/jpeg', size: 10 }, 30)).toBe('count');
  });
  it('names objects in the listing folder and reads only plain ids', () => {
    expect(listingPhotoObjectPath(100123, 'image/webp', 'abc-1')).toBe('100123/abc-1.webp');
    expect(parseListingId('100123')).toBe(100123);
    for (const bad of ['', '0', '-1', '1e3', '12.5', '%31', '1 ', '9999999999999999', 'abc', null, undefined]) {
      expect([bad, parseListingId(bad)]).toEqual([bad, null]);
    }
  });
});

describe('wizard steps', () => {
  it('reads ?passo= as 1–6 and opens a draft where it stopped', async () => {
    const { parseStep, resumeStep } = await import('@/components/listings/editor/wizard-types');
    expect(parseStep('4')).toBe(4);
    for (const bad of [undefined, '', '0', '7', '2.5', 'abc', ['9']]) expect(parseStep(bad)).toBe(1);
    expect(parseStep(['3', '5'])).toBe(3);
    expect(resumeStep(['title', 'price', 'street', 'latitude'], 0, true)).toBe(2);
    expect(resumeStep(['title', 'price'], 0, true)).toBe(3);
    expect(resumeStep(['price'], 2, true)).toBe(4);
    expect(resumeStep([], 0, true)).toBe(5);
    expect(resumeStep([], 3, true)).toBe(6);
    expect(resumeStep(['price'], 0, false)).toBe(1);
  });
});

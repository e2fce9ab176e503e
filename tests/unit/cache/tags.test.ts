jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), unstable_cache: jest.fn() }));
jest.mock('@/lib/search/data', () => ({ forgetSearchResults: jest.fn() }));

import fs from 'node:fs';
import path from 'node:path';
import { revalidateTag } from 'next/cache';
import { AGENCIES_TAG, agencyPageTag, expirePublic, LISTINGS_TAG, listingTag, tagsForWrite } from '@/lib/cache/tags';

// Issue #21: the one tag map — which write expires which cached public pages.

const ROOT = path.resolve(__dirname, '..', '..', '..');

describe('tagsForWrite', () => {
  it('a listing write expires its page and every page that lists listings', () => {
    expect(tagsForWrite({ kind: 'listing', id: 42 })).toEqual(['listing:42', LISTINGS_TAG]);
  });

  it('a listing write without a usable id expires the lists only', () => {
    for (const id of [undefined, null, 0, -3, 1.5, Number.NaN, 2 ** 60]) {
      expect(tagsForWrite({ kind: 'listing', id })).toEqual([LISTINGS_TAG]);
    }
  });

  it('an agency page edit expires the old and the new address and the partner list, once each', () => {
    expect(tagsForWrite({ kind: 'agency-page', slugs: ['casa-nova', 'casa-velha', 'casa-nova', null, undefined, ''] })).toEqual([
      agencyPageTag('casa-nova'),
      agencyPageTag('casa-velha'),
      AGENCIES_TAG,
    ]);
  });

  it('tags are what the cached pages carry', () => {
    expect(listingTag(7)).toBe('listing:7');
    expect(agencyPageTag('imobiliaria-lar')).toBe('agency-page:imobiliaria-lar');
  });
});

describe('expirePublic', () => {
  beforeEach(() => jest.mocked(revalidateTag).mockClear());

  it('expires each tag at once (no stale copy after a write)', () => {
    expirePublic({ kind: 'listing', id: 9 });
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([
      ['listing:9', { expire: 0 }],
      [LISTINGS_TAG, { expire: 0 }],
    ]);
  });
});

describe('the writes that change a public page call expirePublic', () => {
  const source = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

  it.each([
    ['lib/actions/listings.ts', "expirePublic({ kind: 'listing', id })"],
    ['lib/actions/listing-partners.ts', "expirePublic({ kind: 'listing', id: propertyId })"],
    ['lib/listings/photo-upload.ts', "expirePublic({ kind: 'listing', id: input.listingId })"],
    ['lib/actions/agency-page.ts', "expirePublic({ kind: 'agency-page', slugs })"],
  ])('%s', (file, call) => {
    expect(source(file)).toContain(call);
  });

});

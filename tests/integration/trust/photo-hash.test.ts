import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { hashDistance, PHOTO_HASH_MATCH_MAX, photoHash } from '@/lib/trust/photo-hash';

/**
 * Issue #34: the perceptual hash that catches "fotos de outro imóvel", tuned on the seed's photos. Copies a
 * scammer would post — re-encoded, resized, lightly cropped (up to 1.5 % off each side) — must match their
 * original; two different seed photos must not. The SQL threshold and the seed hashes stored by migration
 * 20261130140100 must agree with lib/trust/photo-hash.ts.
 */

const DIR = 'supabase/seed-storage/property-images/seed/';
const MIGRATION = readFileSync('supabase/migrations/20261130140100_listing_review.sql', 'utf8');
const files = readdirSync(DIR).filter((f) => f.endsWith('.webp')).sort();
const hashes = new Map<string, string>();

beforeAll(async () => {
  for (const f of files) hashes.set(f, (await photoHash(readFileSync(DIR + f)))!);
}, 120_000);

it('the SQL threshold is the same number', () => {
  expect(MIGRATION).toMatch(new RegExp(`trust_photo_match_max\\(\\) returns integer\\s+language sql immutable set search_path = '' as \\$\\$ select ${PHOTO_HASH_MATCH_MAX} \\$\\$`));
});

it('the seed hashes stored in SQL are the hashes of the seed photos', () => {
  const stored = new Map([...MIGRATION.matchAll(/\('seed\/([\w-]+\.webp)', x'([0-9a-f]{48})'\)/g)].map((m) => [m[1]!, m[2]!]));
  expect(stored.size).toBe(files.length);
  for (const f of files) expect({ f, hash: stored.get(f) }).toEqual({ f, hash: hashes.get(f) });
});

it('a flat, one-colour picture gets no hash (it shows no home to compare)', async () => {
  for (const background of [{ r: 200, g: 40, b: 40 }, { r: 40, g: 200, b: 40 }, { r: 255, g: 255, b: 255 }]) {
    const flat = await sharp({ create: { width: 700, height: 480, channels: 3, background } }).jpeg().toBuffer();
    expect(await photoHash(flat)).toBeNull();
  }
});

it('no two different seed photos match', () => {
  let closest = Infinity;
  for (let i = 0; i < files.length; i++) {
    for (let j = i + 1; j < files.length; j++) closest = Math.min(closest, hashDistance(hashes.get(files[i]!)!, hashes.get(files[j]!)!));
  }
  expect(closest).toBeGreaterThan(PHOTO_HASH_MATCH_MAX);
});

it('re-encoded, resized and lightly cropped copies match their original', async () => {
  // Every third photo (40 of them, every room kind), four copies each.
  for (const f of files.filter((_, i) => i % 3 === 0)) {
    const bytes = readFileSync(DIR + f);
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    const crop = (p: number) => {
      const dx = Math.round(width * p);
      const dy = Math.round(height * p);
      return sharp(bytes).extract({ left: dx, top: dy, width: width - 2 * dx, height: height - 2 * dy });
    };
    const copies: [string, Buffer][] = [
      ['jpeg q60', await sharp(bytes).jpeg({ quality: 60 }).toBuffer()],
      ['half size png', await sharp(bytes).resize(Math.round(width / 2)).png().toBuffer()],
      ['640 px jpeg q70', await sharp(bytes).resize(640).jpeg({ quality: 70 }).toBuffer()],
      ['1.5 % crop jpeg', await crop(0.015).jpeg({ quality: 80 }).toBuffer()],
    ];
    for (const [how, copy] of copies) {
      const d = hashDistance(hashes.get(f)!, (await photoHash(copy))!);
      expect({ f, how, match: d <= PHOTO_HASH_MATCH_MAX }).toEqual({ f, how, match: true });
    }
  }
}, 180_000);

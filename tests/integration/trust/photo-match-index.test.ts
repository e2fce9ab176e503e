import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Rng } from '../../../scripts/seed/prng';
import type { Case } from './photo-match.eval';

// Issue #34 at scale: the photo match through the hash index (private.listing_photo_matches, multi-index
// hashing on 12 segments of 16 bits, 20261201150000) finds exactly what the brute-force scan it replaced finds:
// hashes at every distance 0..40 from each probe — flipped bits at random places, and spread evenly over the
// segments (the pigeonhole's worst case: 22 bits = two in ten segments and one in two) — on live listings of
// another owner (found up to 22 bits), and near copies on a paused, a deleted and a same-owner listing (never
// found); seed photos matched by path; 300 unrelated listings around. One child process builds the database in
// memory (photo-match.eval.ts).

const BITS = 192;
const MAX = 22;
const DISTANCES = [0, 1, 5, 10, 15, 18, 20, 21, 22, 23, 24, 26, 30, 40];

const rng = new Rng(34);
const rand = () => rng.next();
const toBits = (hex: string) => [...hex].flatMap((c) => parseInt(c, 16).toString(2).padStart(4, '0').split('').map(Number));
const toHex = (bits: number[]) => bits.join('').match(/.{4}/g)!.map((b) => parseInt(b, 2).toString(16)).join('');
const randomHash = () => toHex(Array.from({ length: BITS }, () => (rand() < 0.5 ? 1 : 0)));

/** `hash` with `d` bits flipped: at random places, or spread evenly over the 12 segments of 16 bits. */
function flip(hash: string, d: number, spread: boolean): string {
  const bits = toBits(hash);
  const places = new Set<number>();
  if (spread) {
    for (let i = 0; i < d; i++) places.add((i % 12) * 16 + Math.floor(i / 12) * 4 + Math.floor(rand() * 4));
  } else {
    while (places.size < d) places.add(Math.floor(rand() * BITS));
  }
  for (const p of places) bits[p] ^= 1;
  return toHex(bits);
}
const distance = (a: string, b: string) => toBits(a).reduce((n, bit, i) => n + (bit ^ toBits(b)[i]!), 0);

const SEED_HASHES = new Map(
  [...fs.readFileSync('supabase/migrations/20261130140100_listing_review.sql', 'utf8').matchAll(/\('(seed\/[\w-]+\.webp)', x'([0-9a-f]{48})'\)/g)].map(
    (m) => [m[1]!, m[2]!],
  ),
);

function buildCase(): Case & { expectedDistances: number[][] } {
  const c: Case & { expectedDistances: number[][] } = { listings: [], photos: [], probes: [], expectedDistances: [] };
  let next = 1;
  const listing = (owner: 0 | 1, status: 'ativo' | 'pausado' | 'rascunho' = 'ativo', deleted = false) => {
    const id = next++;
    c.listings.push({ id, owner, status, ...(deleted ? { deleted } : {}) });
    return id;
  };
  for (let j = 0; j < 16; j++) {
    const base = randomHash();
    const probe = listing(0, 'rascunho');
    c.photos.push({ listing: probe, hash: base });
    c.probes.push(probe);
    const found: number[] = [];
    for (const d of DISTANCES) {
      const h = flip(base, d, j % 2 === 1);
      expect(distance(base, h)).toBe(d);
      c.photos.push({ listing: listing(1), hash: h });
      if (d <= MAX) found.push(d);
    }
    // Near copies that must never be found: a paused and a deleted listing, and one of the probe's own owner.
    c.photos.push({ listing: listing(1, 'pausado'), hash: flip(base, 3, false) });
    c.photos.push({ listing: listing(1, 'ativo', true), hash: flip(base, 2, false) });
    c.photos.push({ listing: listing(0), hash: flip(base, 1, false) });
    c.expectedDistances.push(found);
  }
  // Seed photos: carried by path (no hash on the row) on both sides, and an uploaded copy of one.
  const sala = 'seed/sala-11.webp';
  const cozinha = 'seed/cozinha-02.webp';
  c.photos.push({ listing: listing(1), path: sala });
  c.photos.push({ listing: listing(1), path: cozinha });
  const bySeedPath = listing(0, 'rascunho');
  c.photos.push({ listing: bySeedPath, path: sala });
  const copyOfSeed = listing(0, 'rascunho');
  const copy = flip(SEED_HASHES.get(cozinha)!, 12, true);
  c.photos.push({ listing: copyOfSeed, hash: copy });
  for (const [probe, hash] of [[bySeedPath, SEED_HASHES.get(sala)!], [copyOfSeed, copy]] as const) {
    c.probes.push(probe);
    c.expectedDistances.push([sala, cozinha].map((p) => distance(hash, SEED_HASHES.get(p)!)).filter((d) => d <= MAX).sort((a, b) => a - b));
  }
  expect(c.expectedDistances.slice(-2).map((d) => d[0])).toEqual([0, 12]);
  // Unrelated listings around.
  for (let i = 0; i < 300; i++) c.photos.push({ listing: listing(rand() < 0.5 ? 0 : 1), hash: randomHash() });
  return c;
}

type Match = { photo_id: number; photo: string; other_property_id: number; other_photo: string; distance: number };
const key = (m: Match) => `${m.distance}|${m.photo_id}|${m.other_property_id}|${m.other_photo}`;

const input = buildCase();
let out: { probes: { id: number; indexed: Match[]; brute: Match[] }[]; index: { hashes: number; rows: number }; distinctHashes: number };
beforeAll(() => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'photo-match-')), 'case.json');
  fs.writeFileSync(file, JSON.stringify(input));
  const raw = execFileSync(process.execPath, ['--import', 'tsx', 'tests/integration/trust/photo-match.eval.ts', file], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 240_000,
  });
  out = JSON.parse(raw);
}, 250_000);

test('the indexed match finds what the brute-force scan finds, up to 22 bits and no further', () => {
  expect(out.probes).toHaveLength(input.probes.length);
  out.probes.forEach((p, i) => {
    const brute = p.brute.map(key).sort();
    expect({ id: p.id, indexed: p.indexed.map(key).sort() }).toEqual({ id: p.id, indexed: brute });
    // The brute force itself found the planted hashes at their distances, and none on hidden or own listings.
    expect(p.brute.map((m) => m.distance).sort((a, b) => a - b)).toEqual(input.expectedDistances[i]);
    // Nearest first, as the reviewer sees them.
    expect(p.indexed.map((m) => m.distance)).toEqual([...p.indexed.map((m) => m.distance)].sort((a, b) => a - b));
  });
  // Not vacuous: matches at the threshold were found, one bit further were not.
  const all = out.probes.flatMap((p) => p.indexed.map((m) => m.distance));
  expect(all.filter((d) => d === MAX).length).toBe(16);
  expect(all.filter((d) => d > MAX)).toEqual([]);
});

test('the index holds every distinct hash once per segment (uploaded and seed hashes, set on insert or later)', () => {
  expect(out.index.hashes).toBe(out.distinctHashes);
  expect(out.index.rows).toBe(12 * out.distinctHashes);
});

import { hash32, Rng, seedUuid } from '@/scripts/seed/prng.ts';

describe('Rng', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const a = new Rng('lar');
    const b = new Rng('lar');
    const c = new Rng('lar2');
    const seqA = Array.from({ length: 50 }, () => a.next());
    const seqB = Array.from({ length: 50 }, () => b.next());
    const seqC = Array.from({ length: 50 }, () => c.next());
    expect(seqA).toEqual(seqB);
    expect(seqA).not.toEqual(seqC);
    for (const x of seqA) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  it('keeps int() within its inclusive bounds and reaches both ends', () => {
    const r = new Rng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const v = r.int(3, 6);
      expect(v).toBeGreaterThanOrEqual(3);
      expect(v).toBeLessThanOrEqual(6);
      seen.add(v);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('shuffles into a permutation and samples distinct items', () => {
    const r = new Rng('shuffle');
    const items = Array.from({ length: 30 }, (_, i) => i);
    const shuffled = r.shuffle(items);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    const sample = r.sample(items, 10);
    expect(new Set(sample).size).toBe(10);
    expect(r.sample(items, 100)).toHaveLength(30);
  });

  it('forks independent, reproducible streams', () => {
    const f1 = new Rng('root').fork('a');
    const f2 = new Rng('root').fork('a');
    const f3 = new Rng('root').fork('b');
    expect(f1.next()).toBe(f2.next());
    expect(new Rng('root').fork('a').next()).not.toBe(f3.next());
  });

  it('picks by weight roughly in proportion', () => {
    const r = new Rng('weights');
    let heavy = 0;
    for (let i = 0; i < 4000; i++) if (r.weighted([['a', 3], ['b', 1]] as const) === 'a') heavy++;
    expect(heavy / 4000).toBeGreaterThan(0.7);
    expect(heavy / 4000).toBeLessThan(0.8);
  });
});

describe('seedUuid', () => {
  it('is a stable version-5 UUID that depends on the name', () => {
    const id = seedUuid('user:demo:cliente');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(seedUuid('user:demo:cliente')).toBe(id);
    expect(seedUuid('user:demo:corretor')).not.toBe(id);
  });

  it('hash32 is FNV-1a', () => {
    expect(hash32('')).toBe(0x811c9dc5);
    expect(hash32('a')).toBe(0xe40c292c);
  });
});

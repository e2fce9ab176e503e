import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { generateImagePool, POOL_COUNTS } from '@/scripts/seed/images.ts';
import { drawingHash, PHOTO_HEIGHT, PHOTO_LOCK, PHOTO_WIDTH } from '@/scripts/seed/photos.ts';

const pool = generateImagePool();

describe('seed photo pool', () => {
  it('has about 120 distinct images: 40 façades and 16 of each room', () => {
    expect(pool).toHaveLength(Object.values(POOL_COUNTS).reduce((s, n) => s + n, 0));
    expect(pool.filter((i) => i.kind === 'fachada')).toHaveLength(40);
    for (const kind of ['sala', 'quarto', 'cozinha', 'banheiro', 'varanda'] as const) {
      expect(pool.filter((i) => i.kind === kind)).toHaveLength(16);
    }
    expect(new Set(pool.map((i) => i.name)).size).toBe(pool.length);
    expect(new Set(pool.map((i) => i.svg)).size).toBe(pool.length);
  });

  it('is deterministic', () => {
    expect(generateImagePool()).toEqual(pool);
  });

  it('keeps every file small and well formed', () => {
    for (const img of pool) {
      expect(Buffer.byteLength(img.svg)).toBeLessThanOrEqual(6 * 1024);
      expect(img.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"')).toBe(true);
      expect(img.svg.trimEnd().endsWith('</svg>')).toBe(true);
      expect(img.svg).not.toMatch(/NaN|undefined|Infinity/);
      // Every opened element is closed (self-closing or with an end tag).
      const opened = (img.svg.match(/<[a-zA-Z][^>]*[^/]>/g) ?? []).length;
      const closed = (img.svg.match(/<\/[a-zA-Z]+>/g) ?? []).length;
      expect(opened).toBe(closed);
    }
  });

  it('uses the brand palette and varies the time of day', () => {
    const all = pool.map((i) => i.svg).join('');
    expect(all).toContain('#1f6f63');
    expect(all).toContain('#d2734a');
    for (const kind of ['fachada', 'sala', 'quarto', 'cozinha', 'banheiro', 'varanda'] as const) {
      const times = new Set(pool.filter((i) => i.kind === kind).map((i) => i.time));
      expect([...times].sort()).toEqual(['dia', 'entardecer', 'noite']);
    }
    const styles = new Set(pool.filter((i) => i.kind === 'fachada').map((i) => i.style));
    expect(styles.size).toBeGreaterThanOrEqual(5);
  });

  it('describes each image in Portuguese, including the time of day', () => {
    for (const img of pool) {
      expect(img.alt).toMatch(/(durante o dia|ao entardecer|à noite)$/);
      expect(img.alt).not.toMatch(/ ,|,,| e e /);
      expect(img.svg).toContain(`<title>${img.alt}</title>`);
    }
    expect(pool.find((i) => i.kind === 'fachada')!.alt).toMatch(/^Fachada de /);
  });

  it('is committed under supabase/seed-storage as 800×600 WebP renders of the current drawings', async () => {
    const dir = path.join(process.cwd(), 'supabase', 'seed-storage', 'property-images', 'seed');
    expect(fs.readdirSync(dir).sort()).toEqual(pool.map((i) => i.name).sort());
    // The lock names the drawing behind each committed file: a changed drawing without a new render fails.
    const lock = JSON.parse(fs.readFileSync(PHOTO_LOCK, 'utf8')) as Record<string, string>;
    expect(lock).toEqual(Object.fromEntries(pool.map((i) => [i.name, drawingHash(i.svg)])));
    for (const img of pool) {
      expect(img.name).toMatch(/\.webp$/);
      const meta = await sharp(path.join(dir, img.name)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', PHOTO_WIDTH, PHOTO_HEIGHT]);
    }
  });
});

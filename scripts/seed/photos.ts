/**
 * The seed's listing photos as files: each drawing of images.ts rendered to an 800×600 WebP under
 * supabase/seed-storage/property-images/seed/. Photos that users upload are raster images, and so are
 * these: a page of results then shows next/image's resized WebP sources, as in production, instead of a
 * dozen SVG documents that the browser would have to build and lay out on the main thread.
 *
 * Rendering 120 drawings takes a few seconds, so photos.lock.json keeps the SHA-256 of the drawing behind
 * each committed file and only changed or missing photos are rendered again.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { SeedImage } from './images.ts';

export const PHOTO_LOCK = path.join(import.meta.dirname, 'photos.lock.json');
export const PHOTO_WIDTH = 800;
export const PHOTO_HEIGHT = 600;

export const drawingHash = (svg: string) => createHash('sha256').update(svg).digest('hex');

/** The WebP file of one drawing. */
export function renderPhoto(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(PHOTO_WIDTH, PHOTO_HEIGHT).webp({ quality: 80 }).toBuffer();
}

function readLock(): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(PHOTO_LOCK, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Makes `dir` hold exactly the pool's photos: renders those whose drawing changed or whose file is
 * missing, deletes files that are not in the pool. Returns how many files changed.
 */
export async function syncPhotos(images: readonly SeedImage[], dir: string): Promise<number> {
  fs.mkdirSync(dir, { recursive: true });
  const lock = readLock();
  const next: Record<string, string> = {};
  let changed = 0;
  for (const img of images) {
    const hash = drawingHash(img.svg);
    next[img.name] = hash;
    const file = path.join(dir, img.name);
    if (lock[img.name] === hash && fs.existsSync(file)) continue;
    fs.writeFileSync(file, await renderPhoto(img.svg));
    changed++;
  }
  const names = new Set(images.map((i) => i.name));
  for (const f of fs.readdirSync(dir)) {
    if (!names.has(f)) {
      fs.rmSync(path.join(dir, f));
      changed++;
    }
  }
  const text = `${JSON.stringify(next, null, 2)}\n`;
  if (!fs.existsSync(PHOTO_LOCK) || fs.readFileSync(PHOTO_LOCK, 'utf8') !== text) fs.writeFileSync(PHOTO_LOCK, text);
  return changed;
}

/**
 * The installable app's icons (issue #37), drawn from the site's logo (app/icon.svg, the roof-line mark of
 * components/layout/logo.tsx) with sharp. Run once when the logo changes and commit the PNGs:
 *
 *   node scripts/build/icons.mjs          write them
 *   node scripts/build/icons.mjs --check  exit 1 when a committed PNG is missing or was not made from the logo
 *
 * Outputs (app/manifest.ts lists the first three; Next links app/apple-icon.png as the Apple touch icon):
 *   public/icons/icon-192.png           the logo as it is (rounded tile), 192 px
 *   public/icons/icon-512.png           the same, 512 px
 *   public/icons/icon-maskable-512.png  full-bleed background, the mark inside the 80 % safe zone
 *   app/apple-icon.png                  180 px, full-bleed (iOS rounds the corners itself, and no transparency)
 *   public/favicon.ico                  16, 32 and 48 px rounded tiles, for what asks /favicon.ico without reading
 *                                       the page's <link rel="icon"> (crawlers, link previews, some browsers):
 *                                       without it each such request rendered the 404 page
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const LOGO = path.join(ROOT, 'app', 'icon.svg');

/** The logo's mark (its children without the background tile), and the tile colour. */
async function logoParts() {
  const svg = await readFile(LOGO, 'utf8');
  const tile = /<rect width="32" height="32"[^>]*fill="(#[0-9a-fA-F]{3,6})"[^>]*\/>/.exec(svg);
  if (!tile) throw new Error(`${LOGO}: expected a 32×32 background <rect> as the first shape`);
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(tile[0], '');
  return { mark: inner.trim(), background: tile[1] };
}

/**
 * An SVG of `size` px: the background (rounded as the logo's tile, or full-bleed) and the mark scaled to
 * `markShare` of the side, centred.
 */
function compose({ mark, background }, { size, markShare, rounded }) {
  const scale = (size * markShare) / 32;
  const offset = (size - 32 * scale) / 2;
  const radius = rounded ? (7 / 32) * size : 0;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
      `<rect width="${size}" height="${size}" rx="${radius}" fill="${background}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g></svg>`,
  );
}

export const ICONS = [
  { file: 'public/icons/icon-192.png', size: 192, markShare: 1, rounded: true },
  { file: 'public/icons/icon-512.png', size: 512, markShare: 1, rounded: true },
  // The maskable safe zone is a circle of 40 % radius: the 32-unit mark (drawn within 4..28) fits in 70 %.
  { file: 'public/icons/icon-maskable-512.png', size: 512, markShare: 0.7, rounded: false },
  { file: 'app/apple-icon.png', size: 180, markShare: 0.84, rounded: false },
];

/** The favicon's sizes: PNG images inside an ICO container (allowed since Windows Vista; every browser reads it). */
const FAVICON = { file: 'public/favicon.ico', sizes: [16, 32, 48] };

/** An ICO file holding these PNGs (ICONDIR, one ICONDIRENTRY per image, then the images). */
function ico(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map(({ png }) => png)]);
}

/** The PNGs of an ICO file (see ico()), or null when it is not one. */
function icoImages(file) {
  if (!file || file.length < 6 || file.readUInt16LE(2) !== 1) return null;
  return Array.from({ length: file.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i;
    const length = file.readUInt32LE(entry + 8);
    const offset = file.readUInt32LE(entry + 12);
    return file.subarray(offset, offset + length);
  });
}

const samePixels = async (a, b) => (await sharp(a).raw().toBuffer()).equals(await sharp(b).raw().toBuffer());

async function render(parts, icon) {
  // Full-bleed icons are opaque (iOS and maskable need it); the rounded tile keeps transparent corners.
  const image = sharp(compose(parts, icon));
  return (icon.rounded ? image : image.flatten({ background: parts.background })).png({ compressionLevel: 9 }).toBuffer();
}

async function main() {
  const check = process.argv.includes('--check');
  const parts = await logoParts();
  let stale = 0;
  for (const icon of ICONS) {
    const out = path.join(ROOT, icon.file);
    const png = await render(parts, icon);
    if (check) {
      const current = await readFile(out).catch(() => null);
      const same = current && (await samePixels(current, png));
      if (!same) {
        stale += 1;
        console.error(`${icon.file}: missing or not made from app/icon.svg — run node scripts/build/icons.mjs`);
      }
      continue;
    }
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, png);
    console.log(`${icon.file} ${icon.size}×${icon.size}`);
  }
  const favicon = await Promise.all(
    FAVICON.sizes.map(async (size) => ({ size, png: await render(parts, { size, markShare: 1, rounded: true }) })),
  );
  const faviconPath = path.join(ROOT, FAVICON.file);
  if (check) {
    const images = icoImages(await readFile(faviconPath).catch(() => null));
    const same = images?.length === favicon.length && (await Promise.all(images.map((png, i) => samePixels(png, favicon[i].png)))).every(Boolean);
    if (!same) {
      stale += 1;
      console.error(`${FAVICON.file}: missing or not made from app/icon.svg — run node scripts/build/icons.mjs`);
    }
  } else {
    await writeFile(faviconPath, ico(favicon));
    console.log(`${FAVICON.file} ${FAVICON.sizes.join(', ')} px`);
  }
  if (stale) process.exit(1);
}

await main();

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
      const same = current && (await sharp(current).raw().toBuffer()).equals(await sharp(png).raw().toBuffer());
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
  if (stale) process.exit(1);
}

await main();

/**
 * The site's two web fonts (lib/fonts.ts), cut down from @fontsource-variable's Latin files to what the pages
 * use (issue #21: fewer bytes before the first paint). Run when the fontsource packages or the weights change,
 * and commit the files:
 *
 *   node scripts/build/fonts.mjs          write them
 *   node scripts/build/fonts.mjs --check  exit 1 when a committed file is missing or not made from the current
 *                                         fontsource file with the settings below
 *
 * What is kept: every code point of fontsource's `latin` subset (the unicode-range it serves the file for, so
 * Portuguese, Spanish and English text is covered exactly as before), the weight axis from 400 to 800 (the
 * pages use font-normal to font-extrabold; nothing lighter or heavier), and the OpenType features a browser
 * applies by default plus `tnum` (Tailwind's tabular-nums on prices and counts). What goes: the weights
 * 100–300 and 900 and the optional features (stylistic sets, character variants, fractions, case forms…),
 * which no page turns on. Inter 48.3 → 29.0 KB, Manrope 24.8 → 21.9 KB.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);

/** The lightest and heaviest weights the pages use (lib/fonts.ts declares the same range). */
export const WEIGHTS = { min: 400, max: 800 };

/** HarfBuzz's default shaping features for Latin text, plus tabular figures. */
export const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rclt', 'rvrn', 'dist', 'tnum'];

/** Each output file and the fontsource package it is cut from. */
export const FONTS = [
  { pkg: '@fontsource-variable/inter', file: 'inter-latin-wght-normal.woff2', out: 'assets/fonts/inter-latin-wght.woff2' },
  { pkg: '@fontsource-variable/manrope', file: 'manrope-latin-wght-normal.woff2', out: 'assets/fonts/manrope-latin-wght.woff2' },
];

/** The code points of a CSS unicode-range list ("U+0000-00FF,U+0131,…"). */
export function codePoints(unicodeRange) {
  const points = [];
  for (const part of unicodeRange.split(',')) {
    const m = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
    if (!m) throw new Error(`unexpected unicode-range part: ${part}`);
    const from = parseInt(m[1], 16);
    const to = m[2] ? parseInt(m[2], 16) : from;
    for (let c = from; c <= to; c++) points.push(c);
  }
  return points;
}

/** A font's fontsource file and the code points of its `latin` subset. */
export async function fontSource({ pkg, file }) {
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  const latin = JSON.parse(await readFile(path.join(dir, 'unicode.json'), 'utf8')).latin;
  return { file: path.join(dir, 'files', file), codePoints: codePoints(latin) };
}

/** The cut-down WOFF2 of one font. */
export async function buildFont(font) {
  const { file, codePoints: points } = await fontSource(font);
  const source = await readFile(file);
  const text = String.fromCodePoint(...points.filter((c) => c >= 0x20));
  return subsetFont(source, text, { targetFormat: 'woff2', keepFeatures: FEATURES, variationAxes: { wght: WEIGHTS } });
}

async function main() {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const font of FONTS) {
    const bytes = await buildFont(font);
    const out = path.join(ROOT, font.out);
    if (check) {
      const committed = await readFile(out).catch(() => null);
      if (!committed || !committed.equals(bytes)) {
        console.error(`${font.out}: ${committed ? 'not made from' : 'missing; make it from'} ${font.pkg}: node scripts/build/fonts.mjs`);
        stale++;
      }
      continue;
    }
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, bytes);
    console.log(`${font.out}: ${bytes.length} bytes`);
  }
  if (stale) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

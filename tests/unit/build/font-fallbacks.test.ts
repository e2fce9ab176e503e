import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { decompress } from 'wawoff2';
import { FONTS } from '../../../scripts/build/fonts.mjs';

// What the text looks like before the web fonts arrive (issue #21's layout shifts). next/font pairs each web font
// with a fallback face of Arial (`local(Arial)`) whose size and vertical metrics are overridden to take the web
// font's room, so the text does not move when the font swaps in. Android has no Arial: there `local(Arial)` finds
// nothing, the text fell through to Roboto at its own size — about 6 % narrower than Inter, a hero
// paragraph one line shorter — and jumped when Inter came. app/globals.css adds the same face made of Roboto,
// listed right after next/font's, for the phones most of Lar's visitors use.

const ROOT = process.cwd();
// next/font's own computation of the Arial face (the values it writes into the build's CSS), and the font metrics
// it ships (Capsize's): the average width of a lower-case Latin text in Arial and in Roboto, measured alike.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getFallbackMetricsFromFontFile } = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const capsize = require('next/dist/server/capsize-font-metrics.json') as Record<string, { xWidthAvg: number; unitsPerEm: number }>;

type Metrics = { ascentOverride: string; descentOverride: string; lineGapOverride: string; sizeAdjust: string };
const percent = (s: string) => Number(s.replace('%', '')) / 100;
const format = (v: number) => `${(v * 100).toFixed(2)}%`;
const widthPerEm = (name: string) => capsize[name].xWidthAvg / capsize[name].unitsPerEm;

/** The Roboto face's descriptors: next/font's Arial ones, rescaled by how much wider Arial is than Roboto. */
function robotoFace(arial: Metrics) {
  const size = percent(arial.sizeAdjust) * (widthPerEm('arial') / widthPerEm('roboto'));
  const rescale = (v: string) => format((percent(v) * percent(arial.sizeAdjust)) / size);
  return {
    'ascent-override': rescale(arial.ascentOverride),
    'descent-override': rescale(arial.descentOverride),
    'line-gap-override': rescale(arial.lineGapOverride),
    'size-adjust': format(size),
  };
}

const css = readFileSync(path.join(ROOT, 'app/globals.css'), 'utf8');

/** The descriptors of globals.css's @font-face for `family`. */
function face(family: string): Record<string, string> {
  const block = new RegExp(`@font-face\\s*{[^}]*font-family:\\s*'${family}';[^}]*}`).exec(css)?.[0];
  if (!block) throw new Error(`no @font-face for '${family}' in app/globals.css`);
  return Object.fromEntries([...block.matchAll(/([a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

describe.each(FONTS.map((f) => [path.basename(f.out).split('-')[0], f.out] as const))('the %s fallback made of Roboto', (name, file) => {
  let arial: Metrics;
  beforeAll(async () => {
    const font = fontkit.create(Buffer.from(await decompress(readFileSync(path.join(ROOT, file)))));
    arial = getFallbackMetricsFromFontFile(font, 'sans-serif');
  });

  it("is next/font's Arial face made of Roboto, the same width and line box as the web font", () => {
    const own = face(`${name} Roboto Fallback`);
    expect(own.src).toBe('local("Roboto"), local("Roboto Regular"), local("Roboto-Regular")');
    const { src: _src, 'font-family': _family, ...descriptors } = own;
    expect(descriptors).toEqual(robotoFace(arial));
  });

  it('makes Roboto as wide as the web font on average (plain Roboto: 7 % narrower than Inter, 3 % than Manrope)', () => {
    const webFont = widthPerEm(name);
    const roboto = widthPerEm('roboto') * percent(face(`${name} Roboto Fallback`)['size-adjust']);
    expect(Math.abs(roboto / webFont - 1)).toBeLessThan(0.01);
  });
});

test("the theme's font stacks try the Roboto face right after next/font's (whose Arial face comes first)", () => {
  expect(css).toMatch(/--font-sans: var\(--font-inter\), 'inter Roboto Fallback', /);
  expect(css).toMatch(/--font-heading: var\(--font-manrope\), 'manrope Roboto Fallback', /);
});

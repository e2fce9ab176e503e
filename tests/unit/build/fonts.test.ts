import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { decompress } from 'wawoff2';
import { FONTS, fontSource, WEIGHTS } from '../../../scripts/build/fonts.mjs';

// The web fonts are fontsource's Latin files cut down by scripts/build/fonts.mjs (fewer bytes before the first
// paint, issue #21). What a reader would notice if the cut went wrong: a missing letter drawn in the fallback
// font, a weight the pages use snapped to another, figures that no longer line up, text that wraps differently.

const ROOT = process.cwd();

type Font = ReturnType<typeof fontkit.create> & {
  getVariation(settings: Record<string, number>): Font;
  layout(text: string, features?: string[]): { glyphs: { path: { commands: unknown[] } }[]; positions: { xAdvance: number }[] };
  hasGlyphForCodePoint(c: number): boolean;
  variationAxes: Record<string, { min: number; max: number }>;
};

async function load(file: string): Promise<Font> {
  return fontkit.create(Buffer.from(await decompress(readFileSync(file)))) as Font;
}

test('the committed fonts are made from the current fontsource files (node scripts/build/fonts.mjs --check)', () => {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build/fonts.mjs'), '--check'], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

test('lib/fonts.ts loads the cut files and declares the weight range they keep', () => {
  const source = readFileSync(path.join(ROOT, 'lib/fonts.ts'), 'utf8');
  for (const f of FONTS) expect(source).toContain(`'../${f.out}'`);
  expect(source.match(/weight: '(\d+) (\d+)'/g)).toEqual(FONTS.map(() => `weight: '${WEIGHTS.min} ${WEIGHTS.max}'`));
});

test('no page asks for a weight outside the kept range', () => {
  const run = spawnSync('git', ['grep', '-lE', '\\bfont-(thin|extralight|light|black)\\b', '--', 'app', 'components', 'lib'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(run.stdout).toBe('');
});

describe.each(FONTS)('$out', (f) => {
  test('keeps every Latin letter, the whole used weight range, and draws them as the original does', async () => {
    // One at a time: wawoff2's decoder shares one WebAssembly heap between calls.
    const source = await fontSource(f);
    const original = await load(source.file);
    const cut = await load(path.join(ROOT, f.out));
    expect(cut.variationAxes.wght).toMatchObject({ min: WEIGHTS.min, max: WEIGHTS.max });
    const printable = source.codePoints.filter((c) => c >= 0x20 && original.hasGlyphForCodePoint(c));
    expect(printable.length).toBeGreaterThan(180);
    expect(printable.filter((c) => !cut.hasGlyphForCodePoint(c))).toEqual([]);
    // Every letter in one line (kerning between neighbours included), with and without tabular figures.
    const text = String.fromCodePoint(...printable);
    for (let wght = WEIGHTS.min; wght <= WEIGHTS.max; wght += 100) {
      for (const features of [[], ['tnum']]) {
        const a = original.getVariation({ wght }).layout(text, features);
        const b = cut.getVariation({ wght }).layout(text, features);
        expect(b.glyphs.length).toBe(a.glyphs.length);
        const advance = Math.max(...a.positions.map((p, i) => Math.abs(p.xAdvance - b.positions[i].xAdvance)));
        // Instancing the axis rounds its deltas again: under 1 unit of ~2 000 per em (< 0.01 px at 16 px).
        expect(advance).toBeLessThan(1);
        expect(b.glyphs.map((g) => g.path.commands.length)).toEqual(a.glyphs.map((g) => g.path.commands.length));
      }
    }
    // Tabular figures still change the digits' widths to one.
    const digits = cut.getVariation({ wght: 400 }).layout('0123456789', ['tnum']).positions.map((p) => p.xAdvance);
    expect(new Set(digits).size).toBe(1);
  });
});

/**
 * The form primitives (components/ui) style themselves with classes of components/ui/primitives.css and join a
 * caller's className with clsx, not tailwind-merge: a caller's utility wins because the primitives' rules sit in
 * the `components` cascade layer, below `utilities`. This compiles the real stylesheet (app/globals.css through
 * Tailwind's PostCSS plugin) and checks that every `ui-*` class the components write has a rule, and that each
 * such rule is in that layer, declared before `utilities`.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type AtRule, type Node } from 'postcss';

const ROOT = join(__dirname, '../../..');
const UI = join(ROOT, 'components/ui');

function classesWritten(): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync(UI).filter((f) => f.endsWith('.tsx'))) {
    const source = readFileSync(join(UI, name), 'utf8');
    for (const literal of source.matchAll(/'([^'\n]*)'/g)) {
      for (const token of literal[1]!.split(/\s+/)) if (/^ui-[a-z0-9-]+$/.test(token)) out.set(token, name);
    }
  }
  return out;
}

function layerOf(node: Node): string | null {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && (parent as AtRule).name === 'layer') return (parent as AtRule).params;
  }
  return null;
}

/** Tailwind's PostCSS plugin is ESM-only inside: it runs in a child Node, as the build runs it. */
const COMPILE = `
import postcss from 'postcss';
import tailwindcss from '@tailwindcss/postcss';
import { readFileSync } from 'node:fs';
const from = process.argv[1];
const result = await postcss([tailwindcss({ base: process.cwd() })]).process(readFileSync(from, 'utf8'), { from });
process.stdout.write(result.css);
`;

let css: postcss.Root;
beforeAll(() => {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', COMPILE, join(ROOT, 'app/globals.css')], {
    cwd: ROOT,
    maxBuffer: 64 << 20,
  });
  css = postcss.parse(out.toString('utf8'));
}, 60_000);

describe('components/ui/primitives.css', () => {
  it('the primitives write their classes (control: Button and Input do)', () => {
    const written = classesWritten();
    expect(written.get('ui-button-outline')).toBe('button.tsx');
    expect(written.get('ui-input')).toBe('input.tsx');
    expect(written.size).toBeGreaterThanOrEqual(30);
  });

  it('every ui-* class a primitive writes has a rule in the components layer', () => {
    const layers = new Map<string, Set<string | null>>();
    css.walkRules((rule) => {
      for (const m of rule.selector.matchAll(/\.(ui-[a-z0-9-]+)/g)) {
        if (!layers.has(m[1]!)) layers.set(m[1]!, new Set());
        layers.get(m[1]!)!.add(layerOf(rule));
      }
    });
    const wrong = [...classesWritten()]
      .filter(([cls]) => {
        const found = layers.get(cls);
        return !found || found.size !== 1 || !found.has('components');
      })
      .map(([cls, file]) => `${file}: .${cls} ${layers.has(cls) ? [...layers.get(cls)!].join(',') : 'has no rule'}`);
    expect(wrong).toEqual([]);
  });

  it('the components layer comes before the utilities layer, so a caller’s utility wins', () => {
    let order: string[] | null = null;
    css.walkAtRules('layer', (rule) => {
      if (order === null && !rule.nodes && rule.params.includes('components')) order = rule.params.split(',').map((s) => s.trim());
    });
    expect(order).not.toBeNull();
    expect(order!.indexOf('components')).toBeGreaterThanOrEqual(0);
    expect(order!.indexOf('components')).toBeLessThan(order!.indexOf('utilities'));
    // A utility a caller passes (Button className="rounded-full") is generated in the utilities layer.
    let rounded: string | null = null;
    css.walkRules('.rounded-full', (rule) => {
      rounded = layerOf(rule);
    });
    expect(rounded).toBe('utilities');
  });
});

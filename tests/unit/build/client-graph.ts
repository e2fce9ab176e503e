import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * The static import graph of the app's source, as a bundler sees it for the browser: from a server entry (a
 * page or layout), follow every static import; a module starting with 'use client' and everything it imports
 * statically ships with the page. Dynamic `import()` (next/dynamic, React.lazy, lazyDialog) and type-only imports
 * are not followed — they are not in the first load; nor are a 'use server' module's imports (the browser gets
 * references to its actions). Packages are named, not entered.
 */

const ROOT = join(__dirname, '../../..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx', '.json', ''];

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? join(ROOT, spec.slice(2)) : spec.startsWith('.') ? join(dirname(from), spec) : null;
  if (base === null) return null;
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  throw new Error(`cannot resolve ${spec} from ${relative(ROOT, from)}`);
}

/** The package a bare specifier names ('zod/v4/core' → 'zod', '@radix-ui/react-slot' → itself). */
const packageOf = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);

/** Static, value-carrying imports and re-exports of a module's source. */
export function staticImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const out: string[] = [];
  const re = /(?:^|;|\n)\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|;|\n)\s*import\s*['"]([^'"]+)['"]/g;
  for (const m of code.matchAll(re)) {
    if (m[5]) {
      out.push(m[5]);
      continue;
    }
    if (m[2]) continue; // import type / export type
    const clause = m[3]!.trim();
    const braces = /^\{([\s\S]*)\}$/.exec(clause);
    if (braces) {
      const names = braces[1]!.split(',').map((s) => s.trim()).filter(Boolean);
      if (names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
    }
    out.push(m[4]!);
  }
  return out;
}

const directive = (name: string) => new RegExp(`^\\s*(?:\\/\\/.*\\n|\\/\\*[\\s\\S]*?\\*\\/\\s*)*['"]${name}['"]`);
const isClient = (source: string) => directive('use client').test(source);
/** A server actions module: the browser gets a reference per action, not the module's code or imports. */
const isServerActions = (source: string) => directive('use server').test(source);

/** The project files (relative paths) and packages that ship with the browser's first load of these entries. */
export function clientGraph(entries: string[]): {
  files: Set<string>;
  packages: Set<string>;
  /** The package imports as written (`next/dynamic`, `next/image`): a package's entry points ship apart. */
  specifiers: Set<string>;
  via: Map<string, string>;
} {
  const files = new Set<string>();
  const packages = new Set<string>();
  const specifiers = new Set<string>();
  const via = new Map<string, string>();
  const seen = new Map<string, boolean>(); // file → visited as client?
  const stack: [string, boolean, string][] = entries.map((e) => [join(ROOT, e), false, e]);
  while (stack.length > 0) {
    const [file, parentClient, from] = stack.pop()!;
    const source = readFileSync(file, 'utf8');
    if (parentClient && isServerActions(source)) continue;
    const client = parentClient || (/\.(t|j)sx?$/.test(file) && isClient(source));
    if (seen.has(file) && (seen.get(file) || !client)) continue;
    seen.set(file, client);
    const rel = relative(ROOT, file);
    if (client && !files.has(rel)) {
      files.add(rel);
      via.set(rel, from);
    }
    if (file.endsWith('.json')) continue;
    for (const spec of staticImports(source)) {
      const target = resolve(file, spec);
      if (target === null) {
        if (client) {
          const pkg = packageOf(spec);
          if (!packages.has(pkg)) via.set(pkg, rel);
          if (!specifiers.has(spec) && spec !== pkg) via.set(spec, rel);
          packages.add(pkg);
          specifiers.add(spec);
        }
        continue;
      }
      if (/\.(css|svg|png|woff2?)$/.test(target)) continue;
      stack.push([target, client, rel]);
    }
  }
  return { files, packages, specifiers, via };
}

/** How `name` (a file or package) is reached: the chain of importers back to an entry. */
export function chain(via: Map<string, string>, name: string): string {
  const out = [name];
  let at = name;
  while (via.has(at) && out.length < 20) {
    at = via.get(at)!;
    out.push(at);
    if (!via.has(at)) break;
  }
  return out.join(' ← ');
}

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ptBR from '@/messages/pt-BR';
import { CLIENT_NAMESPACES, pickClientMessages } from '@/components/layout/client-namespaces';

/**
 * The provider of client translations (components/layout/document.tsx) only receives CLIENT_NAMESPACES.
 * A client component reading any other namespace would show raw keys in the browser, so this test reads
 * the source: every module marked 'use client', and every module such a module imports (it runs in the
 * browser too), must call useTranslations with a literal namespace that is in the list.
 */

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SOURCE_DIRS = ['app', 'components', 'lib', 'content'];
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null; // a package
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Modules a file loads at run time (type-only imports and re-exports left out). */
function runtimeImports(file: string, source: string): string[] {
  const specifiers: string[] = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^;]*?\sfrom\s*['"]([^'"]+)['"]/gm)) {
    if (!m[1]) specifiers.push(m[2]!);
  }
  for (const m of source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) specifiers.push(m[1]!);
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.push(m[1]!);
  return specifiers.map((s) => resolveImport(file, s)).filter((f): f is string => f !== null);
}

const isClientEntry = (source: string) => /^(?:\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*\s*['"]use client['"]/.test(source);

interface Usage {
  file: string;
  namespace: string | null;
  call: string;
}

/** Every module that ends up in the browser, and its useTranslations calls. */
function clientUsages(): { clientFiles: string[]; usages: Usage[] } {
  const files = SOURCE_DIRS.flatMap((d) => sourceFiles(path.join(ROOT, d)));
  const sources = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
  const client = new Set<string>();
  const queue = files.filter((f) => isClientEntry(sources.get(f)!));
  while (queue.length) {
    const file = queue.pop()!;
    if (client.has(file)) continue;
    client.add(file);
    const source = sources.get(file) ?? readFileSync(file, 'utf8');
    queue.push(...runtimeImports(file, source).filter((f) => !client.has(f)));
  }
  const usages: Usage[] = [];
  for (const file of client) {
    const source = sources.get(file) ?? readFileSync(file, 'utf8');
    for (const m of source.matchAll(/\buseTranslations\s*(?:<[^>()]*>)?\s*\(([^)]*)\)/g)) {
      const literal = /^\s*['"]([^'"]+)['"]\s*$/.exec(m[1]!);
      usages.push({
        file: path.relative(ROOT, file),
        namespace: literal ? literal[1]!.split('.')[0]! : null,
        call: m[0],
      });
    }
  }
  return { clientFiles: [...client].map((f) => path.relative(ROOT, f)), usages };
}

describe('client message namespaces', () => {
  const { clientFiles, usages } = clientUsages();
  const listed = new Set<string>(CLIENT_NAMESPACES);

  it('finds the client modules and their translations (the scan itself works)', () => {
    expect(clientFiles).toEqual(expect.arrayContaining(['components/ui/sonner.tsx', 'components/auth/login-form.tsx']));
    // Imported by client modules without being marked 'use client' itself.
    expect(clientFiles).toContain('components/auth/use-validation-message.ts');
    expect(usages).toEqual(expect.arrayContaining([expect.objectContaining({ file: 'components/ui/sonner.tsx', namespace: 'Common' })]));
  });

  it('every client useTranslations call names a literal namespace', () => {
    expect(usages.filter((u) => u.namespace === null).map((u) => `${u.file}: ${u.call}`)).toEqual([]);
  });

  it('every namespace read in the browser is handed to the client provider (components/layout/client-namespaces.ts)', () => {
    const missing = usages
      .filter((u) => u.namespace !== null && !listed.has(u.namespace))
      .map((u) => `${u.namespace} (${u.file})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('lists no namespace that no client module reads, or that the catalogue lacks', () => {
    const used = new Set(usages.map((u) => u.namespace));
    expect(CLIENT_NAMESPACES.filter((ns) => !used.has(ns))).toEqual([]);
    expect(CLIENT_NAMESPACES.filter((ns) => !(ns in ptBR))).toEqual([]);
  });

  it('hands the browser exactly those namespaces, and not the page copy rendered on the server', () => {
    const picked = pickClientMessages(ptBR);
    expect(Object.keys(picked).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    expect(picked).not.toHaveProperty('Marketing');
    expect(picked).not.toHaveProperty('Metadata');
    expect(picked.Common).toEqual(ptBR.Common);
  });
});

import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addCompileHints } from '../../../scripts/build/compile-hints.mjs';

const HINT = '//# allFunctionsCalledOnLoad\n';

async function fakeBuild() {
  const dist = await mkdtemp(path.join(tmpdir(), 'hints-'));
  await mkdir(path.join(dist, 'static', 'chunks'), { recursive: true });
  await mkdir(path.join(dist, 'server', 'app', '[locale]', 'termos'), { recursive: true });
  const chunk = (name: string) => writeFile(path.join(dist, 'static', 'chunks', name), `/* ${name} */`);
  await Promise.all(['framework.js', 'page.js', 'map.js'].map(chunk));
  await writeFile(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/framework.js'], polyfillFiles: [] }),
  );
  const manifest = { '/[locale]/termos/page': { entryJSFiles: { '[project]/app/[locale]/termos/page': ['static/chunks/page.js'] } } };
  await writeFile(
    path.join(dist, 'server', 'app', '[locale]', 'termos', 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nObject.assign(globalThis.__RSC_MANIFEST, ${JSON.stringify(manifest)});`,
  );
  return dist;
}

const read = (dist: string, name: string) => readFile(path.join(dist, 'static', 'chunks', name), 'utf8');

test('the first-load chunks get the compile hint once, on-demand chunks stay as built', async () => {
  const dist = await fakeBuild();
  expect(await addCompileHints(dist)).toBe(2);
  expect(await read(dist, 'framework.js')).toBe(`${HINT}/* framework.js */`);
  expect(await read(dist, 'page.js')).toBe(`${HINT}/* page.js */`);
  expect(await read(dist, 'map.js')).toBe('/* map.js */');
  // A second run (a rebuild that reuses files) changes nothing.
  expect(await addCompileHints(dist)).toBe(0);
  expect(await read(dist, 'page.js')).toBe(`${HINT}/* page.js */`);
});

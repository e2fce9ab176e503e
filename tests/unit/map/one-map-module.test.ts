import fs from 'node:fs';
import path from 'node:path';
import { GET } from '@/app/mapa-worker/route';

// Issue #29: two ways to start maplibre-gl let the listing map break while the search map worked. Every map
// starts it through components/map/maplibre.ts, and the worker it points at is served for every page.

const ROOT = path.resolve(__dirname, '..', '..', '..');
const MODULE = 'components/map/maplibre.ts';

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(rel);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [rel] : [];
  });
}

const files = ['app', 'components', 'lib'].flatMap(sources).filter((f) => !f.endsWith('.d.ts'));

it('only components/map/maplibre.ts loads maplibre-gl and its stylesheet (other files import types only)', () => {
  const offenders = files.filter((file) => {
    if (file === MODULE) return false;
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const runtimeImport = /import\s+(?!type\b)[^;]*?from\s+['"]maplibre-gl['"]/.test(text);
    const sideEffect = /import\s+['"]maplibre-gl(\/[^'"]*)?['"]/.test(text) || /import\(\s*['"]maplibre-gl/.test(text);
    return runtimeImport || sideEffect || /setWorkerUrl\s*\(/.test(text);
  });
  expect(offenders).toEqual([]);
});

it('every map component starts its map with createMap()', () => {
  const maps = files.filter((file) => file !== MODULE && /\bnew\s+(?:maplibre\.)?Map(?:LibreMap)?\s*\(\s*\{/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  expect(maps).toEqual([]);
  const users = files.filter((file) => /\bcreateMap\s*\(/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  expect(users).toEqual(
    expect.arrayContaining(['components/map/search-map.tsx', 'components/property/approximate-map.tsx', 'components/nearby/nearby-map.tsx']),
  );
});

it('the worker route serves maplibre-gl’s worker as JavaScript, outside the locale segment', async () => {
  expect(fs.readFileSync(path.join(ROOT, MODULE), 'utf8')).toContain("MAP_WORKER_PATH = '/mapa-worker'");
  const response = await GET();
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  const body = await response.text();
  const worker = fs.readFileSync(path.join(ROOT, 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs'), 'utf8');
  expect(body).toBe(worker);
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The maplibre-gl web worker of every map. maplibre-gl 6 loads its worker as a separate ES module next to
 * its own bundle, which the app bundler does not emit; this serves the package's file from the same origin,
 * outside the locale segment (proxy.ts passes it through untouched). components/map/maplibre.ts points
 * setWorkerUrl here, versioned, so it is cached for good.
 */
let cached: Buffer | undefined;

export async function GET() {
  cached ??= await readFile(path.join(process.cwd(), 'node_modules', 'maplibre-gl', 'dist', 'maplibre-gl-worker.mjs'));
  return new Response(new Uint8Array(cached), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}

import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { copyHeaders, copyRewrites } from './lib/cache/cached-routes';
import { parsePublicEnv } from './lib/env';
import { contentSecurityPolicy, FALLBACK_CSP, staticSecurityHeaders } from './lib/security/headers.mjs';
import { servedOverHttps } from './lib/security/session-cookie';
import { addCompileHints } from './scripts/build/compile-hints.mjs';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    // The catalogues (messages/<locale>/*.json) are compiled at build time: the browser gets ready-made
    // message trees and a small formatter instead of intl-messageformat's parser, and no message is
    // parsed (nor its locale resolved) while a page hydrates. Issue 4's Lighthouse budget measured it.
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

// The browser-safe settings, read and defaulted as the app reads them (lib/env.ts). Like every NEXT_PUBLIC_
// setting they are fixed when the app is built: the headers and rewrites below go into the build's manifest.
const env = parsePublicEnv(process.env);

// Listing photos come from Supabase Storage; allow exactly that host in next/image.
const supabaseUrl = new URL(env.supabaseUrl);
const isLocalSupabase = ['127.0.0.1', 'localhost', '[::1]'].includes(supabaseUrl.hostname);

// HSTS only from a production build of an https site: a plain-http localhost must stay reachable.
const hsts = process.env.NODE_ENV === 'production' && servedOverHttps(env.siteUrl);

// The cached copies' policy, as proxy.ts writes it for the copies it serves (no nonce).
const cachedCopyPolicy = contentSecurityPolicy({
  nonce: null,
  supabaseUrl: env.supabaseUrl,
  mapStyleUrl: env.mapStyleUrl,
  dev: process.env.NODE_ENV === 'development',
  https: servedOverHttps(env.siteUrl),
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Several checkouts or test runs on one machine can build side by side (NEXT_DIST_DIR=.next-e2e-x).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // No ETag: Next hashes every HTML body in JavaScript for it (fnv1a over the whole string, ~11 % of the CPU of
  // serving the home's 159 kB copy), and no page of ours can use one — a page rendered per request is `no-store`,
  // and a copy is kept by `s-maxage` (docs/caching.md). Next's static files keep their own.
  generateEtags: false,
  cacheMaxMemorySize: 256 * 1024 * 1024,
  // Next's page cache, holding each copy's HTML as bytes: served without re-encoding it per request
  // (lib/cache/cache-handler.mjs).
  cacheHandler: path.join(process.cwd(), 'lib/cache/cache-handler.mjs'),
  // The proxy sees the URL Next was asked for, with the origin it listens on. Normalised, a loopback bind
  // (`next start -H 127.0.0.1`, the usual set-up behind a reverse proxy) turned every locale rewrite into an
  // "external" one that answered 307 to itself forever (issue #32 §4; vercel/next.js#94745). The app uses
  // neither the Pages Router's /_next/data URLs nor its i18n, which is all the normalisation is for.
  skipProxyUrlNormalize: true,
  // Security headers on every response, Next's own files included (lib/security/headers.mjs); proxy.ts adds
  // the per-request Content-Security-Policy of everything else, and the cached copies served without the proxy
  // get theirs here (lib/cache/cached-routes.ts; the later entry wins).
  async headers() {
    return [{ source: '/:path*', headers: staticSecurityHeaders({ hsts }) }, ...copyHeaders(cachedCopyPolicy)];
  },
  // A public page for nobody in particular goes straight to its cached copy, without running proxy.ts, whose
  // matcher leaves exactly these requests out (lib/cache/cached-routes.ts, docs/caching.md). `afterFiles`: Next's
  // page handler stops at the first of these that leads to it, where it runs every `beforeFiles` rewrite.
  async rewrites() {
    return { beforeFiles: [], afterFiles: copyRewrites(), fallback: [] };
  },
  // `npm test` type-checks the whole project before the e2e build, which then skips repeating it.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  compiler: {
    // The JavaScript every page runs at load gets V8's compile-hint comment (scripts/build/compile-hints.mjs).
    runAfterProductionCompile: async ({ distDir }) => {
      const changed = await addCompileHints(distDir);
      console.log(`compile hints added to ${changed} first-load chunks`);
    },
  },
  experimental: {
    // app/global-not-found.tsx: the server-rendered 404 of unmatched URLs (the locale layout is the root).
    globalNotFound: true,
    // The profile photo (up to 2 MiB, lib/security/avatar.ts) is sent to a server action, whose default
    // body limit is 1 MB; the multipart envelope needs a little room on top.
    serverActions: { bodySizeLimit: '3mb' },
    // The rewrites above match paths as the proxy's matcher does: case-sensitively.
    caseSensitiveRoutes: true,
    // The cached copies (a listing page each, a search per filter set) live in memory only, in Next's LRU of
    // cacheMaxMemorySize: written to disk too, a crawler walking 100 000 listings or endless filter sets would
    // fill it (docs/caching.md).
    isrFlushToDisk: false,
  },
  images: {
    remotePatterns: [
      {
        protocol: supabaseUrl.protocol.replace(':', '') as 'http' | 'https',
        hostname: supabaseUrl.hostname,
        port: supabaseUrl.port,
        pathname: '/storage/v1/**',
      },
    ],
    // The optimizer's answers are images: they may run nothing and be framed by no one (lib/security/headers.mjs).
    contentSecurityPolicy: `${FALLBACK_CSP}; sandbox`,
    // The local stack listens on 127.0.0.1, which next/image refuses by default since Next 16.
    dangerouslyAllowLocalIP: isLocalSupabase,
    // WebP only: AVIF encoding is several times slower on small servers.
    formats: ['image/webp'],
    // The widths offered in srcsets. Next's defaults (8 device sizes up to 3840 px, 8 image sizes) put ten
    // candidates in every card's srcset; a page of results repeats each srcset in its HTML and its RSC
    // payload. Listing photos are never shown wider than a 1920 px screen.
    deviceSizes: [640, 828, 1080, 1200, 1920],
    imageSizes: [32, 64, 96, 128, 256, 384],
  },
};

export default withNextIntl(nextConfig);

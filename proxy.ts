import createIntlMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { updateSession } from '@/lib/supabase/proxy';

const handleI18nRouting = createIntlMiddleware(routing);

/**
 * Runs before every page request (Next 16's proxy, formerly middleware):
 * 1. locale routing — `/` is pt-BR (rewritten to /pt-BR internally), `/en/…` and `/es/…` are prefixed,
 *    `/pt-BR/…` redirects to the unprefixed address;
 * 2. the Supabase session refresh, whose cookies and cache headers are written onto that same response.
 * Authorization does not happen here: pages and actions check the user again (lib/data/auth.ts).
 */
export async function proxy(request: NextRequest) {
  const response = handleI18nRouting(request);
  const { response: withSession } = await updateSession(request, response);
  return withSession;
}

export const config = {
  // Everything except Next internals, API and auth route handlers, generated images and files with an
  // extension (static assets, sitemap.xml, robots.txt, favicon.ico…).
  matcher: ['/((?!api(?:/|$)|auth/|_next/|_vercel/|og(?:/|$)|.*\\..*).*)'],
};

import { NextResponse, type NextRequest } from 'next/server';
import { createClient } from '@supabase/supabase-js';
import { env } from '@/lib/env';
import { UNSUBSCRIBE_TOKEN } from '@/lib/validations/saved-searches';

/**
 * The one-click unsubscribe of the saved search alert e-mails (issue #22, RFC 8058): the mail client POSTs
 * 'List-Unsubscribe=One-Click' to the List-Unsubscribe address, ?token=<search id>.<secret>; the search's
 * alerts are paused (public.saved_search_unsubscribe, with the anon key: the token is the proof). A GET
 * (a person following the address) goes to /cancelar-alerta, which asks first. The token is never logged.
 */
export const dynamic = 'force-dynamic';

function tokenOf(request: NextRequest): string | null {
  const token = request.nextUrl.searchParams.get('token');
  return token && UNSUBSCRIBE_TOKEN.test(token) ? token : null;
}

export async function POST(request: NextRequest) {
  const token = tokenOf(request);
  if (!token) return NextResponse.json({ ok: false }, { status: 400 });
  const db = createClient(env.supabaseUrl, env.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data, error } = await db.rpc('saved_search_unsubscribe', { p_token: token });
  if (error) {
    console.error('[buscas/cancelar] unsubscribe failed:', error.message);
    return NextResponse.json({ ok: false }, { status: 500 });
  }
  return NextResponse.json({ ok: !!data }, { status: data ? 200 : 404, headers: { 'Cache-Control': 'no-store' } });
}

export function GET(request: NextRequest) {
  const url = new URL('/cancelar-alerta', request.url);
  const token = tokenOf(request);
  if (token) url.searchParams.set('token', token);
  const response = NextResponse.redirect(url, 303);
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}

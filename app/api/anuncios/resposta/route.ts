import { NextResponse, type NextRequest } from 'next/server';
import { answerConfirmPath, answerLandingPath, parseAnswerLocale, parseAnswerToken } from '@/lib/jobs/answer';
import { createAdminClient } from '@/lib/supabase/admin';

/**
 * The one-click buttons of the listing e-mails ('Renovar', 'Sim, continua disponível', 'Não, já foi
 * negociado'): GET /api/anuncios/resposta?token=<id>.<secret>[&lang=en|es]. The token is the proof (no
 * session needed): public.listing_answer_apply checks it (single use, expiry, constant-time hash
 * comparison) and applies the answer through the listing rules as the person it was sent to. Then the
 * browser lands on /resposta-anuncio, which says what happened. A malformed token never reaches the database.
 *
 * 'Não, já foi negociado' closes the listing, and mail scanners open the links of an e-mail: its GET changes
 * nothing ('confirmar') and lands on /resposta-anuncio, which asks to confirm and POSTs the token here in
 * the form body; only that POST (public.listing_answer_confirm) applies it. The token is never logged.
 */
export const dynamic = 'force-dynamic';

type Outcome = { result: string; property_id?: number };

async function answer(fn: 'listing_answer_apply' | 'listing_answer_confirm', token: string | null): Promise<Outcome> {
  if (!token) return { result: 'invalido' };
  // Each function named literally, so the public API test sees both callers.
  const db = createAdminClient();
  const { data, error } =
    fn === 'listing_answer_apply'
      ? await db.rpc('listing_answer_apply', { p_token: token })
      : await db.rpc('listing_answer_confirm', { p_token: token });
  if (error) {
    console.error(`[anuncios/resposta] ${fn} failed:`, error.message);
    return { result: 'erro' };
  }
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Outcome) : { result: 'invalido' };
}

function land(request: NextRequest, path: string) {
  const response = NextResponse.redirect(new URL(path, request.url), 303);
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const locale = parseAnswerLocale(params.get('lang'));
  const token = parseAnswerToken(params.get('token'));
  const outcome = await answer('listing_answer_apply', token);
  if (outcome.result === 'confirmar' && token) return land(request, answerConfirmPath(locale, token, outcome.property_id));
  return land(request, answerLandingPath(locale, outcome.result, outcome.property_id));
}

/** The confirmation form of /resposta-anuncio: token and lang in the (urlencoded or multipart) body. */
export async function POST(request: NextRequest) {
  let form: FormData | null = null;
  try {
    form = await request.formData();
  } catch {
    form = null;
  }
  const field = (name: string) => {
    const v = form?.get(name);
    return typeof v === 'string' ? v : null;
  };
  const locale = parseAnswerLocale(field('lang'));
  const outcome = await answer('listing_answer_confirm', parseAnswerToken(field('token')));
  return land(request, answerLandingPath(locale, outcome.result, outcome.property_id));
}

import { NextResponse, type NextRequest } from 'next/server';
import { answerLandingPath, parseAnswerLocale, parseAnswerToken } from '@/lib/jobs/answer';
import { createAdminClient } from '@/lib/supabase/admin';

/**
 * The one-click buttons of the listing e-mails ('Renovar', 'Sim, continua disponível', 'Não, já foi
 * negociado'): GET /api/anuncios/resposta?token=<id>.<secret>[&lang=en|es]. The token is the proof (no
 * session needed): public.listing_answer_apply checks it (single use, expiry, constant-time hash
 * comparison) and applies the answer through the listing rules as the person it was sent to. Then the
 * browser lands on /resposta-anuncio, which says what happened. A malformed token never reaches the database.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const locale = parseAnswerLocale(params.get('lang'));
  const token = parseAnswerToken(params.get('token'));
  let outcome: { result: string; property_id?: number } = { result: 'invalido' };
  if (token) {
    const { data, error } = await createAdminClient().rpc('listing_answer_apply', { p_token: token });
    if (error) {
      console.error('[anuncios/resposta] listing_answer_apply failed:', error.message);
      outcome = { result: 'erro' };
    } else if (data && typeof data === 'object' && !Array.isArray(data)) {
      outcome = data as typeof outcome;
    }
  }
  const target = new URL(answerLandingPath(locale, outcome.result, outcome.property_id), request.url);
  const response = NextResponse.redirect(target, 303);
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}

import { NextResponse, type NextRequest } from 'next/server';
import { agencyPageUrl, attachmentHeader, qrFileName, qrPng, qrSvg } from '@/lib/agencies/qr-code';
import { getCurrentProfile } from '@/lib/data/auth';
import { env } from '@/lib/env';

/**
 * GET /api/qr-code?format=png|svg — the signed-in agency's QR code as a download, `qr-code-{agency name}.png`
 * (spec §9) or .svg, encoding `{site origin}/{slug}`. Anyone else: 404 (nothing says whose code exists).
 */
export async function GET(request: NextRequest) {
  const format = request.nextUrl.searchParams.get('format') === 'svg' ? 'svg' : 'png';
  const profile = await getCurrentProfile();
  if (profile?.role !== 'imobiliaria' || !profile.slug) {
    return NextResponse.json({ error: 'not_found' }, { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
  }
  const url = agencyPageUrl(env.siteUrl, profile.slug);
  const body = format === 'svg' ? await qrSvg(url) : new Uint8Array(await qrPng(url));
  return new NextResponse(body, {
    headers: {
      'Content-Type': format === 'svg' ? 'image/svg+xml; charset=utf-8' : 'image/png',
      'Content-Disposition': attachmentHeader(qrFileName(profile.name ?? '', format)),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

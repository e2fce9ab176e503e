import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { agencyPageTag, tagPage } from '@/lib/cache/tags';
import { getPublicAgencyPage } from '@/lib/data/agency-page';
import { env } from '@/lib/env';
import { routing, type Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site';
import { initialOf } from '@/lib/utils';

// The Open Graph image of a public page (/{slug}/og, issue #19): the name, the logo and the number of
// listings on the brand panel, read as anon (link-preview fetchers have no session: a hidden page has none).
const size = { width: 1200, height: 630 };
const headers = { 'cache-control': 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400' };
const BRAND = '#0f5c52';
const BRAND_DARK = '#0a3f38';
const ACCENT = '#d9825b';

async function font(weight: 400 | 700 | 800) {
  const file = path.join(process.cwd(), 'node_modules', '@fontsource', 'manrope', 'files', `manrope-latin-${weight}-normal.woff`);
  return readFile(file);
}

const SATORI_TYPES = new Set(['image/png', 'image/jpeg']);
const CONVERTED_TYPES = new Set(['image/webp', 'image/gif', 'image/avif']);

/** The logo as a data URI when it is a Storage object of this project (never a fetch to another host). */
async function logoDataUri(url: string | null): Promise<string | null> {
  if (!url || !url.startsWith(`${env.supabaseUrl}/storage/v1/object/public/`)) return null;
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(3000) });
    if (!res.ok) return null;
    const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
    if (!SATORI_TYPES.has(type) && !CONVERTED_TYPES.has(type)) return null;
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length > 3_000_000) return null;
    const { default: sharp } = await import('sharp');
    const png = await sharp(body).resize(220, 220, { fit: 'cover' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}

// Issue #21 (docs/caching.md): an image is rendered on its first request and then served from Next's cache
// (no per-request render) until its page's tag is expired by a write (lib/cache/tags.ts) or an hour passes;
// none is rendered at build time (the database may not run then).
export const dynamic = 'force-static';
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale: raw, slug } = await params;
  if (/^[a-z0-9-]{1,50}$/.test(slug)) await tagPage(agencyPageTag(slug));
  const locale: Locale = (routing.locales as readonly string[]).includes(raw) ? (raw as Locale) : routing.defaultLocale;
  const [page, regular, bold, extraBold] = await Promise.all([
    /^[a-z0-9-]{1,50}$/.test(slug) ? getPublicAgencyPage(slug) : null,
    font(400),
    font(700),
    font(800),
  ]);
  const fonts = [
    { name: 'Manrope', data: regular, weight: 400 as const, style: 'normal' as const },
    { name: 'Manrope', data: bold, weight: 700 as const, style: 'normal' as const },
    { name: 'Manrope', data: extraBold, weight: 800 as const, style: 'normal' as const },
  ];
  if (!page) {
    return new ImageResponse(
      (
        <div style={{ display: 'flex', width: '100%', height: '100%', background: BRAND, color: 'white', alignItems: 'center', justifyContent: 'center', fontFamily: 'Manrope', fontSize: 120, fontWeight: 800 }}>
          {siteConfig.name}
        </div>
      ),
      { ...size, fonts, status: 404 },
    );
  }

  const t = await getTranslations({ locale, namespace: 'AgencyPage' });
  const p = page.profile;
  const logo = await logoDataUri(p.avatarUrl);
  const name = p.name.length > 60 ? `${p.name.slice(0, 58)}…` : p.name;
  const place = [p.city, p.state].filter(Boolean).join(' - ');

  return new ImageResponse(
    (
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: '100%', height: '100%', background: BRAND, padding: '64px 72px', color: 'white', fontFamily: 'Manrope' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <div style={{ display: 'flex', width: 18, height: 18, borderRadius: 9, background: ACCENT }} />
          <span style={{ fontSize: 34, fontWeight: 800 }}>{siteConfig.name}</span>
          <span style={{ fontSize: 26, opacity: 0.8, marginLeft: 12 }}>{t(`roles.${p.role}`)}</span>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 48 }}>
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- satori renders a plain <img>
            <img src={logo} width={220} height={220} alt="" style={{ borderRadius: 110, border: '6px solid white' }} />
          ) : (
            <div style={{ display: 'flex', width: 220, height: 220, borderRadius: 110, background: BRAND_DARK, alignItems: 'center', justifyContent: 'center', fontSize: 120, fontWeight: 800 }}>
              {initialOf(p.name)}
            </div>
          )}
          <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 760 }}>
            <span style={{ fontSize: 64, fontWeight: 800, lineHeight: 1.05 }}>{name}</span>
            {place && <span style={{ fontSize: 32, opacity: 0.9 }}>{place}</span>}
          </div>
        </div>
        <span style={{ fontSize: 40, fontWeight: 700 }}>{t('og.listings', { count: page.totalAll })}</span>
      </div>
    ),
    { ...size, fonts, headers },
  );
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { listingTag, tagPage } from '@/lib/cache/tags';
import { getPropertyOgData } from '@/lib/data/properties';
import { formatArea, formatPrice, type FormatLocale } from '@/lib/format';
import { routing, type Locale } from '@/lib/i18n/routing';
import { propertyImageStorageUrl } from '@/lib/search/storage-url';
import { siteConfig } from '@/lib/site';

// The Open Graph image of a listing (WhatsApp, social previews) at /imovel/{id}/og — a route handler
// rather than opengraph-image.tsx so its URL carries no '/pt-BR' prefix (no redirect for crawlers). The
// cover photo, the price, the title and the place on a brand-coloured panel. Fonts come from the local
// @fontsource files (no network).
const size = { width: 1200, height: 630 };
const headers = { 'cache-control': 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400' };

const BRAND = '#0f5c52';
const BRAND_DARK = '#0a3f38';
const ACCENT = '#d9825b';

async function font(weight: 400 | 700 | 800) {
  const file = path.join(process.cwd(), 'node_modules', '@fontsource', 'manrope', 'files', `manrope-latin-${weight}-normal.woff`);
  return readFile(file);
}

const SATORI_TYPES = new Set(['image/svg+xml', 'image/png', 'image/jpeg']);
const CONVERTED_TYPES = new Set(['image/webp', 'image/gif', 'image/avif']);

/**
 * The cover as a data URI, or null when it cannot be read. Satori renders SVG, PNG and JPEG; other photos
 * (WebP, the format of the seed's photos and a common upload) are converted to JPEG with sharp first.
 */
async function coverDataUri(storagePath: string | null): Promise<string | null> {
  if (!storagePath) return null;
  try {
    const res = await fetch(propertyImageStorageUrl(storagePath), { signal: AbortSignal.timeout(3000) });
    if (!res.ok) return null;
    const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
    if (!SATORI_TYPES.has(type) && !CONVERTED_TYPES.has(type)) return null;
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length > 2_000_000) return null;
    if (SATORI_TYPES.has(type)) return `data:${type};base64,${body.toString('base64')}`;
    const { default: sharp } = await import('sharp');
    const jpeg = await sharp(body).resize(600, 630, { fit: 'cover' }).jpeg({ quality: 85 }).toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
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

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale: raw, id: rawId } = await params;
  const locale: Locale = (routing.locales as readonly string[]).includes(raw) ? (raw as Locale) : routing.defaultLocale;
  const id = /^\d{1,15}$/.test(rawId) ? Number(rawId) : 0;
  if (id > 0 && Number.isSafeInteger(id)) await tagPage(listingTag(id));
  const [property, regular, bold, extraBold] = await Promise.all([
    getPropertyOgData(id),
    font(400),
    font(700),
    font(800),
  ]);
  const fonts = [
    { name: 'Manrope', data: regular, weight: 400 as const, style: 'normal' as const },
    { name: 'Manrope', data: bold, weight: 700 as const, style: 'normal' as const },
    { name: 'Manrope', data: extraBold, weight: 800 as const, style: 'normal' as const },
  ];

  if (!property) {
    return new ImageResponse(
      (
        <div style={{ display: 'flex', width: '100%', height: '100%', background: BRAND, color: 'white', alignItems: 'center', justifyContent: 'center', fontFamily: 'Manrope', fontSize: 120, fontWeight: 800 }}>
          {siteConfig.name}
        </div>
      ),
      { ...size, fonts, status: 404 },
    );
  }

  const t = await getTranslations({ locale, namespace: 'PropertyPage' });
  const cover = await coverDataUri(property.coverImage);
  const price = formatPrice(property.price, property.transaction, locale as FormatLocale);
  const place = `${property.neighborhood}, ${property.city} - ${property.state}`;
  const facts = [
    t(`types.${property.type}`),
    `${property.bedrooms} ${t('details.bedrooms').toLowerCase()}`,
    property.area ? formatArea(property.area) : null,
  ].filter(Boolean).join(' · ');

  return new ImageResponse(
    (
      <div style={{ display: 'flex', width: '100%', height: '100%', background: BRAND, fontFamily: 'Manrope' }}>
        <div style={{ display: 'flex', width: 600, height: 630, background: BRAND_DARK, position: 'relative' }}>
          {cover ? (
            // eslint-disable-next-line @next/next/no-img-element -- satori renders a plain <img>
            <img src={cover} width={600} height={630} alt="" style={{ objectFit: 'cover', width: 600, height: 630 }} />
          ) : (
            <div style={{ display: 'flex', width: '100%', height: '100%', alignItems: 'center', justifyContent: 'center', color: 'white', fontSize: 140, fontWeight: 800 }}>
              {siteConfig.name}
            </div>
          )}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: 600, padding: '56px 52px', color: 'white' }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
            <div style={{ display: 'flex', width: 18, height: 18, borderRadius: 9, background: ACCENT }} />
            <span style={{ fontSize: 34, fontWeight: 800 }}>{siteConfig.name}</span>
            <span style={{ fontSize: 26, opacity: 0.8, marginLeft: 12 }}>
              {t(`transaction.${property.transaction}`)}
            </span>
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 18 }}>
            <span style={{ fontSize: 64, fontWeight: 800, lineHeight: 1.05 }}>{price}</span>
            <span style={{ fontSize: 36, fontWeight: 700, lineHeight: 1.2, maxHeight: 130, overflow: 'hidden' }}>
              {property.title.length > 70 ? `${property.title.slice(0, 68)}…` : property.title}
            </span>
            <span style={{ fontSize: 28, opacity: 0.9 }}>{place}</span>
          </div>
          <span style={{ fontSize: 24, opacity: 0.85 }}>
            {facts} · #{property.id}
          </span>
        </div>
      </div>
    ),
    { ...size, fonts, headers },
  );
}

import QRCode from 'qrcode';

/**
 * The agency's QR code (spec §9): error correction M, 256 px, margin 1, black on white, encoding
 * `{site origin}/{slug}` (the public page). Rendered on the server (STYLE.md): the dashboard card shows the
 * PNG, /api/qr-code downloads it as `qr-code-{agency name}.png` (or .svg), the poster prints the SVG.
 */
export const QR_OPTIONS = {
  errorCorrectionLevel: 'M',
  width: 256,
  margin: 1,
  color: { dark: '#000000', light: '#ffffff' },
} as const;

/** The public page a QR code opens: the site's origin (no trailing slash) and the slug. */
export function agencyPageUrl(siteUrl: string, slug: string): string {
  return `${new URL(siteUrl).origin}/${encodeURIComponent(slug)}`;
}

export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...QR_OPTIONS, type: 'png' });
}

export function qrPngDataUrl(url: string): Promise<string> {
  return QRCode.toDataURL(url, { ...QR_OPTIONS, type: 'image/png' });
}

export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...QR_OPTIONS, type: 'svg' });
}

/**
 * `qr-code-{agency name}.{ext}` as the spec names the download. The name keeps its letters (accents too);
 * only characters a file system or a header would refuse are dropped.
 */
export function qrFileName(agencyName: string, ext: 'png' | 'svg'): string {
  const name = agencyName
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f"*/:<>?\\|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `qr-code-${name || 'imobiliaria'}.${ext}`;
}

/** A Content-Disposition value for `fileName`: an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_').replace(/[%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * @jest-environment node
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { agencyPageUrl, attachmentHeader, qrFileName, qrPng, qrPngDataUrl, qrSvg } from '@/lib/agencies/qr-code';

// The agency's QR code (spec §9): a scan of the PNG gives exactly `{origin}/{slug}`; 256 px, margin 1, black
// on white; the download is named qr-code-{agency name}.png.

function decode(png: Buffer) {
  const image = PNG.sync.read(png);
  return { image, code: jsQR(new Uint8ClampedArray(image.data), image.width, image.height) };
}

describe('agency QR code', () => {
  it.each([
    ['http://localhost:3000', 'imobiliaria-central', 'http://localhost:3000/imobiliaria-central'],
    ['https://lar.example/', 'lar-imoveis-2', 'https://lar.example/lar-imoveis-2'],
    ['https://lar.example/pt-BR/dashboard?x=1', 'casa-nova', 'https://lar.example/casa-nova'],
  ])('%s + %s encodes %s, and the PNG decodes to exactly it', async (site, slug, expected) => {
    const url = agencyPageUrl(site, slug);
    expect(url).toBe(expected);
    const { image, code } = decode(await qrPng(url));
    expect(code?.data).toBe(expected);
    expect([image.width, image.height]).toEqual([256, 256]);
    // Black on white: only those two colours, opaque.
    const colours = new Set<string>();
    for (let i = 0; i < image.data.length; i += 4) colours.add(`${image.data[i]},${image.data[i + 1]},${image.data[i + 2]},${image.data[i + 3]}`);
    expect([...colours].sort()).toEqual(['0,0,0,255', '255,255,255,255']);
    // Margin 1: the outermost ring of modules is white, the next one holds the finder patterns (black).
    expect(image.data.subarray(0, 4)).toEqual(new Uint8Array([255, 255, 255, 255]));
  });

  it('the card’s data URL is the same PNG', async () => {
    const url = 'https://lar.example/imobiliaria-central';
    const dataUrl = await qrPngDataUrl(url);
    expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    expect(decode(Buffer.from(dataUrl.split(',')[1], 'base64')).code?.data).toBe(url);
  });

  it('the SVG is black on white with no script or style', async () => {
    const svg = await qrSvg('https://lar.example/x');
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('#000000');
    expect(svg).toContain('#ffffff');
    expect(svg).not.toMatch(/<script|style=|on\w+=/i);
  });

  it('encodes a slug that needs escaping without changing the host', () => {
    expect(agencyPageUrl('https://lar.example', 'a/../b?c')).toBe('https://lar.example/a%2F..%2Fb%3Fc');
  });

  it('names the download qr-code-{agency name}.png, keeping accents, dropping what a file system refuses', () => {
    expect(qrFileName('Imobiliária Central', 'png')).toBe('qr-code-Imobiliária Central.png');
    expect(qrFileName('A/B: "C"\n', 'svg')).toBe('qr-code-AB C.svg');
    expect(qrFileName('   ', 'png')).toBe('qr-code-imobiliaria.png');
    const header = attachmentHeader('qr-code-Imobiliária Central.png');
    expect(header).toBe(`attachment; filename="qr-code-Imobiliaria Central.png"; filename*=UTF-8''qr-code-Imobili%C3%A1ria%20Central.png`);
    expect(attachmentHeader('qr-code-a";b.png')).not.toMatch(/"[^"]*";b/);
  });
});

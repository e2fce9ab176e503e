import { parsePix, hasError } from 'pix-utils';
import { pixBrCode, pixText, readBrCode } from '@/lib/billing/brcode';

// CRC16/CCITT-FALSE (poly 0x1021, init 0xFFFF) over the payload up to and including '6304', written here
// independently of the library (BCB, Manual de Padrões para Iniciação do Pix, §"CRC16").
function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

// The static BR Code example of the BCB manual.
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

/** Top-level EMV fields: id → value. */
function fields(code: string): Record<string, string> {
  const out: Record<string, string> = {};
  let i = 0;
  while (i < code.length) {
    const id = code.slice(i, i + 2);
    const len = Number(code.slice(i + 2, i + 4));
    out[id] = code.slice(i + 4, i + 4 + len);
    i += 4 + len;
  }
  return out;
}

describe('CRC16 of the BR Code', () => {
  it('matches the BCB example', () => {
    expect(crc16(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
    expect(hasError(parsePix(BCB_EXAMPLE))).toBe(false);
  });
});

describe('pixBrCode', () => {
  const input = { pixKey: 'pix@lar.dev', merchantName: 'Lar Imóveis', merchantCity: 'São Paulo', txid: 'LAR0123456789ABCDEF012345', amountCents: 79990 };

  it('is the known-good payload: key, amount, merchant, city, txid and CRC', () => {
    const code = pixBrCode(input);
    expect(code).toBe(
      '00020126330014br.gov.bcb.pix0111pix@lar.dev5204000053039865406799.905802BR5911LAR IMOVEIS6009SAO PAULO62290525LAR0123456789ABCDEF012345630408D4',
    );
    const f = fields(code);
    expect(f['00']).toBe('01');
    expect(f['26']).toBe('0014br.gov.bcb.pix0111pix@lar.dev');
    expect(f['53']).toBe('986');
    expect(f['54']).toBe('799.90');
    expect(f['58']).toBe('BR');
    expect(f['59']).toBe('LAR IMOVEIS');
    expect(f['60']).toBe('SAO PAULO');
    expect(f['62']).toBe('0525LAR0123456789ABCDEF012345');
    expect(f['63']).toBe(crc16(code.slice(0, -4)));
    expect(readBrCode(code)).toEqual({ txid: input.txid, amountCents: 79990, pixKey: 'pix@lar.dev' });
  });

  it('writes centavos exactly (no floating point drift)', () => {
    for (const cents of [1, 10, 4990, 55990, 104850, 999999]) {
      const code = pixBrCode({ ...input, amountCents: cents });
      expect(fields(code)['54']).toBe((cents / 100).toFixed(2));
      expect(readBrCode(code)?.amountCents).toBe(cents);
    }
  });

  it('refuses a bad amount or txid', () => {
    expect(() => pixBrCode({ ...input, amountCents: 0 })).toThrow();
    expect(() => pixBrCode({ ...input, amountCents: 10.5 })).toThrow();
    expect(() => pixBrCode({ ...input, txid: 'LAR-123' })).toThrow();
    expect(() => pixBrCode({ ...input, txid: 'A'.repeat(26) })).toThrow();
  });

  it('a changed character fails the CRC', () => {
    const code = pixBrCode(input);
    expect(readBrCode(code.replace('799.90', '699.90'))).toBeNull();
    expect(readBrCode('not a pix')).toBeNull();
  });

  it('pixText drops accents and symbols and keeps the limits', () => {
    expect(pixText('Imobiliária São João & Cia. Ltda — Centro', 25)).toBe('IMOBILIARIA SAO JOAO CIA');
    expect(pixText('Ribeirão Preto', 15)).toBe('RIBEIRAO PRETO');
  });
});

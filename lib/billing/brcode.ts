import { createStaticPix, hasError, isStaticPix, parsePix } from 'pix-utils';

/**
 * The Pix "copia e cola" (EMV BR Code) of a charge: a static Pix with the amount, the charge's txid and the
 * receiver's key, name and city, closed by its CRC16 (BCB, Manual de Padrões para Iniciação do Pix). Built by
 * pix-utils; the same string is drawn as the QR code.
 */
export interface PixInput {
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  txid: string;
  amountCents: number;
}

/** Names and cities go into the payload without accents, upper case, within the spec's lengths (25 / 15). */
export function pixText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, max)
    .trim();
}

export function pixBrCode(input: PixInput): string {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) throw new Error('pix: amount must be positive centavos');
  if (!/^[A-Za-z0-9]{1,25}$/.test(input.txid)) throw new Error('pix: txid must be 1-25 letters and digits');
  const pix = createStaticPix({
    pixKey: input.pixKey,
    merchantName: pixText(input.merchantName, 25),
    merchantCity: pixText(input.merchantCity, 15),
    txid: input.txid,
    transactionAmount: input.amountCents / 100,
  });
  if (hasError(pix)) throw new Error(`pix: ${pix.message}`);
  return pix.toBRCode();
}

/** Reads a BR Code back (null when it is not a valid static Pix, e.g. a wrong CRC). */
export function readBrCode(code: string): { txid: string; amountCents: number; pixKey: string } | null {
  const parsed = parsePix(code);
  if (hasError(parsed) || !isStaticPix(parsed)) return null;
  return {
    txid: parsed.txid ?? '',
    amountCents: Math.round((parsed.transactionAmount ?? 0) * 100),
    pixKey: parsed.pixKey,
  };
}

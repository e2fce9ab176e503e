/**
 * Input masks (spec §5, §9): applied on every keystroke, so they accept partial input and never grow past
 * the mask's length. Pure; the forms call them in onChange.
 */

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Fills `pattern` ('0' = next character) with `chars`, stopping when they run out. */
function fill(pattern: string, chars: string): string {
  let out = '';
  let i = 0;
  for (const p of pattern) {
    if (i >= chars.length) break;
    if (p === '0') out += chars[i++];
    else out += p;
  }
  return out;
}

/** CPF 000.000.000-00 (max 14). */
export const maskCpf = (value: string) => fill('000.000.000-00', digits(value, 11));

/** CNPJ 00.000.000/0000-00 (max 18); letters are kept (alphanumeric CNPJ) and upper-cased. */
export function maskCnpj(value: string): string {
  const raw = value.replace(/[^0-9a-zA-Z]/g, '').toUpperCase().slice(0, 14);
  return fill('00.000.000/0000-00', raw);
}

/** CEP 00000-000 (max 9). */
export const maskCep = (value: string) => fill('00000-000', digits(value, 8));

/** Phone (11) 90000-0000 for mobiles, (11) 3000-0000 for landlines (max 15). */
export function maskPhone(value: string): string {
  const d = digits(value, 11);
  if (d.length <= 10) return fill('(00) 0000-0000', d);
  return fill('(00) 00000-0000', d);
}

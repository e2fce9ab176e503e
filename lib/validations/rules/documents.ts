import { isValidCep, isValidCnpj, isValidCpf, isValidLandlinePhone, isValidMobilePhone } from '@brazilian-utils/brazilian-utils';

/**
 * Brazilian document, postcode and phone rules (spec §5, §9). Pure functions shared by the forms, the
 * server actions and the tests. CPF and numeric CNPJ check digits come from @brazilian-utils; the
 * alphanumeric CNPJ (issued by the Receita Federal from July 2026, IN RFB 2.229/2024) is checked here
 * with the official algorithm, which the library does not support.
 */

export const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** CNPJ characters without punctuation, upper case: 12 alphanumerics + 2 digits. */
export const normalizeCnpj = (value: string) => value.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();

/** True when `value` (masked or not) is a CPF with valid check digits. */
export function isCpf(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === 11 && isValidCpf(digits);
}

/** Check digit of the alphanumeric CNPJ: each character counts as (char code − 48), weights 2..9 from the right, mod 11. */
function cnpjCheckDigit(base: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = base.length - 1; i >= 0; i--) {
    sum += (base.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** True for a CNPJ with valid check digits, numeric (00.000.000/0000-00) or alphanumeric (12.ABC.345/01DE-35). */
export function isCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj)) return false;
  if (/^\d{14}$/.test(cnpj)) return isValidCnpj(cnpj);
  if (/^(.)\1{13}$/.test(cnpj)) return false;
  const first = cnpjCheckDigit(cnpj.slice(0, 12));
  const second = cnpjCheckDigit(cnpj.slice(0, 12) + String(first));
  return cnpj.slice(12) === `${first}${second}`;
}

/** CEP: 8 digits, with or without the hyphen. */
export function isCepValid(value: string): boolean {
  return /^\d{5}-?\d{3}$/.test(value.trim()) && isValidCep(onlyDigits(value));
}

/** A Brazilian phone (landline with 10 digits or mobile with 11, valid area code), masked or not. */
export function isPhone(value: string): boolean {
  const digits = onlyDigits(value);
  // Every mobile number has had 9 as its first digit since 2016 (Anatel); the library does not insist on it.
  if (digits.length === 11) return digits[2] === '9' && isValidMobilePhone(digits);
  return digits.length === 10 && isValidLandlinePhone(digits);
}

/** The 27 federative units (26 states and the Federal District). */
export const UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI',
  'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
export type Uf = (typeof UFS)[number];
export const isUf = (value: string): value is Uf => (UFS as readonly string[]).includes(value.toUpperCase());

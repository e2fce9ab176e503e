/**
 * CRECI (Conselho Regional de Corretores de Imóveis) registration, issue #34: number + UF + (F)ísica/(J)urídica,
 * stored and shown as '12345-J/SP'. Accepts the forms people type — 'CRECI 12345 J SP', '12.345-F/sp',
 * 'CRECI-SP 32458-J', 'CRECI/SP 12345-J' — in any order of the three parts. Pure and zod-free: the forms, the
 * server actions and the tests share it; SQL has the same rule in `private.creci_normalise` (20261130150000).
 */
import { UFS, type Uf } from './documents';

export type CreciKind = 'F' | 'J';
export type Creci = { number: string; kind: CreciKind; uf: Uf };

/** Longest input looked at: a CRECI with every separator is under 30 characters. */
export const CRECI_MAX_INPUT = 40;
/** The stored shape. */
export const CRECI_FORMAT = /^[1-9][0-9]{0,6}-[FJ]\/[A-Z]{2}$/;

/** Parses a typed CRECI; null when it is not number + UF + F/J. */
export function parseCreci(input: unknown): Creci | null {
  if (typeof input !== 'string' || input.length > CRECI_MAX_INPUT) return null;
  const text = input
    .toUpperCase()
    .replace(/CRECI/g, ' ')
    .replace(/(\d)\.(?=\d)/g, '$1')
    .replace(/(\d)(?=[A-Z])|([A-Z])(?=\d)/g, '$1$2 ')
    .replace(/[\s\-/.:,]+/g, ' ')
    .trim();
  const tokens = text === '' ? [] : text.split(' ');
  if (tokens.length !== 3) return null;
  let num: string | null = null;
  let kind: CreciKind | null = null;
  let uf: Uf | null = null;
  for (const token of tokens) {
    if (/^\d{1,7}$/.test(token) && num === null) num = token;
    else if ((token === 'F' || token === 'J') && kind === null) kind = token;
    else if ((UFS as readonly string[]).includes(token) && uf === null) uf = token as Uf;
    else return null;
  }
  if (num === null || kind === null || uf === null) return null;
  const number = num.replace(/^0+/, '');
  if (number === '') return null;
  return { number, kind, uf };
}

export const formatCreci = (c: Creci): string => `${c.number}-${c.kind}/${c.uf}`;

/** The stored form ('12345-J/SP'), or null when the input is not a CRECI. */
export function normalizeCreci(input: unknown): string | null {
  const parsed = parseCreci(input);
  return parsed ? formatCreci(parsed) : null;
}

export const isCreci = (input: unknown): boolean => parseCreci(input) !== null;

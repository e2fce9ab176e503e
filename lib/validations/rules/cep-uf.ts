/**
 * Which federative unit a CEP belongs to (issue #18, the listing wizard's address step): the Correios' ranges
 * of CEPs per UF ("Faixas de CEP por UF"). The first five digits decide; two units have two ranges (the
 * Federal District's 73000–73699 sits between Goiás's; Roraima's 69300–69399 splits Amazonas's). 78900–78999,
 * Rondônia's range before 76800–76999, belongs to no UF today. Pure and
 * zod-free, so the form, the server action and the tests share one table.
 */
import type { Uf } from './documents';

/** [first five digits from, to] — inclusive — per UF. */
export const CEP_RANGES: Readonly<Record<Uf, readonly (readonly [number, number])[]>> = {
  SP: [[1000, 19999]],
  RJ: [[20000, 28999]],
  ES: [[29000, 29999]],
  MG: [[30000, 39999]],
  BA: [[40000, 48999]],
  SE: [[49000, 49999]],
  PE: [[50000, 56999]],
  AL: [[57000, 57999]],
  PB: [[58000, 58999]],
  RN: [[59000, 59999]],
  CE: [[60000, 63999]],
  PI: [[64000, 64999]],
  MA: [[65000, 65999]],
  PA: [[66000, 68899]],
  AP: [[68900, 68999]],
  AM: [
    [69000, 69299],
    [69400, 69899],
  ],
  RR: [[69300, 69399]],
  AC: [[69900, 69999]],
  DF: [
    [70000, 72799],
    [73000, 73699],
  ],
  GO: [
    [72800, 72999],
    [73700, 76799],
  ],
  RO: [[76800, 76999]],
  TO: [[77000, 77999]],
  MT: [[78000, 78899]],
  MS: [[79000, 79999]],
  PR: [[80000, 87999]],
  SC: [[88000, 89999]],
  RS: [[90000, 99999]],
};

/** The first five digits of a CEP (masked or not, exactly 8 digits), else null. */
function prefixOf(cep: string): number | null {
  const digits = cep.replace(/\D/g, '');
  if (digits.length !== 8 || !/^\d{5}-?\d{3}$/.test(cep.trim())) return null;
  return Number(digits.slice(0, 5));
}

/** The UF a CEP belongs to, or null for a malformed CEP or one outside every range (00000–00999). */
export function ufOfCep(cep: string): Uf | null {
  const prefix = prefixOf(cep);
  if (prefix == null) return null;
  for (const [uf, ranges] of Object.entries(CEP_RANGES) as [Uf, readonly (readonly [number, number])[]][]) {
    if (ranges.some(([from, to]) => prefix >= from && prefix <= to)) return uf;
  }
  return null;
}

/** True when `cep` is a well-formed CEP inside the ranges of `uf` (case-insensitive). */
export function cepMatchesUf(cep: string, uf: string): boolean {
  const found = ufOfCep(cep);
  return found != null && found === uf.trim().toUpperCase();
}

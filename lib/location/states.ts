/**
 * The Brazilian states, for a location typed as a state (issue #40): 'SP', 'pr', 'Paraná', 'parana' filter by
 * that state instead of searching the text. 'São Paulo' and 'Rio de Janeiro' are cities first (the capital
 * of the same name): those two names stay text (the UF codes still mean the state).
 */
export const STATE_NAMES = {
  AC: 'Acre', AL: 'Alagoas', AP: 'Amapá', AM: 'Amazonas', BA: 'Bahia', CE: 'Ceará', DF: 'Distrito Federal',
  ES: 'Espírito Santo', GO: 'Goiás', MA: 'Maranhão', MT: 'Mato Grosso', MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais', PA: 'Pará', PB: 'Paraíba', PR: 'Paraná', PE: 'Pernambuco', PI: 'Piauí',
  RJ: 'Rio de Janeiro', RN: 'Rio Grande do Norte', RS: 'Rio Grande do Sul', RO: 'Rondônia', RR: 'Roraima',
  SC: 'Santa Catarina', SP: 'São Paulo', SE: 'Sergipe', TO: 'Tocantins',
} as const;
export type StateCode = keyof typeof STATE_NAMES;

const CITY_FIRST = new Set<StateCode>(['SP', 'RJ']);

const fold = (s: string) =>
  s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();

const BY_NAME = new Map<string, StateCode>(
  (Object.entries(STATE_NAMES) as [StateCode, string][])
    .filter(([uf]) => !CITY_FIRST.has(uf))
    .flatMap(([uf, name]) => [[fold(name), uf], [`estado do ${fold(name)}`, uf], [`estado de ${fold(name)}`, uf]] as [string, StateCode][]),
);

/** The state a whole location text names ('SP', 'Paraná', 'estado da Bahia'), or undefined. */
export function stateOfText(text: string): StateCode | undefined {
  const t = fold(text).replace(/^estado da /, 'estado do ');
  if (/^[a-z]{2}$/.test(t)) {
    const uf = t.toUpperCase();
    return uf in STATE_NAMES ? (uf as StateCode) : undefined;
  }
  return BY_NAME.get(t);
}

import { UFS } from '@/lib/validations/rules/documents';
import { CEP_RANGES, cepMatchesUf, ufOfCep } from '@/lib/validations/rules/cep-uf';

describe('CEP per UF (Correios ranges)', () => {
  it('finds the UF of real addresses in every state', () => {
    const real: [string, string][] = [
      ['01310-100', 'SP'], // Av. Paulista, São Paulo
      ['13015-904', 'SP'], // Campinas
      ['20040-020', 'RJ'], // Centro, Rio de Janeiro
      ['29010-120', 'ES'], // Vitória
      ['30130-010', 'MG'], // Belo Horizonte
      ['40020-000', 'BA'], // Salvador
      ['49010-020', 'SE'], // Aracaju
      ['50010-000', 'PE'], // Recife
      ['57020-050', 'AL'], // Maceió
      ['58010-000', 'PB'], // João Pessoa
      ['59010-000', 'RN'], // Natal
      ['60060-000', 'CE'], // Fortaleza
      ['64000-020', 'PI'], // Teresina
      ['65010-000', 'MA'], // São Luís
      ['66010-000', 'PA'], // Belém
      ['68900-010', 'AP'], // Macapá
      ['69005-000', 'AM'], // Manaus
      ['69400-000', 'AM'], // Manacapuru (the second range)
      ['69301-000', 'RR'], // Boa Vista
      ['69900-000', 'AC'], // Rio Branco
      ['70040-010', 'DF'], // Brasília
      ['73010-000', 'DF'], // Sobradinho (the second range)
      ['72800-000', 'GO'], // Luziânia
      ['74000-000', 'GO'], // Goiânia
      ['76801-000', 'RO'], // Porto Velho
      ['77001-000', 'TO'], // Palmas
      ['78005-000', 'MT'], // Cuiabá
      ['79002-000', 'MS'], // Campo Grande
      ['80010-000', 'PR'], // Curitiba
      ['88010-000', 'SC'], // Florianópolis
      ['90010-000', 'RS'], // Porto Alegre
    ];
    for (const [cep, uf] of real) {
      expect([cep, ufOfCep(cep)]).toEqual([cep, uf]);
      expect(cepMatchesUf(cep, uf)).toBe(true);
      expect(cepMatchesUf(cep.replace('-', ''), uf.toLowerCase())).toBe(true);
    }
  });

  it('refuses a CEP of another state, at the edges of each range too', () => {
    expect(cepMatchesUf('01310-100', 'RJ')).toBe(false);
    expect(cepMatchesUf('19999-999', 'SP')).toBe(true);
    expect(cepMatchesUf('20000-000', 'SP')).toBe(false);
    expect(cepMatchesUf('72799-999', 'DF')).toBe(true);
    expect(cepMatchesUf('72800-000', 'DF')).toBe(false);
    expect(cepMatchesUf('73699-999', 'DF')).toBe(true);
    expect(cepMatchesUf('73700-000', 'GO')).toBe(true);
    expect(cepMatchesUf('76799-999', 'GO')).toBe(true);
    expect(cepMatchesUf('76800-000', 'GO')).toBe(false);
    expect(cepMatchesUf('69299-999', 'AM')).toBe(true);
    expect(cepMatchesUf('69300-000', 'AM')).toBe(false);
    expect(cepMatchesUf('68899-999', 'PA')).toBe(true);
    expect(cepMatchesUf('68900-000', 'PA')).toBe(false);
  });

  it('every five-digit prefix belongs to at most one UF; only 00000–00999 and 78900–78999 (Rondônia\'s former range) to none', () => {
    expect(Object.keys(CEP_RANGES).sort()).toEqual([...UFS].sort());
    for (let prefix = 0; prefix <= 99999; prefix++) {
      const owners = Object.entries(CEP_RANGES).filter(([, ranges]) =>
        ranges.some(([from, to]) => prefix >= from && prefix <= to),
      );
      expect([prefix, owners.length]).toEqual([prefix, prefix < 1000 || (prefix >= 78900 && prefix <= 78999) ? 0 : 1]);
    }
  });

  it('malformed or unknown input has no UF', () => {
    for (const bad of ['', '0131', '01310-10', '013101000', '01310--100', 'abcde-fgh', '00999-999', '01310 100', '１３０１５-９０４']) {
      expect([bad, ufOfCep(bad)]).toEqual([bad, null]);
    }
    expect(cepMatchesUf('01310-100', 'XX')).toBe(false);
    expect(cepMatchesUf('00500-000', 'SP')).toBe(false);
  });
});

import { isCepValid, isCnpj, isCpf, isPhone, isUf, normalizeCnpj, UFS } from '@/lib/validations';

describe('isCpf', () => {
  it('accepts CPFs with valid check digits, masked or not', () => {
    expect(isCpf('529.982.247-25')).toBe(true);
    expect(isCpf('52998224725')).toBe(true);
    expect(isCpf('111.444.777-35')).toBe(true);
  });
  it('rejects wrong check digits, repeated digits and wrong lengths', () => {
    expect(isCpf('529.982.247-24')).toBe(false);
    expect(isCpf('111.444.777-53')).toBe(false);
    expect(isCpf('111.111.111-11')).toBe(false);
    expect(isCpf('5299822472')).toBe(false);
    expect(isCpf('529982247250')).toBe(false);
    expect(isCpf('')).toBe(false);
  });
});

describe('isCnpj (numeric)', () => {
  it('accepts numeric CNPJs with valid check digits', () => {
    expect(isCnpj('11.222.333/0001-81')).toBe(true);
    expect(isCnpj('11222333000181')).toBe(true);
    expect(isCnpj('00.000.000/0001-91')).toBe(true); // Banco do Brasil
  });
  it('rejects wrong check digits, repeated digits and wrong lengths', () => {
    expect(isCnpj('11.222.333/0001-82')).toBe(false);
    expect(isCnpj('11.222.333/0001-18')).toBe(false);
    expect(isCnpj('00.000.000/0000-00')).toBe(false);
    expect(isCnpj('1122233300018')).toBe(false);
  });
});

describe('isCnpj (alphanumeric, from July 2026)', () => {
  it("accepts the Receita Federal's published example 12.ABC.345/01DE-35", () => {
    expect(isCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isCnpj('12ABC34501DE35')).toBe(true);
    expect(isCnpj('12.abc.345/01de-35')).toBe(true);
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });
  it('accepts other valid alphanumeric CNPJs computed by the algorithm', () => {
    // Check digits computed with an independent transcription of the algorithm (checkByHand below).
    expect(checkByHand('ABCDEFGHIJKL80')).toBe(true);
    expect(isCnpj('AB.CDE.FGH/IJKL-80')).toBe(true);
    expect(checkByHand('A1B2C3D4E5F668')).toBe(true);
    expect(isCnpj('A1.B2C.3D4/E5F6-68')).toBe(true);
    expect(isCnpj('AB.CDE.FGH/IJKL-81')).toBe(false);
    expect(isCnpj('A1.B2C.3D4/E5F6-86')).toBe(false);
  });
  it('rejects wrong check digits and letters in the check-digit positions', () => {
    expect(isCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isCnpj('12.ABC.345/01DE-53')).toBe(false);
    expect(isCnpj('12.ABC.345/01DE-3A')).toBe(false);
    expect(isCnpj('12.ABC.345/01D-35')).toBe(false);
    expect(isCnpj('12.AB@.345/01DE-35')).toBe(false);
  });
});

/** An independent, literal transcription of the published algorithm (weights 5..2,9..2 and 6..2,9..2). */
function checkByHand(cnpj: string): boolean {
  const v = (c: string) => c.charCodeAt(0) - 48;
  const w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const w2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const dv = (s: number) => (s % 11 < 2 ? 0 : 11 - (s % 11));
  const d1 = dv([...cnpj.slice(0, 12)].reduce((s, c, i) => s + v(c) * w1[i]!, 0));
  const d2 = dv([...(cnpj.slice(0, 12) + d1)].reduce((s, c, i) => s + v(c) * w2[i]!, 0));
  return cnpj.slice(12) === `${d1}${d2}`;
}

describe('isCepValid', () => {
  it('accepts 8 digits with or without the hyphen', () => {
    expect(isCepValid('01310-100')).toBe(true);
    expect(isCepValid('01310100')).toBe(true);
  });
  it('rejects other shapes', () => {
    expect(isCepValid('0131-0100')).toBe(false);
    expect(isCepValid('01310-10')).toBe(false);
    expect(isCepValid('01310-1000')).toBe(false);
    expect(isCepValid('ABCDE-FGH')).toBe(false);
  });
});

describe('isPhone', () => {
  it('accepts mobiles (11 digits) and landlines (10 digits) with a valid area code', () => {
    expect(isPhone('(11) 98765-4321')).toBe(true);
    expect(isPhone('11987654321')).toBe(true);
    expect(isPhone('(21) 3333-4444')).toBe(true);
  });
  it('rejects short numbers, unknown area codes and mobiles without the leading 9', () => {
    expect(isPhone('(11) 9876-543')).toBe(false);
    expect(isPhone('(00) 98765-4321')).toBe(false);
    expect(isPhone('(11) 88765-4321')).toBe(false);
    expect(isPhone('')).toBe(false);
  });
});

describe('UFs', () => {
  it('lists the 27 federative units', () => {
    expect(UFS).toHaveLength(27);
    expect(new Set(UFS).size).toBe(27);
    expect(isUf('sp')).toBe(true);
    expect(isUf('DF')).toBe(true);
    expect(isUf('XX')).toBe(false);
  });
});

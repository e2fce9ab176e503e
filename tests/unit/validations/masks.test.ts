import { maskCep, maskCnpj, maskCpf, maskPhone } from '@/lib/validations';

describe('masks', () => {
  it('CPF 000.000.000-00, partial input and max 14 characters', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('529.982.247-25999')).toBe('529.982.247-25');
    expect(maskCpf('abc529')).toBe('529');
    expect(maskCpf('52998224725999')).toHaveLength(14);
  });
  it('CNPJ 00.000.000/0000-00, max 18, letters kept upper-case', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('112223')).toBe('11.222.3');
    expect(maskCnpj('1122233300018199')).toHaveLength(18);
  });
  it('CEP 00000-000, max 9', () => {
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('0131')).toBe('0131');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('0131010099')).toBe('01310-100');
  });
  it('phone (11) 90000-0000 for mobiles and (11) 3000-0000 for landlines', () => {
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('(11) 98765-43219999')).toBe('(11) 98765-4321');
  });
});

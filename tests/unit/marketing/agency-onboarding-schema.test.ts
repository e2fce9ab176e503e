import {
  agencyRegisterSchema,
  createPasswordSchema,
  maskCep,
  maskCnpj,
} from '@/components/marketing/agency-onboarding/schema';

const valid = {
  responsibleName: 'Paula', jobTitle: 'Diretora', agencyName: 'Casa Boa', cnpj: '11.222.333/0001-81', creci: 'J-1',
  address: 'Rua A, 1', email: 'a@b.com', phone: '11 3333-4444', mainCity: 'São Paulo', cep: '01001-000',
  activeBrokers: '1-5', managedProperties: '1-20', keyHandling: 'misto', website: '',
};

describe('agency onboarding schemas', () => {
  it('masks CNPJ and CEP as typed', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('112223')).toBe('11.222.3');
    expect(maskCep('01001000')).toBe('01001-000');
  });

  it('accepts a complete registration and checks the CNPJ digits', () => {
    expect(agencyRegisterSchema.safeParse(valid).success).toBe(true);
    const bad = agencyRegisterSchema.safeParse({ ...valid, cnpj: '11.222.333/0001-82' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['cnpjInvalid']);
  });

  it('requires matching passwords of at least 6 characters and a 6-digit code', () => {
    const issues = (v: object) =>
      createPasswordSchema.safeParse({ email: 'a@b.com', code: '123456', password: 'abcdef', confirm: 'abcdef', ...v }).error?.issues.map((i) => i.message) ?? [];
    expect(issues({})).toEqual([]);
    expect(issues({ password: 'abc', confirm: 'abc' })).toEqual(['passwordShort']);
    expect(issues({ confirm: 'abcdeg' })).toEqual(['mismatch']);
    expect(issues({ code: '12ab' })).toEqual(['codeInvalid']);
  });
});

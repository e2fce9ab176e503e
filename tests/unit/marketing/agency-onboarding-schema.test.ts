import { agencyRegisterSchema, createPasswordSchema } from '@/lib/validations/agency-onboarding';
import { isCnpj } from '@/lib/validations';

const valid = {
  responsibleName: 'Paula', jobTitle: 'Diretora', agencyName: 'Casa Boa', cnpj: '11.222.333/0001-81', creci: '1-J/SP',
  address: 'Rua A, 1', email: 'a@b.com', phone: '11 3333-4444', mainCity: 'São Paulo', cep: '01001-000',
  activeBrokers: '1-5', managedProperties: '1-20', keyHandling: 'misto', website: '',
};

describe('agency onboarding schemas', () => {
  it('accepts a complete registration and checks the CNPJ digits', () => {
    expect(agencyRegisterSchema.safeParse(valid).success).toBe(true);
    const bad = agencyRegisterSchema.safeParse({ ...valid, cnpj: '11.222.333/0001-82' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['cnpjInvalid']);
  });

  it('takes the alphanumeric CNPJ of 2026 like every other form of the site (one CNPJ rule)', () => {
    const alphanumeric = '12.ABC.345/01DE-35';
    expect(isCnpj(alphanumeric)).toBe(true);
    expect(agencyRegisterSchema.safeParse({ ...valid, cnpj: alphanumeric }).success).toBe(true);
    expect(agencyRegisterSchema.safeParse({ ...valid, cnpj: '12.ABC.345/01DE-36' }).error?.issues.map((i) => i.message)).toEqual([
      'cnpjInvalid',
    ]);
  });

  it('refuses a phone without a valid area code and a malformed CEP', () => {
    const messages = (v: object) => agencyRegisterSchema.safeParse({ ...valid, ...v }).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ phone: '123' })).toEqual(['phoneInvalid']);
    expect(messages({ phone: '(11) 98888-7777' })).toEqual([]);
    expect(messages({ cep: '0100-1000' })).toEqual(['cepInvalid']);
  });

  it('requires matching passwords that follow the one password rule and a 6-digit code', () => {
    const issues = (v: object) =>
      createPasswordSchema.safeParse({ email: 'a@b.com', code: '123456', password: 'Abc@1234', confirm: 'Abc@1234', ...v }).error?.issues.map((i) => i.message) ?? [];
    expect(issues({})).toEqual([]);
    expect(issues({ password: 'abc', confirm: 'abc' })).toEqual(['passwordShort']);
    // The one password rule (issue #39): what sign-up refuses is refused here too.
    expect(issues({ password: 'abc12345', confirm: 'abc12345' })).toEqual(['passwordShort']);
    expect(issues({ confirm: 'Abc@1235' })).toEqual(['mismatch']);
    expect(issues({ code: '12ab' })).toEqual(['codeInvalid']);
  });
});

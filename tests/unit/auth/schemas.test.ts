import { changePasswordSchema, passwordChecklist, signUpSchema, agencySignUpSchema } from '@/lib/validations/auth';
import { completeAgencySchema, completeProfileSchema } from '@/lib/validations/profile';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('sign-up schemas', () => {
  const base = { role: 'cliente', name: 'Ana', email: 'ana@lar.dev', password: 'Segredo@1', confirmPassword: 'Segredo@1' };
  it('accepts the full form with an optional phone', () => {
    expect(signUpSchema.safeParse(base).success).toBe(true);
  });
  it("says 'passwordMismatch' and 'passwordWeak' (one rule with /trocar-senha, issue #39)", () => {
    expect(messages(signUpSchema.safeParse({ ...base, confirmPassword: 'outra' }))).toEqual({ confirmPassword: 'passwordMismatch' });
    for (const weak of ['12345', 'abc12345', 'segredo', 'Segredo1', 'segredo@1']) {
      expect(messages(signUpSchema.safeParse({ ...base, password: weak, confirmPassword: weak }))).toEqual({ password: 'passwordWeak' });
    }
  });
  it('refuses the agency role in the full form and accepts the short agency form', () => {
    expect(signUpSchema.safeParse({ ...base, role: 'imobiliaria' }).success).toBe(false);
    expect(agencySignUpSchema.safeParse({ role: 'imobiliaria', email: 'x@lar.dev', password: 'Lar@12345' }).success).toBe(true);
    expect(messages(agencySignUpSchema.safeParse({ role: 'imobiliaria', email: 'x', password: '123456' }))).toEqual({
      email: 'email',
      password: 'passwordWeak',
    });
  });
});

describe('password change', () => {
  it('checks each rule of the live checklist', () => {
    expect(passwordChecklist('abc')).toEqual({ length: false, upper: false, lower: true, digit: false, special: false });
    expect(passwordChecklist('Lar@12345')).toEqual({ length: true, upper: true, lower: true, digit: true, special: true });
  });
  it('requires the current password, a strong new one and the same confirmation', () => {
    const ok = { currentPassword: 'Lar@12345', newPassword: 'Nova#Senha9', confirmPassword: 'Nova#Senha9' };
    expect(changePasswordSchema.safeParse(ok).success).toBe(true);
    expect(messages(changePasswordSchema.safeParse({ ...ok, currentPassword: '' }))).toEqual({ currentPassword: 'required' });
    expect(messages(changePasswordSchema.safeParse({ ...ok, newPassword: 'fraca', confirmPassword: 'fraca' }))).toEqual({
      newPassword: 'passwordWeak',
    });
    expect(messages(changePasswordSchema.safeParse({ ...ok, confirmPassword: 'Nova#Senha8' }))).toEqual({
      confirmPassword: 'passwordMismatch',
    });
  });
});

describe('profile completion', () => {
  it('requires name and phone; CPF optional but checked', () => {
    expect(completeProfileSchema.safeParse({ name: 'Ana', phone: '(11) 98765-4321' }).success).toBe(true);
    expect(messages(completeProfileSchema.safeParse({ name: '', phone: '' }))).toEqual({ name: 'required', phone: 'required' });
    expect(messages(completeProfileSchema.safeParse({ name: 'Ana', phone: '(11) 98765-4321', cpf: '111.111.111-11' }))).toEqual({
      cpf: 'cpf',
    });
  });
  it('accepts numeric and alphanumeric CNPJs for agencies', () => {
    const agency = {
      name: 'Casa Nova Imóveis',
      email: 'contato@casanova.dev',
      phone: '(11) 3333-4444',
      responsibleName: 'Maria Souza',
      creci: '12345-J/SP',
      legalName: 'Casa Nova Imóveis Ltda',
      address: 'Rua Augusta, 100',
      city: 'São Paulo',
      state: 'SP',
      zipCode: '01304-000',
    };
    expect(completeAgencySchema.safeParse({ ...agency, cnpj: '11.222.333/0001-81' }).success).toBe(true);
    expect(completeAgencySchema.safeParse({ ...agency, cnpj: '12.ABC.345/01DE-35' }).success).toBe(true);
    expect(messages(completeAgencySchema.safeParse({ ...agency, cnpj: '12.ABC.345/01DE-36' }))).toEqual({ cnpj: 'cnpj' });
  });
});

import { createPasswordSchema } from '@/lib/validations/agency-onboarding';
import { agencySignUpSchema, changePasswordSchema, resetPasswordSchema, signUpSchema } from '@/lib/validations/auth';
import { brokerSignupSchema } from '@/lib/validations/broker-signup';
import { invitationSignUpSchema } from '@/lib/validations/team';

// Issue #39: one password rule wherever a password is set — sign-up (person and agency), broker sign-up,
// agency onboarding, invitation acceptance, recovery and /trocar-senha. Each form's schema refuses the same
// passwords and accepts the same ones.

const forms: [string, (password: string) => boolean][] = [
  ['sign-up', (p) => signUpSchema.safeParse({ role: 'cliente', name: 'Ana', email: 'ana@lar.dev', password: p, confirmPassword: p }).success],
  ['agency sign-up', (p) => agencySignUpSchema.safeParse({ role: 'imobiliaria', email: 'a@lar.dev', password: p }).success],
  ['broker sign-up', (p) => brokerSignupSchema.safeParse({ firstName: 'Ana', lastName: 'Lima', email: 'ana@lar.dev', phone: '(11) 98888-7777', creci: '123456-F/SP', city: 'São Paulo', experience: 'iniciante', password: p }).success],
  ['agency onboarding', (p) => createPasswordSchema.safeParse({ email: 'a@lar.dev', code: '123456', password: p, confirm: p }).success],
  ['invitation', (p) => invitationSignUpSchema.safeParse({ name: 'Ana', phone: '(11) 98888-7777', password: p, confirmPassword: p }).success],
  ['recovery', (p) => resetPasswordSchema.safeParse({ newPassword: p, confirmPassword: p }).success],
  ['/trocar-senha', (p) => changePasswordSchema.safeParse({ currentPassword: 'Old@12345', newPassword: p, confirmPassword: p }).success],
];

describe.each(forms)('%s', (_name, accepts) => {
  it.each(['abc12345', 'abcdef', 'ABCDEFGH1!', 'Abcdefgh!', 'Abcdefg1', 'Ab1!', ''])('refuses %p', (p) => {
    expect(accepts(p)).toBe(false);
  });
  it.each(['Lar@12345', 'Çasa#2026x', 'Abc@1234'])('accepts %p', (p) => {
    expect(accepts(p)).toBe(true);
  });
});

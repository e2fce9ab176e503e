import { z } from 'zod';
import { isStrongPassword } from './rules/password';

/**
 * Schemas of the sign-in, sign-up and password forms (spec §5), shared by the client forms (zodResolver)
 * and the server actions. Error messages are keys of the `AuthValidation` catalogue namespace, so the same
 * schema speaks every locale: the form and the action translate them.
 */

export const SIGN_UP_ROLES = ['cliente', 'proprietario', 'corretor', 'imobiliaria'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

export type ValidationKey =
  | 'required'
  | 'email'
  | 'passwordMin'
  | 'passwordMismatch'
  | 'passwordWeak'
  | 'samePassword'
  | 'cpf'
  | 'cnpj'
  | 'cep'
  | 'phone'
  | 'uf'
  | 'creci'
  | 'tooLong';

const msg = (key: ValidationKey) => ({ error: key });

export const emailField = z
  .string(msg('required'))
  .trim()
  .min(1, msg('required'))
  .max(254, msg('tooLong'))
  .pipe(z.email(msg('email')));

const requiredText = (max: number) => z.string(msg('required')).trim().min(1, msg('required')).max(max, msg('tooLong'));

export const signInSchema = z.object({
  email: emailField,
  password: z.string(msg('required')).min(1, msg('required')).max(72, msg('tooLong')),
});
export type SignInInput = z.input<typeof signInSchema>;

/**
 * The one rule of a new password (issue #39): PASSWORD_RULES (./rules/password.ts), the same live checklist
 * (components/auth/password-checklist.tsx) wherever a password is set — sign-up, broker sign-up, agency
 * onboarding, invitation acceptance, recovery and /trocar-senha. `weak` and `required` are the error keys of
 * the form's own catalogue.
 */
export function newPasswordField(weak: string, required: string = weak, tooLong: string = weak) {
  return z
    .string({ error: required })
    .min(1, { error: required })
    .max(72, { error: tooLong })
    .refine((p) => p === '' || isStrongPassword(p), { error: weak });
}

const newAccountPassword = newPasswordField('passwordWeak', 'required', 'tooLong');

/** Clients, owners and brokers: the full form. */
export const signUpSchema = z
  .object({
    role: z.enum(['cliente', 'proprietario', 'corretor'], msg('required')),
    name: requiredText(120),
    phone: z.string().trim().max(30, msg('tooLong')).optional().default(''),
    email: emailField,
    password: newAccountPassword,
    confirmPassword: z.string(msg('required')).min(1, msg('required')),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], ...msg('passwordMismatch') });
export type SignUpInput = z.input<typeof signUpSchema>;

/** The agency: e-mail and password only; stored with the name 'Imobiliária', an empty phone and role imobiliaria. */
export const agencySignUpSchema = z.object({
  role: z.literal('imobiliaria'),
  email: emailField,
  password: newAccountPassword,
});
export type AgencySignUpInput = z.input<typeof agencySignUpSchema>;

export const AGENCY_PLACEHOLDER_NAME = 'Imobiliária';

export const recoverySchema = z.object({ email: emailField });
export type RecoveryInput = z.input<typeof recoverySchema>;

export { PASSWORD_RULES, passwordChecklist, isStrongPassword, type PasswordRule } from './rules/password';

const strongPassword = newAccountPassword;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string(msg('required')).min(1, msg('required')).max(72, msg('tooLong')),
    newPassword: strongPassword,
    confirmPassword: z.string(msg('required')).min(1, msg('required')),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], ...msg('passwordMismatch') })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], ...msg('samePassword') });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** A new password after the recovery link: same rules as the change, no current password. */
export const resetPasswordSchema = z
  .object({ newPassword: strongPassword, confirmPassword: z.string(msg('required')).min(1, msg('required')) })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], ...msg('passwordMismatch') });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

const SAME_SITE = 'http://same.site';

/**
 * A `next` target is honoured only when it is a path on this site. The input must look like one (a single
 * leading `/`, no `\`, no control character); it is then normalised once, by the URL parser a browser
 * uses, and the *result* is checked again: '/.//evil.example' or '/%2e//evil.example' normalise to
 * '//evil.example', which a browser reads as another host. Anything else gives `fallback`.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || typeof next !== 'string' || next.length > 2048) return fallback;
  if (!isSitePath(next) || /[\u0000-\u001f\u007f]/.test(next)) return fallback;
  let result: string;
  try {
    const url = new URL(next, SAME_SITE);
    if (url.origin !== SAME_SITE) return fallback;
    result = `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
  // Normalised once; the result must still be a path of this site.
  if (!isSitePath(result) || new URL(result, SAME_SITE).origin !== SAME_SITE) return fallback;
  return result;
}

/** One leading slash, and neither a second slash nor a backslash after it (`//host`, `/\host`). */
function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/**
 * The app's limits on password attempts (lib/actions/auth.ts): failures per account (e-mail) and per client
 * (IP) within one window.
 */
export const PASSWORD_LIMITS = { accountFailures: 10, clientFailures: 30, windowMs: 15 * 60_000 } as const;

/**
 * How a session was signed in, from the verified access token's `amr` claim (GoTrue writes
 * `[{ method, timestamp }]`; RFC 8176 plain strings carry no time and never count as recent). An e-mail
 * link signs in with 'otp' (token-hash links, /auth/confirm) or, after a PKCE code exchange, with the
 * link's own method ('recovery', 'magiclink', 'invite'). Such a session proves the person holds the
 * account's inbox — what the recovery link proves — so, while it is recent, it may set a new password
 * without the current one. A password or OAuth session never may.
 */
const EMAIL_LINK_METHODS = new Set(['otp', 'recovery', 'magiclink', 'invite']);
export const RECOVERY_SESSION_MAX_AGE_S = 15 * 60;

export function isRecentEmailLinkSession(
  amr: unknown,
  nowSeconds: number = Date.now() / 1000,
  maxAgeSeconds: number = RECOVERY_SESSION_MAX_AGE_S,
): boolean {
  if (!Array.isArray(amr)) return false;
  return amr.some((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return false;
    const { method, timestamp } = entry as { method?: unknown; timestamp?: unknown };
    if (typeof method !== 'string' || !EMAIL_LINK_METHODS.has(method)) return false;
    if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return false;
    // A minute of clock skew between the auth server and this one.
    return timestamp <= nowSeconds + 60 && nowSeconds - timestamp <= maxAgeSeconds;
  });
}

/** Where each role lands after signing in on /login (spec §2); anything else goes to the client home. */
export const ROLE_HOME = {
  cliente: '/dashboard-cliente',
  proprietario: '/dashboard-proprietario',
  corretor: '/dashboard-corretor',
  imobiliaria: '/dashboard',
} as const satisfies Record<SignUpRole, string>;

export function roleHome(role: string | null | undefined): string {
  return role && role in ROLE_HOME ? ROLE_HOME[role as SignUpRole] : ROLE_HOME.cliente;
}

/** Where a finished profile completion lands (spec §4): role homes, otherwise `/`. */
export function completionTarget(role: string | null | undefined): string {
  return role && role in ROLE_HOME ? ROLE_HOME[role as SignUpRole] : '/';
}

/** What an Auth error means for the messages of spec §8 (the server's codes, with the older messages as fallback). */
export type AuthErrorKind = 'rateLimited' | 'invalidCredentials' | 'emailNotConfirmed' | 'alreadyRegistered' | 'other';

export function classifyAuthError(error: { status?: number; code?: string; message?: string }): AuthErrorKind {
  const code = error.code ?? '';
  const message = error.message ?? '';
  if (error.status === 429 || code === 'over_request_rate_limit' || code === 'over_email_send_rate_limit') return 'rateLimited';
  if (code === 'email_not_confirmed' || /email not confirmed/i.test(message)) return 'emailNotConfirmed';
  if (code === 'invalid_credentials' || /invalid login credentials/i.test(message)) return 'invalidCredentials';
  if (code === 'user_already_exists' || code === 'email_exists' || /already registered/i.test(message)) return 'alreadyRegistered';
  return 'other';
}

/**
 * The password-change rules (spec §5, issue #39), in the order of the live checklist. Zod-free, so the checklist
 * (components/auth/password-checklist.tsx) and a form's 'ready' check do not bring zod into a page's first load
 * (/sou-corretor: ~30 KiB gzipped, issue #21); lib/validations/auth.ts builds its password fields on these.
 */
export const PASSWORD_RULES = {
  length: (p: string) => p.length >= 8,
  upper: (p: string) => /\p{Lu}/u.test(p),
  lower: (p: string) => /\p{Ll}/u.test(p),
  digit: (p: string) => /\d/.test(p),
  special: (p: string) => /[^\p{L}\d\s]/u.test(p),
} as const;
export type PasswordRule = keyof typeof PASSWORD_RULES;

export function passwordChecklist(password: string): Record<PasswordRule, boolean> {
  return Object.fromEntries(Object.entries(PASSWORD_RULES).map(([k, rule]) => [k, rule(password)])) as Record<PasswordRule, boolean>;
}

export const isStrongPassword = (p: string) => Object.values(PASSWORD_RULES).every((rule) => rule(p));

/**
 * Everything that decides whether a value typed into a form is acceptable, in one folder with two kinds of
 * module:
 *
 * - `rules/` — the Brazilian rules themselves: `documents.ts` (CPF, the numeric and the 2026 alphanumeric
 *   CNPJ, CEP, phone, UF) and `masks.ts` (what the fields show while typing). Plain functions with no zod,
 *   so a client component can take a mask without loading the validation library, and a server module
 *   (lib/server-env.ts) can reuse a rule outside any form. Re-exported here: `import { isCnpj } from
 *   '@/lib/validations'`.
 * - `<form>.ts` (auth.ts, contact.ts, visits.ts…) — the zod schema of each form, built on those rules and
 *   shared by the client form (react-hook-form's resolver) and its server action, with the form's error
 *   keys. They are imported by their own path, never through this index, so a page loads only the schema it
 *   uses, and zod only when it uses one.
 * - `action-state.ts` — `ActionState`, the one result type of every server action (types only).
 *
 * Before issue #25 the rules lived in lib/validation/ and the schemas in lib/validations/: two folders with
 * near-identical names for one job.
 */
export * from './rules/documents';
export * from './rules/masks';

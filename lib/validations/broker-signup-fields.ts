/**
 * The broker sign-up card's fields without its zod schema (./broker-signup.ts): the experience ranges
 * (spec §3), which the browser needs to draw the form before it loads the validation library.
 */
export const EXPERIENCES = ['iniciante', 'intermediario', 'experiente', 'veterano'] as const;
export type Experience = (typeof EXPERIENCES)[number];

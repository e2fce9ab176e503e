/** The broker sign-up card's experience ranges (spec §3), without the zod schema of ./broker-signup.ts. */
export const EXPERIENCES = ['iniciante', 'intermediario', 'experiente', 'veterano'] as const;
export type Experience = (typeof EXPERIENCES)[number];

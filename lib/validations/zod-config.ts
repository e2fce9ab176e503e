import { z } from 'zod';

/**
 * zod's process-wide settings for the server (loaded by instrumentation.ts at start; zod keeps them on
 * globalThis, so every server bundle shares them). The schemas name their own catalogue keys; these only
 * answer for input no form sends — a wrong type in a crafted request (issue #20 §5):
 * - a value of the wrong type reads as a missing one: the catalogue key 'required', which every form's
 *   error namespace has;
 * - any other check a schema left without a message speaks Portuguese instead of English.
 */
z.config(z.locales.pt());
z.config({ customError: (issue) => (issue.code === 'invalid_type' ? 'required' : undefined) });

import { z } from 'zod';
import { newPasswordField } from './auth';
import type { ActionState, FieldErrors } from './action-state';
import { EXPERIENCES } from './broker-signup-fields';
import { isCreci } from './rules/creci';

export { EXPERIENCES, type Experience } from './broker-signup-fields';

/** The broker landing page's sign-up card (spec §3 Broker sign-up form). Errors are keys under BrokerSignup.errors. */

const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'required');

export const brokerSignupSchema = z.object({
  firstName: required(60),
  lastName: required(60),
  email: required(254).pipe(z.email('emailInvalid')),
  phone: required(30),
  // number + F/J + UF (issue #34); SQL stores it as '12345-F/SP'.
  creci: required(40).refine(isCreci, 'creciInvalid'),
  city: required(100),
  experience: z.enum(EXPERIENCES, 'required'),
  // The one password rule (issue #39); 'passwordShort' now reads "does not meet the requirements".
  password: newPasswordField('passwordShort'),
});

export type BrokerSignupInput = z.input<typeof brokerSignupSchema>;

/** formError 'other' comes with Supabase's own `message`. */
export type BrokerSignupResult = ActionState<{ email: string }, 'already' | 'other', FieldErrors<keyof BrokerSignupInput>>;

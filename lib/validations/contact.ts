import { z } from 'zod';
import type { ActionState, FieldErrors } from './action-state';
import { CONTACT_SUBJECTS } from './contact-fields';

export { CONTACT_ERRORS, CONTACT_SUBJECTS, emptyContact, type ContactErrorKey, type ContactSubject } from './contact-fields';

/**
 * The support page's contact form (spec §2 Support, §5): name*, phone, e-mail*, subject*, message*, urgent.
 * Errors are message keys under `ContactForm.errors.*`, translated where they are shown, so the client form
 * and the server action share this schema. Limits mirror the contact_messages table. The constants live in
 * ./contact-fields.ts, which the browser loads without zod.
 */
export const contactSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(120, 'tooLong'),
  phone: z.string().trim().max(30, 'tooLong'),
  email: z
    .string()
    .trim()
    .min(1, 'emailRequired')
    .max(254, 'tooLong')
    .pipe(z.email('emailInvalid')),
  subject: z.enum(CONTACT_SUBJECTS, 'subjectRequired'),
  message: z.string().trim().min(1, 'messageRequired').max(5000, 'messageTooLong'),
  urgent: z.boolean(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

export type ContactActionResult = ActionState<undefined, 'rateLimited' | 'unexpected', FieldErrors<keyof ContactInput>>;

import { z } from 'zod';

/**
 * The support page's contact form (spec §2 Support, §5): name*, phone, e-mail*, subject*, message*, urgent.
 * Errors are message keys under `ContactForm.errors.*`, translated where they are shown, so the client form
 * and the server action share this schema. Limits mirror the contact_messages table.
 */

export const CONTACT_SUBJECTS = [
  'duvida-anuncio',
  'problema-tecnico',
  'sugestao',
  'financeiro',
  'parceria',
  'outros',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_ERRORS = [
  'nameRequired',
  'emailRequired',
  'emailInvalid',
  'subjectRequired',
  'messageRequired',
  'messageTooLong',
  'tooLong',
] as const;
export type ContactErrorKey = (typeof CONTACT_ERRORS)[number];

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

export const emptyContact = { name: '', phone: '', email: '', subject: '', message: '', urgent: false } as unknown as ContactInput;

export type ContactActionResult =
  | { ok: true }
  | { ok: false; fieldErrors?: Partial<Record<keyof ContactInput, string[]>>; formError?: 'rateLimited' | 'unexpected' };

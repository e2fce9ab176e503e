/**
 * The contact form's fields without its zod schema (./contact.ts): what the browser needs to draw the form
 * (subjects, error keys, empty values) without loading the validation library with the page.
 */
import type { ContactInput } from './contact';

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

export const emptyContact = { name: '', phone: '', email: '', subject: '', message: '', urgent: false } as unknown as ContactInput;

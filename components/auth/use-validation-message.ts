'use client';

import { useTranslations } from 'next-intl';
import type { FieldError } from 'react-hook-form';
import type { ValidationKey } from '@/lib/validations/auth';

/** Turns the zod message keys of lib/validations into translated messages (AuthValidation namespace). */
export function useValidationMessage() {
  const tv = useTranslations('AuthValidation');
  return (error: FieldError | undefined) =>
    error?.message ? [{ message: tv.has(error.message as ValidationKey) ? tv(error.message as ValidationKey) : error.message }] : undefined;
}

'use client';

import type { FieldError as RhfFieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { UFS } from '@/lib/validations/rules/documents';
import { cn } from '@/lib/utils';
import { useValidationMessage } from './use-validation-message';

/** A labelled input whose value is re-masked on every keystroke (CPF, CNPJ, CEP, phone). */
export function TextField({
  id,
  label,
  registration,
  error,
  mask,
  description,
  className,
  ...props
}: Omit<React.ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: RhfFieldError;
  mask?: (value: string) => string;
  description?: string;
}) {
  const message = useValidationMessage();
  return (
    <Field data-invalid={!!error} className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        aria-invalid={!!error}
        aria-describedby={description ? `${id}-hint` : undefined}
        {...props}
        {...registration}
        onChange={(e) => {
          if (mask) e.target.value = mask(e.target.value);
          void registration.onChange(e);
        }}
      />
      {description ? <FieldDescription id={`${id}-hint`}>{description}</FieldDescription> : null}
      <FieldError errors={message(error)} />
    </Field>
  );
}

/** The 27 UFs in a native select (works with every keyboard and screen reader). */
export function UfSelect({
  id,
  label,
  placeholder,
  registration,
  error,
  disabled,
}: {
  id: string;
  label: string;
  placeholder: string;
  registration: UseFormRegisterReturn;
  error?: RhfFieldError;
  disabled?: boolean;
}) {
  const message = useValidationMessage();
  return (
    <Field data-invalid={!!error}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select
        id={id}
        disabled={disabled}
        aria-invalid={!!error}
        className={cn(
          'h-9 w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50 md:text-sm',
          'aria-invalid:border-destructive',
        )}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {UFS.map((uf) => (
          <option key={uf} value={uf}>
            {uf}
          </option>
        ))}
      </select>
      <FieldError errors={message(error)} />
    </Field>
  );
}

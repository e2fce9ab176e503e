import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Text typed or autofilled into a server-rendered form before React hydrated it. react-hook-form takes it into
 * the form's values when it registers the field, but `useWatch` still returns the default it rendered with (and
 * setting a field to the value it already has tells no one), so a live checklist and the submit button it gates
 * waited for the next keystroke: a person who typed a valid new password and its confirmation on a slow phone saw
 * the rules unmet and the button disabled. Once mounted, the text fields that differ from their defaults are set
 * again with `setValues`, which tells the watchers.
 */
export function useTypedBeforeHydration<T extends FieldValues>(form: UseFormReturn<T>) {
  useEffect(() => {
    const defaults = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
    const typed = Object.fromEntries(
      Object.entries(form.getValues()).filter(([name, value]) => typeof value === 'string' && value !== (defaults[name] ?? '')),
    );
    if (Object.keys(typed).length > 0) form.setValues(typed as Partial<T>, { shouldDirty: true });
  }, [form]);
}

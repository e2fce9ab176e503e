/**
 * The one result type of every server action (docs/architecture.md, "Patterns to copy"): `{ ok: true, data? }`
 * or `{ ok: false, fieldErrors?, formError?, message? }`, shared by the action and the client form that
 * reads it. Type only: nothing here runs.
 *
 * - `T`, the data of a success: `data` is required when `T` is a value and optional when `T` admits
 *   `undefined` (the default: an action that returns nothing but `{ ok: true }`).
 * - `E`, the form error: most actions answer a catalogue key (a string union, translated where it is shown);
 *   the auth and profile actions answer the toast already translated (`{ title, description }`).
 * - `F`, the field errors: by default any field to its messages; a form narrows it to its own fields and
 *   error keys (`FieldErrors<keyof LeadInput, LeadErrorKey>`).
 * - `message`: text a catalogue cannot hold (the database's own wording for a reason it has no key for),
 *   shown as is.
 */

/** Each field's messages (or catalogue keys), as `z.flattenError(error).fieldErrors` gives them. */
export type FieldErrors<K extends PropertyKey = string, M = string> = Partial<Record<K, M[]>>;

export type ActionSuccess<T = undefined> = { ok: true } & (undefined extends T ? { data?: T } : { data: T });

export type ActionFailure<E = string, F = FieldErrors> = {
  ok: false;
  fieldErrors?: F;
  formError?: E;
  message?: string;
};

export type ActionState<T = undefined, E = string, F = FieldErrors> = ActionSuccess<T> | ActionFailure<E, F>;

/** The form error of the auth and profile actions: the spec's toast (§8), already translated. */
export type FormToast = { title: string; description: string };

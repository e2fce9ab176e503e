/**
 * What a server action was handed, made safe to parse (issue #20 §5). An action is an HTTP endpoint: whatever
 * its TypeScript signature says, a crafted request can pass a string, a number, null or an array where the
 * form passes an object or a FormData. These give the schema something it can refuse field by field (each
 * field then reports 'required'), instead of a TypeError — a 500 — or a refusal with no field named.
 */

/** `value` when it is a plain object, else an empty one. */
export function recordOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof FormData)
    ? (value as Record<string, unknown>)
    : {};
}

/** `value` when it is a FormData, else an empty one. */
export function formDataOf(value: unknown): FormData {
  return value instanceof FormData ? value : new FormData();
}

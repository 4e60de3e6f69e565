/**
 * applyServerErrors(form, error): a failed call's answer {field: ["message", …]} put under the
 * form's fields (documented with the rest of the form kit in ./form.tsx, which re-exports it);
 * serverErrorsOf(form, error): those fields and messages, in the answer's order, without setting them.
 */
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

/** The `data` of a failed call (ApiRequestError.data), read by shape so any client's error fits. */
function errorData(error: unknown): Record<string, unknown> | null {
  if (typeof error !== "object" || error === null || !("data" in error)) return null;
  const data = (error as { data: unknown }).data;
  return typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

/** "numberOfCodes" → "number_of_codes": an upstream key spelled in camelCase finds the snake_case field. */
const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Whether the form's values hold a field at this dotted path ("items.1.sku"). */
function hasPath(values: unknown, path: string): boolean {
  let at: unknown = values;
  for (const part of path.split(".")) {
    if (typeof at !== "object" || at === null || !Object.prototype.hasOwnProperty.call(at, part)) return false;
    at = (at as Record<string, unknown>)[part];
  }
  return true;
}

/**
 * The answer's messages by field path: `{"items.1.sku": ["…"]}` as it is, and the nested shape
 * (`{items: [{}, {sku: ["…"]}]}`) flattened to the same paths.
 */
function messagesByPath(data: Record<string, unknown>, prefix = ""): [string, string[]][] {
  const out: [string, string[]][] = [];
  for (const [key, value] of Object.entries(data)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const list = Array.isArray(value) ? value : [value];
    const messages = list.filter((m): m is string => typeof m === "string" && m !== "");
    if (messages.length) out.push([path, messages]);
    list.forEach((entry, i) => {
      if (typeof entry === "object" && entry !== null) out.push(...messagesByPath(entry as Record<string, unknown>, Array.isArray(value) ? `${path}.${i}` : path));
    });
  }
  return out;
}

/** The form's fields a failed call's answer has messages for, each with its message, in the answer's order. */
export function serverErrorsOf<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, error: unknown): [FieldPath<T>, string][] {
  const data = errorData(error);
  if (!data) return [];
  const values = form.getValues() as Record<string, unknown>;
  const out: [FieldPath<T>, string][] = [];
  for (const [key, messages] of messagesByPath(data)) {
    const field = [key, snakeCase(key)].find((k) => hasPath(values, k));
    if (field !== undefined) out.push([field as FieldPath<T>, messages.join(" ")]);
  }
  return out;
}

export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, error: unknown): boolean {
  const errors = serverErrorsOf(form, error);
  errors.forEach(([field, message], i) => form.setError(field, { type: "server", message }, { shouldFocus: i === 0 }));
  return errors.length > 0;
}

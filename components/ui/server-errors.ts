/**
 * applyServerErrors(form, error, rows?): a failed call's answer {field: ["message", …]} put under the
 * form's fields (documented with the rest of the form kit in ./form.tsx, which re-exports it);
 * serverErrorsOf(form, error, rows?): those fields and messages, in the answer's order, without setting them.
 * rows (RequestRows): where the entries of a list of the request sit in the form, for a form whose
 * rows are not the request's list one for one (a refund sends the selected lines only): the answer's
 * `order_products.1.quantity` is the request's second entry, shown under the form row it came from.
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

/**
 * Where a list of the request sits in the form: its entry n came from the form's row `rows[n]`
 * (e.g. the indexes of the selected rows, in the order the request lists them), and a message about
 * the entry's `field` (its path under the entry: "quantity", "product_code") goes under the form's
 * `path(row, field)` (e.g. "lines.3.quantity", the row's input).
 */
export interface RequestRows {
  /** The request's list, as the answer's keys name it ("order_products"). */
  list: string;
  rows: readonly number[];
  path: (row: number, field: string) => string;
}

/** The form path of an answer's key: an entry of the request's list → its form row's path; any other key as it is. */
function formPathOf(key: string, rows: RequestRows | undefined): string {
  if (!rows || !key.startsWith(`${rows.list}.`)) return key;
  const match = /^(\d+)\.(.+)$/.exec(key.slice(rows.list.length + 1));
  const row = match ? rows.rows[Number(match[1])] : undefined;
  return row === undefined ? key : rows.path(row, match![2]!);
}

/**
 * The form's fields a failed call's answer has messages for, each with its message, in the answer's
 * order (two keys of one field, e.g. two fields of a request's entry shown under its row's one input: their messages joined).
 */
export function serverErrorsOf<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, error: unknown, rows?: RequestRows): [FieldPath<T>, string][] {
  const data = errorData(error);
  if (!data) return [];
  const values = form.getValues() as Record<string, unknown>;
  const out: [FieldPath<T>, string][] = [];
  for (const [answerKey, messages] of messagesByPath(data)) {
    const key = formPathOf(answerKey, rows);
    const field = [key, snakeCase(key)].find((k) => hasPath(values, k));
    if (field === undefined) continue;
    const at = out.find(([f]) => f === field);
    if (at) at[1] = `${at[1]} ${messages.join(" ")}`;
    else out.push([field as FieldPath<T>, messages.join(" ")]);
  }
  return out;
}

export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, error: unknown, rows?: RequestRows): boolean {
  const errors = serverErrorsOf(form, error, rows);
  errors.forEach(([field, message], i) => form.setError(field, { type: "server", message }, { shouldFocus: i === 0 }));
  return errors.length > 0;
}

/**
 * A zod failure as the API's field-error answer `{field: ["message"]}` (field errors
 * from the server appear under the inputs); errors of the whole object go under
 * "non_field_errors" (a body that is not a JSON object: `{non_field_errors: ["The request body must
 * be a JSON object."]}`, Django REST framework's place for it). Shared by the embedded API, the BFF
 * and the forms. The messages are the schema's own, else lib/contract/zod-messages.ts's sentences.
 */
import type { z } from "zod";
// The sentences of every issue without a message of its own (z.config): installed wherever a zod
// failure becomes an answer, even one whose schema was built elsewhere.
import "./zod-messages";

export type FieldErrors = Record<string, string[]>;

/** Field-error keys the upstream spells otherwise than the field, by schema (withErrorKeys). */
const ERROR_KEYS = new WeakMap<z.ZodType, Readonly<Record<string, string>>>();

/**
 * Marks a request schema whose field errors the upstream keys by other names (the upstream's
 * bulk_create's "Error keys also include numberOfCodes" for the number_of_codes field): the
 * embedded API and the BFF answer with those keys; the forms map them back (applyServerErrors).
 */
export function withErrorKeys<S extends z.ZodType>(schema: S, keys: Readonly<Record<string, string>>): S {
  ERROR_KEYS.set(schema, keys);
  return schema;
}

/** `schema`: the schema that failed, when it names its error keys (withErrorKeys). */
export function zodFieldErrors(error: z.ZodError, schema?: z.ZodType): FieldErrors {
  const out: FieldErrors = {};
  const keys = schema ? ERROR_KEYS.get(schema) : undefined;
  for (const issue of error.issues) {
    const path = issue.path.length ? issue.path.join(".") : "non_field_errors";
    const key = keys?.[path] ?? path;
    // Each sentence once per key: zod may report one refusal twice (a text sent for a list is
    // refused as a text and measured as one: both read "Expected a list of items.").
    const messages = (out[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return out;
}

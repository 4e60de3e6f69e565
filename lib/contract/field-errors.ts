/**
 * A zod failure as the API's field-error answer `{field: ["message"]}` (spec 02 §8: "Field errors
 * from the server appear under the inputs"); errors of the whole object go under
 * "non_field_errors". Shared by the embedded API, the BFF and the forms.
 */
import type { z } from "zod";

export type FieldErrors = Record<string, string[]>;

export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "non_field_errors";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

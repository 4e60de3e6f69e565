/**
 * Field rules shared by the catalogue and staff forms and the embedded API (one schema each side):
 * required text, numbers typed into a form (strings) or sent as JSON (numbers), and their messages
 * (Django REST framework's wording, as the upstream answers).
 */
import { z } from "zod";
import { decimalText, intText, type DecimalBounds, type DecimalColumn, type IntBounds } from "./bounds";
import { REQUIRED_MESSAGE, safeString } from "./strings";

export const FIELD_MESSAGES = {
  required: REQUIRED_MESSAGE,
  blank: "This field may not be blank.",
  number: "A valid number is required.",
  integer: "A valid integer is required.",
  atLeastZero: "Ensure this value is greater than or equal to 0.",
  aboveZero: "Ensure this value is greater than 0.",
} as const;

/** A required, trimmed, non-blank string of at most `max` characters. */
export const requiredText = (max = 255) =>
  safeString({ error: (issue) => (issue.input === undefined ? FIELD_MESSAGES.required : "Not a valid string.") })
    .trim()
    .min(1, FIELD_MESSAGES.blank)
    .max(max, `Ensure this field has no more than ${max} characters.`);

/** An optional text: blank or missing → null. */
export const optionalText = (max = 1000) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : v),
    safeString()
      .trim()
      .max(max, `Ensure this field has no more than ${max} characters.`)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  );

/** A required number (a form's text or JSON's number) that fits `column` (lib/contract/bounds.ts). */
export const numberField = (column: DecimalColumn, bounds: DecimalBounds = {}) =>
  decimalText(column, { message: FIELD_MESSAGES.number, requiredMessage: FIELD_MESSAGES.required, ...bounds });

/** A required whole number in int32 (or tighter) bounds. */
export const integerField = (bounds: IntBounds = {}) =>
  intText({ message: FIELD_MESSAGES.integer, requiredMessage: FIELD_MESSAGES.required, ...bounds });

/** `?search=` of the catalogue and staff lists. */
export const searchField = safeString().max(254, "Ensure this field has no more than 254 characters.").optional();

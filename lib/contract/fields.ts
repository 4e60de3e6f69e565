/**
 * Field rules shared by the catalogue and staff forms and the embedded API (one schema each side):
 * required text, numbers typed into a form (strings) or sent as JSON (numbers), and their messages
 * (Django REST framework's wording, as the upstream answers).
 */
import { z } from "zod";
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

const blankToUndefined = (v: unknown) => (v === "" || v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);
const toNumberOrNaN = (v: unknown) => (typeof v === "string" ? Number(v) : v);

/** A required number (a form's text or JSON's number). */
export const numberField = () =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return b === undefined ? undefined : toNumberOrNaN(b);
    },
    z.number({ error: (issue) => (issue.input === undefined ? FIELD_MESSAGES.required : FIELD_MESSAGES.number) }).finite(FIELD_MESSAGES.number),
  );

/** A required whole number. */
export const integerField = () =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return b === undefined ? undefined : toNumberOrNaN(b);
    },
    z.number({ error: (issue) => (issue.input === undefined ? FIELD_MESSAGES.required : FIELD_MESSAGES.integer) }).int(FIELD_MESSAGES.integer),
  );

/** `?search=` of the catalogue and staff lists. */
export const searchField = safeString().max(254, "Ensure this field has no more than 254 characters.").optional();

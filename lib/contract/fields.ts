/**
 * Field rules shared by the catalogue and staff forms and the embedded API (one schema each side):
 * required text, numbers typed into a form (strings) or sent as JSON (numbers), and their messages
 * (Django REST framework's wording, as the upstream answers).
 */
import { z } from "zod";
import { BOUND_MESSAGES, decimalText, intText, type DecimalBounds, type DecimalColumn, type IntBounds } from "./bounds";
import { BLANK_MESSAGE, maxLengthMessage, NOT_A_STRING_MESSAGE, REQUIRED_MESSAGE, safeString } from "./strings";

export const FIELD_MESSAGES = {
  required: REQUIRED_MESSAGE,
  blank: BLANK_MESSAGE,
  number: BOUND_MESSAGES.number,
  integer: BOUND_MESSAGES.integer,
  atLeastZero: BOUND_MESSAGES.greaterOrEqual(0),
  aboveZero: BOUND_MESSAGES.aboveZero,
} as const;

/** A required, trimmed, non-blank string of at most `max` characters. */
export const requiredText = (max = 255) =>
  safeString({ error: (issue) => (issue.input === undefined ? FIELD_MESSAGES.required : NOT_A_STRING_MESSAGE) })
    .trim()
    .min(1, FIELD_MESSAGES.blank)
    .max(max, maxLengthMessage(max));

/** An optional text: blank or missing → null. */
export const optionalText = (max = 1000) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : v),
    safeString()
      .trim()
      .max(max, maxLengthMessage(max))
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

/** The longest `?search=` of the catalogue and staff lists (the list pages cut longer URL text to it: lib/list-views.ts). */
export const SEARCH_MAX_LENGTH = 254;
/** `?search=` of the catalogue and staff lists. */
export const searchField = safeString().max(SEARCH_MAX_LENGTH, maxLengthMessage(SEARCH_MAX_LENGTH)).optional();

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

/**
 * The most product codes one list field of a request takes (a discount's `eligible_products`, single
 * and bulk; a promotion's `required_conditions_products`): 1,000, well above any catalogue (a few
 * hundred products, never more than a few thousand codes in all), so no real choice meets it. A longer
 * list is refused on its field (400, "Choose no more than 1000 products.") by the form, the BFF and the
 * API alike, before the API looks its codes up (one database parameter per code: past 65,535 the
 * lookup itself failed, a 500).
 */
export const PRODUCT_CODE_LIST_MAX = 1000;
export const PRODUCT_CODE_LIST_MAX_MESSAGE = `Choose no more than ${PRODUCT_CODE_LIST_MAX} products.`;

/** A list of product codes: each trimmed and non-blank, at most PRODUCT_CODE_LIST_MAX of them (repeats are counted; the API looks each code up once). */
export const productCodeList = () => z.array(safeString().trim().min(1, FIELD_MESSAGES.blank)).max(PRODUCT_CODE_LIST_MAX, PRODUCT_CODE_LIST_MAX_MESSAGE);

/** The longest `?search=` of the catalogue and staff lists (the list pages cut longer URL text to it: lib/list-views.ts). */
export const SEARCH_MAX_LENGTH = 254;
/** `?search=` of the catalogue and staff lists. */
export const searchField = safeString().max(SEARCH_MAX_LENGTH, maxLengthMessage(SEARCH_MAX_LENGTH)).optional();

/**
 * Bounded number builders (issue 19 findings 6, 7 and the counts of 10): every integer and decimal
 * a request schema accepts is built here, bounded to what its database column stores, so the
 * embedded API answers 400 with field messages instead of letting the database overflow (502).
 *
 * - integer columns are PostgreSQL `integer` (int32): at most 2,147,483,647;
 * - decimals are `numeric(precision, scale)` (server/backend/db/schema.ts): money numeric(12,2),
 *   item weight and volume numeric(10,2); at most `scale` decimal places (0.001 is refused, not
 *   stored as 0) and at most precision − scale digits before the point;
 * - a number typed as text (a form's input, a query parameter) must be plain decimal notation:
 *   "0x10", " 3 ", "1e3", "Infinity" are refused, not read as 16, 3, 1000 or ∞.
 *
 * Messages are Django REST framework's (the upstream's wording). tests/unit/bounds.test.ts walks
 * every request schema of the contract and fails on a number without both bounds.
 */
import { z } from "zod";
import { BOUND_MESSAGES } from "./zod-messages";

export {
  cutDecimals,
  decimalMax,
  hasAtMostDecimals,
  INT32_MAX,
  INT32_MIN,
  MEASURE_COLUMN,
  MONEY_COLUMN,
  plainDecimalText,
  plainIntegerText,
  type DecimalColumn,
} from "../number-text";
import { decimalMax, hasAtMostDecimals, INT32_MAX, INT32_MIN, MONEY_COLUMN, plainDecimalText, plainIntegerText, type DecimalColumn } from "../number-text";

/** Django REST framework's number messages, defined with zod's message map (lib/contract/zod-messages.ts). */
export { BOUND_MESSAGES } from "./zod-messages";

export interface IntBounds {
  /** Smallest accepted value (default int32's smallest). */
  min?: number;
  /** Largest accepted value (default 2,147,483,647, never more). */
  max?: number;
  /** The message of a missing or non-integer value (default "A valid integer is required."). */
  message?: string;
  /** The message of a value below `min` (default "Ensure this value is greater than or equal to {min}."). */
  minMessage?: string;
  /** The message of a value above `max` (default "Ensure this value is less than or equal to {max}."). */
  maxMessage?: string;
  /** The message of a missing value (default `message`, or "This field is required." where the builder says so). */
  requiredMessage?: string;
}

/** A JSON integer in int32 (or tighter) bounds. */
export function intNumber(b: IntBounds = {}) {
  const min = Math.max(b.min ?? INT32_MIN, INT32_MIN);
  const max = Math.min(b.max ?? INT32_MAX, INT32_MAX);
  const message = b.message ?? BOUND_MESSAGES.integer;
  return z
    .number({ error: (issue) => (issue.input === undefined && b.requiredMessage ? b.requiredMessage : message) })
    .int(message)
    .min(min, b.minMessage ?? BOUND_MESSAGES.greaterOrEqual(min))
    .max(max, b.maxMessage ?? BOUND_MESSAGES.lessOrEqual(max));
}

/** An integer sent as JSON or typed as text (forms, query parameters): plain decimal digits only, int32 bounds. */
export const intText = (b: IntBounds = {}) => z.preprocess(plainIntegerText, intNumber(b));

/** A positive id (a serial column): 1 … 2,147,483,647, JSON number or plain decimal text. */
export const idText = (message: string = BOUND_MESSAGES.integer) => intText({ min: 1, message, minMessage: message });
/** A positive id as a JSON number only. */
export const idNumber = (message: string = BOUND_MESSAGES.integer) => intNumber({ min: 1, message, minMessage: message });

export interface DecimalBounds {
  /** Smallest accepted value (inclusive) unless `aboveZero`. */
  min?: number;
  /** Values must be above 0 ("Ensure this value is greater than 0."). */
  aboveZero?: boolean;
  /** Largest accepted value, never more than the column stores. */
  max?: number;
  message?: string;
  minMessage?: string;
  maxMessage?: string;
  requiredMessage?: string;
}

/** A JSON decimal that fits `column`: finite, at most `scale` decimal places, within its digits. */
export function decimalNumber(column: DecimalColumn, b: DecimalBounds = {}) {
  const columnMax = decimalMax(column);
  const max = Math.min(b.max ?? columnMax, columnMax);
  const min = Math.max(b.min ?? -columnMax, -columnMax);
  const message = b.message ?? BOUND_MESSAGES.number;
  const maxMessage = b.maxMessage ?? (max === columnMax ? BOUND_MESSAGES.wholeDigits(column.precision - column.scale) : BOUND_MESSAGES.lessOrEqual(max));
  let schema = z.number({ error: (issue) => (issue.input === undefined && b.requiredMessage ? b.requiredMessage : message) }).finite(message);
  schema = b.aboveZero ? schema.gt(0, b.minMessage ?? BOUND_MESSAGES.aboveZero) : schema.min(min, b.minMessage ?? BOUND_MESSAGES.greaterOrEqual(min));
  return schema
    .max(max, maxMessage)
    // A value past the column's digits has its message already; its decimals are not the point.
    .refine((v) => Math.abs(v) > columnMax || hasAtMostDecimals(v, column.scale), { message: BOUND_MESSAGES.decimalPlaces(column.scale), abort: true });
}

/** A decimal sent as JSON or typed as text: plain decimal notation only, bounded to `column`. */
export const decimalText = (column: DecimalColumn, b: DecimalBounds = {}) => z.preprocess(plainDecimalText, decimalNumber(column, b));

/** Money (numeric(12,2)) as a JSON number: at most 2 decimals. */
export const moneyNumber = (b: DecimalBounds = {}) => decimalNumber(MONEY_COLUMN, b);
/** Money typed as text or sent as JSON. */
export const moneyText = (b: DecimalBounds = {}) => decimalText(MONEY_COLUMN, b);

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

export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** A `numeric(precision, scale)` column. */
export interface DecimalColumn {
  precision: number;
  scale: number;
}
/** numeric(12,2): every money column (server/backend/db/schema.ts `money`). */
export const MONEY_COLUMN: DecimalColumn = { precision: 12, scale: 2 };
/** numeric(10,2): items.weight_oz and items.volume. */
export const MEASURE_COLUMN: DecimalColumn = { precision: 10, scale: 2 };

/** The largest value a numeric(p, s) column stores: 9,999,999,999.99 for (12,2). */
export const decimalMax = (c: DecimalColumn) => Number(`${"9".repeat(c.precision - c.scale)}.${"9".repeat(c.scale)}`);

/** Django REST framework's number messages, defined with zod's message map (lib/contract/zod-messages.ts). */
export { BOUND_MESSAGES } from "./zod-messages";

const PLAIN_INTEGER = /^[+-]?\d+$/;
const PLAIN_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * True when `v` has at most `scale` decimal places (0.001 has 3; 21.16 has 2). A binary float's
 * representation noise (12.34 + 0.01 = 12.350000000000001) is not a decimal place: the column
 * stores the rounded value, which is the one meant.
 */
export function hasAtMostDecimals(v: number, scale: number): boolean {
  if (!Number.isFinite(v)) return false;
  const scaled = v * 10 ** scale;
  return isWhole(scaled);
}

/** True when a scaled value is a whole number but for a binary float's representation noise. */
const isWhole = (scaled: number) => Math.abs(scaled - Math.round(scaled)) <= Math.max(1e-6, Math.abs(scaled) * 4 * Number.EPSILON);

/**
 * `v` with its decimal places past `scale` cut off, not rounded (12.349 → 12.34, 0.999 → 0.99):
 * where a rule says further decimals "are ignored" (spec 01's vet bill). Representation noise is
 * not a decimal place (12.35, whose × 100 is 1234.999…, stays 12.35); a non-finite value is
 * returned as it is (its schema refuses it).
 */
export function cutDecimals(v: number, scale: number): number {
  if (!Number.isFinite(v)) return v;
  const scaled = v * 10 ** scale;
  // `+ 0` makes a cut -0.001 read 0, not -0.
  return (isWhole(scaled) ? Math.round(scaled) : Math.trunc(scaled)) / 10 ** scale + 0;
}

/**
 * Text → number for a plain decimal integer ("12", "-3"); anything else ("0x10", " 3 ", "1e3",
 * "3.0") → NaN, which the number schema refuses with its message. Blank or only spaces → undefined
 * (required or default); numbers and other types pass through.
 */
export function plainIntegerText(v: unknown): unknown {
  if (v === null || v === "" || (typeof v === "string" && v.trim() === "")) return undefined;
  if (typeof v !== "string") return v;
  return PLAIN_INTEGER.test(v) ? Number(v) : Number.NaN;
}

/** Text → number for plain decimal notation ("12", "0.5", ".5"); anything else → NaN; blank → undefined. */
export function plainDecimalText(v: unknown): unknown {
  if (v === null || v === "" || (typeof v === "string" && v.trim() === "")) return undefined;
  if (typeof v !== "string") return v;
  return PLAIN_DECIMAL.test(v) ? Number(v) : Number.NaN;
}

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

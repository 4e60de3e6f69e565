/**
 * Numbers as text and as database columns, without zod (lib/contract/bounds.ts builds the schemas on
 * them and re-exports them): the column sizes, decimal places, and plain decimal notation ("0x10",
 * " 3 ", "1e3" are no numbers). Here so client components (the kit's MoneyInput) use the same rules
 * without loading zod.
 */

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

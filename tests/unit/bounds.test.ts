/**
 * Input bounds (issue 19 findings 5, 6, 7 and the counts of 10): the JSON depth scan, the bounded
 * number builders of lib/contract/bounds.ts, and a walk over every request schema of the contract
 * that fails on any number left without both bounds.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { authEndpoints } from "@/lib/contract/auth";
import {
  BOUND_MESSAGES,
  cutDecimals,
  decimalMax,
  decimalText,
  INT32_MAX,
  intText,
  MEASURE_COLUMN,
  MONEY_COLUMN,
  moneyNumber,
} from "@/lib/contract/bounds";
import { ALL_ENDPOINTS } from "@/lib/contract/endpoints";
import { pageField } from "@/lib/contract/paging";
import { discountCreateSchema } from "@/lib/discount-rules";
import { jsonTooDeep, MAX_JSON_DEPTH } from "@/lib/json-depth";

const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("jsonTooDeep", () => {
  it("refuses more than 32 levels of arrays or objects, counts nothing inside strings", () => {
    expect(jsonTooDeep("[".repeat(8000) + "]".repeat(8000))).toBe(true);
    expect(jsonTooDeep('{"a":'.repeat(MAX_JSON_DEPTH + 1) + "1" + "}".repeat(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep('{"a":'.repeat(MAX_JSON_DEPTH) + "1" + "}".repeat(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ note: "[".repeat(100), quoted: '\\"[[[[' + "{".repeat(100) }))).toBe(false);
    // Siblings do not add up: depth, not count.
    expect(jsonTooDeep(JSON.stringify(Array.from({ length: 1000 }, () => [[1]])))).toBe(false);
  });
});

describe("bounded numbers", () => {
  it("integers stop at int32's largest", () => {
    expect(intText().parse(INT32_MAX)).toBe(INT32_MAX);
    expect(messages(intText(), INT32_MAX + 1)).toEqual([BOUND_MESSAGES.lessOrEqual(INT32_MAX)]);
    expect(messages(intText({ max: 1e12 }), 2 ** 40)).toEqual([BOUND_MESSAGES.lessOrEqual(INT32_MAX)]);
  });

  it("counts typed as text are plain decimal digits only", () => {
    expect(pageField.parse("3")).toBe(3);
    expect(pageField.parse(undefined)).toBe(1);
    expect(pageField.parse("")).toBe(1);
    expect(pageField.parse("  ")).toBe(1);
    for (const bad of ["0x10", " 3 ", "3 ", "1e3", "3.0", "Infinity", "+-3", "٣"]) {
      expect(messages(pageField, bad), bad).toEqual([BOUND_MESSAGES.integer]);
    }
    expect(messages(pageField, "2147483648")).toEqual([BOUND_MESSAGES.lessOrEqual(INT32_MAX)]);
  });

  it("decimals fit their numeric(p, s) column: digits before the point and decimal places", () => {
    expect(decimalMax(MONEY_COLUMN)).toBe(9_999_999_999.99);
    expect(decimalMax(MEASURE_COLUMN)).toBe(99_999_999.99);
    const weight = decimalText(MEASURE_COLUMN, { min: 0 });
    expect(weight.parse("21.16")).toBe(21.16);
    expect(weight.parse(".5")).toBe(0.5);
    expect(messages(weight, 1e308)).toEqual([BOUND_MESSAGES.wholeDigits(8)]);
    expect(messages(weight, "1e3")).toEqual([BOUND_MESSAGES.number]);
    expect(messages(weight, 1.005)).toEqual([BOUND_MESSAGES.decimalPlaces(2)]);
    expect(moneyNumber().parse(12.5)).toBe(12.5);
    expect(moneyNumber().parse(12.34 + 0.01)).toBe(12.34 + 0.01);
    expect(moneyNumber().parse(9_999_999_999.99)).toBe(9_999_999_999.99);
    expect(messages(moneyNumber(), 20.005)).toEqual([BOUND_MESSAGES.decimalPlaces(2)]);
    expect(messages(moneyNumber({ aboveZero: true }), 0)).toEqual([BOUND_MESSAGES.aboveZero]);
    expect(messages(moneyNumber(), 0.001)).toEqual([BOUND_MESSAGES.decimalPlaces(2)]);
    expect(messages(moneyNumber(), 1e300)).toEqual([BOUND_MESSAGES.wholeDigits(10)]);
  });

  it("cutDecimals cuts the decimals past the scale, never rounds; float noise is not a decimal", () => {
    expect(cutDecimals(12.349, 2)).toBe(12.34);
    expect(cutDecimals(12.345, 2)).toBe(12.34);
    expect(cutDecimals(0.999, 2)).toBe(0.99);
    expect(cutDecimals(1.005, 2)).toBe(1);
    expect(cutDecimals(12.35, 2)).toBe(12.35);
    expect(cutDecimals(12.34 + 0.01, 2)).toBe(12.35);
    expect(cutDecimals(0.29, 2)).toBe(0.29);
    expect(cutDecimals(-1.239, 2)).toBe(-1.23);
    expect(Object.is(cutDecimals(-0.001, 2), 0)).toBe(true);
    expect(cutDecimals(9_999_999_999.999, 2)).toBe(9_999_999_999.99);
    expect(cutDecimals(Number.NaN, 2)).toBeNaN();
  });

  it("a discount's value: money above 0 with at most 2 decimals", () => {
    const base = { code: "SUB-CENT", discount_type: "AMOUNT", limit_type: "UNLIMITED", order_onetime: true };
    const valueMessages = (value: unknown) => {
      const r = discountCreateSchema.safeParse({ ...base, value });
      return r.success ? [] : r.error.issues.filter((i) => i.path[0] === "value").map((i) => i.message);
    };
    expect(valueMessages(0.001)).toEqual([BOUND_MESSAGES.decimalPlaces(2)]);
    expect(valueMessages(1e300)).toEqual([BOUND_MESSAGES.wholeDigits(10)]);
    expect(valueMessages(0)).toEqual(["Enter a value other than 0."]);
    expect(valueMessages(-1)).toEqual(["The value cannot be negative."]);
    expect(valueMessages("12.50")).toEqual([]);
  });
});

/** Every number schema reachable from `schema` (through objects, arrays, records, unions, pipes, wrappers). */
function numbersIn(schema: unknown, path: string, out: { path: string; min: number | null; max: number | null }[], seen = new Set<unknown>()): void {
  if (!schema || typeof schema !== "object" || seen.has(schema)) return;
  seen.add(schema);
  const s = schema as { _zod?: { def: Record<string, unknown> }; minValue?: number | null; maxValue?: number | null };
  const def = s._zod?.def;
  if (!def) return;
  switch (def.type) {
    case "number":
      out.push({ path, min: s.minValue ?? null, max: s.maxValue ?? null });
      return;
    case "object":
      for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) numbersIn(v, `${path}.${k}`, out, seen);
      return;
    case "array":
      return numbersIn(def.element, `${path}[]`, out, seen);
    case "record":
      numbersIn(def.keyType, `${path}{key}`, out, seen);
      return numbersIn(def.valueType, `${path}{}`, out, seen);
    case "union":
      (def.options as unknown[]).forEach((o) => numbersIn(o, path, out, seen));
      return;
    case "pipe":
      numbersIn(def.in, path, out, seen);
      return numbersIn(def.out, path, out, seen);
    default:
      for (const key of ["innerType", "schema"]) numbersIn(def[key], path, out, seen);
  }
}

describe("every request schema of the contract", () => {
  it("bounds every number it accepts to what an integer or numeric(12,2) column stores", () => {
    const found: { path: string; min: number | null; max: number | null }[] = [];
    for (const e of [...ALL_ENDPOINTS, ...Object.values(authEndpoints)] as { method: string; path: string; body?: unknown; query?: unknown }[]) {
      numbersIn(e.body, `${e.method} ${e.path} body`, found);
      numbersIn(e.query, `${e.method} ${e.path} query`, found);
    }
    expect(found.length).toBeGreaterThan(20);
    const limit = Math.max(INT32_MAX, decimalMax(MONEY_COLUMN));
    const unbounded = found.filter((n) => n.min === null || n.max === null || !Number.isFinite(n.min) || !Number.isFinite(n.max) || n.max > limit || n.min < -limit);
    expect(unbounded).toEqual([]);
  });
});

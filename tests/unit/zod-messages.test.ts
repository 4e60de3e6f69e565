/**
 * Zod's messages in the project's words (lib/contract/zod-messages.ts, installed with
 * `z.config({ customError })`): every issue kind the map handles, the precedence of a schema's own
 * message, the body-level error under non_field_errors, a walk over every request schema of the
 * contract that fails on any of zod's default wording, and the install by every module of lib/
 * that builds schemas (so the browser's forms, the BFF and the embedded API all get it).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { contractErrorMessage, ZOD_MESSAGES } from "@/lib/contract/zod-messages";
import { zodFieldErrors } from "@/lib/contract/field-errors";
import { BLANK_MESSAGE, INVALID_DATE_TIME_MESSAGE, INVALID_EMAIL_MESSAGE, NOT_A_STRING_MESSAGE, REQUIRED_MESSAGE } from "@/lib/contract/strings";
import { BOUND_MESSAGES } from "@/lib/contract/bounds";
import { ALL_ENDPOINTS } from "@/lib/contract/endpoints";
import { authEndpoints } from "@/lib/contract/auth";

/** The field errors of `value` under `schema`, as the API answers them. */
const errors = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : zodFieldErrors(r.error, schema);
};
/** The one message at `field`. */
const one = (schema: z.ZodType, value: unknown, field = "f") => errors(schema, value)[field];

/** zod's English (its locale "en"): none of it may reach an answer or a screen. */
const ZOD_DEFAULT = /Invalid input|Invalid option|Too (small|big)|expected .+, received|Invalid (string|number|key|value|discriminator|element)|Unrecognized key|Invalid [A-Z]/;

describe("the map, issue by issue", () => {
  const f = <T extends z.ZodType>(s: T) => z.object({ f: s });

  it("a missing or null value: This field is required.", () => {
    for (const s of [z.string(), z.number(), z.boolean(), z.array(z.string()), z.object({}), z.enum(["A", "B"]), z.union([z.string(), z.number()])]) {
      expect(one(f(s), {})).toEqual([REQUIRED_MESSAGE]);
    }
    expect(one(f(z.string()), { f: null })).toEqual([REQUIRED_MESSAGE]);
    expect(ZOD_MESSAGES.required).toBe("This field is required.");
  });

  it("a value of the wrong type: the type's sentence", () => {
    expect(one(f(z.string()), { f: 3 })).toEqual([NOT_A_STRING_MESSAGE]);
    expect(one(f(z.number()), { f: "3" })).toEqual([BOUND_MESSAGES.number]);
    expect(one(f(z.number()), { f: Number.NaN })).toEqual([BOUND_MESSAGES.number]);
    expect(one(f(z.int()), { f: "3" })).toEqual([BOUND_MESSAGES.integer]);
    expect(one(f(z.number().int().min(1)), { f: "3" })).toEqual([BOUND_MESSAGES.integer]);
    expect(one(f(z.number().int()), { f: 2.5 })).toEqual([BOUND_MESSAGES.integer]);
    expect(one(f(z.boolean()), { f: "yes" })).toEqual(["Must be a valid boolean."]);
    expect(one(f(z.array(z.string())), { f: "a" })).toEqual(["Expected a list of items."]);
    expect(one(f(z.tuple([z.string()])), { f: "a" })).toEqual(["Expected a list of items."]);
    expect(one(f(z.object({ a: z.string() })), { f: [] })).toEqual(["Expected a JSON object."]);
    expect(one(f(z.record(z.string(), z.string())), { f: "a" })).toEqual(["Expected a JSON object."]);
    expect(one(f(z.date()), { f: 3 })).toEqual([INVALID_DATE_TIME_MESSAGE]);
    expect(one(f(z.never()), { f: 3 })).toEqual(["This field is not allowed."]);
    expect(one(f(z.bigint()), { f: "x" })).toEqual([BOUND_MESSAGES.number]);
    expect(one(f(z.symbol()), { f: "x" })).toEqual([ZOD_MESSAGES.invalid]);
  });

  it("a body that is not a JSON object: one sentence under non_field_errors", () => {
    const body = z.object({ code: z.string() });
    for (const value of [[], [{ code: "A" }], "x", 3, true, null]) {
      expect(errors(body, value)).toEqual({ non_field_errors: ["The request body must be a JSON object."] });
    }
    expect(errors(z.record(z.string(), z.number()), [])).toEqual({ non_field_errors: [ZOD_MESSAGES.bodyNotObject] });
  });

  it("a value not among the choices: Choose one of: …", () => {
    expect(one(f(z.enum(["ACTIVE", "INACTIVE"])), { f: "GONE" })).toEqual(["Choose one of: ACTIVE, INACTIVE."]);
    expect(one(f(z.enum(["ACTIVE", "INACTIVE"])), { f: 3 })).toEqual(["Choose one of: ACTIVE, INACTIVE."]);
    expect(one(f(z.literal("ORDER")), { f: "X" })).toEqual(["This value must be ORDER."]);
    expect(one(f(z.literal(["true", "false"])), { f: "yes" })).toEqual(["Choose one of: true, false."]);
  });

  it("a union: the types that would do, a date, or the choices of both", () => {
    expect(one(f(z.union([z.string(), z.int()])), { f: true })).toEqual(["Enter text or a number."]);
    expect(one(f(z.union([z.string(), z.int()])), { f: 2.5 })).toEqual(["Enter text or a whole number."]);
    expect(one(f(z.union([z.string(), z.array(z.string())])), { f: 3 })).toEqual(["Enter text or a list of items."]);
    expect(one(f(z.union([z.string(), z.date()])), { f: 3 })).toEqual([INVALID_DATE_TIME_MESSAGE]);
    expect(one(f(z.union([z.enum(["A", "B"]), z.literal("")])), { f: "C" })).toEqual(['Choose one of: A, B, "" (blank).']);
    // Options that got past the type check but failed a rule: the first such rule's sentence.
    expect(one(f(z.union([z.string().min(3), z.string().email()])), { f: "ab" })).toEqual([ZOD_MESSAGES.minChars(3)]);
    expect(one(f(z.union([z.number(), z.boolean()])), { f: Symbol("s") })).toEqual(["Enter a number or true or false."]);
  });

  it("a discriminated union: the discriminator's choices, or required when it is missing", () => {
    const s = z.discriminatedUnion("kind", [z.object({ kind: z.literal("A") }), z.object({ kind: z.literal("B") })]);
    expect(errors(s, { kind: "C" })).toEqual({ kind: ["Choose one of: A, B."] });
    expect(errors(s, {})).toEqual({ kind: [REQUIRED_MESSAGE] });
  });

  it("lengths: Django REST framework's sentences", () => {
    expect(one(f(z.string().min(1)), { f: "" })).toEqual([BLANK_MESSAGE]);
    expect(one(f(z.string().min(3)), { f: "ab" })).toEqual(["Ensure this field has at least 3 characters."]);
    expect(one(f(z.string().max(5)), { f: "abcdef" })).toEqual(["Ensure this field has no more than 5 characters."]);
    expect(one(f(z.string().length(4)), { f: "abc" })).toEqual(["Ensure this field has exactly 4 characters."]);
    expect(one(f(z.array(z.string()).min(1)), { f: [] })).toEqual(["This list may not be empty."]);
    expect(one(f(z.array(z.string()).min(2)), { f: ["a"] })).toEqual(["Ensure this field has at least 2 elements."]);
    expect(one(f(z.array(z.string()).max(2)), { f: ["a", "b", "c"] })).toEqual(["Ensure this field has no more than 2 elements."]);
    expect(one(f(z.array(z.string()).length(2)), { f: ["a"] })).toEqual(["Ensure this field has exactly 2 elements."]);
    expect(one(f(z.set(z.string()).min(1)), { f: new Set() })).toEqual(["This list may not be empty."]);
  });

  it("a text sent for a list is refused once, as a text (zod also measures it against the list's bounds)", () => {
    expect(errors(f(z.array(z.string()).max(2)), { f: "abcdef" })).toEqual({ f: ["Expected a list of items."] });
  });

  it("number bounds: Django REST framework's sentences", () => {
    expect(one(f(z.number().min(0)), { f: -1 })).toEqual([BOUND_MESSAGES.greaterOrEqual(0)]);
    expect(one(f(z.number().gt(0)), { f: 0 })).toEqual([BOUND_MESSAGES.aboveZero]);
    expect(one(f(z.number().max(10)), { f: 11 })).toEqual([BOUND_MESSAGES.lessOrEqual(10)]);
    expect(one(f(z.number().lt(10)), { f: 10 })).toEqual(["Ensure this value is less than 10."]);
    expect(one(f(z.bigint().max(10n)), { f: 11n })).toEqual([BOUND_MESSAGES.lessOrEqual(10)]);
    expect(one(f(z.number().multipleOf(5)), { f: 7 })).toEqual(["Ensure this value is a multiple of 5."]);
    expect(one(f(z.date().min(new Date("2026-01-01T00:00:00Z"))), { f: new Date("2025-01-01T00:00:00Z") })).toEqual([
      "Ensure this value is greater than or equal to 2026-01-01T00:00:00.000Z.",
    ]);
  });

  it("formats: the format's sentence", () => {
    expect(one(f(z.email()), { f: "nope" })).toEqual([INVALID_EMAIL_MESSAGE]);
    expect(one(f(z.url()), { f: "nope" })).toEqual(["Enter a valid URL."]);
    expect(one(f(z.uuid()), { f: "nope" })).toEqual(["Enter a valid UUID."]);
    expect(one(f(z.iso.datetime()), { f: "nope" })).toEqual([INVALID_DATE_TIME_MESSAGE]);
    expect(one(f(z.iso.date()), { f: "nope" })).toEqual(["Enter a valid date."]);
    expect(one(f(z.iso.time()), { f: "nope" })).toEqual(["Enter a valid time."]);
    expect(one(f(z.string().regex(/^\d+$/)), { f: "a" })).toEqual(["Enter a value in the expected format."]);
    expect(one(f(z.string().startsWith("A")), { f: "b" })).toEqual(["Enter a value in the expected format."]);
  });

  it("unknown fields of a strict object, keys and elements", () => {
    expect(errors(z.strictObject({ a: z.string() }), { a: "x", b: 1, c: 2 })).toEqual({ non_field_errors: ["Remove the unknown fields: b, c."] });
    expect(errors(z.strictObject({ a: z.string() }), { a: "x", b: 1 })).toEqual({ non_field_errors: ["Remove the unknown field: b."] });
    // A record keyed by an enumeration lists its keys: another key is unknown.
    expect(one(f(z.record(z.enum(["A", "B"]), z.number())), { f: { A: 1, B: 2, C: 3 } })).toEqual(["Remove the unknown field: C."]);
    expect(errors(f(z.record(z.string().min(2), z.number())), { f: { a: 1 } })).toEqual({ "f.a": [ZOD_MESSAGES.minChars(2)] });
    const all = (schema: z.ZodType, value: unknown) => Object.values(errors(schema, value)).flat();
    expect(all(f(z.map(z.string(), z.number())), { f: new Map([[1, 1]]) })).toEqual([NOT_A_STRING_MESSAGE]);
    expect(all(f(z.set(z.number())), { f: new Set(["a"]) })).toEqual([BOUND_MESSAGES.number]);
  });

  it("a refinement without a message: Enter a valid value.", () => {
    expect(one(f(z.string().refine((v) => v === "ok")), { f: "no" })).toEqual(["Enter a valid value."]);
    expect(one(f(z.custom<string>((v) => v === "ok")), { f: "no" })).toEqual(["Enter a valid value."]);
  });

  it("a schema's own message, and a parse's, win over the map", () => {
    expect(one(f(z.string("Enter a code.")), { f: 3 })).toEqual(["Enter a code."]);
    expect(one(f(z.string().min(1, "Enter a code.")), { f: "" })).toEqual(["Enter a code."]);
    expect(one(f(z.enum(["A"], { error: "Pick A." })), { f: "B" })).toEqual(["Pick A."]);
    // An error function that answers nothing falls through to the map.
    expect(one(f(z.string({ error: (i) => (i.input === undefined ? "Name it." : undefined) })), { f: 3 })).toEqual([NOT_A_STRING_MESSAGE]);
    expect(one(f(z.string({ error: (i) => (i.input === undefined ? "Name it." : undefined) })), {})).toEqual(["Name it."]);
    const r = z.object({ f: z.string() }).safeParse({ f: 3 }, { error: () => "Per parse." });
    expect(r.error?.issues[0]?.message).toBe("Per parse.");
  });

  it("never answers undefined, whatever the issue", () => {
    expect(contractErrorMessage({ code: "custom", input: 1, path: [] } as z.core.$ZodRawIssue)).toBe(ZOD_MESSAGES.invalid);
    expect(contractErrorMessage({ code: "made_up", input: 1, path: [] } as unknown as z.core.$ZodRawIssue)).toBe(ZOD_MESSAGES.invalid);
  });

  it("is the global configuration (z.config), not zod's locale", () => {
    expect(z.config().customError).toBe(contractErrorMessage);
    expect(z.string().safeParse(3).error?.issues[0]?.message).toBe(NOT_A_STRING_MESSAGE);
  });
});

describe("every request schema of the contract answers in sentences, never in zod's wording", () => {
  const hostile: unknown[] = [[], {}, "x", "", 123, -1.5, 2.5, true, null, [1], ["a"], [{}], { a: 1 }, "2020-13-45", "x".repeat(600)];
  const schemas = [...ALL_ENDPOINTS, ...Object.values(authEndpoints)].flatMap((e) =>
    [
      ["body", e.body],
      ["query", e.query],
    ].flatMap(([part, s]) => (s ? [[`${e.method} ${e.path} ${part as string}`, s as z.ZodType] as const] : [])),
  );

  it.each(schemas)("%s", (_name, schema) => {
    const found: string[] = [];
    const check = (value: unknown) => {
      const r = schema.safeParse(value);
      if (r.success) return;
      for (const messages of Object.values(zodFieldErrors(r.error, schema))) for (const m of messages) if (ZOD_DEFAULT.test(m)) found.push(m);
    };
    for (const value of [...hostile, undefined]) check(value);
    const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? (schema as unknown as { _zod: { def: { in?: { shape?: Record<string, unknown> } } } })._zod.def.in?.shape;
    for (const key of Object.keys(shape ?? {})) for (const value of hostile) check({ [key]: value });
    expect(found).toEqual([]);
  });
});

/** lib/ modules that build schemas at run time (a value import of zod). */
function zodModules(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) out.push(...zodModules(file));
    else if (/\.tsx?$/.test(name) && /^import \{[^}]*\bz\b[^}]*\} from "zod";$/m.test(readFileSync(file, "utf8"))) out.push(file);
  }
  return out;
}

describe("installed by every module of lib/ that builds schemas (forms, BFF and API load it with their schemas)", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const modules = zodModules(path.join(root, "lib")).map((f) => path.relative(root, f));

  it("finds the contract's modules", () => {
    expect(modules).toContain("lib/contract/strings.ts");
    expect(modules.length).toBeGreaterThan(20);
  });

  it.each(modules)("%s", async (file) => {
    const config = z.config();
    const saved = config.customError;
    try {
      config.customError = undefined;
      vi.resetModules();
      await import(/* @vite-ignore */ path.join(root, file));
      expect(z.config().customError, `${file} builds schemas without loading lib/contract/zod-messages.ts`).toBeTypeOf("function");
    } finally {
      config.customError = saved;
    }
  });
});

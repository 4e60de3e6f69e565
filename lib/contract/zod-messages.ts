/**
 * Zod's default messages in the project's words, ONE map for the whole app: installed with
 * `z.config({ customError })` (https://zod.dev/error-customization, "Global error customization")
 * when this module loads. The contract's base modules (strings.ts, bounds.ts, enums.ts,
 * field-errors.ts) import it, so it is in force wherever a contract schema is built or an error
 * becomes field messages: the browser's forms, the BFF and the embedded API alike (zod keeps its
 * configuration on `globalThis`, so one install serves every copy of the module graph).
 *
 * Zod's own wording ("Invalid input: expected object, received array") never reaches an answer or a
 * screen: every issue without a message of its own gets a sentence here, in Django REST framework's
 * words where the project already answers with them (the upstream's wording: "This field is
 * required.", "A valid integer is required.", "Ensure this field has no more than 254 characters.").
 *
 * Precedence (zod's): a message written in a schema (`.min(1, REQUIRED_MESSAGE)`, `{ error }`) or
 * passed to a parse wins over this map, so every spec message and every explicit message stays as
 * it is; this map only replaces zod's locale (English) defaults.
 * tests/unit/zod-messages.test.ts covers every issue kind; tests/integration/zod-messages-api.test.ts
 * the embedded API's answers.
 */
import { z } from "zod";

// ───────── The shared field sentences (re-exported by strings.ts and bounds.ts, where they began) ─────────

export const REQUIRED_MESSAGE = "This field is required.";
export const BLANK_MESSAGE = "This field may not be blank.";
export const NOT_A_STRING_MESSAGE = "Not a valid string.";
export const INVALID_EMAIL_MESSAGE = "Enter a valid email address.";
export const INVALID_DATE_TIME_MESSAGE = "Enter a valid date and time.";
/** A text longer than its column: "Ensure this field has no more than 254 characters." */
export const maxLengthMessage = (max: number) => `Ensure this field has no more than ${max} characters.`;

/** The number messages of lib/contract/bounds.ts (Django REST framework's). */
export const BOUND_MESSAGES = {
  integer: "A valid integer is required.",
  number: "A valid number is required.",
  lessOrEqual: (max: number | string) => `Ensure this value is less than or equal to ${max}.`,
  greaterOrEqual: (min: number | string) => `Ensure this value is greater than or equal to ${min}.`,
  aboveZero: "Ensure this value is greater than 0.",
  decimalPlaces: (scale: number) => `Ensure that there are no more than ${scale} decimal places.`,
  wholeDigits: (digits: number) => `Ensure that there are no more than ${digits} digits before the decimal point.`,
} as const;

// ───────── The map ─────────

/** The sentences this map answers with (besides the shared ones of strings.ts and bounds.ts). */
export const ZOD_MESSAGES = {
  required: REQUIRED_MESSAGE,
  /** A request body (the root of a body schema) that is not a JSON object: `[]`, `"x"`, `3`. */
  bodyNotObject: "The request body must be a JSON object.",
  notObject: "Expected a JSON object.",
  notList: "Expected a list of items.",
  notBoolean: "Must be a valid boolean.",
  notString: NOT_A_STRING_MESSAGE,
  notNumber: BOUND_MESSAGES.number,
  notInteger: BOUND_MESSAGES.integer,
  notDate: INVALID_DATE_TIME_MESSAGE,
  notAllowed: "This field is not allowed.",
  /** Anything else refused with no message of its own (a refinement without a message, an unusual type). */
  invalid: "Enter a valid value.",
  blank: BLANK_MESSAGE,
  emptyList: "This list may not be empty.",
  email: INVALID_EMAIL_MESSAGE,
  url: "Enter a valid URL.",
  uuid: "Enter a valid UUID.",
  date: "Enter a valid date.",
  time: "Enter a valid time.",
  format: "Enter a value in the expected format.",
  /** An enum or literal value not among the accepted ones: "Choose one of: ACTIVE, INACTIVE." */
  choose: (values: readonly unknown[]) =>
    values.length === 1 ? `This value must be ${choiceText(values[0])}.` : `Choose one of: ${values.map(choiceText).join(", ")}.`,
  /** Several types would do (a union): "Enter text or a whole number." */
  oneOf: (kinds: readonly string[]) => `Enter ${kinds.join(" or ")}.`,
  unknownFields: (keys: readonly string[]) => `Remove the unknown field${keys.length > 1 ? "s" : ""}: ${keys.join(", ")}.`,
  minChars: (n: number) => `Ensure this field has at least ${n} characters.`,
  maxChars: maxLengthMessage,
  exactChars: (n: number) => `Ensure this field has exactly ${n} characters.`,
  minItems: (n: number) => `Ensure this field has at least ${n} elements.`,
  maxItems: (n: number) => `Ensure this field has no more than ${n} elements.`,
  exactItems: (n: number) => `Ensure this field has exactly ${n} elements.`,
  greaterOrEqual: BOUND_MESSAGES.greaterOrEqual,
  greaterThan: (n: string | number) => `Ensure this value is greater than ${n}.`,
  lessOrEqual: BOUND_MESSAGES.lessOrEqual,
  lessThan: (n: string | number) => `Ensure this value is less than ${n}.`,
  multipleOf: (n: string | number) => `Ensure this value is a multiple of ${n}.`,
} as const;

function choiceText(value: unknown): string {
  if (value === "") return '"" (blank)';
  return typeof value === "string" ? value : String(value);
}

type Issue = z.core.$ZodRawIssue;

/** The sentence for a value of the wrong type where `expected` was wanted (`root`: the body itself). */
function typeMessage(expected: string, root: boolean): string {
  switch (expected) {
    case "object":
    case "record":
    case "map":
      return root ? ZOD_MESSAGES.bodyNotObject : ZOD_MESSAGES.notObject;
    case "array":
    case "tuple":
    case "set":
      return ZOD_MESSAGES.notList;
    case "string":
      return ZOD_MESSAGES.notString;
    case "number":
    case "nan":
    case "bigint":
      return ZOD_MESSAGES.notNumber;
    case "int":
      return ZOD_MESSAGES.notInteger;
    case "boolean":
      return ZOD_MESSAGES.notBoolean;
    case "date":
      return ZOD_MESSAGES.notDate;
    case "never":
    case "undefined":
    case "void":
      return ZOD_MESSAGES.notAllowed;
    default:
      return ZOD_MESSAGES.invalid;
  }
}

/** `z.int()` or `z.number().int()`: a text sent there is refused as "A valid integer is required.". */
function isIntegerSchema(inst: unknown): boolean {
  const def = (inst as { _zod?: { def?: { format?: unknown; checks?: { _zod: { def: { format?: unknown } } }[] } } } | undefined)?._zod?.def;
  const isInt = (format: unknown) => typeof format === "string" && format.includes("int");
  return Boolean(def && (isInt(def.format) || def.checks?.some((c) => isInt(c._zod.def.format))));
}

/** What a type is called in "Enter text or a whole number.". */
const KIND_NAMES: Readonly<Record<string, string>> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list of items",
  tuple: "a list of items",
  object: "a JSON object",
  record: "a JSON object",
};

/** A schema that owns a length check (`z.array(…).max(7)`), by its type. */
const schemaType = (iss: Issue): string | undefined => (iss.schema as z.core.$ZodType | undefined)?._zod.def.type;

function sizeMessage(iss: Issue & { code: "too_small" | "too_big" }): string {
  const small = iss.code === "too_small";
  const bound = small ? (iss as z.core.$ZodIssueTooSmall).minimum : (iss as z.core.$ZodIssueTooBig).maximum;
  const n = Number(bound);
  const exact = Boolean((iss as { exact?: boolean }).exact);
  const inclusive = (iss as { inclusive?: boolean }).inclusive !== false;
  const owner = schemaType(iss);
  // zod runs a length check even after the type was refused (a text sent for `z.array(…).max(7)`
  // measures the text): the answer is the type's message, once (zodFieldErrors keeps each once).
  if (iss.origin === "string" && owner && owner !== "string") return typeMessage(owner, false);
  switch (iss.origin) {
    case "string":
      if (exact) return ZOD_MESSAGES.exactChars(n);
      if (small) return n <= 1 ? ZOD_MESSAGES.blank : ZOD_MESSAGES.minChars(inclusive ? n : n + 1);
      return ZOD_MESSAGES.maxChars(inclusive ? n : n - 1);
    case "array":
    case "set":
    case "file":
      if (exact) return ZOD_MESSAGES.exactItems(n);
      if (small) return n <= 1 ? ZOD_MESSAGES.emptyList : ZOD_MESSAGES.minItems(inclusive ? n : n + 1);
      return ZOD_MESSAGES.maxItems(inclusive ? n : n - 1);
    case "date": {
      const at = new Date(n).toISOString();
      if (small) return inclusive ? ZOD_MESSAGES.greaterOrEqual(at) : ZOD_MESSAGES.greaterThan(at);
      return inclusive ? ZOD_MESSAGES.lessOrEqual(at) : ZOD_MESSAGES.lessThan(at);
    }
    default: {
      const shown = String(bound);
      if (small) return inclusive ? ZOD_MESSAGES.greaterOrEqual(shown) : ZOD_MESSAGES.greaterThan(shown);
      return inclusive ? ZOD_MESSAGES.lessOrEqual(shown) : ZOD_MESSAGES.lessThan(shown);
    }
  }
}

function formatMessage(format: string): string {
  switch (format) {
    case "email":
      return ZOD_MESSAGES.email;
    case "url":
      return ZOD_MESSAGES.url;
    case "uuid":
    case "uuidv4":
    case "uuidv6":
    case "uuidv7":
    case "guid":
      return ZOD_MESSAGES.uuid;
    case "datetime":
      return ZOD_MESSAGES.notDate;
    case "date":
      return ZOD_MESSAGES.date;
    case "time":
      return ZOD_MESSAGES.time;
    default:
      return ZOD_MESSAGES.format;
  }
}

/** A union none of whose options took the value: one sentence for all of them. */
function unionMessage(iss: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidUnion> & { note?: string }): string {
  if (iss.note === "No matching discriminator" && iss.discriminator !== undefined) {
    const value = (iss.input as Record<string, unknown> | undefined)?.[iss.discriminator];
    return value === undefined ? ZOD_MESSAGES.required : ZOD_MESSAGES.choose(Array.isArray(iss.options) ? iss.options : []);
  }
  const firsts = (iss.errors ?? []).map((option) => option[0]);
  // Every option refused the value's type (or its value): name what would do.
  if (firsts.length && firsts.every((i) => i && i.path.length === 0 && (i.code === "invalid_type" || i.code === "invalid_value"))) {
    if (firsts.every((i) => i!.code === "invalid_value")) return ZOD_MESSAGES.choose(firsts.flatMap((i) => (i as z.core.$ZodIssueInvalidValue).values));
    const expected = firsts.flatMap((i) => (i!.code === "invalid_type" ? [(i as z.core.$ZodIssueInvalidType).expected] : []));
    // A text or a Date: a date field.
    if (expected.includes("date")) return ZOD_MESSAGES.notDate;
    const kinds = [...new Set(expected.map((e) => KIND_NAMES[e]))];
    if (kinds.every((k) => k !== undefined)) return ZOD_MESSAGES.oneOf(kinds as string[]);
  }
  // An option that got past the type check says what is wrong with the value.
  const told = firsts.find((i) => i && i.code !== "invalid_type" && i.message);
  return told?.message ?? ZOD_MESSAGES.invalid;
}

/** The project's sentence for a zod issue that has no message of its own. Never undefined: zod's English never shows. */
export function contractErrorMessage(iss: Issue): string {
  const root = !iss.path || iss.path.length === 0;
  switch (iss.code) {
    case "invalid_type":
      if (root && (iss.expected === "object" || iss.expected === "record")) return ZOD_MESSAGES.bodyNotObject;
      if (iss.input === undefined || iss.input === null) return ZOD_MESSAGES.required;
      return typeMessage(iss.expected === "number" && isIntegerSchema(iss.inst) ? "int" : iss.expected, root);
    case "invalid_value":
      if (iss.input === undefined) return ZOD_MESSAGES.required;
      return ZOD_MESSAGES.choose(iss.values);
    case "invalid_union":
      if (iss.input === undefined) return ZOD_MESSAGES.required;
      return unionMessage(iss);
    case "too_small":
    case "too_big":
      return sizeMessage(iss);
    case "invalid_format":
      return formatMessage(iss.format);
    case "not_multiple_of":
      return ZOD_MESSAGES.multipleOf(String(iss.divisor));
    case "unrecognized_keys":
      return ZOD_MESSAGES.unknownFields(iss.keys);
    case "invalid_key":
    case "invalid_element":
      return iss.issues[0]?.message ?? ZOD_MESSAGES.invalid;
    default:
      return ZOD_MESSAGES.invalid;
  }
}

z.config({ customError: contractErrorMessage });

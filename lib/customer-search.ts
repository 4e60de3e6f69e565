/**
 * Customer search (POST /customer_search): the ten fields, the
 * phone rule, the state-name rule and the "at least one field" rule, written once. The search form
 * validates with `customerSearchFormSchema`, the embedded API with `customerSearchRequestSchema`;
 * both are built from the same field definitions and produce the same normalised criteria
 * (phone as +1 and 10 digits, state as its two-letter abbreviation, order id upper-cased, blanks
 * dropped).
 */
import { createLoader, createSerializer, parseAsString } from "nuqs/server";
import { z } from "zod";
import { EMAIL_MAX_LENGTH, maxLengthMessage, safeString } from "./contract/strings";
import { parseAsPage } from "./list-params";
import { stateAbbreviationForName } from "./us-states";

export const PHONE_NUMBER_MESSAGE = "Phone number must be 10 digits with no spaces, parenthesis, or dashes";
export const UNKNOWN_STATE_MESSAGE = "Enter a two-letter state abbreviation or the name of a US state";
export const AT_LEAST_ONE_FIELD_MESSAGE = "Enter at least one search field.";
/** The country code the phone number is sent with. */
export const PHONE_PREFIX = "+1";

export const CUSTOMER_SEARCH_FIELDS = [
  "email",
  "order_id",
  "phone_number",
  "first_name",
  "last_name",
  "address_1",
  "address_2",
  "city",
  "state",
  "zip_code",
] as const;
export type CustomerSearchField = (typeof CUSTOMER_SEARCH_FIELDS)[number];

export const CUSTOMER_SEARCH_FIELD_LABELS: Record<CustomerSearchField, string> = {
  email: "Email",
  order_id: "Order ID",
  phone_number: "Phone Number",
  first_name: "First Name",
  last_name: "Last Name",
  address_1: "Address Line 1",
  address_2: "Address Line 2",
  city: "City",
  state: "State",
  zip_code: "Zip Code",
};

/** What the form holds: every field a string, "" when empty. */
export type CustomerSearchFormValues = Record<CustomerSearchField, string>;
export const EMPTY_CUSTOMER_SEARCH: CustomerSearchFormValues = Object.fromEntries(
  CUSTOMER_SEARCH_FIELDS.map((f) => [f, ""]),
) as CustomerSearchFormValues;

/** "+1" and the 10 digits. */
export const phoneWithPrefix = (tenDigits: string) => `${PHONE_PREFIX}${tenDigits}`;

const PHONE_LIKE = /^\+?[\d\s().-]+$/;

/**
 * Any common way of writing a US phone → its 10 digits, or null when it is no phone number: 10
 * digits, or 11 starting with the country code 1, with spaces, dashes, dots, brackets or a leading
 * "+" ("(212) 555-0147", "212.555.0147", "+1 212 555 0147").
 */
export function phoneDigitsOf(input: string): string | null {
  const value = input.trim();
  if (!PHONE_LIKE.test(value)) return null;
  const digits = value.replace(/\D/g, "");
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith("1")) return digits.slice(1);
  return null;
}

/** The search form's hints beside the spec's labels: what the form also accepts. */
export const CUSTOMER_SEARCH_FIELD_HINTS: Partial<Record<CustomerSearchField, string>> = {
  phone_number: "Any format, e.g. (212) 555-0147: searched as its 10 digits.",
  first_name: "Searched as typed; when that finds nobody, a full name here (\"Connie Complete\") is searched as first and last name.",
};

/**
 * An order id as searched: stored order ids ("SHO-1000123") and fulfillment ids ("5000013-S1") are
 * upper case and staff type them in any case, so the id is searched trimmed and upper-cased. One
 * rule for Customer Lookup's form, the API's body (both schemas below) and the header's quick search.
 */
export const normaliseOrderId = (input: string) => input.trim().toUpperCase();

/**
 * A state as the user typed it → its abbreviation: up to 2 characters is taken as an abbreviation
 * (upper-cased); anything longer is matched by name ("new york" → "NY"). Undefined: no such state.
 */
export function normaliseStateInput(input: string): string | undefined {
  const value = input.trim();
  if (value.length === 0) return undefined;
  if (value.length <= 2) return /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined;
  return stateAbbreviationForName(value);
}

type Variant = "form" | "request";

/**
 * Trimmed text; "" becomes undefined so it is not searched. The form holds every field as a string
 * (input type `string`); the API body may leave fields out (input type `string | undefined`).
 */
function text(variant: "form", max: number): z.ZodType<string | undefined, string>;
function text(variant: "request", max: number): z.ZodType<string | undefined, string | undefined>;
function text(variant: Variant, max: number): z.ZodType<string | undefined, string | undefined> {
  const base = safeString().trim().max(max, maxLengthMessage(max));
  const blankToUndefined = (v: string | undefined) => (v === undefined || v === "" ? undefined : v);
  return variant === "form" ? base.transform(blankToUndefined) : base.optional().transform(blankToUndefined);
}

const TEN_DIGITS = /^\d{10}$/;
const WITH_PREFIX = /^\+1(\d{10})$/;

function buildSchema<V extends Variant>(variant: V) {
  const t = (max: number) => text(variant as "request", max) as z.ZodType<string | undefined, V extends "form" ? string : string | undefined>;
  // The form: a phone in any common format (phoneDigitsOf). The API: what the form sends ("+1"
  // and 10 digits); 10 bare digits are accepted too. Either way the criteria carry "+1XXXXXXXXXX".
  const tenDigitsOf = (v: string) => (variant === "form" ? phoneDigitsOf(v) : TEN_DIGITS.test(v) || WITH_PREFIX.test(v) ? v.slice(-10) : null);
  const phone = t(40)
    .superRefine((v, ctx) => {
      if (v !== undefined && tenDigitsOf(v) === null) ctx.addIssue({ code: "custom", message: PHONE_NUMBER_MESSAGE });
    })
    .transform((v) => (v === undefined ? undefined : phoneWithPrefix(tenDigitsOf(v)!)));
  const state = t(40)
    .superRefine((v, ctx) => {
      if (v !== undefined && normaliseStateInput(v) === undefined) ctx.addIssue({ code: "custom", message: UNKNOWN_STATE_MESSAGE });
    })
    .transform((v) => (v === undefined ? undefined : normaliseStateInput(v)));
  return z
    .object({
      email: t(EMAIL_MAX_LENGTH),
      order_id: t(64).transform((v) => (v === undefined ? undefined : normaliseOrderId(v))),
      phone_number: phone,
      first_name: t(100),
      last_name: t(100),
      address_1: t(200),
      address_2: t(200),
      city: t(100),
      state,
      zip_code: t(10),
    })
    .refine((v) => CUSTOMER_SEARCH_FIELDS.some((f) => v[f] !== undefined), { message: AT_LEAST_ONE_FIELD_MESSAGE });
}

/**
 * The searches Customer Lookup runs for one set of criteria, in order, until one finds anyone: the
 * criteria as typed, then, when First Name holds several words and Last Name is empty, the full
 * name read as first name and last name ("Connie Complete": first "Connie", last "Complete"; issue
 * 21). As typed comes first, so a two-word first name ("Mary Ann") is found as one.
 */
export function nameReadings<T extends { first_name?: string; last_name?: string }>(v: T): T[] {
  if (v.first_name === undefined || v.last_name !== undefined) return [v];
  const [first, ...rest] = v.first_name.split(/\s+/);
  return rest.length === 0 ? [v] : [v, { ...v, first_name: first, last_name: rest.join(" ") }];
}

/** The search form (react-hook-form + zodResolver; values are strings, "" when empty). */
export const customerSearchFormSchema = buildSchema("form");
/** The body of POST /customer_search, validated by the embedded API (fields may be left out). */
export const customerSearchRequestSchema = buildSchema("request");

/** Normalised criteria: phone "+1XXXXXXXXXX", state "NY", order id upper case, absent fields undefined. */
export type CustomerSearchCriteria = Partial<z.output<typeof customerSearchRequestSchema>>;

// ───────────────────────────── The search in the URL ─────────────────────────────

const urlText = parseAsString.withDefault("");

/**
 * The search as the page URL holds it (`/customer-lookup?last_name=Doe&page=2`): the form values as
 * typed (the server page normalises them with `customerSearchFormSchema`) and the 1-based page.
 * nuqs parsers, shared by the server page (`loadCustomerSearchParams`) and the form (`useQueryStates`);
 * empty fields and page 1 stay out of the URL; unknown keys are ignored.
 */
export const customerSearchUrlParsers = {
  ...(Object.fromEntries(CUSTOMER_SEARCH_FIELDS.map((f) => [f, urlText])) as Record<CustomerSearchField, typeof urlText>),
  page: parseAsPage,
};

/** `await loadCustomerSearchParams(searchParams)` → the form values and `page`. */
export const loadCustomerSearchParams = createLoader(customerSearchUrlParsers);

/** Form values (and page) → "?last_name=Doe&page=2" ("" when nothing is filled). */
export const serializeCustomerSearch = createSerializer(customerSearchUrlParsers);

/** The form values of a loaded URL state (without the page). */
export function customerSearchValuesOf(state: CustomerSearchFormValues & { page?: number }): CustomerSearchFormValues {
  return Object.fromEntries(CUSTOMER_SEARCH_FIELDS.map((f) => [f, state[f]])) as CustomerSearchFormValues;
}

/** The form values to put in the URL: trimmed, blanks left out (null removes the key). */
export function customerSearchUrlValues(values: Partial<CustomerSearchFormValues>): Record<CustomerSearchField, string | null> {
  return Object.fromEntries(CUSTOMER_SEARCH_FIELDS.map((f) => [f, values[f]?.trim() || null])) as Record<CustomerSearchField, string | null>;
}

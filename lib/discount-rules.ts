/**
 * The rules of a new discount (including the reserved codes it may not take): ONE zod
 * schema per shape, used by the Create Discount form (messages beside the fields, Create enabled
 * only when they hold) and by the embedded API (400 keyed by the same fields). Pure and isomorphic.
 *
 * - discountCreateSchema: POST discounts (a code).
 * - discountBulkCreateSchema: POST discounts/bulk_create (a prefix and a number of codes).
 * - discountFormSchema: the form (a "Create in Bulk" switch choosing between the two).
 * All three run the same `checkDiscountRules`.
 */
import { z } from "zod";
import { DiscountLimitType, DiscountType, RESERVED_DISCOUNT_CODES } from "./contract/enums";
import { INVALID_DATE_TIME_MESSAGE, maxLengthMessage, safeString } from "./contract/strings";
import { intNumber, moneyNumber, plainDecimalText, plainIntegerText } from "./contract/bounds";
import { withErrorKeys } from "./contract/field-errors";
import { productCodeList } from "./contract/fields";
import { parseBusinessDateTime } from "./business-day";
import { DATETIME_STEP_MESSAGE, onDateTimeStep } from "./date-step";
import { round2 } from "./money";

export type DiscountLimitTypeValue = z.infer<typeof DiscountLimitType>;

export { DISCOUNT_LIMIT_TYPE_LABELS } from "./enums";
export const SPLIT_LIMIT_TYPE = "X_ORDERS_PER_CUSTOMER_SUBSCRIPTION_TRIAL_SPLIT" satisfies DiscountLimitTypeValue;
/** Every limit type but Unlimited needs a limit value. */
export const limitTypeNeedsValue = (t: DiscountLimitTypeValue | undefined) => t !== undefined && t !== "UNLIMITED";

export const DISCOUNT_MESSAGES = {
  codeRequired: "Enter a code.",
  codeCharacters: "Use only letters, digits, - and _.",
  codeTooLong: maxLengthMessage(50),
  codeReserved: "This code is reserved for customer-service discounts.",
  codeTaken: "A discount with this code already exists.",
  prefixRequired: "Enter a prefix.",
  prefixTooLong: "Ensure the prefix has no more than 20 characters.",
  typeRequired: "Choose a discount type.",
  limitTypeRequired: "Choose a limit type.",
  valueRequired: "Enter a value other than 0.",
  valueNegative: "The value cannot be negative.",
  percentageTooHigh: "A percentage cannot be more than 100.",
  trialValueRequired: "Enter the trial value for the subscription/trial split.",
  limitValueRequired: "Enter a limit value of at least 1.",
  orderTypeRequired: "Tick at least one of Trial, Subscription or Onetime.",
  startRequired: "Start date is required",
  endRequired: "End date is required",
  startInPast: "Start time cannot be in the past",
  endBeforeStart: "End time must be later than start time",
  halfHourSteps: DATETIME_STEP_MESSAGE,
  trialOnlyLimit: "Trial-only codes cannot have a limit type more than 1 order per customer.",
  numberOfCodesRequired: "Enter a number of codes from 1 to 100000.",
  /** Eligible products outside GET products/discount-eligible-codes (unknown, or not discount-eligible). */
  productsNotEligible: (codes: readonly string[]) =>
    `${codes.join(", ")} ${codes.length === 1 ? "is" : "are"} not discount-eligible; choose eligible products from the list.`,
} as const;

export const MAX_BULK_CODES = 100_000;

const blankToUndefined = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : v);
/**
 * An amount typed into an input (plain decimal text) or sent in JSON; blank → null. Money: at most
 * 2 decimals, within numeric(12,2) (lib/contract/bounds.ts); 0 and negatives get the rules' messages.
 */
const numberField = z.preprocess((v) => plainDecimalText(v) ?? null, moneyNumber({ message: "Enter a number." }).nullable());
/** A whole number (limit value, number of codes): plain decimal digits, int32; blank → null. */
const intField = z.preprocess((v) => plainIntegerText(v) ?? null, intNumber({ message: "Enter a whole number." }).nullable());
/** A date from the datetime input ("2026-11-24T10:30", business time: parseBusinessDateTime) or an ISO string; blank → null; answered as ISO. */
const dateField = z.preprocess(
  (v) => blankToUndefined(v) ?? null,
  z
    .union([safeString(), z.date()])
    .nullable()
    .transform((v, ctx) => {
      if (v === null) return null;
      const d = v instanceof Date ? v : parseBusinessDateTime(v);
      if (Number.isNaN(d.getTime())) {
        ctx.addIssue({ code: "custom", message: INVALID_DATE_TIME_MESSAGE });
        return z.NEVER;
      }
      return d.toISOString();
    }),
);
const boolField = z.preprocess((v) => (v === "yes" || v === "true" ? true : v === "no" || v === "false" ? false : v), z.boolean());
const codeText = safeString()
  .transform((v) => v.trim().toUpperCase());

/** The fields every new discount has, single or bulk (the body of POST discounts). */
const discountFields = {
  discount_type: z.preprocess(blankToUndefined, DiscountType.optional()),
  value: numberField,
  trial_value: numberField.optional().default(null),
  description: safeString()
    .max(500, maxLengthMessage(500))
    .optional()
    .default("")
    .transform((v) => v.trim()),
  limit_type: z.preprocess(blankToUndefined, DiscountLimitType.optional()),
  limit_value: intField.optional().default(null),
  available_start_date: dateField.optional().default(null),
  available_end_date: dateField.optional().default(null),
  is_active: boolField.optional().default(true),
  order_trial: boolField.optional().default(false),
  order_subscription: boolField.optional().default(false),
  order_onetime: boolField.optional().default(false),
  eligible_products: productCodeList().optional().default([]),
  exempt_from_sale_state: boolField.optional().default(false),
};

/**
 * A trial value is read only for the split type and a limit value only for a limit type that needs
 * one: otherwise they are blanked before any field is read, so a value left in a field the form has
 * disabled (a limit type changed after it was typed) neither keeps its format message nor blocks
 * Create, and the API does not refuse a field it drops. The whole body is passed through unchanged
 * when it is not an object (the object schema refuses it).
 */
function dropUnusedFields(v: unknown): unknown {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return v;
  const body = v as Record<string, unknown>;
  const limitType = DiscountLimitType.safeParse(blankToUndefined(body.limit_type)).data;
  return {
    ...body,
    ...(limitType === SPLIT_LIMIT_TYPE ? {} : { trial_value: null }),
    ...(limitTypeNeedsValue(limitType) ? {} : { limit_value: null }),
  };
}
/** `schema` reading the body after dropUnusedFields; its input type stays the schema's own. */
const withUnusedFieldsDropped = <S extends z.ZodType>(schema: S) => z.preprocess<unknown, S, z.input<S>>(dropUnusedFields, schema);

type FieldsOut = {
  discount_type?: z.infer<typeof DiscountType>;
  value: number | null;
  trial_value: number | null;
  limit_type?: DiscountLimitTypeValue;
  limit_value: number | null;
  available_start_date: string | null;
  available_end_date: string | null;
  order_trial: boolean;
  order_subscription: boolean;
  order_onetime: boolean;
};

/**
 * Every create rule on the common fields, each message on its field. `now` is the clock
 * (start cannot be before it).
 */
export function checkDiscountRules(v: FieldsOut, ctx: z.RefinementCtx, now: Date = new Date()): void {
  const add = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (!v.discount_type) add("discount_type", DISCOUNT_MESSAGES.typeRequired);
  if (!v.limit_type) add("limit_type", DISCOUNT_MESSAGES.limitTypeRequired);

  // The amount as stored, to the cent: 0.000000001 (within a float's noise of whole cents) is 0.
  const checkAmount = (path: "value" | "trial_value", sent: number | null, missing: string) => {
    const amount = sent === null ? null : round2(sent);
    if (amount === null || amount === 0) add(path, missing);
    else if (amount < 0) add(path, DISCOUNT_MESSAGES.valueNegative);
    else if (v.discount_type === "PERCENTAGE" && amount > 100) add(path, DISCOUNT_MESSAGES.percentageTooHigh);
  };
  checkAmount("value", v.value, DISCOUNT_MESSAGES.valueRequired);
  const split = v.limit_type === SPLIT_LIMIT_TYPE;
  if (split) checkAmount("trial_value", v.trial_value, DISCOUNT_MESSAGES.trialValueRequired);

  if (limitTypeNeedsValue(v.limit_type) && (v.limit_value === null || v.limit_value < 1)) add("limit_value", DISCOUNT_MESSAGES.limitValueRequired);

  // The split type forces trial and subscription on and one-time off, so it never lacks an order type.
  if (!split && !v.order_trial && !v.order_subscription && !v.order_onetime) add("order_trial", DISCOUNT_MESSAGES.orderTypeRequired);

  const trialOnly = !split && v.order_trial && !v.order_subscription && !v.order_onetime;
  if (
    trialOnly &&
    (v.limit_type === "UNLIMITED" ||
      ((v.limit_type === "X_ORDERS_PER_CUSTOMER" || v.limit_type === "X_ORDERS_FOR_ONE_CUSTOMER") && v.limit_value !== null && v.limit_value > 1))
  ) {
    add("limit_type", DISCOUNT_MESSAGES.trialOnlyLimit);
  }

  const start = v.available_start_date;
  const end = v.available_end_date;
  if (start && !end) add("available_end_date", DISCOUNT_MESSAGES.endRequired);
  if (end && !start) add("available_start_date", DISCOUNT_MESSAGES.startRequired);
  if (start) {
    if (!onDateTimeStep(start)) add("available_start_date", DISCOUNT_MESSAGES.halfHourSteps);
    else if (new Date(start).getTime() < now.getTime() - 60_000) add("available_start_date", DISCOUNT_MESSAGES.startInPast);
  }
  if (end) {
    if (!onDateTimeStep(end)) add("available_end_date", DISCOUNT_MESSAGES.halfHourSteps);
    else if (start && new Date(end).getTime() <= new Date(start).getTime()) add("available_end_date", DISCOUNT_MESSAGES.endBeforeStart);
  }
}

/** The split type forces trial and subscription on and one-time off (the fields it does not use are dropped before: dropUnusedFields). */
function normalise<T extends FieldsOut>(v: T): T {
  if (v.limit_type === SPLIT_LIMIT_TYPE) return { ...v, order_trial: true, order_subscription: true, order_onetime: false };
  return v;
}

export function checkCode(code: string, ctx: z.RefinementCtx, path = "code"): void {
  const add = (message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (code === "") add(DISCOUNT_MESSAGES.codeRequired);
  else if (!/^[A-Z0-9_-]+$/.test(code)) add(DISCOUNT_MESSAGES.codeCharacters);
  else if (code.length > 50) add(DISCOUNT_MESSAGES.codeTooLong);
  else if ((RESERVED_DISCOUNT_CODES as readonly string[]).includes(code)) add(DISCOUNT_MESSAGES.codeReserved);
}

export function checkBulk(prefix: string, numberOfCodes: number | null, ctx: z.RefinementCtx): void {
  const add = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (prefix === "") add("prefix", DISCOUNT_MESSAGES.prefixRequired);
  else if (!/^[A-Z0-9_-]+$/.test(prefix)) add("prefix", DISCOUNT_MESSAGES.codeCharacters);
  else if (prefix.length > 20) add("prefix", DISCOUNT_MESSAGES.prefixTooLong);
  if (numberOfCodes === null || !Number.isInteger(numberOfCodes) || numberOfCodes < 1 || numberOfCodes > MAX_BULK_CODES) {
    add("number_of_codes", DISCOUNT_MESSAGES.numberOfCodesRequired);
  }
}

/** bulk_create's error keys "also include numberOfCodes". */
export const BULK_ERROR_KEYS = { number_of_codes: "numberOfCodes" } as const;

/**
 * The rules as a schema refinement; a factory so the API can pass its clock (the embedded API
 * validates its create and bulk bodies with `makeDiscountSchemas(deps.now)`: server/backend/routes/discounts.ts);
 * the module's instances below read the machine's clock (the form, the BFF).
 */
export function makeDiscountSchemas(now: () => Date = () => new Date()) {
  const create = withUnusedFieldsDropped(
    z
      .object({ code: codeText, ...discountFields })
      .superRefine((v, ctx) => {
        checkCode(v.code, ctx);
        checkDiscountRules(v, ctx, now());
      })
      .transform(normalise),
  );
  /** Its number_of_codes messages are keyed numberOfCodes, as the upstream's. */
  const bulk = withErrorKeys(
    withUnusedFieldsDropped(
      z
        .object({ prefix: codeText, number_of_codes: intField, ...discountFields })
        .superRefine((v, ctx) => {
          checkBulk(v.prefix, v.number_of_codes, ctx);
          checkDiscountRules(v, ctx, now());
        })
        .transform((v) => ({ ...normalise(v), number_of_codes: v.number_of_codes! })),
    ),
    BULK_ERROR_KEYS,
  );
  /** The Create Discount form: `bulk` chooses between a code and a prefix with a number of codes. */
  const form = withUnusedFieldsDropped(
    z
      .object({ bulk: z.boolean(), code: codeText, prefix: codeText, number_of_codes: intField, ...discountFields })
      .superRefine((v, ctx) => {
        if (v.bulk) checkBulk(v.prefix, v.number_of_codes, ctx);
        else checkCode(v.code, ctx);
        checkDiscountRules(v, ctx, now());
      })
      .transform(normalise),
  );
  return { create, bulk, form };
}

const schemas = makeDiscountSchemas();
export const discountCreateSchema = schemas.create;
export const discountBulkCreateSchema = schemas.bulk;
export const discountFormSchema = schemas.form;
export type DiscountCreateRequest = z.input<typeof discountCreateSchema>;
export type DiscountCreateValues = z.output<typeof discountCreateSchema>;
export type DiscountBulkCreateRequest = z.input<typeof discountBulkCreateSchema>;
export type DiscountBulkCreateValues = z.output<typeof discountBulkCreateSchema>;
export type DiscountFormInput = z.input<typeof discountFormSchema>;
export type DiscountFormValues = z.output<typeof discountFormSchema>;

/** The Create Discount form's empty values (active, not exempt from the sale state, no order type yet). */
export const DISCOUNT_FORM_DEFAULTS: Record<string, unknown> = {
  bulk: false,
  code: "",
  prefix: "",
  number_of_codes: "",
  discount_type: "",
  value: "",
  trial_value: "",
  description: "",
  limit_type: "",
  limit_value: "",
  available_start_date: "",
  available_end_date: "",
  is_active: true,
  order_trial: false,
  order_subscription: false,
  order_onetime: false,
  eligible_products: [],
  exempt_from_sale_state: "no",
};

/** The Create Discount fields whose rules read another field: a change of the key re-checks these (their messages appear at once). */
export const DISCOUNT_FIELD_DEPENDENCIES: Record<string, string[]> = {
  discount_type: ["value", "trial_value"],
  limit_type: ["limit_value", "trial_value", "order_trial"],
  limit_value: ["limit_type"],
  order_trial: ["limit_type"],
  order_subscription: ["order_trial", "limit_type"],
  order_onetime: ["order_trial", "limit_type"],
  available_start_date: ["available_end_date"],
  available_end_date: ["available_start_date"],
  bulk: ["code", "prefix", "number_of_codes"],
};

/** The form's values as the request bodies (the form's output is valid input of the API schemas). */
const omit = <T extends object, K extends keyof T>(v: T, keys: readonly K[]): Omit<T, K> => {
  const out = { ...v };
  for (const k of keys) delete out[k];
  return out;
};
export function formToCreateBody(v: DiscountFormValues): DiscountCreateRequest {
  return omit(v, ["bulk", "prefix", "number_of_codes"]);
}
export function formToBulkBody(v: DiscountFormValues): DiscountBulkCreateRequest {
  return omit(v, ["bulk", "code"]) as DiscountBulkCreateRequest;
}

/** Unambiguous characters (no 0/O, 1/I/L) for generated codes. */
export const BULK_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const BULK_CODE_SUFFIX_LENGTH = 10;

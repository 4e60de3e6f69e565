/** Every discount create rule on the shared schemas of lib/discount-rules.ts (the form and the API use them). */
import { describe, expect, it } from "vitest";
import {
  DISCOUNT_MESSAGES as M,
  discountBulkCreateSchema,
  discountCreateSchema,
  formToBulkBody,
  formToCreateBody,
  DISCOUNT_LIMIT_TYPE_LABELS,
  makeDiscountSchemas,
} from "@/lib/discount-rules";
import { RESERVED_DISCOUNT_CODES } from "@/lib/contract/enums";
import { BOUND_MESSAGES } from "@/lib/contract/zod-messages";

const NOW = new Date("2026-11-23T12:10:00Z");
const { create, form } = makeDiscountSchemas(() => NOW);

const base = {
  code: "fall10",
  discount_type: "PERCENTAGE",
  value: "10",
  trial_value: "",
  description: "",
  limit_type: "X_ORDERS_PER_CUSTOMER",
  limit_value: "2",
  available_start_date: "",
  available_end_date: "",
  is_active: true,
  order_trial: false,
  order_subscription: true,
  order_onetime: false,
  eligible_products: [],
  exempt_from_sale_state: "no",
};

/** The messages by field of a refused input. */
function errorsOf(input: Record<string, unknown>, schema: typeof create | typeof form = create): Record<string, string[]> {
  const r = schema.safeParse({ ...base, ...input });
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of r.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
}

describe("discount create rules", () => {
  it("accepts a valid code, trims and upper-cases it, reads the form's strings", () => {
    const v = create.parse(base);
    expect(v).toMatchObject({ code: "FALL10", value: 10, limit_value: 2, trial_value: null, exempt_from_sale_state: false, available_start_date: null });
  });

  it("needs a non-empty code of letters, digits, - and _", () => {
    expect(errorsOf({ code: "   " }).code).toEqual([M.codeRequired]);
    expect(errorsOf({ code: "BAD CODE" }).code).toEqual([M.codeCharacters]);
    expect(errorsOf({ code: "X".repeat(51) }).code).toEqual([M.codeTooLong]);
  });

  it.each(RESERVED_DISCOUNT_CODES)("refuses the reserved code %s in any case", (code) => {
    expect(errorsOf({ code: code.toLowerCase() }).code).toEqual([M.codeReserved]);
  });

  it("needs a non-zero, non-negative value, at most 100 for a percentage", () => {
    expect(errorsOf({ value: "0" }).value).toEqual([M.valueRequired]);
    expect(errorsOf({ value: "" }).value).toEqual([M.valueRequired]);
    expect(errorsOf({ value: "-5" }).value).toEqual([M.valueNegative]);
    expect(errorsOf({ value: "100.5" }).value).toEqual([M.percentageTooHigh]);
    expect(errorsOf({ value: "150", discount_type: "AMOUNT" })).toEqual({});
  });

  it("needs a discount type and a limit type", () => {
    expect(errorsOf({ discount_type: "" }).discount_type).toEqual([M.typeRequired]);
    expect(errorsOf({ limit_type: "" }).limit_type).toEqual([M.limitTypeRequired]);
  });

  it("names the limit types in spec 02's words (§4; the split type as its transition quotes it)", () => {
    expect(DISCOUNT_LIMIT_TYPE_LABELS.UNLIMITED).toBe("Unlimited");
    expect(DISCOUNT_LIMIT_TYPE_LABELS.X_CUSTOMERS.startsWith("X customers")).toBe(true);
    expect(DISCOUNT_LIMIT_TYPE_LABELS.X_ORDERS_PER_CUSTOMER).toBe("X orders per customer");
    expect(DISCOUNT_LIMIT_TYPE_LABELS.X_ORDERS_PER_CUSTOMER_SUBSCRIPTION_TRIAL_SPLIT).toBe("X orders per customer, subscription/trial split");
    expect(DISCOUNT_LIMIT_TYPE_LABELS.X_ORDERS_FOR_ONE_CUSTOMER).toBe("X orders per customer for just one customer");
  });

  it("needs a limit value for every limit type but Unlimited", () => {
    for (const t of ["X_CUSTOMERS", "X_ORDERS_PER_CUSTOMER", "X_ORDERS_FOR_ONE_CUSTOMER"]) {
      expect(errorsOf({ limit_type: t, limit_value: "" }).limit_value).toEqual([M.limitValueRequired]);
      expect(errorsOf({ limit_type: t, limit_value: "0" }).limit_value).toEqual([M.limitValueRequired]);
    }
    const unlimited = create.parse({ ...base, limit_type: "UNLIMITED", limit_value: "" });
    expect(unlimited.limit_value).toBeNull();
  });

  it("the split type needs a trial value and forces trial and subscription on, one-time off", () => {
    const split = { limit_type: "X_ORDERS_PER_CUSTOMER_SUBSCRIPTION_TRIAL_SPLIT" };
    expect(errorsOf({ ...split, trial_value: "" }).trial_value).toEqual([M.trialValueRequired]);
    expect(errorsOf({ ...split, trial_value: "120" }).trial_value).toEqual([M.percentageTooHigh]);
    const v = create.parse({ ...base, ...split, trial_value: "50", order_trial: false, order_subscription: false, order_onetime: true });
    expect(v).toMatchObject({ trial_value: 50, order_trial: true, order_subscription: true, order_onetime: false });
    // Other types drop a trial value.
    expect(create.parse({ ...base, trial_value: "5" }).trial_value).toBeNull();
  });

  it("reads a trial value or limit value only where the limit type uses it: one left in a field the type does not use is dropped unread, on every schema", () => {
    const leftOver = { trial_value: "12.345", limit_value: "1.5" };
    expect(errorsOf({ ...leftOver, limit_type: "UNLIMITED" })).toEqual({});
    expect(create.parse({ ...base, ...leftOver, limit_type: "UNLIMITED" })).toMatchObject({ trial_value: null, limit_value: null });
    expect(errorsOf({ trial_value: "12.345" })).toEqual({});
    expect(errorsOf({ trial_value: "12.345", bulk: false, prefix: "", number_of_codes: "" }, form)).toEqual({});
    expect(errorsOf({ ...leftOver, limit_type: "" }).limit_type).toEqual([M.limitTypeRequired]);
    expect(errorsOf({ ...leftOver, limit_type: "" })).not.toHaveProperty("limit_value");
    expect(discountBulkCreateSchema.safeParse({ ...base, ...leftOver, code: undefined, limit_type: "UNLIMITED", prefix: "pfx", number_of_codes: "3" }).success).toBe(true);
    // Where the type uses them, their format is checked as before.
    expect(errorsOf({ trial_value: "12.345", limit_type: "X_ORDERS_PER_CUSTOMER_SUBSCRIPTION_TRIAL_SPLIT" }).trial_value).toEqual([BOUND_MESSAGES.decimalPlaces(2)]);
    expect(errorsOf({ limit_value: "1.5" }).limit_value).toEqual(["Enter a whole number."]);
  });

  it("needs at least one order type", () => {
    expect(errorsOf({ order_trial: false, order_subscription: false, order_onetime: false }).order_trial).toEqual([M.orderTypeRequired]);
  });

  it("dates: both or neither, start not before now, end after start, 30-minute steps", () => {
    expect(errorsOf({ available_start_date: "2026-11-24T10:00:00Z" }).available_end_date).toEqual([M.endRequired]);
    expect(errorsOf({ available_end_date: "2026-11-24T10:00:00Z" }).available_start_date).toEqual([M.startRequired]);
    expect(errorsOf({ available_start_date: "2026-11-23T12:00:00Z", available_end_date: "2026-11-24T10:00:00Z" }).available_start_date).toEqual([M.startInPast]);
    expect(errorsOf({ available_start_date: "2026-11-24T10:00:00Z", available_end_date: "2026-11-24T10:00:00Z" }).available_end_date).toEqual([M.endBeforeStart]);
    expect(errorsOf({ available_start_date: "2026-11-24T10:00:00Z", available_end_date: "2026-11-24T09:30:00Z" }).available_end_date).toEqual([M.endBeforeStart]);
    expect(errorsOf({ available_start_date: "2026-11-24T10:15:00Z", available_end_date: "2026-11-25T10:00:00Z" }).available_start_date).toEqual([M.halfHourSteps]);
    expect(errorsOf({ available_start_date: "not a date", available_end_date: "2026-11-25T10:00:00Z" }).available_start_date).toEqual(["Enter a valid date and time."]);
    const ok = create.parse({ ...base, available_start_date: "2026-11-23T12:30:00Z", available_end_date: "2026-11-25T10:00:00Z" });
    expect(ok).toMatchObject({ available_start_date: "2026-11-23T12:30:00.000Z", available_end_date: "2026-11-25T10:00:00.000Z" });
  });

  it("trial-only codes: not unlimited, not more than 1 order per customer", () => {
    const trialOnly = { order_trial: true, order_subscription: false, order_onetime: false };
    expect(errorsOf({ ...trialOnly, limit_type: "UNLIMITED", limit_value: "" }).limit_type).toEqual([M.trialOnlyLimit]);
    expect(errorsOf({ ...trialOnly, limit_type: "X_ORDERS_PER_CUSTOMER", limit_value: "2" }).limit_type).toEqual([M.trialOnlyLimit]);
    expect(errorsOf({ ...trialOnly, limit_type: "X_ORDERS_FOR_ONE_CUSTOMER", limit_value: "2" }).limit_type).toEqual([M.trialOnlyLimit]);
    expect(errorsOf({ ...trialOnly, limit_type: "X_ORDERS_PER_CUSTOMER", limit_value: "1" })).toEqual({});
    expect(errorsOf({ ...trialOnly, limit_type: "X_CUSTOMERS", limit_value: "500" })).toEqual({});
    // With another order type it is no longer trial-only.
    expect(errorsOf({ ...trialOnly, order_onetime: true, limit_type: "UNLIMITED", limit_value: "" })).toEqual({});
  });

  it("exempt from sale state reads Yes/No and defaults to No", () => {
    expect(create.parse({ ...base, exempt_from_sale_state: "yes" }).exempt_from_sale_state).toBe(true);
    expect(create.parse({ ...base, exempt_from_sale_state: undefined }).exempt_from_sale_state).toBe(false);
  });
});

describe("bulk and the form", () => {
  it("bulk needs a prefix and a number of codes from 1 to 100000 instead of a code", () => {
    const fields = { ...base, code: undefined };
    expect(discountBulkCreateSchema.safeParse({ ...fields, prefix: "shelter", number_of_codes: "200" }).data).toMatchObject({ prefix: "SHELTER", number_of_codes: 200 });
    const bad = discountBulkCreateSchema.safeParse({ ...fields, prefix: "", number_of_codes: "100001" });
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["prefix", M.prefixRequired],
      ["number_of_codes", M.numberOfCodesRequired],
    ]);
  });

  it("the form checks the code or, with the bulk switch, the prefix and number; its output is a valid request", () => {
    const single = { ...base, bulk: false, prefix: "", number_of_codes: "" };
    expect(errorsOf({ ...single, code: "" }, form).code).toEqual([M.codeRequired]);
    expect(errorsOf({ ...single, bulk: true, code: "" }, form)).toEqual({ prefix: [M.prefixRequired], number_of_codes: [M.numberOfCodesRequired] });
    const v = form.parse(single);
    expect(discountCreateSchema.parse(formToCreateBody(v))).toMatchObject({ code: "FALL10", value: 10 });
    const b = form.parse({ ...single, bulk: true, code: "", prefix: "pfx", number_of_codes: "200" });
    expect(discountBulkCreateSchema.parse(formToBulkBody(b))).toMatchObject({ prefix: "PFX", number_of_codes: 200 });
  });
});

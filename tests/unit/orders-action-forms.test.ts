/** The order action forms' schemas (lib/orders/action-forms.ts): rules per row, and the request body they give. */
import { describe, expect, it } from "vitest";
import {
  oneTimeOrderCheck,
  oneTimeOrderFormSchema,
  oneTimeOrderRowOf,
  NO_REFUND_REASON,
  REFUND_REASON_OPTIONS,
  refundFormSchema,
  refundRequestOf,
  refundRowErrors,
  refundRowsLeftWithNothing,
  refundStartAmount,
  refundTotal,
  replaceFormSchema,
  replaceQuantityOptions,
  replacePickerProducts,
  replaceRowErrors,
  replacementRequestOf,
  splitFormSchema,
} from "@/lib/orders/action-forms";
import { REFUND_REASON_NOTE_MAX, RefundReasonCode } from "@/lib/orders/refund-reasons";
import {
  REFUND_REASON_NOTE_REQUIRED,
  CLIP_ONLY_MESSAGE,
  ONE_MEAL_MESSAGE,
  ONE_TIME_DOG_REQUIRED,
  ONE_TIME_PRODUCT_REQUIRED,
  REFUND_AMOUNT_CENTS,
  REFUND_AMOUNT_POSITIVE,
  REFUND_LINE_REQUIRED,
  refundAboveAvailable,
  REPLACEMENT_SELECT_ONE,
  replacementQuantityError,
  SPLIT_KEEP_ONE,
  SPLIT_SELECT_ONE,
  SPLIT_UNKNOWN_PRODUCT,
} from "@/lib/orders/messages";
import { availableRefund, refundTaxPart, type ReplaceLine } from "@/lib/orders/rules";
import { sumMoney } from "@/lib/money";

const REFUND_LINES = [
  { id: 1, total_price: 100, tax_amount: 0, total_refunds: 20, available: 80 },
  { id: 2, total_price: 13.9, tax_amount: 0.91, total_refunds: 0, available: 13.9 },
];
const ORDER = { account: 11, order_id: "1000014" };

describe("refund form", () => {
  it("checks only the selected rows, and asks for one", () => {
    expect(refundRowErrors(REFUND_LINES, [{ selected: false, amount: "" }, { selected: false, amount: "999" }])).toEqual({ rows: {}, form: REFUND_LINE_REQUIRED });
    expect(refundRowErrors(REFUND_LINES, [{ selected: true, amount: "80.01" }, { selected: true, amount: "" }])).toEqual({
      rows: { 0: refundAboveAvailable(80), 1: REFUND_AMOUNT_POSITIVE },
      form: null,
    });
    expect(refundRowErrors(REFUND_LINES, [{ selected: true, amount: "1.005" }, { selected: false, amount: "" }]).rows).toEqual({ 0: REFUND_AMOUNT_CENTS });
  });

  it("starts a selected line at what is left, and builds the body with the tax part", () => {
    expect(refundStartAmount({ available: 13.9 })).toBe("13.90");
    const body = refundRequestOf(REFUND_LINES, [{ selected: true, amount: "80" }, { selected: true, amount: "13.90" }], ORDER);
    expect(body).toEqual({
      account: 11,
      order_id: "1000014",
      order_product_refunds: [
        { order_product_id: 1, amount: 80, tax_amount: 0 },
        { order_product_id: 2, amount: 13.9, tax_amount: 0.91 },
      ],
    });
    expect(refundTotal(body)).toBe(93.9);
  });

  it("over several partial refunds of a taxed line, asks each time for the tax part the API keeps: never more, in all, than the line's tax", () => {
    // A $13.90 snack with $0.91 tax: $3.90 three times, then the rest, the page's line as reloaded after each refund.
    const line = { id: 2, total_price: 13.9, tax_amount: 0.91 };
    const asked: number[] = [];
    const kept: number[] = [];
    let before = { refunded: 0, taxRefunded: 0 };
    for (const typed of ["3.90", "3.90", "3.90", "2.20"]) {
      const formLine = { ...line, total_refunds: before.refunded, available: availableRefund({ ...line, total_refunds: before.refunded }) };
      const body = refundRequestOf([formLine], [{ selected: true, amount: typed }], ORDER);
      asked.push(body.order_product_refunds[0]!.tax_amount!);
      // What the API keeps (order-actions.ts): the same rule, counted on the line's refund records.
      const part = refundTaxPart(line, Number(typed), before);
      kept.push(part);
      before = { refunded: sumMoney([before.refunded, Number(typed)]), taxRefunded: sumMoney([before.taxRefunded, part]) };
    }
    expect(kept).toEqual([0.26, 0.25, 0.26, 0.14]);
    expect(asked).toEqual(kept);
    expect(sumMoney(asked)).toBe(0.91);
  });

  it("the selected rows left with nothing to refund (after a refresh), each with the API's sentence for it; an unselected or still refundable one is not among them", () => {
    const lines = [REFUND_LINES[0]!, { ...REFUND_LINES[1]!, total_refunds: 13.9, available: 0 }, { id: 3, total_price: 10, tax_amount: 0, total_refunds: 10, available: 0 }];
    expect(refundRowsLeftWithNothing(lines, [{ selected: true, amount: "80" }, { selected: true, amount: "13.90" }, { selected: false, amount: "" }])).toEqual([
      { row: 1, message: refundAboveAvailable(0) },
    ]);
    expect(refundAboveAvailable(0)).toBe("The amount cannot exceed the available refund of $0.00.");
    expect(refundRowsLeftWithNothing(REFUND_LINES, [{ selected: true, amount: "80" }, { selected: true, amount: "1" }])).toEqual([]);
  });

  it("the schema puts each message on its row and gives the contract's body", () => {
    const schema = refundFormSchema(REFUND_LINES, ORDER);
    const bad = schema.safeParse({ lines: [{ selected: true, amount: "90" }, { selected: false, amount: "" }] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["lines.0.amount", refundAboveAvailable(80)]]);
    expect(schema.safeParse({ lines: [{ selected: false, amount: "" }, { selected: false, amount: "" }] }).error?.issues[0]?.message).toBe(REFUND_LINE_REQUIRED);
    expect(schema.parse({ lines: [{ selected: false, amount: "" }, { selected: true, amount: "5" }] }).order_product_refunds).toEqual([
      { order_product_id: 2, amount: 5, tax_amount: 0.33 },
    ]);
  });

  it("the optional reason (issue 22): none by default, the code and trimmed note in the body, Other needs a note", () => {
    const schema = refundFormSchema(REFUND_LINES, ORDER);
    const lines = [{ selected: true, amount: "5" }, { selected: false, amount: "" }];
    expect(schema.parse({ lines, reason: { code: NO_REFUND_REASON, note: "" } }).reason).toBeUndefined();
    expect(schema.parse({ lines, reason: { code: "GOODWILL", note: "" } }).reason).toEqual({ code: "GOODWILL" });
    expect(schema.parse({ lines, reason: { code: "OTHER", note: "  left in the rain " } }).reason).toEqual({ code: "OTHER", note: "left in the rain" });
    const noNote = schema.safeParse({ lines, reason: { code: "OTHER", note: " " } });
    expect(noNote.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["reason.note", REFUND_REASON_NOTE_REQUIRED]]);
    const tooLong = schema.safeParse({ lines, reason: { code: "GOODWILL", note: "x".repeat(REFUND_REASON_NOTE_MAX + 1) } });
    expect(tooLong.error?.issues.map((i) => i.path.join("."))).toEqual(["reason.note"]);
    // Every reason of the fixed list is offered, after "No reason given", Other last.
    expect(REFUND_REASON_OPTIONS.map((o) => o.value)).toEqual([NO_REFUND_REASON, ...RefundReasonCode.options]);
    expect(REFUND_REASON_OPTIONS.at(-1)).toEqual({ value: "OTHER", label: "Other" });
  });
});

describe("split form", () => {
  const schema = splitFormSchema(["A", "B"]);
  it("needs one product moved and one staying, of this fulfillment", () => {
    expect(schema.safeParse({ product_codes_to_split: [] }).error?.issues[0]?.message).toBe(SPLIT_SELECT_ONE);
    expect(schema.safeParse({ product_codes_to_split: ["A", "B"] }).error?.issues[0]?.message).toBe(SPLIT_KEEP_ONE);
    expect(schema.safeParse({ product_codes_to_split: ["C"] }).error?.issues[0]?.message).toBe(SPLIT_UNKNOWN_PRODUCT);
    expect(schema.parse({ product_codes_to_split: ["B"] })).toEqual({ product_codes_to_split: ["B"] });
  });
});

describe("replacement form", () => {
  const LINES: ReplaceLine[] = [
    { id: 5, code: "MEAL", description: "Meal", productType: "MEAL", quantity: 2, petPlanId: 9, dogName: "Rex", max: 2 },
    { id: 6, code: "CLIP", description: "Clip", productType: "MATERIAL", quantity: 1, petPlanId: null, dogName: null, max: 0 },
  ];
  const parent = { account: 11, parent: "1000020" };
  it("caps each selected line's quantity and asks for one line", () => {
    expect(replaceRowErrors(LINES, [{ selected: false, quantity: "" }, { selected: false, quantity: "" }])).toEqual({ rows: {}, form: REPLACEMENT_SELECT_ONE });
    expect(replaceRowErrors(LINES, [{ selected: true, quantity: "3" }, { selected: true, quantity: "1" }]).rows).toEqual({
      0: replacementQuantityError(2),
      1: replacementQuantityError(0),
    });
    expect(replaceQuantityOptions(LINES[0]!).map((o) => o.value)).toEqual(["1", "2"]);
    expect(replaceQuantityOptions(LINES[1]!)).toEqual([]);
  });
  it("gives the POST orders (REPLACEMENT) body", () => {
    const rows = [{ selected: true, quantity: "2" }, { selected: false, quantity: "" }];
    const body = {
      account: 11,
      order_type: "REPLACEMENT",
      replacement_parent_order: "1000020",
      order_products: [{ type: "REPLACEMENT", product_code: "MEAL", pet_plan: 9, quantity: 2, replacement_parent_order_product: 5 }],
    };
    expect(replacementRequestOf(LINES, rows, parent)).toEqual(body);
    expect(replaceFormSchema(LINES, parent).parse({ lines: rows })).toEqual(body);
  });
  it("offers in the picker only the order's lines that may still be replaced, free, by line id", () => {
    expect(replacePickerProducts(LINES)).toEqual([{ value: "5", code: "MEAL", name: "Meal", product_type: "MEAL", price: 0 }]);
  });
  it("names the dog when one product was ordered for two dogs (two options, one per line)", () => {
    const twoDogs: ReplaceLine[] = [LINES[0]!, { ...LINES[0]!, id: 7, petPlanId: 10, dogName: "Bo" }];
    expect(replacePickerProducts(twoDogs).map((o) => [o.value, o.name])).toEqual([
      ["5", "Meal (for Rex)"],
      ["7", "Meal (for Bo)"],
    ]);
  });
});

describe("new one-time order form", () => {
  const DOGS = [{ planId: 7, name: "Bean", planProducts: [{ code: "MEAL-U-S-4200-4W", product_type: "MEAL" as const }] }];
  // Rows of four products, none chosen; choose(...) picks some of them (as the product picker adds them).
  const rows = (
    [
      { code: "MEAL-U-B-4200-4W", product_type: "MEAL" },
      { code: "MEAL-F-L-3150-2W", product_type: "MEAL" },
      { code: "CLIP", product_type: "MATERIAL" },
      { code: "SNACK", product_type: "SNACK" },
    ] as const
  ).map((p) => ({ ...oneTimeOrderRowOf(p), selected: false, quantity: "" }));
  const choose = (...indexes: number[]) => rows.map((r, i) => (indexes.includes(i) ? oneTimeOrderRowOf(r) : r));

  it("needs a dog and a product; errors sit on the rows they are about", () => {
    expect(oneTimeOrderCheck(DOGS, { planId: "", rows: choose(3) })).toMatchObject({ valid: false, dog: undefined });
    expect(oneTimeOrderCheck(DOGS, { planId: "7", rows })).toMatchObject({ valid: false, order: ONE_TIME_PRODUCT_REQUIRED });
    expect(oneTimeOrderCheck(DOGS, { planId: "7", rows: choose(2) })).toMatchObject({ valid: false, order: CLIP_ONLY_MESSAGE });
    const twoMeals = oneTimeOrderCheck(DOGS, { planId: "7", rows: choose(0, 1) });
    expect(twoMeals.rowErrors).toEqual({ 1: ONE_MEAL_MESSAGE });
    expect(twoMeals.order).toBe(ONE_MEAL_MESSAGE);
    expect(oneTimeOrderCheck(DOGS, { planId: "7", rows: choose(0, 3) }).valid).toBe(true);
  });

  it("gives the POST orders (ONETIME) body, no code yet", () => {
    const schema = oneTimeOrderFormSchema(DOGS, 11);
    expect(schema.safeParse({ planId: "", rows: choose(3), preset: "", custom_code: "" }).error?.issues[0]?.message).toBe(ONE_TIME_DOG_REQUIRED);
    expect(schema.parse({ planId: "7", rows: choose(3), preset: "", custom_code: "" })).toEqual({
      account: 11,
      order_type: "ONETIME",
      discount_codes: [],
      order_products: [{ type: "ONETIME", product_code: "SNACK", pet_plan: 7, quantity: 1 }],
    });
  });
});

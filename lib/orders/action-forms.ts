/**
 * The forms of the order page's money-and-shipment actions (refund, split fulfillment, replacement
 * order), as zod schemas for the kit's useZodForm (components/ui/form.tsx). Each holds what the agent
 * chooses per line (a checkbox, an amount or a quantity typed as text), checks it with the rules of
 * lib/orders/rules.ts (the embedded API enforces the same functions) and turns it into the
 * request body, which it then parses with the contract's request schema (lib/contract/order-actions.ts).
 * Pure and isomorphic.
 */
import { z } from "zod";
import {
  createOrderRequestSchema,
  refundReasonSchema,
  refundRequestSchema,
  splitRequestSchema,
  type CreateOrderRequest,
  type RefundReasonInput,
  type RefundRequest,
} from "../contract/order-actions";
import { ItemKind } from "../contract/enums";
import { round2, sumMoney } from "../money";
import { ONE_TIME_DOG_REQUIRED, refundAboveAvailable, REFUND_LINE_REQUIRED, REPLACEMENT_SELECT_ONE } from "./messages";
import { REFUND_REASON_LABELS, RefundReasonCode } from "./refund-reasons";
import {
  isMealProduct,
  isReplaceable,
  isUnkibblePlan,
  oneTimeLineErrors,
  refundAmountError,
  refundTaxPartAfterRefunds,
  replacementQuantityProblem,
  splitSelectionError,
  type OneTimeDiscountPreset,
  type OneTimeDog,
  type OneTimeLine,
  type RefundableLineLike,
  type ReplaceLine,
} from "./rules";

// ───────────────────────────── Forms over an entity's lines ─────────────────────────────

/**
 * The rows of a form over an entity's lines that its request sends, in the request's order: entry n
 * of the request's list is the form's row `selectedRowIndexes(…)[n]` (the API's per-entry messages
 * go back under that row: components/ui/server-errors.ts RequestRows).
 */
export function selectedRowIndexes(lines: readonly unknown[], rows: readonly ({ selected: boolean } | undefined)[]): number[] {
  return lines.flatMap((_, i) => (rows[i]?.selected ? [i] : []));
}

/** The errors of a form over an entity's lines: per row index, and the form's own. */
export type RowErrors = { rows: Record<number, string>; form: string | null };

/** Each selected row's problem (`problemOf`), and `noneSelected` for the form when no row is selected. */
function selectedRowErrors<L, R extends { selected: boolean }>(
  lines: readonly L[],
  rows: readonly R[],
  problemOf: (line: L, row: R) => string | null,
  noneSelected: string,
): RowErrors {
  const errors: Record<number, string> = {};
  let chosen = 0;
  lines.forEach((line, i) => {
    const row = rows[i];
    if (!row?.selected) return;
    chosen += 1;
    const problem = problemOf(line, row);
    if (problem) errors[i] = problem;
  });
  return { rows: errors, form: chosen === 0 ? noneSelected : null };
}

/** The rows' errors as the form's issues: each under its row's `field`, the form's under `lines`. */
function addRowIssues(ctx: z.RefinementCtx, errors: RowErrors, field: string): void {
  for (const [i, message] of Object.entries(errors.rows)) ctx.addIssue({ code: "custom", path: ["lines", Number(i), field], message });
  if (errors.form) ctx.addIssue({ code: "custom", path: ["lines"], message: errors.form });
}

// ───────────────────────────── Refund ─────────────────────────────

/** A line of the refund form: the order product and what is still refundable on it. */
export interface RefundFormLine extends RefundableLineLike {
  id: number;
  available: number;
}
/** What the agent chose on a line: selected, and the amount typed (tax included). */
export interface RefundRow {
  selected: boolean;
  amount: string;
}

/** What the agent chose as the reason (issue 22): a code of lib/orders/refund-reasons.ts or NO_REFUND_REASON, and the note as typed. */
export interface RefundReasonRow {
  code: string;
  note: string;
}
/** The reason select's "No reason given" (the reason is optional). */
export const NO_REFUND_REASON = "none";
/** The reason select's options: "No reason given", then the fixed list (Other last). */
export const REFUND_REASON_OPTIONS = [
  { value: NO_REFUND_REASON, label: "No reason given" },
  ...RefundReasonCode.options.map((code) => ({ value: code, label: REFUND_REASON_LABELS[code] })),
];

/** The form's starting values: no line selected, no amount, no reason. */
export const refundFormDefaults = (lines: readonly RefundFormLine[]) => ({
  lines: lines.map((): RefundRow => ({ selected: false, amount: "" })),
  reason: { code: NO_REFUND_REASON, note: "" } as RefundReasonRow,
});

/** The request's `reason` of what the agent chose: none for NO_REFUND_REASON, else the code and the note (none when blank). */
export function refundReasonOf(row: RefundReasonRow | undefined): RefundReasonInput | undefined {
  if (!row || row.code === NO_REFUND_REASON) return undefined;
  const note = row.note.trim();
  return { code: row.code as RefundReasonInput["code"], ...(note ? { note } : {}) };
}

/** The contract's reason rules (Other needs a note, the note's length) as the form's issues under `reason`. */
function addReasonIssues(ctx: z.RefinementCtx, row: RefundReasonRow | undefined): void {
  const reason = refundReasonOf(row);
  if (!reason) return;
  const checked = refundReasonSchema.safeParse(reason);
  if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", path: ["reason", ...issue.path], message: issue.message });
}

/** A line with nothing left to refund: it cannot be selected (its checkbox and amount are disabled, spec 01 §5). */
export const nothingLeftToRefund = (line: Pick<RefundFormLine, "available">) => line.available <= 0;

/**
 * The selected rows whose line has nothing left to refund any more (someone refunded it in full
 * meanwhile and the page's lines were refreshed), each with the message its line then shows: the
 * API's sentence for such a line (refundAboveAvailable, "…available refund of $0.00."). The form
 * unticks them and clears their amounts: a selected row whose checkbox is disabled could be neither
 * unticked nor corrected, and kept Process Refund disabled for every other line.
 */
export function refundRowsLeftWithNothing(lines: readonly RefundFormLine[], rows: readonly (RefundRow | undefined)[]): { row: number; message: string }[] {
  return selectedRowIndexes(lines, rows)
    .filter((i) => nothingLeftToRefund(lines[i]!))
    .map((i) => ({ row: i, message: refundAboveAvailable(0) }));
}

/** The amount a newly selected line starts with: everything still refundable on it. */
export const refundStartAmount = (line: Pick<RefundFormLine, "available">) => line.available.toFixed(2);

/**
 * The errors of the rows: per selected row the amount's (lib/orders/rules.ts refundAmountError:
 * above $0.00, at most 2 decimals, at most what is refundable), and REFUND_LINE_REQUIRED for the
 * form when no row is selected.
 */
export function refundRowErrors(lines: readonly RefundFormLine[], rows: readonly RefundRow[]): RowErrors {
  return selectedRowErrors(lines, rows, (line, row) => refundAmountError(line, Number(row.amount)), REFUND_LINE_REQUIRED);
}

/**
 * The POST refunds body of the selected rows: each amount rounded to the cent with its tax part in
 * proportion, counted on what the line already refunded (refundTaxPartAfterRefunds), so the parts of
 * several partial refunds never add up to more than the line's tax and each is the one the API keeps.
 */
export function refundRequestOf(lines: readonly RefundFormLine[], rows: readonly RefundRow[], order: { account: number; order_id: string }): RefundRequest {
  return {
    account: order.account,
    order_id: order.order_id,
    order_product_refunds: selectedRowIndexes(lines, rows).map((i) => {
      const line = lines[i]!;
      const amount = round2(Number(rows[i]!.amount));
      return { order_product_id: line.id, amount, tax_amount: refundTaxPartAfterRefunds(line, amount) };
    }),
  };
}

/** The total a refund body refunds (the confirmation names it). */
export const refundTotal = (body: Pick<RefundRequest, "order_product_refunds">) => sumMoney(body.order_product_refunds.map((r) => r.amount));

/** The refund form: rows and the optional reason → (rules) → the POST refunds body, parsed by the contract's refundRequestSchema. */
export function refundFormSchema(lines: readonly RefundFormLine[], order: { account: number; order_id: string }) {
  return z
    .object({ lines: z.array(z.object({ selected: z.boolean(), amount: z.string() })), reason: z.object({ code: z.string(), note: z.string() }).optional() })
    .superRefine((values, ctx) => {
      addRowIssues(ctx, refundRowErrors(lines, values.lines), "amount");
      addReasonIssues(ctx, values.reason);
    })
    .transform((values): RefundRequest => {
      const reason = refundReasonOf(values.reason);
      return { ...refundRequestOf(lines, values.lines, order), ...(reason ? { reason } : {}) };
    })
    .pipe(refundRequestSchema);
}

// ───────────────────────────── Split fulfillment ─────────────────────────────

/** The split form over the fulfillment's product codes: the contract's body, and lib/orders/rules.ts splitSelectionError. */
export function splitFormSchema(productCodes: readonly string[]) {
  return splitRequestSchema.superRefine((values, ctx) => {
    const problem = splitSelectionError(productCodes, values.product_codes_to_split);
    if (problem) ctx.addIssue({ code: "custom", path: ["product_codes_to_split"], message: problem });
  });
}

// ───────────────────────────── Replacement order ─────────────────────────────

/** What the agent chose on a line of the replacement: selected, and the quantity (1 when selected). */
export interface ReplaceRow {
  selected: boolean;
  quantity: string;
}

export const replaceFormDefaults = (lines: readonly ReplaceLine[]) => ({ lines: lines.map((): ReplaceRow => ({ selected: false, quantity: "" })) });


/** The quantities a line may take: 1 up to its most that may still be replaced. */
export const replaceQuantityOptions = (line: Pick<ReplaceLine, "max">) =>
  Array.from({ length: Math.max(line.max, 0) }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/**
 * The replacement's product picker options (components/ui/product-picker.tsx): only the order's own
 * lines that may still be replaced (spec 01 §5: a replacement holds lines of the order, each at most
 * what was ordered), free of charge (price 0), each identified by its line id (`value`), so one
 * product ordered for two dogs is two options, named with the dog when the lines are for more than one.
 */
export function replacePickerProducts(lines: readonly ReplaceLine[]) {
  const dogs = new Set(lines.map((l) => l.dogName).filter(Boolean));
  return lines.filter(isReplaceable).map((l) => ({
    value: replaceLineValue(l),
    code: l.code,
    name: dogs.size > 1 && l.dogName ? `${l.description} (for ${l.dogName})` : l.description,
    product_type: l.productType,
    price: 0,
  }));
}

/** A line's identity in the picker and in the form: its order product id, as text. */
export const replaceLineValue = (line: Pick<ReplaceLine, "id">) => String(line.id);

/**
 * The errors of the rows: per selected row its quantity must be a whole number from 1 to the line's
 * cap (replacementQuantityProblem, which the API asks too), and REPLACEMENT_SELECT_ONE when none is selected.
 */
export function replaceRowErrors(lines: readonly ReplaceLine[], rows: readonly ReplaceRow[]): RowErrors {
  return selectedRowErrors(lines, rows, (line, row) => replacementQuantityProblem(Number(row.quantity), line.max), REPLACEMENT_SELECT_ONE);
}

/** The POST orders (REPLACEMENT) body of the selected rows: free of charge, each line pointing at the line it replaces. */
export function replacementRequestOf(lines: readonly ReplaceLine[], rows: readonly ReplaceRow[], order: { account: number; parent: string }): CreateOrderRequest {
  return {
    account: order.account,
    order_type: "REPLACEMENT",
    replacement_parent_order: order.parent,
    order_products: selectedRowIndexes(lines, rows).map((i) => {
      const line = lines[i]!;
      return { type: "REPLACEMENT" as const, product_code: line.code, pet_plan: line.petPlanId, quantity: Number(rows[i]!.quantity), replacement_parent_order_product: line.id };
    }),
  };
}

/** The replacement form: rows → (caps) → the POST orders body, parsed by the contract's createOrderRequestSchema. */
export function replaceFormSchema(lines: readonly ReplaceLine[], order: { account: number; parent: string }) {
  return z
    .object({ lines: z.array(z.object({ selected: z.boolean(), quantity: z.string() })) })
    .superRefine((values, ctx) => addRowIssues(ctx, replaceRowErrors(lines, values.lines), "quantity"))
    .transform((values) => replacementRequestOf(lines, values.lines, order))
    .pipe(createOrderRequestSchema);
}

// ───────────────────────────── New one-time order ─────────────────────────────

/** A product the one-time order may take, as a row of the form: chosen or not, and its quantity. */
export interface OneTimeOrderRow {
  code: string;
  product_type: ItemKind;
  selected: boolean;
  quantity: string;
}
export interface OneTimeOrderValues {
  /** The chosen dog's pet plan id ("" until chosen). */
  planId: string;
  rows: OneTimeOrderRow[];
  /** Step 2's customer-service discount preset and the code typed for "Custom code". */
  preset: OneTimeDiscountPreset | "";
  custom_code: string;
}

/** The new one-time order's first values: a customer with one dog has that dog chosen. */
export const oneTimeOrderDefaults = (dogs: readonly Pick<OneTimeDog, "planId">[] = []): OneTimeOrderValues => ({
  planId: dogs.length === 1 ? String(dogs[0]!.planId) : "",
  rows: [],
  preset: "",
  custom_code: "",
});
/** The row a product picked in the product picker adds: chosen, quantity 1 (a meal's is fixed there). */
export const oneTimeOrderRowOf = (p: { code: string; product_type: ItemKind }): OneTimeOrderRow => ({ code: p.code, product_type: p.product_type, selected: true, quantity: "1" });
export const isMealRow = (row: Pick<OneTimeOrderRow, "product_type">) => isMealProduct(row);

/**
 * Step 1's check (lib/orders/rules.ts oneTimeLineErrors, as the API enforces it): the chosen dog,
 * the chosen rows as lines (lineRows: the row of each line), each row's error by its index among all
 * rows, and the order's own error.
 */
export function oneTimeOrderCheck(dogs: readonly OneTimeDog[], values: Pick<OneTimeOrderValues, "planId" | "rows">) {
  const dog = dogs.find((d) => String(d.planId) === values.planId);
  const chosen = values.rows.map((row, index) => ({ row, index })).filter(({ row }) => row.selected);
  const lines: OneTimeLine[] = chosen.map(({ row }) => ({ code: row.code, product_type: row.product_type, quantity: Number(row.quantity) }));
  const errors = oneTimeLineErrors(lines, dog ? isUnkibblePlan(dog.planProducts) : false);
  const rowErrors: Record<number, string> = {};
  for (const [i, message] of Object.entries(errors.lines)) rowErrors[chosen[Number(i)]!.index] = message;
  // The row each line (each entry of the request's order_products) came from.
  const lineRows = chosen.map(({ index }) => index);
  const valid = !!dog && lines.length > 0 && errors.order === null && Object.keys(rowErrors).length === 0;
  // Why Continue is not offered yet (its tooltip and description): the first thing missing.
  const reason = valid ? undefined : !dog ? ONE_TIME_DOG_REQUIRED : (errors.order ?? Object.values(rowErrors)[0]);
  return { dog, lines, lineRows, rowErrors, order: errors.order, valid, reason };
}

/** The POST orders (ONETIME) body of the chosen dog and lines, with the applied discount codes. */
export function oneTimeOrderRequest(account: number, dog: Pick<OneTimeDog, "planId"> | undefined, lines: readonly OneTimeLine[], discountCodes: string[]): CreateOrderRequest {
  return {
    account,
    order_type: "ONETIME",
    discount_codes: discountCodes,
    order_products: lines.map((l) => ({ type: "ONETIME" as const, product_code: l.code, pet_plan: dog?.planId ?? null, quantity: l.quantity })),
  };
}

/** The new one-time order form: step 1's rules on the rows, then the POST orders body (no code yet), parsed by the contract's schema. */
export function oneTimeOrderFormSchema(dogs: readonly OneTimeDog[], account: number) {
  return z
    .object({
      planId: z.string(),
      rows: z.array(z.object({ code: z.string(), product_type: ItemKind, selected: z.boolean(), quantity: z.string() })),
      preset: z.custom<OneTimeDiscountPreset | "">((v) => typeof v === "string"),
      custom_code: z.string(),
    })
    .superRefine((values, ctx) => {
      const check = oneTimeOrderCheck(dogs, values);
      if (!check.dog) ctx.addIssue({ code: "custom", path: ["planId"], message: ONE_TIME_DOG_REQUIRED });
      for (const [i, message] of Object.entries(check.rowErrors)) ctx.addIssue({ code: "custom", path: ["rows", Number(i), "quantity"], message });
      if (check.order) ctx.addIssue({ code: "custom", path: ["rows"], message: check.order });
    })
    .transform((values) => {
      const check = oneTimeOrderCheck(dogs, values);
      return oneTimeOrderRequest(account, check.dog, check.lines, []);
    })
    .pipe(createOrderRequestSchema);
}

/**
 * The forms of the upcoming-order editor (apply a discount code, add extra meals, add one-time
 * products) as zod schemas for the kit's useZodForm (components/ui/form.tsx). A form's values parse
 * only when the change is complete; the parsed values give the lines (or the code) the change adds,
 * and lib/order-edit.ts orderChange turns them into the PUT orders/{id} body the preview and the save
 * send. Pure and isomorphic.
 */
import { z } from "zod";
import { discountLookupQuerySchema } from "../contract/discounts";
import type { OrderProductInput } from "../contract/order-edits";
import type { BufferBagDto } from "../contract/products";
import { FREE_BUFFER_CODE_SUFFIX, FREE_BUFFER_WINDOW_DAYS, HISTORY_CHECK_LIMIT } from "../customers/display";

// ───────────────────────────── Apply a discount code ─────────────────────────────

/** The code to look up: the contract's own discount_code (trimmed, required: "Enter a discount code."). */
export const applyDiscountFormSchema = discountLookupQuerySchema.pick({ discount_code: true });
export const applyDiscountDefaults = { discount_code: "" };

// ───────────────────────────── Extra meals ─────────────────────────────

export const extraMealsDefaults = { dog: "", product: "", bags: "0" };

/** Extra meals: a dog (its pet plan), a buffer-bag product and at least one bag. */
export const extraMealsFormSchema = z.object({
  dog: z.string().min(1),
  product: z.string().min(1),
  bags: z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .refine((n) => n > 0),
});
export type ExtraMealsValues = z.input<typeof extraMealsFormSchema>;

/** The allowance of the chosen dog, if it has one. */
export const allowanceOf = (allowances: readonly BufferBagDto[] | null, dog: string) =>
  dog ? (allowances ?? []).find((a) => String(a.pet_plan_id) === dog) : undefined;

/** The extra-meal product field's hint: the customer's free buffer bag check, which explains the default. */
export const freeBufferBagHint = (freeEligible: boolean) =>
  freeEligible
    ? "Free buffer bag eligible: Yes. The free bag is the default."
    : `Free buffer bag eligible: No (${FREE_BUFFER_CODE_SUFFIX} used ${HISTORY_CHECK_LIMIT} or more times in the last ${FREE_BUFFER_WINDOW_DAYS} days). The paid bag is the default.`;

/** Whether an extra-meal product is the free buffer bag (code ending "BUFFER-1T-FREE"). */
export const isFreeBufferProduct = (code: string) => code.toUpperCase().endsWith(FREE_BUFFER_CODE_SUFFIX);

/**
 * The values after a dog is chosen, no bags yet, and its default extra-meal product: the free
 * buffer bag when the customer is eligible for it (lib/customers/display.ts freeBufferBagEligible),
 * else the paid one; the dog's first product when it has not the one wanted.
 */
export function extraMealsForDog(allowances: readonly BufferBagDto[] | null, dog: string, freeEligible = false): ExtraMealsValues {
  const products = allowanceOf(allowances, dog)?.buffer_bag_products ?? [];
  const preferred = products.find((p) => isFreeBufferProduct(p.code) === freeEligible) ?? products[0];
  return { dog, product: preferred?.code ?? "", bags: "0" };
}

/** The line the extra meals add, or null while the choice is incomplete (no dog with an allowance, no product, 0 bags). */
export function extraMealsLine(allowances: readonly BufferBagDto[] | null, values: ExtraMealsValues): OrderProductInput | null {
  const parsed = extraMealsFormSchema.safeParse(values);
  const allowance = parsed.success ? allowanceOf(allowances, parsed.data.dog) : undefined;
  if (!parsed.success || !allowance) return null;
  return { pet_plan: allowance.pet_plan_id, product_code: parsed.data.product, quantity: parsed.data.bags, type: "ONETIME" };
}

// ───────────────────────────── One-time products ─────────────────────────────

export interface OneTimeProductRow {
  code: string;
  quantity: string;
}
/** The row a product picked in the product picker adds: quantity 1. */
export const oneTimeProductRowOf = (code: string): OneTimeProductRow => ({ code, quantity: "1" });
/** The form's starting values: the order's only dog when it has one, no product yet (the picker adds rows). */
export const oneTimeProductsDefaults = (dogs: readonly { planId: number }[]) => ({
  dog: dogs.length === 1 ? String(dogs[0]!.planId) : "",
  rows: [] as OneTimeProductRow[],
});

/** One-time products: a dog and at least one row with a product; rows without one are left out. */
export const oneTimeProductsFormSchema = z
  .object({ dog: z.string().min(1), rows: z.array(z.object({ code: z.string(), quantity: z.string() })) })
  .transform(({ dog, rows }) =>
    rows.filter((r) => r.code).map((r): OrderProductInput => ({ pet_plan: Number(dog), product_code: r.code, quantity: Number(r.quantity), type: "ONETIME" })),
  )
  .refine((lines) => lines.length > 0);

/** The lines the one-time products add, or null while there is no dog or no product. */
export function oneTimeProductLines(values: z.input<typeof oneTimeProductsFormSchema>): OrderProductInput[] | null {
  const parsed = oneTimeProductsFormSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}

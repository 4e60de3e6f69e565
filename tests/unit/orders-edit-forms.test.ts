/** The upcoming-order editor's form schemas (lib/orders/edit-forms.ts): a change is complete only with all it needs. */
import { describe, expect, it } from "vitest";
import { ALLOWANCE } from "../support/buffer-bag-dto";
import {
  applyDiscountFormSchema,
  extraMealsForDog,
  extraMealsLine,
  oneTimeProductLines,
  oneTimeProductsDefaults,
} from "@/lib/orders/edit-forms";

describe("apply a discount", () => {
  it("takes the contract's discount_code: required, trimmed", () => {
    expect(applyDiscountFormSchema.safeParse({ discount_code: "  " }).error?.issues[0]?.message).toBe("Enter a discount code.");
    expect(applyDiscountFormSchema.parse({ discount_code: " save10 " })).toEqual({ discount_code: "SAVE10" });
  });
});

describe("extra meals", () => {
  it("choosing a dog starts with its first product and no bags", () => {
    expect(extraMealsForDog([ALLOWANCE], "1")).toEqual({ dog: "1", product: "U-B-BUFFER-1T", bags: "0" });
    expect(extraMealsForDog([ALLOWANCE], "2")).toEqual({ dog: "2", product: "", bags: "0" });
  });
  it("starts with the free buffer bag when the customer is eligible for it, else the paid one", () => {
    const both = { ...ALLOWANCE, buffer_bag_products: [ALLOWANCE.buffer_bag_products[0]!, { code: "U-B-BUFFER-1T-FREE", price: 0, recipe_name: "Beef buffer" }] };
    expect(extraMealsForDog([both], "1", true).product).toBe("U-B-BUFFER-1T-FREE");
    expect(extraMealsForDog([both], "1", false).product).toBe("U-B-BUFFER-1T");
    // A dog whose allowance lacks the one wanted starts with its first product.
    expect(extraMealsForDog([ALLOWANCE], "1", true).product).toBe("U-B-BUFFER-1T");
  });
  it("adds a line only with a dog that has an allowance, a product and at least one bag", () => {
    expect(extraMealsLine([ALLOWANCE], { dog: "1", product: "U-B-BUFFER-1T", bags: "0" })).toBeNull();
    expect(extraMealsLine([ALLOWANCE], { dog: "2", product: "U-B-BUFFER-1T", bags: "2" })).toBeNull();
    expect(extraMealsLine(null, { dog: "1", product: "U-B-BUFFER-1T", bags: "2" })).toBeNull();
    expect(extraMealsLine([ALLOWANCE], { dog: "1", product: "U-B-BUFFER-1T", bags: "2" })).toEqual({ pet_plan: 1, product_code: "U-B-BUFFER-1T", quantity: 2, type: "ONETIME" });
  });
});

describe("one-time products", () => {
  it("starts with the only dog chosen and one empty row", () => {
    expect(oneTimeProductsDefaults([{ planId: 4 }])).toEqual({ dog: "4", rows: [] });
    expect(oneTimeProductsDefaults([{ planId: 4 }, { planId: 5 }]).dog).toBe("");
  });
  it("adds the rows with a product, for the dog; nothing without a dog or a product", () => {
    expect(oneTimeProductLines({ dog: "", rows: [{ code: "SNACK", quantity: "2" }] })).toBeNull();
    expect(oneTimeProductLines({ dog: "4", rows: [{ code: "", quantity: "1" }] })).toBeNull();
    expect(oneTimeProductLines({ dog: "4", rows: [{ code: "SNACK", quantity: "2" }, { code: "", quantity: "1" }] })).toEqual([
      { pet_plan: 4, product_code: "SNACK", quantity: 2, type: "ONETIME" },
    ]);
  });
});

/**
 * The extra-meals allowance rule (lib/orders/extra-meals-allowance.ts), shared by the demo data and the
 * API: every ACTIVE UnKibble plan, 3 bags of 7 extra days (sizes 1–3) or 5 (sizes 4–6), the paid bag
 * at the account's price and the free one at 0.
 */
import { describe, expect, it } from "vitest";
import { bufferBagAllowance, bufferProductCode } from "@/lib/orders/extra-meals-allowance";

const catalogue: Record<string, { name: string; price: number | undefined }> = {
  "U-T-BUFFER-1T": { name: "Extra meals Turkey", price: 11.99 },
  "U-T-BUFFER-1T-FREE": { name: "Extra meals Turkey (free)", price: 0 },
};
const lookup = (code: string) => catalogue[code];

describe("bufferBagAllowance", () => {
  it("gives an ACTIVE UnKibble plan 3 bags of 7 extra days at sizes 1–3 and 5 at sizes 4–6, of its first recipe", () => {
    for (const size of [1, 2, 3]) expect(bufferBagAllowance({ status: "ACTIVE", recipes: ["U-T", "U-B"], planSizeId: size }, lookup)?.extraDays).toBe(7);
    for (const size of [4, 5, 6]) expect(bufferBagAllowance({ status: "ACTIVE", recipes: ["U-T"], planSizeId: size }, lookup)?.extraDays).toBe(5);
    expect(bufferBagAllowance({ status: "ACTIVE", recipes: ["U-T"], planSizeId: 2 }, lookup)).toEqual({
      extraDays: 7,
      numberOfBagsAllowed: 3,
      products: [
        { code: "U-T-BUFFER-1T", price: 11.99, recipe_name: "Extra meals Turkey" },
        { code: "U-T-BUFFER-1T-FREE", price: 0, recipe_name: "Extra meals Turkey (free)" },
      ],
    });
  });

  it("gives none to a plan that is not ACTIVE or not UnKibble, and never offers a paid bag without a price", () => {
    expect(bufferBagAllowance({ status: "CANCELLED", recipes: ["U-T"], planSizeId: 2 }, lookup)).toBeNull();
    expect(bufferBagAllowance({ status: "ACTIVE", recipes: ["F-L"], planSizeId: 2 }, lookup)).toBeNull();
    expect(bufferBagAllowance({ status: "ACTIVE", recipes: [], planSizeId: 2 }, lookup)).toBeNull();
    const unpriced = (code: string) => (code === bufferProductCode("U-T", false) ? { name: "Extra meals Turkey", price: undefined } : lookup(code));
    expect(bufferBagAllowance({ status: "ACTIVE", recipes: ["U-T"], planSizeId: 2 }, unpriced)?.products.map((p) => p.code)).toEqual(["U-T-BUFFER-1T-FREE"]);
  });
});

/** The pages log each bad SKU as an error ("missing fill amount"), CLIP and good SKUs not. */
import { describe, expect, it, vi } from "vitest";

const error = vi.fn();
vi.mock("@/server/bff/logger", () => ({ getLogger: () => ({ error }) }));

import { MISSING_FILL_AMOUNT_MESSAGE } from "@/lib/product-info";
import { logBadSkus } from "@/server/bff/pages/product-info";

describe("logBadSkus", () => {
  it("logs one error line per SKU of fewer than three segments other than CLIP", () => {
    logBadSkus("/product-pricing-nutrient-info/unKibble", [
      { code: "MEAL-A", item_info: [{ sku: "UB-1200" }] },
      { code: "CLIP", item_info: [{ sku: "CLIP" }] },
      { code: "MEAL-B", item_info: [{ sku: "UB-BAG-1200-V1" }] },
    ]);
    logBadSkus("/product-pricing-nutrient-info/ancillary", [{ code: "SNACK-X", items: [{ sku: "SNACKX" }] }]);
    expect(error.mock.calls).toEqual([
      [{ page: "/product-pricing-nutrient-info/unKibble", product_code: "MEAL-A", sku: "UB-1200" }, MISSING_FILL_AMOUNT_MESSAGE],
      [{ page: "/product-pricing-nutrient-info/ancillary", product_code: "SNACK-X", sku: "SNACKX" }, MISSING_FILL_AMOUNT_MESSAGE],
    ]);
  });
});

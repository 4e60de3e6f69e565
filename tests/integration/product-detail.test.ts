/** GET /products/{code} on the embedded API (issue 11): the product with its items; 404 for an unknown code; every role. Both drivers. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { createProduct } from "../support/factories";
import { items, productItems, recipes } from "@/server/backend/db/schema";
import { PRODUCT_NOT_FOUND_MESSAGE } from "@/lib/contract/product-detail";
import { endpoints } from "@/lib/contract/endpoints";

describe(`GET /products/{code} (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  beforeAll(async () => {
    be = await createTestBackend();
  });
  afterAll(async () => be?.close());

  it("answers the product and its items (sorted by sku) to every role; 404 for an unknown code", async () => {
    await be.db.insert(recipes).values({ id: "F-B", name: "Fresh Beef", mealType: "FRESH" }).onConflictDoNothing();
    const product = await createProduct(be.db, { code: "MEAL-F-B-PD-1", name: "Fresh Beef meal", productType: "MEAL", category: "FRESH", isFrozen: true });
    const rows = await be.db
      .insert(items)
      .values([
        { sku: "PD-ZETA", name: "Zeta", weightOz: 1, volume: 1, recipeId: null },
        { sku: "PD-ALPHA", name: "Alpha", weightOz: 1, volume: 1, recipeId: "F-B" },
      ])
      .returning();
    await be.db.insert(productItems).values(rows.map((r, i) => ({ productId: product.id, itemId: r.id, quantity: i + 1 })));
    for (const who of ["team", "admin", "ops", "all"] as const) {
      const res = await be.as(who).call(endpoints.getProduct, { params: { code: "MEAL-F-B-PD-1" } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        id: product.id,
        code: "MEAL-F-B-PD-1",
        name: "Fresh Beef meal",
        product_type: "MEAL",
        category: "FRESH",
        is_frozen: true,
        status: "ACTIVE",
        items: [
          { sku: "PD-ALPHA", name: "Alpha", quantity: 2, recipe_id: "F-B" },
          { sku: "PD-ZETA", name: "Zeta", quantity: 1, recipe_id: null },
        ],
      });
    }
    const missing = await be.as("team").call(endpoints.getProduct, { params: { code: "NO-SUCH" } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: PRODUCT_NOT_FOUND_MESSAGE });
  });
});

/**
 * A customer with a delivered order whose one fulfillment holds a claimable product of its own (issue
 * 11): a Fresh frozen meal (every claim type applies, ROOF asks packs per day), an UnKibble meal
 * (ROOF asks the scoop answers; lot codes are checked) or a snack, each with two items of its own
 * in the catalogue (product_items), so a test's claims never touch another test's data. Used by the
 * claim integration tests and by the end-to-end fixtures route (POST /dev/fixtures/claim_orders).
 */
import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import { items, productItems, recipes } from "../db/schema";
import { createCustomer, createProduct, type CreatedCustomer, type CustomerSpec } from "./rows";

export type ClaimFixtureKind = "FRESH_MEAL" | "UNKIBBLE_MEAL" | "SNACK";

export interface ClaimFixture extends CreatedCustomer {
  orderId: string;
  fulfillmentId: string;
  petId: string;
  productCode: string;
  productName: string;
  skus: string[];
}

const KINDS: Record<ClaimFixtureKind, { recipe: string; mealType: "UNKIBBLE" | "FRESH"; recipeName: string; prefix: string; type: "MEAL" | "SNACK"; category: "FRESH" | "UNKIBBLE" | "SNACK"; frozen: boolean; item: string }> = {
  FRESH_MEAL: { recipe: "F-B", mealType: "FRESH", recipeName: "Fresh Beef", prefix: "MEAL-F-B", type: "MEAL", category: "FRESH", frozen: true, item: "pack" },
  UNKIBBLE_MEAL: { recipe: "U-B", mealType: "UNKIBBLE", recipeName: "UnKibble Beef", prefix: "MEAL-U-B", type: "MEAL", category: "UNKIBBLE", frozen: false, item: "bag" },
  SNACK: { recipe: "U-B", mealType: "UNKIBBLE", recipeName: "UnKibble Beef", prefix: "SNACK-JERKY", type: "SNACK", category: "SNACK", frozen: false, item: "jerky" },
};

export async function createClaimFixture(db: Db, kind: ClaimFixtureKind, account: CustomerSpec = {}): Promise<ClaimFixture> {
  const k = KINDS[kind];
  const tag = randomUUID().slice(0, 8).toUpperCase();
  await db.insert(recipes).values({ id: k.recipe, name: k.recipeName, mealType: k.mealType }).onConflictDoNothing();
  const product = await createProduct(db, {
    code: `${k.prefix}-T${tag}`,
    name: `${k.recipeName} ${kind === "SNACK" ? "jerky" : "meal"} ${tag}`,
    productType: k.type,
    category: k.category,
    isFrozen: k.frozen,
    recipes: [k.recipe],
  });
  const itemSpecs = [
    { sku: `${k.recipe.replace("-", "")}-${k.item.toUpperCase()}-A${tag}`, name: `${k.recipeName} ${k.item} A ${tag}`, quantity: 4, recipeId: k.recipe },
    { sku: `CLIP-${tag}`, name: `Bag clip ${tag}`, quantity: 1, recipeId: null },
  ];
  const itemRows = await db
    .insert(items)
    .values(itemSpecs.map((i) => ({ sku: i.sku, name: i.name, weightOz: 10, volume: 20, recipeId: i.recipeId })))
    .returning();
  await db.insert(productItems).values(itemRows.map((row, i) => ({ productId: product.id, itemId: row.id, quantity: itemSpecs[i]!.quantity })));
  const created = await createCustomer(db, {
    pets: [{ name: "Biscuit" }],
    ...account,
    orders: [
      {
        status: "COMPLETE",
        products: [{ code: product.code, description: product.name, productType: k.type, productId: product.id }],
        fulfillments: [
          {
            status: "DELIVERED",
            products: [{ code: product.code, name: product.name, type: k.type, items: itemSpecs.map(({ sku, name, quantity }) => ({ sku, name, quantity })) }],
          },
        ],
      },
    ],
  });
  return {
    ...created,
    orderId: created.orderIds[0]!,
    fulfillmentId: created.fulfillmentIds[0]!,
    petId: created.petIds[0]!,
    productCode: product.code,
    productName: product.name,
    skus: itemSpecs.map((i) => i.sku),
  };
}

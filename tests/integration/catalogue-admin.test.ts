/**
 * Catalogue administration on the embedded API (issue 13): items, product-item
 * mappings, promotions, the system changelog of items and product items, and the CSV exports. Each
 * rule refused with its field key and nothing written; changelog entries written with the write.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { ITEM_MESSAGES } from "@/lib/contract/items";
import { PRODUCT_ITEMS_MESSAGES, STALE_PRODUCT_ITEMS_MESSAGE } from "@/lib/contract/product-items";
import { PROMOTION_MESSAGES, STALE_PROMOTION_MESSAGE } from "@/lib/contract/promotions";
import { PRODUCT_CODE_LIST_MAX, PRODUCT_CODE_LIST_MAX_MESSAGE } from "@/lib/contract/fields";
import { items, productItems, products, promotions, recipes, staffAuditLog, systemChangelog } from "@/server/backend/db/schema";
import type { ApiEndpoint } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import { createTestBackend, type TestBackend } from "../support/backend";
import type { UncheckedArgs } from "../support/api-client";
import { DEMO } from "../support/demo-staff";
import { TEST_DB_DRIVER } from "../support/test-db";

const ADMIN = DEMO.admin;
const OPS = DEMO.ops;
const ALL = DEMO.all;
const TEAM = DEMO.team;

describe(`catalogue administration (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  const tokens: Record<string, string> = {};
  let snack: number;
  let meal: number;

  beforeAll(async () => {
    be = await createTestBackend();
    for (const email of [ADMIN, OPS, ALL, TEAM]) tokens[email] = await be.tokenFor(email);
    await be.db.insert(recipes).values([
      { id: "U-B", name: "Beef", mealType: "UNKIBBLE" },
      { id: "F-L", name: "Lamb", mealType: "FRESH" },
    ]);
    const [s, m] = await be.db
      .insert(products)
      .values([
        { code: "SNACK-JERKY-BEEF", name: "Beef jerky", productType: "SNACK", category: "SNACK", isFree: true },
        { code: "MEAL-U-B-2100-4W", name: "UnKibble beef", productType: "MEAL", category: "UNKIBBLE", recurring: true, frequency: 4 },
        { code: "MERCH-TOTE", name: "Tote", productType: "MERCH", category: "MERCH", isFree: true, status: "INACTIVE" },
      ])
      .returning();
    snack = s!.id;
    meal = m!.id;
    await be.db.insert(items).values([
      { sku: "UB-BAG-1200-V1", name: "UnKibble beef bag 1200 g", weightOz: 42.33, volume: 100, recipeId: "U-B" },
      { sku: "SN-JERKY-BEEF", name: "Jerky pouch", weightOz: 5, volume: 20, recipeId: null },
    ]);
  });
  afterAll(async () => be?.close());

  /** The descriptor's call with any body (this file sends invalid ones on purpose) as `as`. */
  const call = async <E extends ApiEndpoint>(endpoint: E, input: UncheckedArgs<E>[0], as = ALL) => {
    const res = await be.as({ token: tokens[as]! }).unchecked(endpoint, ...([input] as UncheckedArgs<E>));
    const text = await res.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      /* CSV */
    }
    return { status: res.status, json: json as Record<string, unknown>, text, headers: res.headers };
  };
  const countOf = async (table: typeof items | typeof promotions | typeof productItems | typeof systemChangelog | typeof staffAuditLog) => Number((await be.db.select({ n: count() }).from(table))[0]!.n);

  describe("items", () => {
    it("creates an item with its SKU upper-cased and writes an Item CREATE changelog entry", async () => {
      const { status, json } = await call(endpoints.createItem, { body: { sku: " ub-bag-600-v1 ", name: "UnKibble beef bag 600 g", weight_oz: 21.16, volume: 50, recipe: "U-B" } }, ADMIN);
      expect(status).toBe(201);
      expect(json).toMatchObject({ sku: "UB-BAG-600-V1", name: "UnKibble beef bag 600 g", weight_oz: 21.16, volume: 50, recipe: "U-B" });
      const entries = await be.db.select().from(systemChangelog).where(eq(systemChangelog.objectId, "UB-BAG-600-V1"));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ category: "Item", operationType: "CREATE", authorEmail: ADMIN, newValue: { sku: "UB-BAG-600-V1", recipe: "U-B" } });
      const log = await call(endpoints.listItemChangelog, {}, ADMIN);
      expect(log.status).toBe(200);
      expect((log.json as unknown as { objectId: string; operationType: string }[]).at(-1)).toMatchObject({ objectId: "UB-BAG-600-V1", operationType: "CREATE", authorEmail: ADMIN, category: "Item", createdAt: expect.any(String) });
      // The spec's camelCase names, none of the snake_case ones.
      expect(Object.keys((log.json as unknown as object[]).at(-1)!).sort()).toEqual(["application", "authorEmail", "category", "createdAt", "id", "newValue", "objectId", "operationType"]);
    });

    it("refuses each rule with its field key and writes nothing", async () => {
      const before = [await countOf(items), await countOf(systemChangelog)];
      const cases: [unknown, string[]][] = [
        [{ sku: "", name: "x", weight_oz: 1, volume: 1, recipe: "U-B" }, ["sku"]],
        [{ sku: "A-1", name: "  ", weight_oz: 1, volume: 1, recipe: "U-B" }, ["name"]],
        [{ sku: "A-1", name: "x", weight_oz: -0.01, volume: 1, recipe: "U-B" }, ["weight_oz"]],
        [{ sku: "A-1", name: "x", weight_oz: 1, volume: -1, recipe: "U-B" }, ["volume"]],
        [{ sku: "A-1", name: "x", weight_oz: "abc", volume: 1, recipe: "U-B" }, ["weight_oz"]],
        [{ sku: "A-1", name: "x", weight_oz: 1, volume: 1 }, ["recipe"]],
      ];
      for (const [body, keys] of cases) {
        const { status, json } = await call(endpoints.createItem, { body }, ADMIN);
        expect(status, JSON.stringify(body)).toBe(400);
        expect(Object.keys(json)).toEqual(keys);
      }
      const taken = await call(endpoints.createItem, { body: { sku: "ub-bag-1200-v1", name: "x", weight_oz: 0, volume: 0, recipe: "NOPE" } }, ADMIN);
      expect(taken.status).toBe(400);
      expect(taken.json).toEqual({ sku: [ITEM_MESSAGES.skuTaken], recipe: [ITEM_MESSAGES.unknownRecipe("NOPE")] });
      expect([await countOf(items), await countOf(systemChangelog)]).toEqual(before);
    });

    it("lists items paged and searched by SKU or name; items/skus sorted", async () => {
      const { json } = await call(endpoints.listItems, { query: { search: "BEEF BAG" } }, ADMIN);
      expect(json.count).toBe(2);
      expect((json.results as { sku: string }[]).map((r) => r.sku)).toEqual(["UB-BAG-1200-V1", "UB-BAG-600-V1"]);
      expect((await call(endpoints.listItems, { query: { search: "jerky pouch" } }, ADMIN)).json.count).toBe(1);
      expect((await call(endpoints.listItemSkus, {}, TEAM)).json).toEqual(["SN-JERKY-BEEF", "UB-BAG-1200-V1", "UB-BAG-600-V1"]);
    });

    it("is Admin and highest tier only", async () => {
      expect((await call(endpoints.listItems, {}, OPS)).status).toBe(403);
      expect((await call(endpoints.createItem, { body: { sku: "Z", name: "z", weight_oz: 0, volume: 0, recipe: "U-B" } }, OPS)).status).toBe(403);
      expect((await call(endpoints.exportItems, {}, TEAM)).status).toBe(403);
    });
  });

  describe("product-item mappings", () => {
    it("404 'No product with id ... exists' for an unknown product", async () => {
      const { status, json } = await call(endpoints.getProductItems, { params: { id: "999999" } }, ADMIN);
      expect(status).toBe(404);
      expect(json).toEqual({ detail: PRODUCT_ITEMS_MESSAGES.noProduct(999999) });
      expect((await call(endpoints.getProductItems, { params: { id: "abc" } }, ADMIN)).json).toEqual({ detail: "No product with id abc exists" });
      expect((await call(endpoints.addProductItems, { params: { id: "999999" }, body: { items: [{ sku: "SN-JERKY-BEEF", quantity: 1 }] } }, ADMIN)).status).toBe(404);
    });

    it("creates a mapping (CREATE entry), then updates it (UPDATE entry)", async () => {
      const empty = await call(endpoints.getProductItems, { params: { id: snack } }, ADMIN);
      expect(empty.json).toMatchObject({ id: snack, code: "SNACK-JERKY-BEEF", name: "Beef jerky", status: "ACTIVE", items: [] });
      const created = await call(endpoints.addProductItems, { params: { id: snack }, body: { items: [{ sku: "sn-jerky-beef", quantity: 2 }] } }, ADMIN);
      expect(created.status).toBe(200);
      expect(created.json.items).toEqual([{ sku: "SN-JERKY-BEEF", quantity: 2 }]);
      const updated = await call(endpoints.addProductItems, { params: { id: snack }, body: { items: [{ sku: "SN-JERKY-BEEF", quantity: 3 }, { sku: "UB-BAG-600-V1", quantity: "1" }] } }, ALL);
      expect(updated.json.items).toEqual([
        { sku: "SN-JERKY-BEEF", quantity: 3 },
        { sku: "UB-BAG-600-V1", quantity: 1 },
      ]);
      const log = (await call(endpoints.listProductItemChangelog, {}, ADMIN)).json as unknown as { operationType: string; objectId: string; authorEmail: string; newValue: { items: unknown[] } }[];
      expect(log.map((e) => [e.operationType, e.objectId, e.authorEmail])).toEqual([
        ["CREATE", "SNACK-JERKY-BEEF", ADMIN],
        ["UPDATE", "SNACK-JERKY-BEEF", ALL],
      ]);
      expect(log[1]!.newValue.items).toHaveLength(2);
      // The UPDATE also says what it replaced; a CREATE replaced nothing.
      expect(log[0]!.newValue).not.toHaveProperty("previous_items");
      expect(log[1]!.newValue).toMatchObject({ previous_items: [{ sku: "SN-JERKY-BEEF", quantity: 2 }] });
      const list = await call(endpoints.listProductItems, { query: { search: "ub-bag-600" } }, ADMIN);
      expect(list.json.count).toBe(1);
      expect((list.json.results as { code: string }[])[0]!.code).toBe("SNACK-JERKY-BEEF");
    });

    it("an UPDATE entry records the items it replaced (previous_items), also for a mapping written with no entry of its own (as the demo seed maps products)", async () => {
      const [p] = await be.db.insert(products).values({ code: "MEAL-SEEDED-MAP", name: "Seeded mapping", productType: "MEAL", category: "UNKIBBLE", recurring: true, frequency: 4 }).returning();
      const [bag] = await be.db.select().from(items).where(eq(items.sku, "UB-BAG-1200-V1"));
      await be.db.insert(productItems).values({ productId: p!.id, itemId: bag!.id, quantity: 4 });
      const saved = await call(endpoints.addProductItems, { params: { id: p!.id }, body: { items: [{ sku: "UB-BAG-1200-V1", quantity: 2 }, { sku: "SN-JERKY-BEEF", quantity: 1 }] } }, ADMIN);
      expect(saved.status).toBe(200);
      const entries = await be.db.select().from(systemChangelog).where(eq(systemChangelog.objectId, "MEAL-SEEDED-MAP"));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        category: "Product Item",
        operationType: "UPDATE",
        newValue: {
          product_id: p!.id,
          product_code: "MEAL-SEEDED-MAP",
          items: [
            { sku: "SN-JERKY-BEEF", quantity: 1 },
            { sku: "UB-BAG-1200-V1", quantity: 2 },
          ],
          previous_items: [{ sku: "UB-BAG-1200-V1", quantity: 4 }],
        },
      });
      // Left as it was: the export test counts every mapped product.
      await be.db.delete(productItems).where(eq(productItems.productId, p!.id));
    });

    it("concurrent edits (issue 19): the mapping's version; add_items from an older version answers 409 and keeps the first", async () => {
      const [p] = await be.db.insert(products).values({ code: "SNACK-VERSIONED", name: "Versioned snack", productType: "SNACK", category: "SNACK" }).returning();
      expect((await call(endpoints.getProductItems, { params: { id: p!.id } }, ADMIN)).json.version).toBe(1);
      const first = await call(endpoints.addProductItems, { params: { id: p!.id }, body: { items: [{ sku: "SN-JERKY-BEEF", quantity: 2 }], version: 1 } }, ADMIN);
      expect(first.json).toMatchObject({ items: [{ sku: "SN-JERKY-BEEF", quantity: 2 }], version: 2 });
      const stale = await call(endpoints.addProductItems, { params: { id: p!.id }, body: { items: [{ sku: "SN-JERKY-BEEF", quantity: 5 }], version: 1 } }, ALL);
      expect(stale).toMatchObject({ status: 409, json: { detail: STALE_PRODUCT_ITEMS_MESSAGE } });
      expect((await call(endpoints.getProductItems, { params: { id: p!.id } }, ADMIN)).json).toMatchObject({ items: [{ sku: "SN-JERKY-BEEF", quantity: 2 }], version: 2 });
      expect((await call(endpoints.addProductItems, { params: { id: p!.id }, body: { items: [{ sku: "SN-JERKY-BEEF", quantity: 5 }], version: 2 } }, ALL)).json).toMatchObject({ version: 3 });
      const list = await call(endpoints.listProductItems, { query: { search: "snack-versioned" } }, ADMIN);
      expect((list.json.results as { version: number }[])[0]!.version).toBe(3);
      // Left as it was: the export test counts every mapped product.
      await be.db.delete(productItems).where(eq(productItems.productId, p!.id));
    });

    it("a save that changes nothing (the items it sends already packed in those quantities) writes nothing: same version, no changelog entry (was: an UPDATE entry and a new version)", async () => {
      const [p] = await be.db.insert(products).values({ code: "SNACK-SAVED-AS-IS", name: "Saved as is", productType: "SNACK", category: "SNACK" }).returning();
      const saved = await call(endpoints.addProductItems, { params: { id: p!.id }, body: { items: [{ sku: "SN-JERKY-BEEF", quantity: 2 }, { sku: "UB-BAG-600-V1", quantity: 1 }] } }, ADMIN);
      expect(saved.status).toBe(200);
      const entries = await countOf(systemChangelog);
      for (const items of [saved.json.items, [{ sku: "sn-jerky-beef", quantity: 2 }]]) {
        const again = await call(endpoints.addProductItems, { params: { id: p!.id }, body: { items, version: saved.json.version } }, ALL);
        expect(again, JSON.stringify(items)).toMatchObject({ status: 200, json: saved.json });
      }
      expect(await countOf(systemChangelog)).toBe(entries);
      expect((await call(endpoints.getProductItems, { params: { id: p!.id } }, ADMIN)).json).toEqual(saved.json);
      // A real change still writes: a new version and an UPDATE entry.
      const changed = await call(endpoints.addProductItems, { params: { id: p!.id }, body: { items: [{ sku: "SN-JERKY-BEEF", quantity: 3 }], version: saved.json.version } }, ALL);
      expect(changed.json).toMatchObject({ version: (saved.json.version as number) + 1 });
      expect(await countOf(systemChangelog)).toBe(entries + 1);
      // Left as it was: the export test counts every mapped product.
      await be.db.delete(productItems).where(eq(productItems.productId, p!.id));
    });

    it("refuses no items, an unknown SKU, a quantity not above 0, a blank SKU, a repeated SKU: field keys, nothing written", async () => {
      const before = [await countOf(productItems), await countOf(systemChangelog)];
      const cases: [unknown, Record<string, string[]>][] = [
        [{ items: [] }, { items: [PRODUCT_ITEMS_MESSAGES.atLeastOneItem] }],
        [{}, { items: ["This field is required."] }],
        [{ items: [{ sku: "SN-JERKY-BEEF", quantity: 1 }, { sku: "NOPE-1", quantity: 1 }] }, { "items.1.sku": [PRODUCT_ITEMS_MESSAGES.unknownSku("NOPE-1")] }],
        [{ items: [{ sku: "SN-JERKY-BEEF", quantity: 0 }] }, { "items.0.quantity": ["Ensure this value is greater than 0."] }],
        [{ items: [{ sku: "", quantity: 1 }] }, { "items.0.sku": ["This field may not be blank."] }],
        [{ items: [{ sku: "SN-JERKY-BEEF", quantity: 1 }, { sku: "sn-jerky-beef", quantity: 2 }] }, { "items.1.sku": [PRODUCT_ITEMS_MESSAGES.duplicateSku] }],
      ];
      for (const [body, errors] of cases) {
        const { status, json } = await call(endpoints.addProductItems, { params: { id: meal }, body }, ADMIN);
        expect(status, JSON.stringify(body)).toBe(400);
        expect(json).toEqual(errors);
      }
      expect([await countOf(productItems), await countOf(systemChangelog)]).toEqual(before);
    });

    it("DELETE product_items/{id}/items/{sku} removes one mapped item with its DELETE changelog entry; unknown ones 404 and write nothing", async () => {
      const { json: start } = await call(endpoints.getProductItems, { params: { id: snack } }, ADMIN);
      expect((start.items as { sku: string }[]).map((i) => i.sku)).toEqual(["SN-JERKY-BEEF", "UB-BAG-600-V1"]);
      const before = [await countOf(productItems), await countOf(systemChangelog)];
      const misses: [{ id: number; sku: string }, string][] = [
        [{ id: snack, sku: "UB-BAG-1200-V1" }, PRODUCT_ITEMS_MESSAGES.notMapped("UB-BAG-1200-V1", "SNACK-JERKY-BEEF")],
        [{ id: snack, sku: "NOPE-1" }, PRODUCT_ITEMS_MESSAGES.notMapped("NOPE-1", "SNACK-JERKY-BEEF")],
        [{ id: 999999, sku: "SN-JERKY-BEEF" }, PRODUCT_ITEMS_MESSAGES.noProduct(999999)],
      ];
      for (const [params, detail] of misses) {
        const { status, json } = await call(endpoints.removeProductItem, { params }, ADMIN);
        expect(status, JSON.stringify(params)).toBe(404);
        expect(json).toEqual({ detail });
      }
      expect((await call(endpoints.removeProductItem, { params: { id: snack, sku: "UB-BAG-600-V1" } }, OPS)).status).toBe(403);
      expect([await countOf(productItems), await countOf(systemChangelog)]).toEqual(before);

      // A removal based on an older version of the mapping (saved meanwhile) answers 409 and removes nothing.
      expect((await call(endpoints.addProductItems, { params: { id: snack }, body: { items: [{ sku: "SN-JERKY-BEEF", quantity: 4 }], version: start.version } }, ADMIN)).status).toBe(200);
      const staleRemove = await call(endpoints.removeProductItem, { params: { id: snack, sku: "UB-BAG-600-V1" }, query: { version: start.version as number } }, ADMIN);
      expect(staleRemove.status).toBe(409);
      expect([await countOf(productItems), await countOf(systemChangelog)]).toEqual([before[0], before[1]! + 1]);
      const current = (await call(endpoints.getProductItems, { params: { id: snack } }, ADMIN)).json;
      const removed = await call(endpoints.removeProductItem, { params: { id: snack, sku: "ub-bag-600-v1" }, query: { version: current.version as number } }, ADMIN);
      expect(removed.status).toBe(200);
      expect(removed.json).toMatchObject({ id: snack, code: "SNACK-JERKY-BEEF", items: [{ sku: "SN-JERKY-BEEF", quantity: 4 }] });
      // The removal raised the mapping's version: a save based on the version loaded before it is stale.
      expect(removed.json.version).toBe((current.version as number) + 1);
      expect((await call(endpoints.addProductItems, { params: { id: snack }, body: { items: [{ sku: "SN-JERKY-BEEF", quantity: 5 }], version: current.version } }, ADMIN)).status).toBe(409);
      expect((await call(endpoints.getProductItems, { params: { id: snack } }, ADMIN)).json.items).toEqual([{ sku: "SN-JERKY-BEEF", quantity: 4 }]);
      expect([await countOf(productItems), await countOf(systemChangelog)]).toEqual([before[0]! - 1, before[1]! + 2]);
      const [entry] = await be.db.select().from(systemChangelog).where(eq(systemChangelog.operationType, "DELETE"));
      expect(entry).toMatchObject({
        category: "Product Item",
        objectId: "SNACK-JERKY-BEEF",
        authorEmail: ADMIN,
        newValue: { product_id: snack, product_code: "SNACK-JERKY-BEEF", removed: { sku: "UB-BAG-600-V1", quantity: 1 }, items: [{ sku: "SN-JERKY-BEEF", quantity: 4 }] },
      });
      expect((await call(endpoints.removeProductItem, { params: { id: snack, sku: "UB-BAG-600-V1" } }, ADMIN)).status).toBe(404);
      // put it back for the export tests below
      expect((await call(endpoints.addProductItems, { params: { id: snack }, body: { items: [{ sku: "SN-JERKY-BEEF", quantity: 3 }, { sku: "UB-BAG-600-V1", quantity: 1 }] } }, ADMIN)).status).toBe(200);
    });

    it("DELETE of the last item a product packs answers 400 with the reason and writes nothing (\"at least one item\"), also when two removals race", async () => {
      const [p] = await be.db.insert(products).values({ code: "SNACK-LAST-ITEM", name: "Last item snack", productType: "SNACK", category: "SNACK" }).returning();
      const id = p!.id;
      const saved = await call(endpoints.addProductItems, { params: { id }, body: { items: [{ sku: "SN-JERKY-BEEF", quantity: 2 }] } }, ADMIN);
      expect(saved.json).toMatchObject({ items: [{ sku: "SN-JERKY-BEEF", quantity: 2 }] });
      const before = [await countOf(productItems), await countOf(systemChangelog)];
      for (const query of [{}, { version: saved.json.version as number }]) {
        const last = await call(endpoints.removeProductItem, { params: { id, sku: "sn-jerky-beef" }, query }, ADMIN);
        expect(last).toMatchObject({ status: 400, json: { detail: PRODUCT_ITEMS_MESSAGES.lastItem("SN-JERKY-BEEF", "SNACK-LAST-ITEM") } });
      }
      expect([await countOf(productItems), await countOf(systemChangelog)]).toEqual(before);
      expect((await call(endpoints.getProductItems, { params: { id } }, ADMIN)).json).toMatchObject({ items: [{ sku: "SN-JERKY-BEEF", quantity: 2 }], version: saved.json.version });

      // Two items, each removed by another staff member at once (no version): one goes, the other is refused as the last.
      await call(endpoints.addProductItems, { params: { id }, body: { items: [{ sku: "UB-BAG-1200-V1", quantity: 1 }] } }, ADMIN);
      const raced = await Promise.all([
        call(endpoints.removeProductItem, { params: { id, sku: "SN-JERKY-BEEF" } }, ADMIN),
        call(endpoints.removeProductItem, { params: { id, sku: "UB-BAG-1200-V1" } }, ALL),
      ]);
      expect(raced.map((r) => r.status).sort()).toEqual([200, 400]);
      expect((await call(endpoints.getProductItems, { params: { id } }, ADMIN)).json.items).toHaveLength(1);
      // Left as it was: the export test counts every mapped product.
      await be.db.delete(productItems).where(eq(productItems.productId, id));
    });
  });

  describe("promotions", () => {
    const valid = { name: "Free jerky", free_product_code: "SNACK-JERKY-BEEF", banner_copy: "Free jerky in your first box", required_conditions_products: ["MEAL-U-B-2100-4W"] };

    it("creates a promotion: defaults, creator, ORDER, banner type from the funnel copy", async () => {
      const { status, json } = await call(endpoints.createPromotion, { body: valid });
      expect(status).toBe(201);
      expect(json).toMatchObject({
        name: "Free jerky",
        created_by: ALL,
        status: "ACTIVE",
        promotion_type: "ORDER",
        banner_type: "ONLY_CHECKOUT_PAGE",
        quantity: 1,
        minimum_order_gross_value_threshold_amount: 0,
        required_conditions_products: ["MEAL-U-B-2100-4W"],
        start_timestamp: null,
      });
      const plain = await call(endpoints.createPromotion, { body: { name: "No banner", free_product_code: "SNACK-JERKY-BEEF", quantity: "2", minimum_order_gross_value_threshold_amount: "49.99", start_timestamp: "2026-12-01T10:00:00Z", end_timestamp: "2026-12-31T10:00:00Z" } });
      expect(plain.json).toMatchObject({ banner_type: "NO_FUNNEL_UI", quantity: 2, minimum_order_gross_value_threshold_amount: 49.99, start_timestamp: "2026-12-01T10:00:00.000Z" });
      const got = await call(endpoints.getPromotion, { params: { id: json.id } });
      expect(got.json).toEqual(json);
      // Who made it is in the staff audit log (promotions have no changelog), written with the promotion.
      const created = await be.db.select().from(staffAuditLog).where(eq(staffAuditLog.objectId, String(json.id)));
      expect(created.filter((r) => r.objectType === "promotion").map((r) => [r.action, r.staffEmail, r.details])).toEqual([["promotion_created", ALL, { name: "Free jerky", status: "ACTIVE" }]]);
      const list = await call(endpoints.listPromotions, { query: { search: "free jer" } });
      expect(list.json.count).toBe(1);
    });

    it("refuses each rule with its field key and writes nothing", async () => {
      const before = await countOf(promotions);
      const entriesBefore = await countOf(staffAuditLog);
      const cases: [unknown, string[]][] = [
        [{ ...valid, name: " " }, ["name"]],
        [{ ...valid, free_product_code: "" }, ["free_product_code"]],
        [{ ...valid, free_product_code: "MEAL-U-B-2100-4W" }, ["free_product_code"]],
        [{ ...valid, free_product_code: "MERCH-TOTE" }, ["free_product_code"]],
        [{ ...valid, quantity: 0 }, ["quantity"]],
        [{ ...valid, minimum_order_gross_value_threshold_amount: -1 }, ["minimum_order_gross_value_threshold_amount"]],
        // Money has at most 2 decimals (issue 19): refused, not rounded.
        [{ ...valid, minimum_order_gross_value_threshold_amount: "49.999" }, ["minimum_order_gross_value_threshold_amount"]],
        [{ ...valid, required_conditions_products: ["MEAL-U-B-2100-4W", "NOPE-1"] }, ["required_conditions_products"]],
        [{ ...valid, start_timestamp: "2026-12-02T10:00:00Z", end_timestamp: "2026-12-01T10:00:00Z" }, ["end_timestamp"]],
        [{ ...valid, promotion_type: "ACCOUNT" }, ["promotion_type"]],
        [{ ...valid, banner_type: "NO_FUNNEL_UI" }, ["banner_type"]],
      ];
      for (const [body, keys] of cases) {
        const { status, json } = await call(endpoints.createPromotion, { body });
        expect(status, JSON.stringify(body)).toBe(400);
        expect(Object.keys(json)).toEqual(keys);
      }
      expect((await call(endpoints.createPromotion, { body: { ...valid, required_conditions_products: ["NOPE-1"] } })).json).toEqual({ required_conditions_products: [PROMOTION_MESSAGES.unknownProducts(["NOPE-1"])] });
      expect(await countOf(promotions)).toBe(before);
      expect(await countOf(staffAuditLog)).toBe(entriesBefore);
    });

    it(`required_conditions_products holds at most ${PRODUCT_CODE_LIST_MAX} codes: a longer list answers 400 on the field, nothing written (was: 500 past 65,535 codes, one database parameter each)`, async () => {
      const before = [await countOf(promotions), await countOf(staffAuditLog)];
      for (const sent of [Array.from({ length: 66_000 }, (_, i) => `C${i}`), Array.from({ length: PRODUCT_CODE_LIST_MAX + 1 }, () => "MEAL-U-B-2100-4W")]) {
        const { status, json } = await call(endpoints.createPromotion, { body: { ...valid, name: "Many conditions", required_conditions_products: sent } });
        expect(status, String(sent.length)).toBe(400);
        expect(json).toEqual({ required_conditions_products: [PRODUCT_CODE_LIST_MAX_MESSAGE] });
      }
      expect([await countOf(promotions), await countOf(staffAuditLog)]).toEqual(before);
      // At the cap it is taken (the same code many times is one condition).
      const atCap = await call(endpoints.createPromotion, { body: { ...valid, name: "Many conditions", required_conditions_products: Array.from({ length: PRODUCT_CODE_LIST_MAX }, () => "MEAL-U-B-2100-4W") } });
      expect(atCap).toMatchObject({ status: 201, json: { required_conditions_products: ["MEAL-U-B-2100-4W"] } });
    });

    it("takes exactly the conditional products Create Promotion offers (GET /products/codes, the active products): an inactive or unknown one is refused by name, nothing written", async () => {
      const offered = (await call(endpoints.listProductCodes, {})).json as unknown as { code: string }[];
      expect(offered.map((p) => p.code)).toContain("MEAL-U-B-2100-4W");
      expect(offered.map((p) => p.code)).not.toContain("MERCH-TOTE");
      const before = await countOf(promotions);
      const cases: [string[], string[]][] = [
        [["MERCH-TOTE"], ["MERCH-TOTE"]],
        [["MEAL-U-B-2100-4W", "MERCH-TOTE", "NOPE-1"], ["MERCH-TOTE", "NOPE-1"]],
      ];
      for (const [sent, refused] of cases) {
        const { status, json } = await call(endpoints.createPromotion, { body: { ...valid, name: "Inactive condition", required_conditions_products: sent } });
        expect(status, sent.join()).toBe(400);
        expect(json).toEqual({ required_conditions_products: [PROMOTION_MESSAGES.unknownProducts(refused)] });
      }
      expect(PROMOTION_MESSAGES.unknownProducts(["MERCH-TOTE"])).toBe("MERCH-TOTE is not an active product; choose conditional products from the list.");
      expect(await countOf(promotions)).toBe(before);
    });

    it("start and end on the pickers' 30-minute step, the discounts' rule and message: off the step refused on the field, nothing written; on it taken", async () => {
      const before = await countOf(promotions);
      const cases: [Record<string, string>, Record<string, string[]>][] = [
        [{ start_timestamp: "2026-12-01T10:15:00Z", end_timestamp: "2026-12-31T10:00:00Z" }, { start_timestamp: [PROMOTION_MESSAGES.halfHourSteps] }],
        [{ start_timestamp: "2026-12-01T10:00:00Z", end_timestamp: "2026-12-31T10:00:01Z" }, { end_timestamp: [PROMOTION_MESSAGES.halfHourSteps] }],
        [{ start_timestamp: "2026-12-01T10:45", end_timestamp: "2026-12-31T23:59" }, { start_timestamp: [PROMOTION_MESSAGES.halfHourSteps], end_timestamp: [PROMOTION_MESSAGES.halfHourSteps] }],
      ];
      for (const [dates, errors] of cases) {
        const { status, json } = await call(endpoints.createPromotion, { body: { ...valid, name: "Off the step", ...dates } });
        expect(status, JSON.stringify(dates)).toBe(400);
        expect(json).toEqual(errors);
      }
      expect(await countOf(promotions)).toBe(before);
      const ok = await call(endpoints.createPromotion, { body: { ...valid, name: "On the step", start_timestamp: "2026-12-01T10:30", end_timestamp: "2026-12-31T10:00:00Z" } });
      expect(ok.status).toBe(201);
      expect(ok.json).toMatchObject({ start_timestamp: "2026-12-01T15:30:00.000Z", end_timestamp: "2026-12-31T10:00:00.000Z" });
    });

    it("toggles the status; 404 for an unknown promotion; free products are the active free ones", async () => {
      const { json } = await call(endpoints.createPromotion, { body: { ...valid, name: "Toggle me" } });
      const off = await call(endpoints.updatePromotionStatus, { params: { id: json.id }, body: { status: "INACTIVE" } });
      expect(off.json.status).toBe("INACTIVE");
      expect((await call(endpoints.updatePromotionStatus, { params: { id: json.id }, body: { status: "PAUSED" } })).status).toBe(400);
      expect((await call(endpoints.updatePromotionStatus, { params: { id: "999999" }, body: { status: "ACTIVE" } })).status).toBe(404);
      expect((await call(endpoints.getPromotion, { params: { id: "999999" } })).status).toBe(404);
      expect((await call(endpoints.listFreeProducts, {})).json).toEqual([{ id: snack, code: "SNACK-JERKY-BEEF" }]);
    });

    it("a status change is in the staff audit log with who made it and the status before; a refused one (409, 404) writes none", async () => {
      const { json } = await call(endpoints.createPromotion, { body: { ...valid, name: "Audited" } });
      const entries = () => be.db.select().from(staffAuditLog).where(eq(staffAuditLog.objectId, String(json.id))).orderBy(staffAuditLog.id);
      expect(await call(endpoints.updatePromotionStatus, { params: { id: json.id }, body: { status: "INACTIVE", version: 1 } })).toMatchObject({ status: 200 });
      expect((await call(endpoints.updatePromotionStatus, { params: { id: json.id }, body: { status: "ACTIVE", version: 1 } })).status).toBe(409);
      expect((await call(endpoints.updatePromotionStatus, { params: { id: "999999" }, body: { status: "ACTIVE" } })).status).toBe(404);
      const rows = (await entries()).filter((r) => r.objectType === "promotion");
      expect(rows.map((r) => [r.action, r.staffEmail, r.details])).toEqual([
        ["promotion_created", ALL, { name: "Audited", status: "ACTIVE" }],
        ["promotion_deactivated", ALL, { name: "Audited", previous_status: "ACTIVE" }],
      ]);
    });

    it("the status a promotion already has changes nothing: answered as is, version kept, no audit entry; a stale version is still 409", async () => {
      const { json } = await call(endpoints.createPromotion, { body: { ...valid, name: "No-op toggle" } });
      const audited = async () => (await be.db.select().from(staffAuditLog).where(eq(staffAuditLog.objectId, String(json.id)))).length;
      const before = await audited();
      for (const version of [undefined, 1]) {
        const same = await call(endpoints.updatePromotionStatus, { params: { id: json.id }, body: { status: "ACTIVE", ...(version === undefined ? {} : { version }) } });
        expect(same.status).toBe(200);
        expect(same.json).toMatchObject({ status: "ACTIVE", version: 1 });
      }
      expect(await audited()).toBe(before);
      expect((await call(endpoints.updatePromotionStatus, { params: { id: json.id }, body: { status: "ACTIVE", version: 9 } })).status).toBe(409);
    });

    it("concurrent edits (issue 19): the status change from an older version answers 409 and keeps the first", async () => {
      const { json } = await call(endpoints.createPromotion, { body: { ...valid, name: "Versioned" } });
      expect(json.version).toBe(1);
      expect((await call(endpoints.getPromotion, { params: { id: json.id } })).json.version).toBe(1);
      const first = await call(endpoints.updatePromotionStatus, { params: { id: json.id }, body: { status: "INACTIVE", version: 1 } });
      expect(first.json).toMatchObject({ status: "INACTIVE", version: 2 });
      expect(await call(endpoints.updatePromotionStatus, { params: { id: json.id }, body: { status: "ACTIVE", version: 1 } })).toMatchObject({ status: 409, json: { detail: STALE_PROMOTION_MESSAGE } });
      expect((await call(endpoints.getPromotion, { params: { id: json.id } })).json).toMatchObject({ status: "INACTIVE", version: 2 });
      expect((await call(endpoints.updatePromotionStatus, { params: { id: json.id }, body: { status: "ACTIVE", version: 2 } })).json).toMatchObject({ status: "ACTIVE", version: 3 });
      expect((await call(endpoints.updatePromotionStatus, { params: { id: "999999" }, body: { status: "ACTIVE", version: 1 } })).status).toBe(404);
    });

    it("activating a promotion whose free product is no longer free (inactive, or not marked free) is refused: 400, nothing changed, nothing audited; deactivating it stays possible", async () => {
      const { json } = await call(endpoints.createPromotion, { body: { ...valid, name: "Withdrawn gift" } });
      expect((await call(endpoints.updatePromotionStatus, { params: { id: json.id }, body: { status: "INACTIVE", version: 1 } })).json).toMatchObject({ status: "INACTIVE", version: 2 });
      const audited = async () => (await be.db.select().from(staffAuditLog).where(eq(staffAuditLog.objectId, String(json.id)))).length;
      const before = await audited();
      try {
        for (const change of [{ isFree: false }, { status: "INACTIVE" as const }]) {
          await be.db.update(products).set(change).where(eq(products.id, snack));
          expect(await call(endpoints.updatePromotionStatus, { params: { id: json.id }, body: { status: "ACTIVE", version: 2 } })).toMatchObject({
            status: 400,
            json: { detail: PROMOTION_MESSAGES.freeProductWithdrawn("SNACK-JERKY-BEEF") },
          });
          await be.db.update(products).set({ isFree: true, status: "ACTIVE" }).where(eq(products.id, snack));
        }
        expect((await call(endpoints.getPromotion, { params: { id: json.id } })).json).toMatchObject({ status: "INACTIVE", version: 2 });
        expect(await audited()).toBe(before);
        // Free again: it activates.
        expect((await call(endpoints.updatePromotionStatus, { params: { id: json.id }, body: { status: "ACTIVE", version: 2 } })).json).toMatchObject({ status: "ACTIVE", version: 3 });
        // An active promotion whose product stopped being free can still be deactivated.
        await be.db.update(products).set({ isFree: false }).where(eq(products.id, snack));
        expect((await call(endpoints.updatePromotionStatus, { params: { id: json.id }, body: { status: "INACTIVE", version: 3 } })).json).toMatchObject({ status: "INACTIVE", version: 4 });
      } finally {
        await be.db.update(products).set({ isFree: true, status: "ACTIVE" }).where(eq(products.id, snack));
      }
    });

    it("is highest tier only", async () => {
      for (const who of [ADMIN, OPS, TEAM]) {
        expect((await call(endpoints.listPromotions, {}, who)).status).toBe(403);
        expect((await call(endpoints.createPromotion, { body: valid }, who)).status).toBe(403);
      }
    });
  });

  describe("exports", () => {
    it("items_export answers the CSV of the items matching search, cells neutralised", async () => {
      await be.db.insert(items).values({ sku: "EVIL-1", name: '=HYPERLINK("http://evil.example","click")', weightOz: 1, volume: 1 });
      const all = await call(endpoints.exportItems, {}, ADMIN);
      expect(all.status).toBe(200);
      expect(all.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      const lines = all.text.trimEnd().split("\n");
      expect(lines[0]).toBe("sku,name,weight_oz,volume,recipe,created");
      expect(lines).toHaveLength(1 + 4);
      expect(all.text).toContain(`EVIL-1,"'=HYPERLINK(""http://evil.example"",""click"")",1,1,,`);
      const searched = await call(endpoints.exportItems, { query: { search: "bag" } }, ADMIN);
      expect(searched.text.trimEnd().split("\n").slice(1).map((l) => l.split(",")[0])).toEqual(["UB-BAG-1200-V1", "UB-BAG-600-V1"]);
    });

    it("product_items_export answers one row per mapped item, honouring search", async () => {
      const { text, status } = await call(endpoints.exportProductItems, { query: { search: "jerky" } }, ADMIN);
      expect(status).toBe(200);
      expect(text).toBe(`product_id,product_code,product_name,status,sku,quantity\n${snack},SNACK-JERKY-BEEF,Beef jerky,ACTIVE,SN-JERKY-BEEF,3\n${snack},SNACK-JERKY-BEEF,Beef jerky,ACTIVE,UB-BAG-600-V1,1\n`);
      expect((await call(endpoints.exportProductItems, { query: { search: "nothing-like-this" } }, ADMIN)).text).toBe("product_id,product_code,product_name,status,sku,quantity\n");
    });
  });
});

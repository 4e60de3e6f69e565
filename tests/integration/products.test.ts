/**
 * Product reads on the embedded API (lib/contract/products.ts): product codes, one-time products
 * with catalogue prices, the product-items lookup by code and the buffer-bag allowances of an order.
 * The demo catalogue and scenario customers are seeded (no generated customers).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSeededBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { PRODUCT_NOT_FOUND_BY_CODE_MESSAGE, type BufferBagDto, type OneTimeProductDto, type ProductCodeDto } from "@/lib/contract/products";
import { SCENARIO_ORDER_IDS } from "@/server/backend/seed/scenario-emails";
import type { ApiEndpoint } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import type { UncheckedArgs, UncheckedInput } from "../support/api-client";
import { DEMO } from "../support/demo-staff";

const TEAM = DEMO.team;

describe(`product reads (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  let token: string;

  beforeAll(async () => {
    be = await createSeededBackend();
    token = await be.tokenFor(TEAM);
  }, 120_000);
  afterAll(async () => be?.close());

  /** A GET of the descriptor with any query (this file sends invalid ones on purpose). */
  const get = async <T>(endpoint: ApiEndpoint, input: UncheckedInput, withToken = true) => {
    const res = await be.as(withToken ? { token } : null).unchecked(endpoint, input as UncheckedArgs<ApiEndpoint>[0]);
    return { status: res.status, json: (await res.json()) as T };
  };

  it("GET products/codes lists every active product's id and code, sorted, inactive ones left out", async () => {
    const { status, json } = await get<ProductCodeDto[]>(endpoints.listProductCodes, {});
    expect(status).toBe(200);
    const codes = json.map((p) => p.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toContain("MEAL-U-B-4200-4W");
    expect(codes).toContain("U-B-BUFFER-1T");
    expect(codes).not.toContain("MERCH-BOWL");
    expect(json[0]).toEqual({ id: expect.any(Number), code: expect.any(String) });
  });

  it("GET products/one-time-codes lists only the products that may be sold once", async () => {
    const { status, json } = await get<ProductCodeDto[]>(endpoints.listOneTimeProductCodes, {});
    expect(status).toBe(200);
    const codes = json.map((p) => p.code);
    expect(codes).toContain("SNACK-JERKY-BEEF");
    expect(codes).not.toContain("U-B-BUFFER-1T");
    expect(codes).not.toContain("RECIPE-U-B");
    expect(codes).not.toContain("MERCH-BOWL");
  });

  it("GET products/one-time-order-products/?country= answers the country's one-time products with catalogue prices", async () => {
    const { status, json } = await get<OneTimeProductDto[]>(endpoints.listOneTimeOrderProducts, { query: { country: "us" } });
    expect(status).toBe(200);
    const jerky = json.find((p) => p.code === "SNACK-JERKY-BEEF")!;
    expect(jerky).toMatchObject({ product_type: "SNACK", category: "SNACK", is_frozen: false });
    expect(jerky.price).toBeGreaterThan(0);
    expect(Math.round(jerky.price * 100) / 100).toBe(jerky.price);
    expect(json.some((p) => p.code === "U-B-BUFFER-1T")).toBe(false);
    expect((await get<OneTimeProductDto[]>(endpoints.listOneTimeOrderProducts, { query: { country: "CA" } })).json).toEqual([]);
  });

  it("prices one-time products with the account's pricing model when account_id is given", async () => {
    const standard = (await get<OneTimeProductDto[]>(endpoints.listOneTimeOrderProducts, { query: { country: "US" } })).json;
    expect(standard.length).toBeGreaterThan(0);
    const forScenario = (await get<OneTimeProductDto[]>(endpoints.listOneTimeOrderProducts, { query: { country: "US", account_id: "3" } })).json;
    expect(forScenario.map((p) => p.code)).toEqual(standard.map((p) => p.code));
  });

  it("refuses a missing or malformed country with a field message", async () => {
    for (const query of ["", "country=", "country=USA", "country=1"]) {
      const { status, json } = await get<Record<string, string[]>>(endpoints.listOneTimeOrderProducts, { query });
      expect(status).toBe(400);
      expect(Array.isArray(json.country)).toBe(true);
    }
  });

  it("GET product_items/by_code/{code} answers the product's items with sku and quantity", async () => {
    const { status, json } = await get<{ product_code: string; items: { sku: string; quantity: number }[] }>(endpoints.getProductItemsByCode, { params: { code: "MEAL-U-B-4200-4W" } });
    expect(status).toBe(200);
    expect(json.product_code).toBe("MEAL-U-B-4200-4W");
    expect(json.items.length).toBeGreaterThan(0);
    for (const item of json.items) {
      expect(item.sku).toMatch(/\S/);
      expect(item.quantity).toBeGreaterThan(0);
    }
  });

  it("answers 404 for an unknown product code", async () => {
    const { status, json } = await get<{ detail: string }>(endpoints.getProductItemsByCode, { params: { code: "NOPE-1" } });
    expect(status).toBe(404);
    expect(json).toEqual({ detail: PRODUCT_NOT_FOUND_BY_CODE_MESSAGE("NOPE-1") });
  });

  it("GET buffer_bags?order_id= answers the allowance of each plan on the order", async () => {
    const { status, json } = await get<BufferBagDto[]>(endpoints.listBufferBags, { query: { order_id: SCENARIO_ORDER_IDS.previewUnkibble } });
    expect(status).toBe(200);
    // Maple's UnKibble plan only: Sprout's Fresh plan on the same order has no allowance.
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({ buffer_bag_extra_days: 5, buffer_bag_number_of_bags_allowed: 3, pet_name: "Maple" });
    expect(json[0]!.buffer_bag_products.map((p) => p.code)).toEqual(["U-B-BUFFER-1T", "U-B-BUFFER-1T-FREE"]);
    expect(json[0]!.buffer_bag_products[1]!.price).toBe(0);
  });

  it("answers no allowance for a Fresh order, 404 for an unknown order, 400 without order_id", async () => {
    expect((await get<BufferBagDto[]>(endpoints.listBufferBags, { query: { order_id: SCENARIO_ORDER_IDS.previewFresh } })).json).toEqual([]);
    expect((await get(endpoints.listBufferBags, { query: { order_id: "NOPE" } })).status).toBe(404);
    const missing = await get<Record<string, string[]>>(endpoints.listBufferBags, {});
    expect(missing.status).toBe(400);
    expect(Array.isArray(missing.json.order_id)).toBe(true);
  });

  it("needs a token", async () => {
    const calls: [ApiEndpoint, UncheckedInput][] = [
      [endpoints.listProductCodes, {}],
      [endpoints.listOneTimeProductCodes, {}],
      [endpoints.listOneTimeOrderProducts, { query: { country: "US" } }],
      [endpoints.getProductItemsByCode, { params: { code: "X" } }],
      [endpoints.listBufferBags, { query: { order_id: 1 } }],
    ];
    for (const [endpoint, input] of calls) {
      expect((await get(endpoint, input, false)).status, endpoint.path).toBe(401);
    }
  });
});

/**
 * "Export this view" of the other lists (issue 22) on the embedded API: GET promotions_export and
 * GET bark_user_export (extensions) and product_items_export's extension `status` answer the CSV of
 * exactly what the list's search and filters select, in the list's order (its default, or the
 * `ordering` it was given); bad filters and an unknown ordering are 400 on the field; each export
 * keeps its list's capability.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiEndpoint, CallInput, CallArgs } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import { items, productItems, products, promotions } from "@/server/backend/db/schema";
import type { UncheckedArgs } from "../support/api-client";
import { createTestBackend, type TestBackend } from "../support/backend";
import { DEMO } from "../support/demo-staff";
import { TEST_DB_DRIVER } from "../support/test-db";
import { csvLines } from "../support/csv-answer";

const ALL = DEMO.all;
const ADMIN = DEMO.admin;

describe(`list exports (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    be = await createTestBackend();
    for (const email of [ALL, ADMIN, DEMO.team]) tokens[email] = await be.tokenFor(email);
    const created = new Date("2026-05-01T12:00:00Z");
    await be.db.insert(promotions).values([
      {
        name: "Spring jerky",
        status: "ACTIVE",
        freeProductCode: "SNACK-A",
        requiredConditionsProducts: ["MEAL-1", "MEAL-2"],
        minimumOrderGrossValueThresholdAmount: 20,
        marketingSiteDesktopBannerCopy: "Free jerky this spring",
        marketingSiteMobileBannerCopy: "Free jerky",
        created,
        createdBy: ALL,
      },
      { name: "Summer jerky", status: "INACTIVE", freeProductCode: "SNACK-A", created, createdBy: ALL },
      { name: "Autumn tote", status: "INACTIVE", freeProductCode: "MERCH-B", quantity: 2, created, createdBy: null },
    ]);
    const [on, off] = await be.db
      .insert(products)
      .values([
        { code: "EXP-ON", name: "Export active", productType: "SNACK", category: "SNACK" },
        { code: "EXP-OFF", name: "Export inactive", productType: "SNACK", category: "SNACK", status: "INACTIVE" },
      ])
      .returning();
    const [a, b] = await be.db
      .insert(items)
      .values([
        { sku: "EXP-ITEM-A", name: "Item A", weightOz: 1, volume: 1 },
        { sku: "EXP-ITEM-B", name: "Item B", weightOz: 1, volume: 1 },
      ])
      .returning();
    await be.db.insert(productItems).values([
      { productId: on!.id, itemId: a!.id, quantity: 2 },
      { productId: off!.id, itemId: a!.id, quantity: 1 },
      { productId: off!.id, itemId: b!.id, quantity: 4 },
    ]);
  });
  afterAll(async () => be?.close());

  const csv = async <E extends ApiEndpoint>(endpoint: E, input: CallInput<E>, as = ALL) => {
    const res = await be.as({ token: tokens[as]! }).call(endpoint, ...([input] as unknown as CallArgs<E>));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    return csvLines(res);
  };
  const statusOf = async <E extends ApiEndpoint>(endpoint: E, input: UncheckedArgs<E>[0], as = ALL) =>
    (await be.as({ token: tokens[as]! }).unchecked(endpoint, ...([input] as UncheckedArgs<E>))).status;

  it("promotions_export: exactly the promotions the search and status select, in the list's order", async () => {
    const lines = await csv(endpoints.exportPromotions, { query: { search: "jerky", status: "INACTIVE" } });
    expect(lines[0]).toBe(
      "id,name,status,promotion_type,free_product_code,quantity,required_conditions_products,minimum_order_gross_value_threshold_amount,start_timestamp,end_timestamp,banner_type,banner_copy,marketing_site_desktop_banner_copy,marketing_site_mobile_banner_copy,created_by,created",
    );
    expect(lines.slice(1).map((l) => l.split(",").slice(1, 3).join(","))).toEqual(["Summer jerky,INACTIVE"]);
    // Newest first as the list (the same `created`: the later id first), or by the list's `ordering`.
    expect((await csv(endpoints.exportPromotions, { query: { status: "INACTIVE" } })).slice(1).map((l) => l.split(",")[1])).toEqual(["Autumn tote", "Summer jerky"]);
    expect((await csv(endpoints.exportPromotions, { query: { status: "INACTIVE", ordering: "-name" } })).slice(1).map((l) => l.split(",")[1])).toEqual(["Summer jerky", "Autumn tote"]);
    expect(await statusOf(endpoints.exportPromotions, { query: { ordering: "banner_copy" } })).toBe(400);
    const active = await csv(endpoints.exportPromotions, { query: { status: "ACTIVE" } });
    expect(active).toHaveLength(2);
    // Spec 02 §3's three banner copies: the funnel's (none here), the marketing site's desktop and mobile ones.
    expect(active[1]).toMatch(/,Spring jerky,ACTIVE,ORDER,SNACK-A,1,MEAL-1; MEAL-2,20\.00,,,NO_FUNNEL_UI,,Free jerky this spring,Free jerky,all\+bark@example\.com,2026-05-01T12:00:00\.000Z$/);
    expect(await statusOf(endpoints.exportPromotions, { query: { status: "MAYBE" } })).toBe(400);
    expect(await statusOf(endpoints.exportPromotions, {}, ADMIN)).toBe(403);
  });

  it("bark_user_export: exactly the staff users the search and status select, no secret column", async () => {
    const inactive = await csv(endpoints.exportStaffUsers, { query: { status: "INACTIVE" } }, ADMIN);
    expect(inactive[0]).toBe("id,email,first_name,last_name,is_active,groups,created,last_updated");
    expect(inactive.slice(1).map((l) => l.split(",").slice(1, 2).concat(l.split(",")[4]!))).toEqual([[DEMO.inactive, "false"]]);
    const ops = await csv(endpoints.exportStaffUsers, { query: { search: "ops+bark", status: "ACTIVE" } }, ADMIN);
    expect(ops.slice(1).map((l) => l.split(",")[1])).toEqual([DEMO.ops]);
    expect(ops.join("\n")).not.toMatch(/password|totp|\$argon|\$scrypt/i);
    expect(await statusOf(endpoints.exportStaffUsers, { query: { status: "maybe" } }, ADMIN)).toBe(400);
    expect(await statusOf(endpoints.exportStaffUsers, {}, DEMO.team)).toBe(403);
  });

  it("product_items_export: the extension status keeps only the products of that status", async () => {
    const all = await csv(endpoints.exportProductItems, { query: { search: "EXP-" } }, ADMIN);
    expect(all).toHaveLength(4);
    const off = await csv(endpoints.exportProductItems, { query: { search: "EXP-", status: "INACTIVE" } }, ADMIN);
    expect(off.slice(1).map((l) => l.split(",").slice(1).join(","))).toEqual(["EXP-OFF,Export inactive,INACTIVE,EXP-ITEM-A,1", "EXP-OFF,Export inactive,INACTIVE,EXP-ITEM-B,4"]);
    expect(await statusOf(endpoints.exportProductItems, { query: { status: "GONE" } }, ADMIN)).toBe(400);
  });
});

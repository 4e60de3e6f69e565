/** `GET items/skus`: every SKU, sorted; every role may read it (the claim form's list). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "@/server/backend/db/schema";
import { createTestBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { endpoints } from "@/lib/contract/endpoints";

describe(`GET items/skus (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  beforeAll(async () => {
    be = await createTestBackend();
    await be.db.insert(items).values(
      ["UB-BAG-600-V1", "CLIP", "FB-PACK-300-V1", "UB-BAG-1200-V1", "AB-TOTE"].map((sku) => ({ sku, name: sku, weightOz: 1, volume: 1 })),
    );
  });
  afterAll(async () => be?.close());

  it("answers every SKU in ascending order", async () => {
    const res = await be.as("ops").call(endpoints.listItemSkus);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(["AB-TOTE", "CLIP", "FB-PACK-300-V1", "UB-BAG-1200-V1", "UB-BAG-600-V1"]);
  });

  it("is open to a Team Member (claims) and closed to an unsupported group", async () => {
    // The path by hand on purpose: the descriptor's path with a trailing slash added.
    expect((await be.call("GET", "/api/items/skus/", { token: await be.demoToken("team") })).status).toBe(200);
    expect((await be.as("guest").call(endpoints.listItemSkus)).status).toBe(403);
    expect((await be.as(null).call(endpoints.listItemSkus)).status).toBe(401);
  });
});

/** `GET items/skus` (spec 02 §7): every SKU, sorted; every role may read it (the claim form's list). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "@/server/backend/db/schema";
import { createTestBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";

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
    const res = await be.call("GET", "/api/items/skus", { token: await be.tokenFor("ops+bark@example.com") });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(["AB-TOTE", "CLIP", "FB-PACK-300-V1", "UB-BAG-1200-V1", "UB-BAG-600-V1"]);
  });

  it("is open to a Team Member (claims) and closed to an unsupported group", async () => {
    expect((await be.call("GET", "/api/items/skus/", { token: await be.tokenFor("team+bark@example.com") })).status).toBe(200);
    expect((await be.call("GET", "/api/items/skus", { token: await be.tokenFor("guest+bark@example.com") })).status).toBe(403);
    expect((await be.call("GET", "/api/items/skus")).status).toBe(401);
  });
});

/** GET /api/recipes/ids on the embedded API (any signed-in user). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "@/server/backend/seed";
import { sortRecipeIds } from "@/server/backend/queries/recipes";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { endpoints } from "@/lib/contract/endpoints";
import { DEMO } from "../support/demo-staff";

describe(`GET /api/recipes/ids (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;

  beforeAll(async () => {
    be = await createTestBackend();
    await seedDatabase(be.db, { customers: 0, staffPassword: DEMO_PASSWORD });
  });
  afterAll(async () => {
    await be?.close();
  });

  it("lists the recipe codes, UnKibble first, for a Team Member", async () => {
    const token = await be.tokenFor(DEMO.team);
    const res = await be.as({ token }).call(endpoints.listRecipeIds);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(["U-B", "U-T", "U-C", "U-S", "F-L", "F-B", "F-T"]);
    // The path by hand on purpose: the descriptor's path with a trailing slash added.
    const slash = await be.call("GET", "/api/recipes/ids/", { token });
    expect(slash.status).toBe(200);
  });

  it("answers the unsupported-group account too (any signed-in user) and refuses no token", async () => {
    const guest = await be.tokenFor(DEMO.guest);
    const res = await be.as({ token: guest }).call(endpoints.listRecipeIds);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(7);
    expect((await be.as(null).call(endpoints.listRecipeIds)).status).toBe(401);
  });

  it("puts ids outside the spec's list after it, alphabetically", () => {
    expect(sortRecipeIds(["X-Z", "F-T", "A-A", "U-B"])).toEqual(["U-B", "F-T", "A-A", "X-Z"]);
  });
});

/**
 * The customer page's open claims (server/bff/pages/customer-claims.ts, issue 21): only orders with
 * `has_claim` are asked (GET claims/order/{id}); a list entry with the optional resolution fields
 * (issue 22) needs no other call, one without them is read with GET claims/{id}; counted per order by
 * lib/claims/open.ts; a failed call gives null (the band says the claims could not be checked).
 * Next's request context is a stand-in, as in bff-server-components.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { endpoints } from "@/lib/contract/endpoints";
import type { OrderForOpenCheck } from "@/lib/claims/open";
import { endpointPath } from "../support/api-client";
import { ACCOUNTS, json, sessionCookie, startFakeUpstream, testConfig, type FakeUpstream } from "../support/bff";

const ctx = vi.hoisted(() => ({ cookie: "", config: undefined as unknown }));
vi.mock("next/headers", () => ({
  cookies: async () => (await import("../support/bff")).cookieStoreOf(ctx.cookie),
  headers: async () => new Headers({ host: "localhost:3000", "x-bark-path": "/customer-lookup/11__Ann_Lee" }),
}));
vi.mock("@/server/bff/config/config", async () => {
  const core = await vi.importActual<typeof import("@/server/bff/config/config-core")>("@/server/bff/config/config-core");
  return { ...core, getConfig: () => ctx.config };
});

const { loadOpenClaims } = await import("@/server/bff/pages/customer-claims");

const FILED = "2026-11-01T12:00:00Z";
const order = (id: string, has_claim: boolean): OrderForOpenCheck & { has_claim: boolean } => ({
  id,
  has_claim,
  order_type: "SUBSCRIPTION",
  status: "COMPLETE",
  charged: "2026-10-20T12:00:00Z",
  created: "2026-10-19T12:00:00Z",
  total_price: 100,
  charge: { status: "SUCCESS" },
  replacement_parent_order: null,
  products: [{ code: "MEAL-U-B", total_refunds: 0 }],
  fulfillments: [],
});
const entry = (claim_id: number, extra: Record<string, unknown> = {}) => ({ claim_id, fulfillment_id: "5001", product_id: "MEAL-U-B", pet_id: null, version: 1, ...extra });

let fake: FakeUpstream;
let failClaims = false;

beforeAll(async () => {
  fake = await startFakeUpstream((req, res) => {
    const url = req.url ?? "";
    if (failClaims && url.startsWith("/api/claims")) return json(res, 500, { detail: "boom" });
    if (url === endpointPath(endpoints.listOrderClaims, { orderId: "100" })) {
      return json(res, 200, [entry(1, { resolution_types: ["REFUND"], created: FILED }), entry(2, { resolution_types: ["NO_RESOLUTION"], created: FILED }), entry(3)]);
    }
    if (url === endpointPath(endpoints.getClaim, { id: 3 })) {
      return json(res, 200, { ...entry(3), id: 3, order_id: "100", account_id: 11, claim_types: ["MISPACK"], gladly_conversation_url: "https://bark.gladly.qa/x", resolution_types: ["REPLACEMENT"], product_code: "MEAL-U-B", created_by: null, created: FILED, last_updated: FILED });
    }
    return json(res, 404, { detail: "Not found." });
  });
  const config = testConfig(fake.url);
  ctx.config = config;
  ctx.cookie = await sessionCookie(config, { token: "open-claims-token-0123456789abcdef", account: ACCOUNTS.team });
});
afterAll(async () => {
  await fake.close();
});

describe("loadOpenClaims", () => {
  it("asks only the orders with a claim, reads a claim only when its list entry lacks the resolution fields, counts the open ones", async () => {
    const open = await loadOpenClaims(ACCOUNTS.team, [order("100", true), order("200", false)]);
    expect([...open!]).toEqual([["100", 2]]);
    expect(fake.callsTo("/api/claims").map((c) => c.url)).toEqual([endpointPath(endpoints.listOrderClaims, { orderId: "100" }), endpointPath(endpoints.getClaim, { id: 3 })]);
  });

  it("is null when the claims cannot be read, and asks nothing when no order has a claim", async () => {
    failClaims = true;
    try {
      expect(await loadOpenClaims(ACCOUNTS.team, [order("100", true)])).toBeNull();
      const before = fake.calls.length;
      expect([...(await loadOpenClaims(ACCOUNTS.team, [order("200", false)]))!]).toEqual([]);
      expect(fake.calls.length).toBe(before);
    } finally {
      failClaims = false;
    }
  });
});

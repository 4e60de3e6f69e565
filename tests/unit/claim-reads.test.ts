/** server/bff/pages/claim-reads.ts: an order without a claim is not read (issue 23, the order page's Claims panel). */
import { describe, expect, it, vi } from "vitest";
import { endpoints } from "@/lib/contract/endpoints";

const upstreamCall = vi.fn();
vi.mock("@/server/bff/upstream/upstream", () => ({ upstreamCall: (...args: unknown[]) => upstreamCall(...args) }));
const { readClaimsOfOrder } = await import("@/server/bff/pages/claim-reads");

describe("readClaimsOfOrder", () => {
  it("answers no claims without a call when the order's has_claim is false", async () => {
    expect(await readClaimsOfOrder({ id: "1000160", has_claim: false })).toEqual([]);
    expect(upstreamCall).not.toHaveBeenCalled();
  });
  it("reads GET claims/order/{id} when it is true", async () => {
    const entries = [{ claim_id: 7, fulfillment_id: "5000016", product_id: "MEAL-U-B", pet_id: null }];
    upstreamCall.mockResolvedValueOnce(entries);
    expect(await readClaimsOfOrder({ id: "1000016", has_claim: true })).toBe(entries);
    expect(upstreamCall).toHaveBeenCalledWith(endpoints.listOrderClaims, { params: { orderId: "1000016" } });
  });
});

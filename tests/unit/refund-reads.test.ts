/**
 * The order page reads refunds once per request (server/bff/pages/refund-reads.ts): its Refunds
 * section and its timeline ask the same call (GET refunds?account=), which React's `cache` shares
 * within a render. Here `cache` memoises per argument as it does in a server render, and the test
 * counts the upstream calls the section and the order's timeline make together: one.
 */
import { describe, expect, it, vi } from "vitest";
import type { AccountDto } from "@/lib/contract/customers";
import { endpoints } from "@/lib/contract/endpoints";
import type { RefundRecord } from "@/lib/contract/order-actions";
import type { OrderDto } from "@/lib/contract/orders";

vi.mock("react", async (actual) => {
  const react = await actual<typeof import("react")>();
  // One render's cache: the same argument answers the same promise.
  const cache = <A, R>(fn: (arg: A) => R) => {
    const memo = new Map<A, R>();
    return (arg: A) => (memo.has(arg) ? memo.get(arg)! : (memo.set(arg, fn(arg)), memo.get(arg)!));
  };
  return { ...react, cache, default: { ...react, cache } };
});
const upstreamCall = vi.fn();
vi.mock("@/server/bff/upstream/upstream", () => ({ upstreamCall: (...args: unknown[]) => upstreamCall(...args), UpstreamError: class extends Error {} }));
const { OrderRefundsPanel } = await import("@/components/orders/order-refunds-panel");
const { loadTimeline, upstreamTimelineReads } = await import("@/server/bff/pages/timeline");

const refund = (id: number, orderId: string): RefundRecord => ({ id, order_id: orderId, created: "2026-03-01T10:00:00.000Z", staff_email: "team+bark@example.com", total: 5, lines: [], reason: null });
const order = { id: "800", status: "COMPLETE", total_refunds: 5, has_claim: false, products: [], fulfillments: [], discounts: [], created: "2026-02-01T10:00:00.000Z" } as unknown as OrderDto;
const account = { id: 42, pets: [], petplans: [], orders: { upcoming: [], processing: [], past: [order, { ...order, id: "801" }] } } as unknown as AccountDto;

describe("refund reads on the order page", () => {
  it("the Refunds section and the timeline make one GET refunds between them, and the section keeps the order's records", async () => {
    upstreamCall.mockImplementation(async (endpoint: unknown) => (endpoint === endpoints.listRefunds ? [refund(2, "801"), refund(1, "800")] : []));
    const [panel] = await Promise.all([
      OrderRefundsPanel({ ctx: { customerId: 42, order } as Parameters<typeof OrderRefundsPanel>[0]["ctx"] }),
      loadTimeline(account, { orderId: "800" }, upstreamTimelineReads),
    ]);
    const refundCalls = upstreamCall.mock.calls.filter(([endpoint]) => endpoint === endpoints.listRefunds);
    expect(refundCalls).toEqual([[endpoints.listRefunds, { query: { account: "42" } }]]);
    const records = (panel as { props: { children: { props: { records: RefundRecord[] } } } }).props.children.props.records;
    expect(records.map((r) => r.id)).toEqual([1]);
  });
});

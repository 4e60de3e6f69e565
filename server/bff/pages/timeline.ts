/**
 * The BFF's timeline of a customer or of one order (issue 22): reads the customer changelog (one
 * retry, as every changelog load), the customer's refund records (GET refunds?account=) and the
 * claims of the orders that have some (GET
 * claims/order/{id}, then GET claims/{id} for each, at most MAX_CLAIM_READS), all in parallel,
 * and assembles them with the account's orders by lib/timeline/build.ts. A source that fails leaves
 * its entries out and is named in `failed` (the timeline's pages carry it: the view says so, and takes
 * a next page built without a source its list had as not loaded); the page never fails for it.
 * The reads are injectable (`reads`) so tests run it against the embedded API.
 */
import "server-only";
import { unstable_rethrow } from "next/navigation";
import { retryOnce } from "../../../lib/changelog";
import type { ClaimDto, ClaimListEntry } from "../../../lib/contract/claims";
import type { AccountDto, CustomerChangelogEntryDto } from "../../../lib/contract/customers";
import type { RefundRecord } from "../../../lib/contract/order-actions";
import { endpoints } from "../../../lib/contract/endpoints";
import { buildTimeline } from "../../../lib/timeline/build";
import type { Timeline, TimelineItem } from "../../../lib/timeline/entries";
import { upstreamCall } from "../upstream/upstream";
import { readClaim, readOrderClaims } from "./claim-reads";
import { readCustomerRefunds } from "./refund-reads";

export interface TimelineReads {
  changelog(customerId: number): Promise<CustomerChangelogEntryDto[]>;
  orderClaims(orderId: string): Promise<ClaimListEntry[]>;
  claim(id: number): Promise<ClaimDto>;
  refunds(customerId: number): Promise<RefundRecord[]>;
}

export const upstreamTimelineReads: TimelineReads = {
  changelog: (customerId) => upstreamCall(endpoints.listCustomerChangelog, { params: { customerId } }),
  // Shared with the summary band and the order's Claims panel: one call per request (./claim-reads.ts).
  orderClaims: readOrderClaims,
  claim: readClaim,
  // Shared with the order page's Refunds section: one call per request (./refund-reads.ts).
  refunds: readCustomerRefunds,
};

/** The most claims read for one timeline (the newest by id); older ones show through their changelog entries. */
export const MAX_CLAIM_READS = 30;

/** What the section names when a source failed. */
export const TIMELINE_SOURCES = { changelog: "the changelog", claims: "claims", refunds: "refund records" } as const;

/** lib/timeline/entries.ts Timeline: what timelinePage pages, for the section and the timeline route alike. */
export interface TimelineResult extends Timeline {
  /** Newest first; their texts are built for the page shown (lib/timeline/entries.ts timelinePage). */
  entries: TimelineItem[];
  /** The sources that could not be loaded (TIMELINE_SOURCES values). */
  failed: string[];
}

async function settle<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    unstable_rethrow(error);
    return null;
  }
}

/** The claims of these orders, read in full (newest first, at most MAX_CLAIM_READS); null entries failed. */
async function readClaims(orderIds: readonly string[], reads: TimelineReads): Promise<{ claims: ClaimDto[]; failed: boolean }> {
  const lists = await Promise.all(orderIds.map((id) => settle(reads.orderClaims(id))));
  const ids = [...new Set(lists.flatMap((l) => (l ?? []).map((c) => c.claim_id)))].sort((a, b) => b - a).slice(0, MAX_CLAIM_READS);
  const claims = await Promise.all(ids.map((id) => settle(reads.claim(id))));
  return { claims: claims.filter((c): c is ClaimDto => c !== null), failed: lists.includes(null) || claims.includes(null) };
}

/**
 * The timeline of `account` (already loaded by the page), or of its order `orderId` only: newest
 * first, every entry (the section pages and filters them).
 */
export async function loadTimeline(account: AccountDto, scope: { orderId?: string } = {}, reads: TimelineReads = upstreamTimelineReads): Promise<TimelineResult> {
  const orders = [...account.orders.upcoming, ...account.orders.processing, ...account.orders.past];
  const withClaims = orders.filter((o) => o.has_claim && (scope.orderId === undefined || o.id === scope.orderId)).map((o) => o.id);
  const hasRefunds = orders.some((o) => o.total_refunds > 0);
  const [changelog, claims, refunds] = await Promise.all([
    settle(retryOnce(() => reads.changelog(account.id))),
    readClaims(withClaims, reads),
    hasRefunds ? settle(reads.refunds(account.id)) : Promise.resolve([]),
  ]);
  return {
    entries: buildTimeline({ account, changelog, claims: claims.claims, refunds }, scope),
    // Without the records, refunds show from the changelog, but those it does not hold (imported
    // history) only from the orders' totals, without their time and staff: named too, so the section
    // says so and the view never adds such a page after a list built with them.
    failed: [...(changelog === null ? [TIMELINE_SOURCES.changelog] : []), ...(claims.failed ? [TIMELINE_SOURCES.claims] : []), ...(refunds === null ? [TIMELINE_SOURCES.refunds] : [])],
  };
}

/**
 * The timeline's pure rules (issue 22, lib/timeline/): how the changelog, the orders and the claims
 * merge into one list of entries, newest first; which kind each change is; the refund mapping; the
 * filters (kind, dog, staff, business days), the order page's subset, the links and the URL parsers.
 */
import { describe, expect, it } from "vitest";
import type { ClaimDto } from "@/lib/contract/claims";
import type { CustomerChangelogEntryDto } from "@/lib/contract/customers";
import type { OrderDto } from "@/lib/contract/orders";
import { buildTimeline, type TimelineSources } from "@/lib/timeline/build";
import { timelineContext } from "@/lib/timeline/context";
import { cursorAfter, entriesOfOrder, entryOf, filterTimeline, lacksSourceOf, NO_TIMELINE_FILTERS, sortTimeline, TIMELINE_PAGE_SIZE, timelineDogOptions, timelineLink, timelinePage, timelineStaffOptions, type TimelineEntry, type TimelineItem } from "@/lib/timeline/entries";
import { REFUND_FROM_TOTALS, refundTimelineEntry } from "@/lib/timeline/refunds";
import { filtersOfUrl, loadTimelineFilters, parseAsDay, TIMELINE_CURSOR_MESSAGE, TIMELINE_OFFSET_MESSAGE, timelineFilterParsers, timelineOffsetField, timelinePageHref, timelinePageStart } from "@/lib/timeline/url";
import { orderDto } from "../support/order-dto";
import { timelineEntry, timelineItem, timelineOf } from "../support/timeline-entry";

const MAPLE = "aaaaaaaa-1111-4000-8000-000000000001";
const SPROUT = "bbbbbbbb-2222-4000-8000-000000000002";
const AGENT = "team+bark@example.com";
const OTHER = "admin+bark@example.com";

function order(id: string, extra: Partial<OrderDto> = {}): OrderDto {
  return orderDto({
    id,
    status: "COMPLETE",
    subtotal_price: 50,
    total_price: 50,
    scheduled: "2026-03-01",
    products: [
      { id: Number(id) * 10 + 1, code: "MEAL-U-B-4200-4W", description: "UnKibble Beef", quantity: 1, unit_price: 40, discount_amount: 0, tax_amount: 0, total_price: 40, total_refunds: 0, refund_amount: 40, type: "SUBSCRIPTION", product_type: "MEAL", pet_id: MAPLE, pet_plan: { id: 1, pet_name: "Maple" } },
      { id: Number(id) * 10 + 2, code: "SNACK-JERKY-BEEF", description: "Jerky", quantity: 1, unit_price: 10, discount_amount: 0, tax_amount: 0, total_price: 10, total_refunds: 0, refund_amount: 10, type: "ADDON", product_type: "SNACK", pet_id: MAPLE, pet_plan: { id: 1, pet_name: "Maple" } },
    ],
    created: "2026-02-01T15:00:00.000Z",
    version: 1,
    ...extra,
  });
}

let nextId = 1;
function change(entry: Partial<CustomerChangelogEntryDto> & Pick<CustomerChangelogEntryDto, "object_type" | "action" | "created">): CustomerChangelogEntryDto {
  return { id: nextId++, object_id: null, pet_id: null, pet_name: null, changes: {}, staff_email: AGENT, ...entry };
}

const pets = [
  { id: MAPLE, name: "Maple" },
  { id: SPROUT, name: "Sprout" },
];
const account = (orders: OrderDto[]): TimelineSources["account"] => ({
  orders: { upcoming: [], processing: [], past: orders },
  pets: pets as TimelineSources["account"]["pets"],
});

const claim = (id: number, orderId: string, extra: Partial<ClaimDto> = {}): ClaimDto =>
  ({
    id,
    order_id: orderId,
    account_id: 7,
    claim_types: ["ADVERSE_REACTION", "ROOF"],
    resolution_types: ["REFUND"],
    product_code: "MEAL-U-B-4200-4W",
    fulfillment_id: `F-${orderId}`,
    pet_id: MAPLE,
    created_by: OTHER,
    created: "2026-03-05T12:00:00.000Z",
    last_updated: "2026-03-05T12:00:00.000Z",
    version: 1,
    ...extra,
  }) as ClaimDto;

const byId = (entries: TimelineEntry[], id: string) => entries.find((e) => e.id === id)!;
/** The timeline with every entry's texts built (as pages show them). */
const built = (...args: Parameters<typeof buildTimeline>) => buildTimeline(...args).map(entryOf);

describe("buildTimeline: one list from the orders, the changelog and the claims", () => {
  it("an order is one created entry carrying the staff of its changelog CREATE (not shown twice), plus its charge", () => {
    const replacement = order("300", { order_type: "REPLACEMENT", replacement_parent_order: "100", created: "2026-03-10T10:00:00.000Z", total_price: 0 });
    const oneTime = order("400", { order_type: "ONETIME", created: "2026-03-11T10:00:00.000Z", charged: "2026-03-11T10:00:01.000Z", charge: { status: "SUCCESS", error: null, card_number: "**** 4242", card_type: null, payload: null } });
    const entries = built({
      account: account([order("100", { charged: "2026-03-01T12:00:00.000Z" }), replacement, oneTime]),
      changelog: [change({ object_type: "order", action: "CREATE", object_id: "300", created: "2026-03-10T10:00:00.000Z", changes: { order_type: { old: null, new: "REPLACEMENT" } } })],
      claims: [],
      refunds: [],
    });
    expect(entries.filter((e) => e.id.startsWith("changelog-"))).toEqual([]);
    const created = byId(entries, "order-300-created");
    expect(created).toMatchObject({ kind: "replacement", staff: AGENT, summary: "Replacement order 300 created for order 100", orderIds: ["300", "100"], dog: { id: MAPLE, name: "Maple" } });
    expect(byId(entries, "order-400-created")).toMatchObject({ kind: "replacement", summary: "One-time order 400 created ($50.00)" });
    expect(byId(entries, "order-400-charged")).toMatchObject({ kind: "replacement", summary: "Order 400 charged $50.00", details: ["Card **** 4242"] });
    expect(byId(entries, "order-100-created")).toMatchObject({ kind: "order", staff: null, summary: "Subscription order 100 created, scheduled for Mar 1, 2026" });
    // The order's contents are as they are now (a discount applied later has its own entry): said so.
    // Each as "quantity × product name", as an order edit's entry names them (lib/timeline/order-lines.ts).
    expect(byId(entries, "order-100-created").details).toEqual(["Products now: 1 × UnKibble Beef, 1 × Jerky"]);
    expect(byId(entries, "order-100-charged").time).toBe("2026-03-01T12:00:00.000Z");
    expect(entries.map((e) => e.id)).toEqual(["order-400-charged", "order-400-created", "order-300-created", "order-100-charged", "order-100-created"]);
  });

  it("a one-time order's charge, successful or failed, is its creator's (the Confirm charged it in the same request), so the Staff filter keeps it; billing's charges stay the system's (was: every charge by system)", () => {
    const paid = order("400", { order_type: "ONETIME", created: "2026-03-11T10:00:00.000Z", charged: "2026-03-11T10:00:00.000Z", charge: { status: "SUCCESS", error: null, card_number: "**** 4242", card_type: null, payload: null } });
    const declined = order("500", { order_type: "ONETIME", status: "MAX_RETRY_REACHED", created: "2026-03-12T10:00:00.000Z", charged: null, charge: { status: "FAILED", error: "Card declined", card_number: null, card_type: null, payload: null, attempted_at: "2026-03-12T10:00:00.000Z" } });
    // A one-time order with no staff CREATE entry (placed by the customer): nobody to credit.
    const unplaced = order("550", { order_type: "ONETIME", created: "2026-03-13T10:00:00.000Z", charged: "2026-03-13T10:00:00.000Z" });
    // A replacement is free: its creation charges nothing, so a charge it carries is not its creator's.
    const replacement = order("300", { order_type: "REPLACEMENT", replacement_parent_order: "100", created: "2026-03-10T10:00:00.000Z", charged: "2026-03-14T10:00:00.000Z", total_price: 0 });
    const subscription = order("100", { charged: "2026-03-01T12:00:00.000Z" });
    const created = (id: string, by: string) => change({ object_type: "order", action: "CREATE", object_id: id, created: "2026-03-10T10:00:00.000Z", staff_email: by });
    const sources: TimelineSources = {
      account: account([subscription, replacement, paid, declined, unplaced]),
      changelog: [created("400", AGENT), created("500", OTHER), created("300", AGENT), created("100", AGENT)],
      claims: [],
      refunds: [],
    };
    const entries = built(sources);
    expect(byId(entries, "order-400-charged")).toMatchObject({ staff: AGENT, summary: "Order 400 charged $50.00" });
    expect(byId(entries, "order-500-charged")).toMatchObject({ staff: OTHER, summary: "Charge of $50.00 for order 500 failed" });
    expect(byId(entries, "order-550-charged").staff).toBeNull();
    expect(byId(entries, "order-300-charged").staff).toBeNull();
    expect(byId(entries, "order-100-charged").staff).toBeNull();
    // The Staff filter shows the agent's order with its charge.
    const ids = (staff: string) => filterTimeline(entries, { ...NO_TIMELINE_FILTERS, staff }).map((e) => e.id);
    expect(ids(AGENT)).toEqual(["order-400-created", "order-400-charged", "order-300-created", "order-100-created"]);
    expect(ids(OTHER)).toEqual(["order-500-created", "order-500-charged"]);
  });

  it("a charge that failed (no `charged` time) still has its entry, at its attempt, saying so (was: left out, so a declined card did not show; then at the scheduled date as if recorded)", () => {
    const declined = order("500", {
      order_type: "ONETIME",
      status: "MAX_RETRY_REACHED",
      created: "2026-03-12T10:00:00.000Z",
      scheduled: "2026-03-12T10:00:00.000Z",
      charged: null,
      charge: { status: "FAILED", error: "Card declined", card_number: "************0002", card_type: null, payload: null },
    });
    const hold = order("600", { status: "HOLD", scheduled: "2026-03-20T12:00:00.000Z", charged: null, charge: { status: "FAILED", error: "Insufficient funds", card_number: null, card_type: null, payload: null } });
    // The API records the attempt with the charge: the entry is placed there, not at the scheduled date.
    const attempted = order("800", { status: "HOLD", scheduled: "2026-03-20T12:00:00.000Z", charged: null, charge: { status: "FAILED", error: "Card expired", card_number: null, card_type: null, payload: null, attempted_at: "2026-03-21T09:15:00.000Z" } });
    const entries = built({
      account: account([declined, hold, attempted]),
      changelog: [change({ object_type: "order", action: "CREATE", object_id: "500", created: "2026-03-12T10:00:00.000Z", changes: { charge_status: { old: null, new: "FAILED" } } })],
      claims: [],
      refunds: [],
    });
    expect(byId(entries, "order-500-charged")).toMatchObject({ kind: "replacement", time: "2026-03-12T10:00:00.000Z", summary: "Charge of $50.00 for order 500 failed", details: ["Card ************0002", "Card declined"] });
    expect(byId(entries, "order-500-charged").timeRecorded).toBe(true);
    // No attempt time recorded: placed at the scheduled date, and the entry says its time was not recorded.
    expect(byId(entries, "order-600-charged")).toMatchObject({ kind: "order", time: "2026-03-20T12:00:00.000Z", timeRecorded: false, summary: "Charge of $50.00 for order 600 failed", details: ["Insufficient funds"] });
    expect(byId(entries, "order-800-charged")).toMatchObject({ time: "2026-03-21T09:15:00.000Z", timeRecorded: true, summary: "Charge of $50.00 for order 800 failed" });
    // An order not charged yet (no charge at all) has none.
    expect(built({ account: account([order("700", { charged: null, charge: null })]), changelog: [], claims: [], refunds: [] }).map((e) => e.id)).toEqual(["order-700-created"]);
  });

  it("a one-time order placed at $0.00 (100% off: the API charges nothing, no charge record) has no charge entry; its created entry says nothing was charged", () => {
    const free = order("900", { order_type: "ONETIME", status: "READY_FOR_FULFILLMENT", created: "2026-03-15T10:00:00.000Z", total_price: 0, total_discounts: 50, charged: null, charge: null, payment_type: null });
    const entries = built({ account: account([free]), changelog: [], claims: [], refunds: [] });
    expect(entries.map((e) => e.id)).toEqual(["order-900-created"]);
    expect(byId(entries, "order-900-created")).toMatchObject({
      summary: "One-time order 900 created ($0.00)",
      details: ["Products now: 1 × UnKibble Beef, 1 × Jerky", "Nothing was charged: the order's total is $0.00."],
    });
    // An upcoming one at $0.00 is not placed yet: nothing said.
    const upcoming = order("901", { order_type: "SUBSCRIPTION", status: "PREVIEW", total_price: 0, charged: null, charge: null });
    expect(byId(built({ account: account([upcoming]), changelog: [], claims: [], refunds: [] }), "order-901-created").details).toEqual(["Products now: 1 × UnKibble Beef, 1 × Jerky"]);
  });

  it("each refund record is a refund (lines, staff, time, reason); the changelog's entry of the same refund is not shown again", () => {
    const o = order("100", { total_refunds: 25 });
    const entries = built({
      account: account([o]),
      changelog: [change({ object_type: "refund", action: "CREATE", object_id: "100", created: "2026-03-20T14:00:00.000Z", changes: { total_refunds: { old: 0, new: 25 } } })],
      claims: [],
      refunds: [
        {
          id: 7,
          order_id: "100",
          created: "2026-03-20T14:00:00.000Z",
          staff_email: AGENT,
          total: 25,
          lines: [
            { id: 7, order_product_id: 1001, product_code: "MEAL-U-B-4200-4W", description: "UnKibble Beef", amount: 20, tax_amount: 0 },
            { id: 8, order_product_id: 1002, product_code: "SNACK-JERKY-BEEF", description: "Jerky", amount: 5, tax_amount: 0 },
          ],
          reason: { code: "OTHER", note: "Parcel left in the rain" },
        },
      ],
    });
    expect(entries.filter((e) => e.kind === "refund")).toEqual([
      {
        id: "refund-record-7",
        kind: "refund",
        time: "2026-03-20T14:00:00.000Z",
        timeRecorded: true,
        staff: AGENT,
        summary: "Refunded $25.00 on order 100 (2 lines)",
        details: ["UnKibble Beef: $20.00", "Jerky: $5.00", "Reason: Other: Parcel left in the rain"],
        dog: { id: MAPLE, name: "Maple" },
        orderIds: ["100"],
        target: { type: "refunds", orderId: "100" },
      },
    ]);
  });

  it("without the records: a changelog refund is a refund with its amount, lines, staff, time and reason; refunds only the totals know are one more, without a time", () => {
    const recorded = order("100", { total_refunds: 25 });
    recorded.products[0]!.total_refunds = 25;
    const legacy = order("200", { total_refunds: 20, charged: "2026-01-10T12:00:00.000Z" });
    legacy.products[0]!.total_refunds = 20;
    const entries = built({
      account: account([recorded, legacy]),
      changelog: [
        change({
          object_type: "refund",
          action: "CREATE",
          object_id: "100",
          created: "2026-03-20T14:00:00.000Z",
          changes: { total_refunds: { old: 0, new: 25 }, refunds: { old: null, new: [{ order_product_id: 1001, amount: 20, tax_amount: 0 }, { order_product_id: 1002, amount: 5, tax_amount: 0 }] }, reason: { old: null, new: "DAMAGED_PRODUCT" } },
        }),
      ],
      claims: [],
      refunds: null,
    });
    const refunds = entries.filter((e) => e.kind === "refund");
    expect(refunds).toHaveLength(2);
    expect(refunds[0]).toMatchObject({ staff: AGENT, time: "2026-03-20T14:00:00.000Z", timeRecorded: true, summary: "Refunded $25.00 on order 100 (2 lines)", details: ["UnKibble Beef: $20.00", "Jerky: $5.00", "Reason: Damaged product"], orderIds: ["100"], target: { type: "refunds", orderId: "100" } });
    expect(refunds[1]).toMatchObject({ staff: null, time: "2026-01-10T12:00:00.000Z", timeRecorded: false, summary: "Refunded $20.00 on order 200 (1 line)", details: ["UnKibble Beef: $20.00", REFUND_FROM_TOTALS] });
  });

  it("an order's timeline is the entries about it, its replacements' too, built without the other orders' (issue 23)", () => {
    const sources: TimelineSources = {
      account: account([
        order("100", { charged: "2026-02-02T12:00:00.000Z", total_refunds: 5 }),
        order("200", { order_type: "REPLACEMENT", replacement_parent_order: "100", created: "2026-02-10T12:00:00.000Z" }),
        order("300", { created: "2026-03-01T12:00:00.000Z" }),
      ]),
      changelog: [
        change({ object_type: "order", action: "CREATE", object_id: "100", created: "2026-02-01T15:00:00.000Z" }),
        change({ object_type: "order", action: "UPDATE", object_id: "300", created: "2026-03-02T12:00:00.000Z", changes: { status: { old: "PREVIEW", new: "COMPLETE" } } }),
      ],
      claims: [claim(9, "100"), claim(10, "300")],
      refunds: null,
    };
    const all = built(sources);
    for (const id of ["100", "200", "300"]) expect(built(sources, { orderId: id })).toEqual(entriesOfOrder(all, id));
    expect(built(sources, { orderId: "100" }).map((e) => e.id)).toContain("order-200-created");
    expect(built(sources, { orderId: "100" }).map((e) => e.id)).not.toContain("order-300-created");
  });

  it("the refund mapping names the one dog of its lines, and no reason when there is none", () => {
    const ctx = timelineContext(account([order("100")]));
    const entry = entryOf(refundTimelineEntry({ id: "r1", orderId: "100", time: "2026-03-20T14:00:00.000Z", timeRecorded: true, staff: AGENT, amount: 5, lines: [{ code: "SNACK-JERKY-BEEF", amount: 5, petId: SPROUT }], reason: null }, ctx));
    expect(entry.details).toEqual(["Jerky: $5.00"]);
    expect(entry.dog).toEqual({ id: SPROUT, name: "Sprout" });
  });

  it("refund lines read by product name: with each line's dog when the refund covers several, the code when the name is not known", () => {
    const ctx = timelineContext(account([order("100")]));
    const entry = entryOf(
      refundTimelineEntry(
        {
          id: "r2",
          orderId: "100",
          time: "2026-03-20T14:00:00.000Z",
          timeRecorded: true,
          staff: AGENT,
          amount: 28,
          lines: [
            { code: "MEAL-U-B-4200-4W", amount: 20, petId: MAPLE },
            { code: "SNACK-JERKY-BEEF", amount: 5, petId: SPROUT },
            { code: "GONE-FROM-CATALOGUE", amount: 3, petId: null },
          ],
          reason: null,
        },
        ctx,
      ),
    );
    expect(entry.details).toEqual(["UnKibble Beef for Maple: $20.00", "Jerky for Sprout: $5.00", "GONE-FROM-CATALOGUE: $3.00"]);
    expect(entry.dog).toBeNull();
  });

  it("a claim that was read is one filed entry (types, resolution, author); its changelog CREATE is dropped, its update stays on the order", () => {
    const entries = built({
      account: account([order("100", { has_claim: true, fulfillments: [{ id: "F-100" } as OrderDto["fulfillments"][number]] })]),
      changelog: [
        change({ object_type: "claim", action: "CREATE", object_id: "9", pet_id: MAPLE, created: "2026-03-05T12:00:00.000Z" }),
        change({ object_type: "claim", action: "UPDATE", object_id: "9", pet_id: MAPLE, created: "2026-03-06T12:00:00.000Z", changes: { resolution_types: { old: ["REFUND"], new: ["REFUND", "REPLACEMENT"] } } }),
        change({ object_type: "claim", action: "DELETE", object_id: "8", created: "2026-03-07T12:00:00.000Z", changes: { fulfillment_id: { old: "F-100", new: null } } }),
      ],
      claims: [claim(9, "100")],
      refunds: [],
    });
    const claims = entries.filter((e) => e.kind === "claim");
    expect(claims.map((e) => e.summary)).toEqual(["Claim 8 deleted", "Claim 9 updated: resolution types", "Claim 9 filed on MEAL-U-B-4200-4W: Adverse reaction and ROOF"]);
    expect(claims[2]).toMatchObject({ staff: OTHER, details: ["Resolution: Refund (partial or full)", "Fulfillment F-100"], dog: { id: MAPLE, name: "Maple" }, target: { type: "claims", orderId: "100" } });
    // The update's resolutions read as the filed entry's (RESOLUTION_LABELS), not as the codes in words.
    expect(claims[1]).toMatchObject({ orderIds: ["100"], details: ["resolution types: Refund (partial or full) → Refund (partial or full), Replacement (partial or full)"] });
    // The deleted claim's order comes from its fulfillment (no claim read for it).
    expect(claims[0]).toMatchObject({ orderIds: ["100"], target: { type: "claims", orderId: "100" } });
  });

  it("a claim not read (deleted, its read failed, older than the claims read) keeps its edits on its order: its order is known from its own entries that name its fulfillment (was: an edit named no order, so it left the order page and linked to the account)", () => {
    const fulfillments = (...ids: string[]) => ids.map((id) => ({ id }) as OrderDto["fulfillments"][number]);
    const sources: TimelineSources = {
      account: account([order("100", { fulfillments: fulfillments("F-100", "F-100-S1") }), order("200", { fulfillments: fulfillments("F-200") })]),
      changelog: [
        // Claim 6 on order 100: filed, edited (only the fields changed), deleted.
        change({ object_type: "claim", action: "CREATE", object_id: "6", created: "2026-03-05T12:00:00.000Z", changes: { fulfillment_id: { old: null, new: "F-100" }, resolution_types: { old: null, new: ["REFUND"] } } }),
        change({ object_type: "claim", action: "UPDATE", object_id: "6", created: "2026-03-06T12:00:00.000Z", staff_email: OTHER, changes: { resolution_types: { old: ["REFUND"], new: ["REPLACEMENT"] } } }),
        change({ object_type: "claim", action: "DELETE", object_id: "6", created: "2026-03-07T12:00:00.000Z", changes: { fulfillment_id: { old: "F-100", new: null } } }),
        // Claim 7: its CREATE is not in the changelog (older history); a split moved it, then it was edited.
        change({ object_type: "claim", action: "UPDATE", object_id: "7", created: "2026-03-08T12:00:00.000Z", changes: { fulfillment_id: { old: "F-100", new: "F-100-S1" } } }),
        change({ object_type: "claim", action: "UPDATE", object_id: "7", created: "2026-03-09T12:00:00.000Z", changes: { photos_received: { old: "NO", new: "YES" } } }),
        // Claim 8 on order 200; claim 9 names no fulfillment anywhere: no order.
        change({ object_type: "claim", action: "CREATE", object_id: "8", created: "2026-03-10T12:00:00.000Z", changes: { fulfillment_id: { old: null, new: "F-200" } } }),
        change({ object_type: "claim", action: "UPDATE", object_id: "8", created: "2026-03-11T12:00:00.000Z", changes: { photos_received: { old: "NO", new: "YES" } } }),
        change({ object_type: "claim", action: "UPDATE", object_id: "9", created: "2026-03-12T12:00:00.000Z", changes: { photos_received: { old: "NO", new: "YES" } } }),
      ],
      claims: [],
      refunds: [],
    };
    const claimEntries = (scope: { orderId?: string } = {}) => built(sources, scope).filter((e) => e.kind === "claim").map((e) => [e.summary, e.orderIds, e.target]);
    const onClaims = (orderId: string) => ({ type: "claims", orderId });
    expect(claimEntries()).toEqual([
      ["Claim 9 updated: photos received", [], { type: "account" }],
      ["Claim 8 updated: photos received", ["200"], onClaims("200")],
      ["Claim 8 filed", ["200"], onClaims("200")],
      ["Claim 7 updated: photos received", ["100"], onClaims("100")],
      ["Claim 7 updated: fulfillment id", ["100"], onClaims("100")],
      ["Claim 6 deleted", ["100"], onClaims("100")],
      ["Claim 6 updated: resolution types", ["100"], onClaims("100")],
      ["Claim 6 filed", ["100"], onClaims("100")],
    ]);
    // The order page keeps its claims' edits, and only its own.
    expect(claimEntries({ orderId: "100" }).map(([summary]) => summary)).toEqual([
      "Claim 7 updated: photos received",
      "Claim 7 updated: fulfillment id",
      "Claim 6 deleted",
      "Claim 6 updated: resolution types",
      "Claim 6 filed",
    ]);
    // A claim read is as it is now: its order wins over what its entries name.
    const read = built({ ...sources, claims: [claim(8, "100", { fulfillment_id: "F-100" })] }).filter((e) => e.summary === "Claim 8 updated: photos received");
    expect(read.map((e) => e.orderIds)).toEqual([["100"]]);
  });

  it("maps each changelog change to its kind, sentence, dog and target", () => {
    const withFulfillment = order("100", { fulfillments: [{ id: "5000006" } as OrderDto["fulfillments"][number]] });
    const entries = built({
      account: account([withFulfillment]),
      changelog: [
        change({ object_type: "account", action: "UPDATE", created: "2026-03-01T00:00:00Z", changes: { email: { old: "a@x.com", new: "b@x.com" } } }),
        change({ object_type: "payment_processor", action: "UPDATE", created: "2026-03-02T00:00:00Z", changes: { primary_payment_processor: { old: "braintree", new: "stripe" } } }),
        change({ object_type: "pet", action: "UPDATE", pet_id: SPROUT, pet_name: "Sprout", created: "2026-03-03T00:00:00Z", changes: { status: { old: "CANCELLED", new: "DECEASED_TO_NOT_LIST" } } }),
        change({ object_type: "pet_plan", action: "UPDATE", pet_id: MAPLE, created: "2026-03-04T00:00:00Z", changes: { status: { old: "ACTIVE", new: "CANCELLED" }, primary_answer: { old: null, new: "Price" }, "order 100 status": { old: "PREVIEW", new: "CANCELLED" } } }),
        change({ object_type: "discount", action: "CREATE", object_id: "10POFFX1-ABCDEF", created: "2026-03-05T00:00:00Z", changes: { order_id: { old: null, new: "100" } } }),
        change({ object_type: "order", action: "UPDATE", object_id: "100", created: "2026-03-06T00:00:00Z", changes: { discount_codes: { old: [], new: ["SAVE"] }, total_price: { old: 50, new: 45 } } }),
        change({ object_type: "order", action: "UPDATE", object_id: "100", created: "2026-03-07T00:00:00Z", changes: { status: { old: "FULFILLING", new: "CANCELLED" } } }),
        change({ object_type: "fulfillment", action: "CREATE", object_id: "5000006-S1", created: "2026-03-08T00:00:00Z", changes: { split_from: { old: null, new: "5000006" } } }),
        change({ object_type: "impersonation", action: "CREATE", created: "2026-03-09T00:00:00Z", staff_email: OTHER }),
      ],
      claims: [],
      refunds: [],
    });
    const fromChangelog = entries.filter((e) => e.id.startsWith("changelog-")).reverse();
    expect(fromChangelog.map((e) => [e.kind, e.summary])).toEqual([
      ["account", "Email changed from a@x.com to b@x.com"],
      ["account", "Payment processor switched from braintree to stripe"],
      ["dog", "Sprout's status changed from Cancelled to Deceased to not list"],
      ["dog", "Maple's plan cancelled"],
      ["order", "Discount 10POFFX1-ABCDEF applied to order 100"],
      ["order", "Order 100 edited: discount codes"],
      ["order", "Order 100 cancelled"],
      ["fulfillment", "Fulfillment 5000006-S1 split from 5000006"],
      ["account", "Logged in as the customer"],
    ]);
    expect(fromChangelog[2]).toMatchObject({ dog: { id: SPROUT, name: "Sprout" }, target: { type: "dog", petId: SPROUT } });
    expect(fromChangelog[3]!.details).toEqual(["status: Active → Cancelled", "primary answer: — → Price", "order 100 status: Preview → Cancelled"]);
    // The plan's cancellation cancelled order 100: it is on that order's timeline too.
    expect(fromChangelog[3]).toMatchObject({ orderIds: ["100"], target: { type: "dog", petId: MAPLE } });
    // A list of codes reads as its codes, not as JSON ("[] → [\"SAVE\"]").
    // Amounts read as money, as the rest of the page shows them (was "total price: 50 → 45").
    expect(fromChangelog[5]!.details).toEqual(["discount codes: — → SAVE", "total price: $50.00 → $45.00"]);
    expect(fromChangelog[7]).toMatchObject({ orderIds: ["100"], target: { type: "order", orderId: "100" } });
    expect(fromChangelog[0]!.target).toEqual({ type: "account" });
    expect(fromChangelog[8]!.staff).toBe(OTHER);
  });

  it("a customer's own discount code switched off or back on (Manage Discounts) reads as deactivated or reactivated, on the account, with its before and after (was: \"created for the account\" again)", () => {
    const entries = built({
      account: account([order("100")]),
      changelog: [
        change({ object_type: "discount", action: "CREATE", object_id: "WB-CX-10X3-ABCDEF", created: "2026-03-01T00:00:00Z", changes: { discount_code: { old: null, new: "WB-CX-10X3-ABCDEF" } } }),
        change({ object_type: "discount", action: "UPDATE", object_id: "WB-CX-10X3-ABCDEF", created: "2026-03-02T00:00:00Z", staff_email: OTHER, changes: { is_active: { old: true, new: false } } }),
        change({ object_type: "discount", action: "UPDATE", object_id: "WB-CX-10X3-ABCDEF", created: "2026-03-03T00:00:00Z", changes: { is_active: { old: false, new: true } } }),
      ],
      claims: [],
      refunds: [],
    });
    expect(entries.filter((e) => e.id.startsWith("changelog-")).map((e) => [e.kind, e.summary, e.staff, e.details, e.target])).toEqual([
      ["account", "Discount WB-CX-10X3-ABCDEF reactivated", AGENT, ["is active: false → true"], { type: "account" }],
      ["account", "Discount WB-CX-10X3-ABCDEF deactivated", OTHER, ["is active: true → false"], { type: "account" }],
      ["account", "Discount WB-CX-10X3-ABCDEF created for the account", AGENT, ["discount code: — → WB-CX-10X3-ABCDEF"], { type: "account" }],
    ]);
  });

  it("a refund or a claim has one id whichever source tells it: the timeline is built again for each page, and a source read on one call and not on the next must not show it twice (was: refund-changelog-N beside refund-record-M, changelog-N beside claim-M-filed)", () => {
    const o = order("100", { total_refunds: 25 });
    o.products[0]!.total_refunds = 20;
    o.products[1]!.total_refunds = 5;
    const at = "2026-03-20T14:00:00.000Z";
    // POST refunds writes the refund rows (7, 8) and a changelog entry naming them; GET refunds answers one record, id 7 (its lowest row).
    const refundEntry = change({
      object_type: "refund",
      action: "CREATE",
      object_id: "100",
      created: at,
      changes: { total_refunds: { old: 0, new: 25 }, refunds: { old: null, new: [{ id: 8, order_product_id: 1002, amount: 5, tax_amount: 0 }, { id: 7, order_product_id: 1001, amount: 20, tax_amount: 0 }] } },
    });
    const record = {
      id: 7,
      order_id: "100",
      created: at,
      staff_email: AGENT,
      total: 25,
      lines: [
        { id: 7, order_product_id: 1001, product_code: "MEAL-U-B-4200-4W", description: "UnKibble Beef", amount: 20, tax_amount: 0 },
        { id: 8, order_product_id: 1002, product_code: "SNACK-JERKY-BEEF", description: "Jerky", amount: 5, tax_amount: 0 },
      ],
      reason: null,
    };
    const claimEntry = change({ object_type: "claim", action: "CREATE", object_id: "9", created: "2026-03-05T12:00:00.000Z", changes: { order_id: { old: null, new: "100" } } });
    const sources: TimelineSources = { account: account([o]), changelog: [refundEntry, claimEntry], claims: [claim(9, "100")], refunds: [record] };
    const key = (entries: TimelineEntry[]) => entries.filter((e) => e.kind === "refund" || e.kind === "claim").map((e) => [e.id, e.time]);
    const whole = key(built(sources));
    expect(whole).toEqual([
      ["refund-record-7", at],
      ["claim-9-filed", "2026-03-05T12:00:00.000Z"],
    ]);
    // The records not read: the changelog's entry tells the refund, under the record's id; the claim not read: its CREATE entry, under its own id.
    expect(key(built({ ...sources, refunds: null }))).toEqual(whole);
    expect(key(built({ ...sources, claims: [] }))).toEqual(whole);
    // A changelog refund entry that names no refund rows (written before they were named) keeps its own id.
    const legacy = change({ object_type: "refund", action: "CREATE", object_id: "100", created: at, changes: { total_refunds: { old: 0, new: 25 } } });
    expect(built({ ...sources, changelog: [legacy], refunds: null }).filter((e) => e.kind === "refund").map((e) => e.id)).toEqual([`refund-changelog-${legacy.id}`]);
  });

  it("without the changelog (it failed) the orders and claims still make a timeline", () => {
    const entries = built({ account: account([order("100")]), changelog: null, claims: [claim(9, "100")], refunds: [] });
    expect(entries.map((e) => e.id)).toEqual(["claim-9-filed", "order-100-created"]);
  });
});

const entry = timelineEntry;

describe("sorting, filtering and the order page's subset", () => {
  const list = [
    entry("changelog-9", "2026-01-02T03:00:00.000Z", { kind: "refund", staff: AGENT, orderIds: ["100"] }),
    entry("changelog-10", "2026-01-02T03:00:00.000Z", { kind: "dog", dog: { id: MAPLE, name: "Maple" }, staff: OTHER }),
    entry("order-100-created", "2025-12-20T12:00:00.000Z", { orderIds: ["100"] }),
    entry("claim-3-filed", "2026-01-05T12:00:00.000Z", { kind: "claim", staff: AGENT, dog: { id: SPROUT, name: "Sprout" }, orderIds: ["200"] }),
  ];

  it("newest first; the same time by id, numerically (changelog-10 before changelog-9)", () => {
    expect(sortTimeline(list).map((e) => e.id)).toEqual(["claim-3-filed", "changelog-10", "changelog-9", "order-100-created"]);
  });

  it("filters by kind, dog and staff, each alone and together", () => {
    const ids = (f: Partial<typeof NO_TIMELINE_FILTERS>) => filterTimeline(list, { ...NO_TIMELINE_FILTERS, ...f }).map((e) => e.id);
    expect(ids({})).toHaveLength(4);
    expect(ids({ kind: ["refund", "claim"] })).toEqual(["changelog-9", "claim-3-filed"]);
    expect(ids({ dog: MAPLE })).toEqual(["changelog-10"]);
    expect(ids({ staff: AGENT })).toEqual(["changelog-9", "claim-3-filed"]);
    expect(ids({ staff: AGENT, kind: ["claim"], dog: SPROUT })).toEqual(["claim-3-filed"]);
  });

  it("dates are business days, inclusive: 03:00 UTC on Jan 2 is still Jan 1 in New York", () => {
    const ids = (from: string | null, to: string | null) => filterTimeline(list, { ...NO_TIMELINE_FILTERS, from, to }, "America/New_York").map((e) => e.id);
    expect(ids("2026-01-01", "2026-01-01")).toEqual(["changelog-9", "changelog-10"]);
    expect(ids("2026-01-02", null)).toEqual(["claim-3-filed"]);
    expect(ids(null, "2025-12-31")).toEqual(["order-100-created"]);
    expect(filterTimeline(list, { ...NO_TIMELINE_FILTERS, from: "2026-01-02", to: "2026-01-02" }, "UTC").map((e) => e.id)).toEqual(["changelog-9", "changelog-10"]);
  });

  it("a page of the filtered timeline, with how many the filters keep and how many there are (issue 23: paged on the server)", () => {
    expect(timelinePage(timelineOf(list), { ...NO_TIMELINE_FILTERS, staff: AGENT }, undefined)).toEqual({ entries: [list[0], list[3]], matched: 2, total: 4, remaining: 0, failed: [] });
    expect(timelinePage(timelineOf(list), NO_TIMELINE_FILTERS, undefined, 1, 2)).toEqual({ entries: [list[1], list[2]], matched: 4, total: 4, remaining: 1, failed: [] });
    const many = Array.from({ length: TIMELINE_PAGE_SIZE + 3 }, (_, i) => entry(`changelog-${i}`, "2026-01-01T00:00:00.000Z"));
    expect(timelinePage(timelineOf(many), NO_TIMELINE_FILTERS, undefined).entries).toEqual(many.slice(0, TIMELINE_PAGE_SIZE));
    expect(timelinePage(timelineOf(many), NO_TIMELINE_FILTERS, undefined, TIMELINE_PAGE_SIZE).entries).toEqual(many.slice(TIMELINE_PAGE_SIZE));
  });

  it("a next page starts after the entry shown last, by its time and id: an entry added above or removed meanwhile neither repeats one nor skips one (was: by offset)", () => {
    const hour = (i: number) => new Date(Date.UTC(2026, 0, 1) - i * 3_600_000).toISOString();
    const shown = Array.from({ length: 5 }, (_, i) => entry(`changelog-${20 - i}`, hour(i)));
    const rest = [entry("changelog-15", hour(5)), entry("changelog-14", hour(5)), entry("changelog-13", hour(6))];
    const first = timelinePage(timelineOf([...shown, ...rest]), NO_TIMELINE_FILTERS, undefined, 0, 5);
    expect(first).toMatchObject({ entries: shown, matched: 8, remaining: 3 });
    // Meanwhile: a new entry on top, and changelog-14 (same time as changelog-15: the id decides) gone.
    const now = [entry("changelog-21", hour(-1)), ...shown, rest[0]!, rest[2]!].map(timelineItem);
    const next = timelinePage({ entries: now, failed: [] }, NO_TIMELINE_FILTERS, undefined, cursorAfter(shown.at(-1)!), 5);
    expect(next).toEqual({ entries: [rest[0], rest[2]], matched: 8, total: 8, remaining: 0, failed: [] });
    // An offset would have repeated the last entry shown.
    expect(timelinePage({ entries: now, failed: [] }, NO_TIMELINE_FILTERS, undefined, 5, 5).entries[0]).toEqual(shown.at(-1));
    // The cursor's own entry gone: the page starts where it was; between two entries of one time, by id.
    expect(timelinePage({ entries: now, failed: [] }, NO_TIMELINE_FILTERS, undefined, { time: hour(4), id: "changelog-999" }, 5).entries.map((e) => e.id)).toEqual(["changelog-16", "changelog-15", "changelog-13"]);
    expect(timelinePage(timelineOf([...shown, ...rest]), NO_TIMELINE_FILTERS, undefined, cursorAfter(rest[0]!), 5).entries.map((e) => e.id)).toEqual(["changelog-14", "changelog-13"]);
    // With filters: after the cursor among the entries they keep, remaining counted the same way.
    const refunds = [...shown, ...rest].map((e, i) => ({ ...e, kind: i % 2 === 0 ? ("refund" as const) : e.kind }));
    expect(timelinePage(timelineOf(refunds), { ...NO_TIMELINE_FILTERS, kind: ["refund"] }, undefined, cursorAfter(refunds[2]!), 1)).toMatchObject({ entries: [refunds[4]], matched: 4, remaining: 1 });
  });

  it("a page carries the sources its timeline was built without; one lacking a source the list on screen has may not be added to it", () => {
    const page = timelinePage(timelineOf(list, ["claims"]), NO_TIMELINE_FILTERS, undefined);
    expect(page.failed).toEqual(["claims"]);
    expect(lacksSourceOf(page, { failed: [] })).toBe(true);
    expect(lacksSourceOf(page, { failed: ["the changelog"] })).toBe(true);
    // The list already lacks them (and says so): the same build, or one that lacks less.
    expect(lacksSourceOf(page, { failed: ["claims"] })).toBe(false);
    expect(lacksSourceOf(page, { failed: ["the changelog", "claims"] })).toBe(false);
    expect(lacksSourceOf({ failed: [] }, { failed: ["claims"] })).toBe(false);
  });

  it("builds the texts of the entries its page shows only (issue 23: the rest are counted, not formatted)", () => {
    const built: string[] = [];
    const items = Array.from({ length: TIMELINE_PAGE_SIZE + 3 }, (_, i): TimelineItem => {
      const { summary, details, ...rest } = entry(`changelog-${i}`, "2026-01-01T00:00:00.000Z");
      return { ...rest, texts: () => (built.push(rest.id), { summary, details }) };
    });
    expect(timelinePage({ entries: items, failed: [] }, NO_TIMELINE_FILTERS, undefined, 2, 3).entries.map((e) => e.id)).toEqual(["changelog-2", "changelog-3", "changelog-4"]);
    expect(built).toEqual(["changelog-2", "changelog-3", "changelog-4"]);
  });

  it("a page's URL carries the filters as the page's URL does, the order and the offset", () => {
    const filters = { ...NO_TIMELINE_FILTERS, kind: ["refund" as const, "claim" as const], staff: AGENT };
    const href = timelinePageHref("7__Ann_Lee", { orderId: "100", offset: 25, filters });
    expect(href).toBe(`/api/timeline/7__Ann_Lee?timelineKind=refund%2Cclaim&timelineStaff=${encodeURIComponent(AGENT)}&order=100&offset=25`);
    expect(filtersOfUrl(loadTimelineFilters(new URL(href, "http://x").searchParams))).toEqual(filters);
    expect(timelinePageHref("7__Ann_Lee", { offset: 0, filters: NO_TIMELINE_FILTERS })).toBe("/api/timeline/7__Ann_Lee?offset=0");
    // A name with characters a path must escape stays one segment.
    expect(timelinePageHref("8__Zoë_O/Neil", { offset: 0, filters: NO_TIMELINE_FILTERS })).toBe("/api/timeline/8__Zo%C3%AB_O%2FNeil?offset=0");
  });

  it("the order page keeps the entries about its order; the staff and dog choices come from the entries and the dogs", () => {
    expect(entriesOfOrder(list, "100").map((e) => e.id)).toEqual(["changelog-9", "order-100-created"]);
    expect(timelineStaffOptions(list)).toEqual([OTHER, AGENT]);
    expect(timelineDogOptions(list, [{ id: SPROUT, name: "Sprout" }])).toEqual([
      { id: MAPLE, name: "Maple" },
      { id: SPROUT, name: "Sprout" },
    ]);
  });
});

describe("links and the URL", () => {
  const at = { customerSegment: "7__Ann_Lee" };
  it("links to the order page, its claims section and the customer page's sections (anchors on the customer page itself)", () => {
    expect(timelineLink({ type: "order", orderId: "100" }, at)).toEqual({ href: "/customer-lookup/7__Ann_Lee/order/100", label: "Order 100" });
    expect(timelineLink({ type: "claims", orderId: "100" }, at)).toEqual({ href: "/customer-lookup/7__Ann_Lee/order/100#claims", label: "Claims of order 100" });
    expect(timelineLink({ type: "dog", petId: MAPLE }, at)).toEqual({ href: "#dogs-plans", label: "Dogs & Plans" });
    expect(timelineLink({ type: "account" }, { ...at, currentOrderId: "100" })).toEqual({ href: "/customer-lookup/7__Ann_Lee#customer-details", label: "Customer Details" });
    expect(timelineLink({ type: "order", orderId: "100" }, { ...at, currentOrderId: "100" })).toBeNull();
    expect(timelineLink({ type: "claims", orderId: "100" }, { ...at, currentOrderId: "100" })?.href).toBe("#claims");
    expect(timelineLink({ type: "refunds", orderId: "100" }, at)).toEqual({ href: "/customer-lookup/7__Ann_Lee/order/100#refunds", label: "Refunds of order 100" });
    expect(timelineLink(null, at)).toBeNull();
  });

  it("the timeline route's offset: plain decimal digits, 0 or more, 0 when absent (the API's rule for counts)", () => {
    expect(timelineOffsetField.parse(undefined)).toBe(0);
    expect(timelineOffsetField.parse("0")).toBe(0);
    expect(timelineOffsetField.parse("25")).toBe(25);
    for (const bad of ["-1", "0x10", " 3 ", "1e2", "2.5", "abc", "", "99999999999"]) expect(timelineOffsetField.safeParse(bad).success, bad).toBe(false);
    expect(timelineOffsetField.safeParse("0x10").error?.issues[0]?.message).toBe(TIMELINE_OFFSET_MESSAGE);
  });

  it("the timeline route's start: an offset, or the entry shown last (its time and id, together and without an offset)", () => {
    const start = (query: string) => timelinePageStart(new URLSearchParams(query));
    expect(start("")).toEqual({ start: 0 });
    expect(start("offset=25")).toEqual({ start: 25 });
    expect(start("offset=-1")).toEqual({ detail: TIMELINE_OFFSET_MESSAGE });
    expect(start("afterTime=2026-01-01T00%3A00%3A00.000Z&afterId=changelog-9")).toEqual({ start: { time: "2026-01-01T00:00:00.000Z", id: "changelog-9" } });
    for (const bad of ["afterId=changelog-9", "afterTime=2026-01-01T00%3A00%3A00.000Z", "afterTime=&afterId=changelog-9", "afterTime=2026-01-01&afterId=x&offset=0", `afterTime=2026-01-01&afterId=${"x".repeat(201)}`]) {
      expect(start(bad), bad).toEqual({ detail: TIMELINE_CURSOR_MESSAGE });
    }
    // The view's next page asks with the cursor, and the route reads it back.
    const href = timelinePageHref("7__Ann_Lee", { after: { time: "2026-01-01T00:00:00.000Z", id: "order-100-created" }, filters: { ...NO_TIMELINE_FILTERS, kind: ["order"] } });
    expect(href).toBe("/api/timeline/7__Ann_Lee?timelineKind=order&afterTime=2026-01-01T00%3A00%3A00.000Z&afterId=order-100-created");
    expect(timelinePageStart(new URL(href, "http://x").searchParams)).toEqual({ start: { time: "2026-01-01T00:00:00.000Z", id: "order-100-created" } });
  });

  it("reads the filters from the URL, dropping what does not parse", () => {
    expect(parseAsDay.parse("2026-02-28")).toBe("2026-02-28");
    expect(parseAsDay.parse("2026-02-30")).toBeNull();
    expect(parseAsDay.parse("yesterday")).toBeNull();
    expect(timelineFilterParsers.timelineKind.parse("refund,bogus,claim")).toEqual(["refund", "claim"]);
    expect(filtersOfUrl({ timelineKind: ["dog"], timelineDog: MAPLE, timelineStaff: null, timelineFrom: "2026-01-01", timelineTo: null })).toEqual({ kind: ["dog"], dog: MAPLE, staff: null, from: "2026-01-01", to: null });
  });
});

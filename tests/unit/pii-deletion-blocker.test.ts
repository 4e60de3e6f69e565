/**
 * Nothing is erased while something is in flight (lib/contract/customers.ts piiDeletionBlocker): the
 * one rule of POST delete_pii and of the customer page's Danger zone. Was: the personal data was
 * erased under active plans and open orders, leaving boxes with nowhere to ship and plans that bill on.
 */
import { describe, expect, it } from "vitest";
import { piiDeletionBlocker, piiDeletionBlockerOf } from "@/lib/contract/customers";
import { ORDER_GROUP_STATUSES, ORDER_STATUSES_STILL_TO_CHARGE_OR_SHIP } from "@/lib/contract/orders";
import { OrderStatus, SubscriptionStatus } from "@/lib/enums";
import { orderDto } from "../support/order-dto";
import { petDto, petPlanDto } from "../support/pet-dto";

describe("piiDeletionBlocker", () => {
  it("nothing in flight: no reason (cancelled, deceased and unknown plans; past and stuck orders)", () => {
    const plans = SubscriptionStatus.options.filter((s) => s !== "ACTIVE" && s !== "PAUSED").map((status) => ({ status, dog: "Rex" }));
    const orders = [...ORDER_GROUP_STATUSES.past, "MAX_RETRY_REACHED", "ERROR"].map((status, n) => ({ id: String(1000 + n), status }));
    expect(piiDeletionBlocker({ plans, orders })).toBeNull();
    expect(piiDeletionBlocker({ plans: [], orders: [] })).toBeNull();
  });

  it("the orders still to be charged or shipped: upcoming and in progress, every other status is final or stuck", () => {
    expect([...ORDER_STATUSES_STILL_TO_CHARGE_OR_SHIP].sort()).toEqual(
      ["PREVIEW", "PROCESSING", "CHARGING", "READY_FOR_FULFILLMENT", "FULFILLING", "PARTIALLY_FULFILLED", "RUSH_ORDER", "HOLD"].sort(),
    );
    for (const status of OrderStatus.options) {
      const blocked = piiDeletionBlocker({ plans: [], orders: [{ id: "1000123", status }] });
      expect(blocked !== null, status).toBe((ORDER_STATUSES_STILL_TO_CHARGE_OR_SHIP as readonly string[]).includes(status));
    }
  });

  it("an active plan and an upcoming order: names the dog and the order, and says to cancel the plans (their upcoming orders go with them)", () => {
    expect(piiDeletionBlocker({ plans: [{ status: "ACTIVE", dog: "Rex" }], orders: [{ id: "1000123", status: "PREVIEW" }] })).toBe(
      "This customer still has an active plan (Rex) and an upcoming order (1000123). Cancel their plans, then delete the personal data.",
    );
  });

  it("an order in progress: says to wait for it, and that only one being fulfilled can be marked cancelled and one on hold waits for the customer", () => {
    expect(piiDeletionBlocker({ plans: [], orders: [{ id: "1000124", status: "FULFILLING" }] })).toBe(
      "This customer still has an order in progress (1000124). Wait for their orders to be delivered (an order being fulfilled can be marked cancelled), then delete the personal data.",
    );
    for (const status of ["PROCESSING", "CHARGING", "READY_FOR_FULFILLMENT", "PARTIALLY_FULFILLED", "RUSH_ORDER"] as const)
      expect(piiDeletionBlocker({ plans: [], orders: [{ id: "1000124", status }] }), status).toBe(
        "This customer still has an order in progress (1000124). Wait for their orders to be delivered, then delete the personal data.",
      );
    expect(piiDeletionBlocker({ plans: [], orders: [{ id: "1000126", status: "HOLD" }] })).toBe(
      "This customer still has an order in progress (1000126). Wait for their orders to be delivered (an order on hold is charged and shipped once the customer updates the payment method), then delete the personal data.",
    );
    // An upcoming order with no plan left to cancel is waited for too.
    expect(piiDeletionBlocker({ plans: [], orders: [{ id: "1000125", status: "PREVIEW" }] })).toBe(
      "This customer still has an upcoming order (1000125). Wait for their orders to be delivered, then delete the personal data.",
    );
  });

  it("everything at once: counts each kind, names each dog once and at most three orders, sorted", () => {
    const message = piiDeletionBlocker({
      plans: [
        { status: "ACTIVE", dog: "Rex" },
        { status: "ACTIVE", dog: "Bo" },
        { status: "ACTIVE", dog: "Rex" },
        { status: "PAUSED", dog: "Pip" },
        { status: "CANCELLED", dog: "Old" },
      ],
      orders: [
        { id: "1000130", status: "HOLD" },
        { id: "999", status: "CHARGING" },
        { id: "1000129", status: "PROCESSING" },
        { id: "1000131", status: "RUSH_ORDER" },
        { id: "1000200", status: "PREVIEW" },
        { id: "1000100", status: "COMPLETE" },
      ],
    });
    expect(message).toBe(
      "This customer still has 3 active plans (Bo, Rex), a paused plan (Pip), an upcoming order (1000200) and 4 orders in progress (999, 1000129, 1000130 and 1 more). " +
        "Cancel their plans, wait for their orders to be delivered (an order on hold is charged and shipped once the customer updates the payment method), then delete the personal data.",
    );
  });
});

describe("piiDeletionBlockerOf: the same rule over the account the customer page reads", () => {
  const rex = petDto({ id: "p-rex", name: "Rex" });
  const account = (planStatus: "ACTIVE" | "PAUSED" | "CANCELLED", orders: { upcoming?: string[]; processing?: [string, OrderStatus][]; past?: string[] } = {}) => ({
    pets: [rex],
    petplans: [petPlanDto({ pet: rex.id, status: planStatus })],
    orders: {
      upcoming: (orders.upcoming ?? []).map((id) => orderDto({ id, status: "PREVIEW" })),
      processing: (orders.processing ?? []).map(([id, status]) => orderDto({ id, status })),
      past: (orders.past ?? []).map((id) => orderDto({ id, status: "COMPLETE" })),
    },
  });

  it("names the dog of the plan and the orders of every group, as the API does from its rows", () => {
    expect(piiDeletionBlockerOf(account("ACTIVE", { upcoming: ["1000123"], past: ["1000001"] }))).toBe(
      piiDeletionBlocker({ plans: [{ status: "ACTIVE", dog: "Rex" }], orders: [{ id: "1000123", status: "PREVIEW" }] }),
    );
    expect(piiDeletionBlockerOf(account("PAUSED", { processing: [["1000124", "READY_FOR_FULFILLMENT"]] }))).toBe(
      "This customer still has a paused plan (Rex) and an order in progress (1000124). Cancel their plans, wait for their orders to be delivered, then delete the personal data.",
    );
  });

  it("plans cancelled and orders final or stuck: nothing blocks", () => {
    expect(piiDeletionBlockerOf(account("CANCELLED", { processing: [["1000124", "MAX_RETRY_REACHED"]], past: ["1000001"] }))).toBeNull();
  });
});

/** GET accounts/{id}, accounts/{id}/user_treatments and customer_changelog/{id}. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { createCustomer, createProduct, type CreatedCustomer } from "../support/factories";
import { FULFILLMENT_CONTENTS_NONE, type AccountDto, type CustomerChangelogEntryDto, type TreatmentDto } from "@/lib/contract/customers";
import { ORDER_GROUP_STATUSES } from "@/lib/contract/orders";
import { OrderStatus } from "@/lib/contract/enums";
import { sql } from "drizzle-orm";
import { discounts, orderDiscounts } from "@/server/backend/db/schema";
import { getAccountDetail, listTreatments } from "@/server/backend/queries/customers";
import { listPaymentMethods } from "@/server/backend/queries/payment-methods";
import type { FulfillmentContents } from "@/server/backend/queries/fulfillments";
import { listCustomerChangelog, writeCustomerChangelog } from "@/server/backend/queries/changelog";
import type { Db } from "@/server/backend/db/client";
import { endpoints } from "@/lib/contract/endpoints";
import { DEMO } from "../support/demo-staff";

describe(`customer account reads (${TEST_DB_DRIVER})`, () => {
  /** The test database behind a proxy that counts the statements started through it. */
  const countingDb = () => {
    let n = 0;
    const db = new Proxy(be.db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (["select", "selectDistinct", "execute", "query", "transaction"].includes(String(prop)) && typeof value === "function") {
          return (...args: unknown[]) => {
            n++;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return value;
      },
    }) as Db;
    return { db, queries: () => n };
  };

  let be: TestBackend;
  let token: string;
  let rich: CreatedCustomer;

  beforeAll(async () => {
    be = await createTestBackend();
    token = await be.tokenFor(DEMO.team);
    const fresh = await createProduct(be.db, { code: "MEAL-F-L-T2", name: "Fresh Lamb", category: "FRESH", recipes: ["F-L"] });
    rich = await createCustomer(be.db, {
      firstName: "Rita",
      lastName: "Rich",
      email: "rita@example.com",
      gladlyCustomerId: "gl-123",
      proactiveCustomerSupportOptedIn: true,
      addresses: [{ address1: "1 First St", city: "Austin", state: "TX", zip: "73301" }, { address1: "2 Second St", isPrimary: false }],
      pets: [
        {
          name: "Biscuit",
          plan: { nextChargeDate: "2026-12-05", products: [{ recipes: ["U-B", "U-C"], code: "MEAL-U-BC-T3" }, { productId: fresh.id, type: "ADDON" }] },
        },
        { name: "Mochi", status: "CANCELLED", gender: "MALE" },
      ],
      orders: [
        { id: "9100001", status: "PREVIEW", scheduled: new Date("2026-12-20T00:00:00Z") },
        { id: "9100002", status: "PREVIEW", scheduled: new Date("2026-12-10T00:00:00Z") },
        { id: "9100003", status: "PROCESSING" },
        { id: "9100004", status: "HOLD" },
        {
          id: "9100005",
          status: "FULFILLED",
          charge: { status: "SUCCESS", error: null, card_number: "4242", card_type: "Visa", payload: null },
          products: [{ totalPrice: 100, totalRefunds: 30 }],
          fulfillments: [
            {
              status: "DELIVERED",
              products: [{ items: [{ sku: "UB-32", name: "Beef 32oz", quantity: 2 }, { sku: "SC-1", name: "Scoop", quantity: 1 }] }],
              shipments: [{ trackingNumber: "1Z999", shipped: new Date("2026-10-01T12:00:00Z"), delivered: new Date("2026-10-03T12:00:00Z") }],
            },
          ],
        },
        { id: "9100006", status: "CANCELLED" },
      ],
      treatments: [
        { featureFlag: "checkout-v2", treatmentName: "variant-b", treatmentDistribution: 25.5, created: new Date("2026-01-02T00:00:00Z") },
        { featureFlag: "old-flag", treatmentName: "control", treatmentControl: true, treatmentDistribution: 50, created: new Date("2025-01-02T00:00:00Z") },
      ],
      surveyResponses: [{ primaryAnswer: "Price", secondaryAnswer: "Too expensive", customerComments: "n/a" }],
    });
    const [d] = await be.db.insert(discounts).values({ code: "WELCOME10", discountType: "PERCENTAGE", value: 10, limitType: "UNLIMITED" }).returning();
    await be.db.insert(orderDiscounts).values({ orderId: "9100001", discountId: d!.id });
  });
  afterAll(async () => be?.close());

  const getAccount = async (id: number | string) => {
    const res = await be.as({ token }).call(endpoints.getAccount, { params: { id } });
    return { status: res.status, json: (await res.json()) as AccountDto & { detail?: string } };
  };

  it("answers the account with every field of the spec's account", async () => {
    const { status, json } = await getAccount(rich.id);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      id: rich.id,
      first_name: "Rita",
      last_name: "Rich",
      email: "rita@example.com",
      status: "ACTIVE",
      gladly_customer_id: "gl-123",
      default_pricing_model: { name: "ALL PRODUCTS STANDARD PRICING" },
      default_country: "US",
      primary_payment_processor: "braintree",
      proactive_customer_support_opted_in: true,
      pii_deleted_at: null,
    });
    expect(json.addresses.map((a) => [a.address1, a.is_primary, a.type])).toEqual([
      ["1 First St", true, "SHIPPING"],
      ["2 Second St", false, "SHIPPING"],
    ]);
    expect(json.pets.map((p) => [p.name, p.status])).toEqual([
      ["Biscuit", "ACTIVE"],
      ["Mochi", "CANCELLED"],
    ]);
    expect(json.pets[0]!.properties).toMatchObject({ weight: 40, neutered: true });
    expect(json.pets[0]!.pet_plan).toBe(rich.petPlanIds[0]);
    expect(json.survey_responses[0]).toMatchObject({ primary_answer: "Price", secondary_answer: "Too expensive", pet: rich.petIds[0] });
  });

  it("answers pet plans with their products, recipe data and next charge date", async () => {
    const { json } = await getAccount(rich.id);
    expect(json.petplans).toHaveLength(1);
    const plan = json.petplans[0]!;
    expect(plan).toMatchObject({ pet: rich.petIds[0], account: rich.id, status: "ACTIVE", next_charge_date: "2026-12-05", is_topper: false });
    expect(plan.products.map((p) => [p.code, p.type, p.unit_price, p.pet_plan])).toEqual([
      ["MEAL-U-BC-T3", "SUBSCRIPTION", 89.5, plan.id],
      ["MEAL-F-L-T2", "ADDON", 89.5, plan.id],
    ]);
    expect(plan.products[0]).toMatchObject({ product_type: "MEAL", status: "ACTIVE", frequency: 4, quantity: 1, recipes: ["U-B", "U-C"] });
    expect(plan.recipe_data).toEqual([
      { type: "UNKIBBLE", recipe: "U-B", name: "Beef" },
      { type: "UNKIBBLE", recipe: "U-C", name: "Chicken" },
      { type: "FRESH", recipe: "F-L", name: "Lamb" },
    ]);
  });

  it("groups orders as upcoming (soonest first), processing and past", async () => {
    const { json } = await getAccount(rich.id);
    expect(json.orders.upcoming.map((o) => o.id)).toEqual(["9100002", "9100001"]);
    expect(json.orders.processing.map((o) => o.id).sort()).toEqual(["9100003", "9100004"]);
    expect(json.orders.past.map((o) => o.id).sort()).toEqual(["9100005", "9100006"]);
    const upcoming = json.orders.upcoming[1]!;
    expect(upcoming).toMatchObject({
      status: "PREVIEW",
      order_type: "SUBSCRIPTION",
      total_price: 100,
      total_shipping_price: 0,
      pricing_model: { name: "ALL PRODUCTS STANDARD PRICING" },
      payment_processor: "braintree",
      has_claim: false,
      discounts: [{ discount: { code: "WELCOME10" } }],
    });
    expect(upcoming.products[0]).toMatchObject({ code: "MEAL-U-B", pet_plan: { id: rich.petPlanIds[0], pet_name: "Biscuit" } });
  });

  it("every order status belongs to exactly one group", () => {
    const all = [...ORDER_GROUP_STATUSES.upcoming, ...ORDER_GROUP_STATUSES.processing, ...ORDER_GROUP_STATUSES.past];
    expect([...all].sort()).toEqual([...OrderStatus.options].sort());
  });

  it("answers past orders with charge, refunds, fulfillments, items and shipments", async () => {
    const { json } = await getAccount(rich.id);
    const order = json.orders.past.find((o) => o.id === "9100005")!;
    expect(order.charge).toEqual({ status: "SUCCESS", error: null, card_number: "4242", card_type: "Visa", payload: null });
    expect(order.products[0]).toMatchObject({ total_price: 100, total_refunds: 30, refund_amount: 70 });
    expect(order.fulfillments).toHaveLength(1);
    const f = order.fulfillments[0]!;
    expect(f).toMatchObject({
      status: "DELIVERED",
      is_split_fulfillment: false,
      pet_ids: [rich.petIds[0]],
      pet: { id: rich.petIds[0], name: "Biscuit" },
      carrier: "UPS",
      carrier_rate_class: "GROUND",
      state: "NY",
    });
    expect(f.products[0]).toMatchObject({ code: "MEAL-U-B", type: "MEAL", price: 100, scoops_per_day: 2, plan_size: { scoop_calories: 150 } });
    expect(f.products[0]!.items.map((i) => i.sku)).toEqual(["UB-32", "SC-1"]);
    expect(f.items.map((i) => [i.sku, i.quantity])).toEqual([
      ["UB-32", 2],
      ["SC-1", 1],
    ]);
    expect(f.shipments[0]).toMatchObject({
      tracking_number: "1Z999",
      carrier: "UPS",
      shipped: "2026-10-01T12:00:00.000Z",
      delivered: "2026-10-03T12:00:00.000Z",
      in_transit: null,
      out_for_delivery: null,
      available_for_pickup: null,
      voided: null,
      returned: null,
      exception: null,
    });
  });

  it("answers the fulfillments without their products and items with fulfillment_contents=none, or only one order's with its id (issue 23)", async () => {
    // A second order with a fulfillment of its own, so "one order's" has another to leave out.
    const two = await createCustomer(be.db, {
      pets: [{ plan: {} }],
      orders: [
        { id: "9200001", status: "FULFILLED", fulfillments: [{ products: [{ items: [{ sku: "A-1", name: "A", quantity: 1 }] }], shipments: [{ trackingNumber: "1ZA" }] }] },
        { id: "9200002", status: "COMPLETE", fulfillments: [{ products: [{ items: [{ sku: "B-1", name: "B", quantity: 2 }] }], shipments: [{ trackingNumber: "1ZB" }] }] },
      ],
    });
    const read = async (query?: { fulfillment_contents: string }) => {
      const res = await be.as({ token }).call(endpoints.getAccount, { params: { id: two.id }, query });
      expect(res.status).toBe(200);
      const account = (await res.json()) as AccountDto;
      return new Map([...account.orders.past].map((o) => [o.id, o.fulfillments]));
    };
    const full = await read();
    expect(full.get("9200001")![0]!.items.map((i) => i.sku)).toEqual(["A-1"]);
    expect(full.get("9200002")![0]!.products).toHaveLength(1);

    const none = await read({ fulfillment_contents: FULFILLMENT_CONTENTS_NONE });
    for (const [id, fulfillments] of none) {
      const [f] = fulfillments;
      expect(f).toMatchObject({ products: [], items: [], order_id: id });
      // Everything else of the fulfillment stays: the customer page's Fulfillments table and timeline read it.
      expect(f!.shipments.map((s) => s.tracking_number)).toEqual([full.get(id)![0]!.shipments[0]!.tracking_number]);
      expect({ ...f, products: undefined, items: undefined }).toEqual({ ...full.get(id)![0], products: undefined, items: undefined });
    }

    const one = await read({ fulfillment_contents: "9200002" });
    expect(one.get("9200002")).toEqual(full.get("9200002"));
    expect(one.get("9200001")![0]).toMatchObject({ products: [], items: [] });
  });

  it("answers 400 on a bad fulfillment_contents", async () => {
    for (const value of ["", "\u0000", "x".repeat(101)]) {
      const res = await be.as({ token }).unchecked(endpoints.getAccount, { params: { id: rich.id }, query: { fulfillment_contents: value } });
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()) as Record<string, unknown>)).toEqual(["fulfillment_contents"]);
    }
  });

  it("reads the account in one statement, whatever the number of pets and orders and the fulfillment_contents (issue 23)", async () => {
    const countQueries = async (accountId: number, contents?: FulfillmentContents) => {
      const { db, queries } = countingDb();
      await getAccountDetail(db, accountId, contents);
      return queries();
    };
    const many = await createCustomer(be.db, {
      pets: [{ plan: {} }, { plan: {} }, { plan: {} }],
      orders: Array.from({ length: 12 }, (_, i) => ({ status: i % 2 ? ("FULFILLED" as const) : ("PREVIEW" as const), fulfillments: [{ shipments: [{}] }] })),
    });
    const few = await createCustomer(be.db, { pets: [{ plan: {} }], orders: [{ fulfillments: [{ shipments: [{}] }] }] });
    for (const contents of [undefined, { of: "none" } as const, { of: "order", orderId: "x" } as const]) {
      expect(await countQueries(many.id, contents)).toBe(1);
      expect(await countQueries(few.id, contents)).toBe(1);
    }
    expect(await countQueries(999999)).toBe(1);
  });

  it("reads the treatments, the cards and the changelog in one statement each, the account's existence included (issue 23)", async () => {
    const other = await createCustomer(be.db, { pets: [{ name: "Pip" }] });
    await writeCustomerChangelog(be.db, { accountId: other.id, petId: other.petIds[0], action: "UPDATE", objectType: "pet", objectId: other.petIds[0], changes: { name: { old: "P", new: "Pip" } }, staffEmail: DEMO.team });
    for (const read of [listTreatments, listPaymentMethods, listCustomerChangelog]) {
      for (const [id, found] of [[rich.id, true], [other.id, true], [999999, false]] as const) {
        const { db, queries } = countingDb();
        const answer = await read(db, id);
        expect(queries()).toBe(1);
        expect(answer === undefined).toBe(!found);
      }
    }
    expect((await listCustomerChangelog(be.db, other.id))!.map((e) => e.pet_name)).toEqual(["Pip"]);
  });

  it("answers timestamps stored with microseconds to the millisecond (truncated, as the drivers decode them)", async () => {
    const one = await createCustomer(be.db, { pets: [{ plan: {} }], orders: [{ id: "9300001", status: "FULFILLED", fulfillments: [{ shipments: [{}] }] }] });
    await be.db.execute(sql`update orders set created = '2026-03-04 05:06:07.891999+00' where id = '9300001'`);
    await be.db.execute(sql`update shipments set delivered = '2026-03-05 01:02:03.000999+00' where fulfillment_id in (select id from fulfillments where order_id = '9300001')`);
    await be.db.execute(sql`update accounts set created = '2026-01-01 23:59:59.999999+00' where id = ${one.id}`);
    const { json } = await getAccount(one.id);
    expect(json.created).toBe("2026-01-01T23:59:59.999Z");
    const order = json.orders.past[0]!;
    expect(order.created).toBe("2026-03-04T05:06:07.891Z");
    expect(order.fulfillments[0]!.shipments[0]!.delivered).toBe("2026-03-05T01:02:03.000Z");
  });

  it("answers 404 {detail} for a missing or malformed id", async () => {
    for (const id of [999999, "abc", "0", "-1"]) {
      const { status, json } = await getAccount(id);
      expect(status).toBe(404);
      expect(json.detail).toBe("Customer not found.");
    }
  });

  it("answers the account's treatments, newest first", async () => {
    const res = await be.as({ token }).call(endpoints.listUserTreatments, { params: { id: rich.id } });
    expect(res.status).toBe(200);
    const list = (await res.json()) as TreatmentDto[];
    expect(list).toEqual([
      {
        feature_flag: "checkout-v2",
        feature_flag_status: "ACTIVE",
        created: "2026-01-02T00:00:00.000Z",
        treatment_name: "variant-b",
        treatment_control: false,
        treatment_distribution: 25.5,
      },
      {
        feature_flag: "old-flag",
        feature_flag_status: "ACTIVE",
        created: "2025-01-02T00:00:00.000Z",
        treatment_name: "control",
        treatment_control: true,
        treatment_distribution: 50,
      },
    ]);
    expect((await be.as({ token }).call(endpoints.listUserTreatments, { params: { id: "999999" } })).status).toBe(404);
  });

  it("answers the changelog newest first with the pet name", async () => {
    const other = await createCustomer(be.db, { pets: [{ name: "Pip" }] });
    await writeCustomerChangelog(be.db, {
      accountId: other.id,
      action: "UPDATE",
      objectType: "account",
      objectId: other.id,
      changes: { email: { old: "a@x.com", new: "b@x.com" } },
      staffEmail: DEMO.admin,
      now: new Date("2026-01-01T00:00:00Z"),
    });
    await writeCustomerChangelog(be.db, {
      accountId: other.id,
      petId: other.petIds[0],
      action: "UPDATE",
      objectType: "pet",
      objectId: other.petIds[0],
      changes: { name: { old: "Pipp", new: "Pip" } },
      staffEmail: DEMO.team,
      now: new Date("2026-02-01T00:00:00Z"),
    });
    const res = await be.as({ token }).call(endpoints.listCustomerChangelog, { params: { customerId: other.id } });
    expect(res.status).toBe(200);
    const entries = (await res.json()) as CustomerChangelogEntryDto[];
    expect(entries.map((e) => [e.object_type, e.pet_id, e.pet_name, e.staff_email])).toEqual([
      ["pet", other.petIds[0], "Pip", DEMO.team],
      ["account", null, null, DEMO.admin],
    ]);
    expect(entries[1]).toMatchObject({ action: "UPDATE", object_id: String(other.id), changes: { email: { old: "a@x.com", new: "b@x.com" } } });
    expect((await be.as({ token }).call(endpoints.listCustomerChangelog, { params: { customerId: rich.id } }).then((r) => r.json())) as unknown[]).toEqual([]);
    expect((await be.as({ token }).call(endpoints.listCustomerChangelog, { params: { customerId: "999999" } })).status).toBe(404);
  });

  it("serves the same answers through a real listening port", async () => {
    const server = await be.listen();
    const res = await be.httpClient(server.url).as({ token }).call(endpoints.getAccount, { params: { id: rich.id } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AccountDto).email).toBe("rita@example.com");
  });
});

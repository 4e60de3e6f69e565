/**
 * The order page's loader (server/bff/pages/order.ts: upcoming → processing → past lists of GET
 * accounts/{id}, the 404 page otherwise) and its display rules (lib/order-display.ts).
 */
import { describe, expect, it, vi } from "vitest";
import type { OrderDto } from "@/lib/contract/orders";
import { addressText, chargeExpiry, chargeExpiryMonth, deliveryWindowText, expiryMonthText, expiryText, expiryYearOf, fulfillmentDogNames, fulfillmentLineDogName, maskedCardNumber, shipmentTimeline } from "@/lib/order-display";

const loadCustomer = vi.fn();
const readFulfillmentContentsOf = vi.fn();
vi.mock("@/server/bff/pages/customer", () => ({
  loadCustomer: (id: number) => loadCustomer(id),
  readFulfillmentContentsOf: (orderId: string) => readFulfillmentContentsOf(orderId),
}));
const requirePageAccess = vi.fn();
vi.mock("@/server/bff/session/guards", () => ({ requirePageAccess: (...args: unknown[]) => requirePageAccess(...args) }));
const upstreamCall = vi.fn();
vi.mock("@/server/bff/upstream/upstream", () => ({ upstreamCall: (...args: unknown[]) => upstreamCall(...args), UpstreamError: class extends Error {} }));
const { findOrder, loadOrder, loadOrderPage } = await import("@/server/bff/pages/order");
const { pages } = await import("@/lib/pages");
const { ACCOUNT_QUERY_MAX_LENGTH } = await import("@/lib/contract/customers");

const order = (id: string, status: OrderDto["status"]) => ({ id, status }) as OrderDto;

describe("findOrder", () => {
  const lists = {
    upcoming: [order("1", "PREVIEW")],
    processing: [order("2", "FULFILLING"), order("dup", "FULFILLING")],
    past: [order("3", "COMPLETE"), order("dup", "COMPLETE")],
  };
  it("looks in upcoming, then processing, then past", () => {
    expect(findOrder(lists, "1")?.group).toBe("upcoming");
    expect(findOrder(lists, "2")?.group).toBe("processing");
    expect(findOrder(lists, "3")?.group).toBe("past");
    expect(findOrder(lists, "dup")?.group).toBe("processing");
  });
  it("answers null for an order in none of the lists", () => {
    expect(findOrder(lists, "4")).toBeNull();
  });
});

describe("loadOrder", () => {
  it("answers the customer, the order and its group", async () => {
    loadCustomer.mockResolvedValueOnce({ id: 5, orders: { upcoming: [], processing: [order("9", "FULFILLING")], past: [] } });
    const loaded = await loadOrder(5, "9");
    expect(loaded.order.id).toBe("9");
    expect(loaded.group).toBe("processing");
    expect(loaded.customer.id).toBe(5);
  });
  it("is the 404 page when the order is not in the account's lists", async () => {
    loadCustomer.mockResolvedValueOnce({ id: 5, orders: { upcoming: [], processing: [], past: [order("9", "COMPLETE")] } });
    const error = await loadOrder(5, "10").catch((e: unknown) => e);
    expect((error as { digest?: string }).digest).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
  });
});

describe("loadOrderPage (the one loader of the order pages)", () => {
  const customer = { id: 5, first_name: "Jane", last_name: "Doe", orders: { upcoming: [], processing: [order("A 1", "FULFILLING")], past: [] } };
  const failure = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => (e as { digest?: string }).digest ?? e);

  it("guards with the page's own entry, decodes every segment, loads the order and gives the canonical links", async () => {
    requirePageAccess.mockResolvedValueOnce({ email: "team@example.com" });
    loadCustomer.mockResolvedValueOnce(customer);
    const raw = { customerSegment: "5__Jane_Doe", orderId: "A%201", fulfillmentId: "F%2F1" };
    const loaded = await loadOrderPage(pages.splitFulfillment, raw);
    expect(requirePageAccess).toHaveBeenLastCalledWith(pages.splitFulfillment, raw);
    expect(loaded.ids).toEqual({ customerSegment: "5__Jane_Doe", orderId: "A 1", fulfillmentId: "F/1" });
    expect(loaded.order.id).toBe("A 1");
    expect(loaded.customerId).toBe(5);
    expect(loaded.staff).toEqual({ email: "team@example.com" });
    expect(loaded.orderParams).toEqual({ customerSegment: "5__Jane_Doe", orderId: "A 1" });
    expect(loaded.orderPath).toBe("/customer-lookup/5__Jane_Doe/order/A%201");
    // Issue 23: the account read carries this order's fulfillment contents, named before the read.
    expect(readFulfillmentContentsOf).toHaveBeenLastCalledWith("A 1");
    expect(readFulfillmentContentsOf.mock.invocationCallOrder.at(-1)!).toBeLessThan(loadCustomer.mock.invocationCallOrder.at(-1)!);
  });

  it("is the 404 page for a bad customer segment or a segment that is no valid percent-encoding, before any call", async () => {
    loadCustomer.mockClear();
    requirePageAccess.mockResolvedValue({});
    expect(await failure(loadOrderPage(pages.order, { customerSegment: "x", orderId: "1" }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(await failure(loadOrderPage(pages.order, { customerSegment: "5", orderId: "%ZZ" }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(await failure(loadOrderPage(pages.order, { customerSegment: "5", orderId: "1" }, { check: () => { throw new Error("checked"); } }))).toEqual(new Error("checked"));
    expect(loadCustomer).not.toHaveBeenCalled();
  });

  it("is the 404 page, before any call, for an order id the account read would refuse (blank, a NUL, over its length): on every page below the order", async () => {
    loadCustomer.mockClear();
    readFulfillmentContentsOf.mockClear();
    upstreamCall.mockClear();
    requirePageAccess.mockResolvedValue({});
    const tooLong = "1".repeat(ACCOUNT_QUERY_MAX_LENGTH + 1);
    for (const orderId of ["%20", "%00", "A%00", tooLong]) {
      expect(await failure(loadOrderPage(pages.order, { customerSegment: "5__Jane_Doe", orderId }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
      expect(await failure(loadOrderPage(pages.orderRefund, { customerSegment: "5__Jane_Doe", orderId }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
      expect(await failure(loadOrderPage(pages.splitFulfillment, { customerSegment: "5__Jane_Doe", orderId, fulfillmentId: "F1" }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
      const claim = { customerSegment: "5__Jane_Doe", orderId, fulfillmentId: "F1", petId: "p1", productCode: "SKU", claimId: [] };
      expect(await failure(loadOrderPage(pages.claim, claim))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    }
    expect(await failure(loadOrder(5, " "))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(loadCustomer).not.toHaveBeenCalled();
    expect(readFulfillmentContentsOf).not.toHaveBeenCalled();
    expect(upstreamCall).not.toHaveBeenCalled();
    requirePageAccess.mockReset();
  });

  it("every page below an order redirects to its URL with the customer's canonical segment: a bare id, an old or a made-up name (the breadcrumb names the customer whose order it is)", async () => {
    requirePageAccess.mockResolvedValue({});
    loadCustomer.mockResolvedValue(customer);
    const claim = { customerSegment: "5", orderId: "A%201", fulfillmentId: "F1", petId: "p1", productCode: "SKU", claimId: ["9"] };
    expect(await failure(loadOrderPage(pages.claim, claim))).toBe("NEXT_REDIRECT;replace;/customer-lookup/5__Jane_Doe/order/A%201/fulfillment/F1/pet/p1/product/SKU/claim/9;307;");
    expect(await failure(loadOrderPage(pages.orderRefund, { customerSegment: "5__Someone_Else", orderId: "A%201" }))).toBe("NEXT_REDIRECT;replace;/customer-lookup/5__Jane_Doe/order/A%201/refund;307;");
    expect(await failure(loadOrderPage(pages.orderRefund, { customerSegment: "5", orderId: "A%201" }))).toBe("NEXT_REDIRECT;replace;/customer-lookup/5__Jane_Doe/order/A%201/refund;307;");
    expect(await failure(loadOrderPage(pages.splitFulfillment, { customerSegment: "5__Someone_Else", orderId: "A%201", fulfillmentId: "F1" }))).toBe(
      "NEXT_REDIRECT;replace;/customer-lookup/5__Jane_Doe/order/A%201/F1/split-fulfillment;307;",
    );
    // The query goes along (the order page's timeline filters).
    expect(await failure(loadOrderPage(pages.order, { customerSegment: "5", orderId: "A%201" }, { searchParams: { timelineKind: "refund", x: ["1", "2"] } }))).toBe(
      "NEXT_REDIRECT;replace;/customer-lookup/5__Jane_Doe/order/A%201?timelineKind=refund&x=1&x=2;307;",
    );
    // The canonical URL itself (percent-encoded or not) is served.
    expect(await failure(loadOrderPage(pages.order, { customerSegment: "5__Jane_Doe", orderId: "A%201" }))).toBeNull();
    expect(await failure(loadOrderPage(pages.orderRefund, { customerSegment: "5__Jane%5FDoe", orderId: "A%201" }))).toBeNull();
    loadCustomer.mockReset();
    requirePageAccess.mockReset();
  });
});

describe("an order under the wrong customer (issue 21)", () => {
  const failure = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => (e as { digest?: string }).digest ?? e);
  const jane = { id: 5, first_name: "Jane", last_name: "Doe", orders: { upcoming: [], processing: [], past: [] } };
  const finn = { id: 7, first_name: "Finn", last_name: "Fulfilling", orders: { upcoming: [], processing: [order("SHO-9", "FULFILLING")], past: [] } };
  const staff = { email: "team@example.com", is_active: true, groups: [{ name: "BarkTeamMember" }] };

  it("redirects to the same page under the customer who holds the order", async () => {
    requirePageAccess.mockResolvedValue(staff);
    loadCustomer.mockImplementation(async (id: number) => (id === 7 ? finn : jane));
    upstreamCall.mockResolvedValue({ count: 1, results: [{ id: 7, first_name: "Finn", last_name: "Fulfilling" }] });
    expect(await failure(loadOrderPage(pages.order, { customerSegment: "5__Jane_Doe", orderId: "SHO-9" }))).toBe(
      "NEXT_REDIRECT;replace;/customer-lookup/7__Finn_Fulfilling/order/SHO-9;307;",
    );
    expect(upstreamCall.mock.calls[0]![1]).toMatchObject({ body: { order_id: "SHO-9", email: "" } });
  });

  it("is the 404 page when no customer holds it, or the search finds this same customer", async () => {
    requirePageAccess.mockResolvedValue(staff);
    loadCustomer.mockImplementation(async (id: number) => (id === 7 ? finn : jane));
    upstreamCall.mockResolvedValue({ count: 0, results: [] });
    expect(await failure(loadOrderPage(pages.order, { customerSegment: "5__Jane_Doe", orderId: "9999999" }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    upstreamCall.mockResolvedValue({ count: 1, results: [{ id: 5, first_name: "Jane", last_name: "Doe" }] });
    expect(await failure(loadOrderPage(pages.order, { customerSegment: "5__Jane_Doe", orderId: "9999999" }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    upstreamCall.mockRejectedValue(new Error("down"));
    expect(await failure(loadOrderPage(pages.order, { customerSegment: "5__Jane_Doe", orderId: "9999999" }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    loadCustomer.mockReset();
    requirePageAccess.mockReset();
    upstreamCall.mockReset();
  });
});

describe("order display rules", () => {
  it("shows the expiry month as two digits or --", () => {
    expect(expiryMonthText(3)).toBe("03");
    expect(expiryMonthText("11")).toBe("11");
    expect(expiryMonthText(13)).toBe("--");
    expect(expiryMonthText(0)).toBe("--");
    expect(expiryMonthText("x")).toBe("--");
    expect(expiryMonthText(null)).toBe("--");
    expect(chargeExpiryMonth({ exp_month: 7 })).toBe("07");
    expect(chargeExpiryMonth(null)).toBe("--");
  });
  it("reads a four-digit expiry year only, and writes month/year with -- for a missing part", () => {
    expect(expiryYearOf(2026)).toBe(2026);
    expect(expiryYearOf(" 2031 ")).toBe(2031);
    for (const bad of [26, "26", 2026.5, "20x6", null, undefined, 0]) expect(expiryYearOf(bad)).toBeNull();
    expect(expiryText(3, 2026)).toBe("03/2026");
    expect(expiryText(13, 2030)).toBe("--/2030");
    expect(expiryText(8, null)).toBe("08/--");
  });
  it("Payment Details: month and year under Expiry when the charge carries the year, else the month alone under Expiry month (no year guessed)", () => {
    expect(chargeExpiry({ exp_month: 11, exp_year: 2026 })).toEqual({ label: "Expiry", text: "11/2026" });
    expect(chargeExpiry({ card_exp_month: "3", card_exp_year: "2027" })).toEqual({ label: "Expiry", text: "03/2027" });
    expect(chargeExpiry({ exp_year: 2027 })).toEqual({ label: "Expiry", text: "--/2027" });
    expect(chargeExpiry({ exp_month: 11 })).toEqual({ label: "Expiry month", text: "11" });
    expect(chargeExpiry({ exp_month: 11, exp_year: 26 })).toEqual({ label: "Expiry month", text: "11" });
    expect(chargeExpiry(null)).toEqual({ label: "Expiry month", text: "--" });
  });
  it("masks the card number to its last four digits", () => {
    expect(maskedCardNumber("************4242")).toBe("•••• 4242");
    expect(maskedCardNumber(null)).toBe("—");
  });
  it("writes the delivery window", () => {
    expect(deliveryWindowText("2026-03-03", "2026-03-05")).toBe("Mar 3, 2026 – Mar 5, 2026");
    expect(deliveryWindowText("2026-03-03", null)).toBe("Mar 3, 2026");
    expect(deliveryWindowText(null, null)).toBe("—");
  });
  it("orders the shipment timeline by time and skips the missing events", () => {
    const t = shipmentTimeline({ delivered: "2026-03-05T10:00:00Z", shipped: "2026-03-01T10:00:00Z", voided: null });
    expect(t.map((e) => e.label)).toEqual(["Shipped", "Delivered"]);
  });
  it("writes the address on one line", () => {
    expect(addressText({ address1: "1 Main St", address2: "", city: "Austin", state: "TX", zip: "78701", country: "US" })).toBe(
      "1 Main St, Austin, TX 78701, US",
    );
    expect(addressText({})).toBe("—");
  });
  it("names every dog a fulfillment serves, in its pet_ids order (was: the first dog only)", () => {
    const pets = [
      { id: "p-bo", name: "Bo" },
      { id: "p-rex", name: "Rex" },
      { id: "p-max", name: "Max" },
    ];
    const rex = { id: "p-rex", name: "Rex" };
    expect(fulfillmentDogNames({ pet_ids: ["p-rex", "p-bo"], pet: rex }, pets)).toBe("Rex, Bo");
    expect(fulfillmentDogNames({ pet_ids: ["p-rex", "p-bo", "p-rex", "p-max"], pet: rex }, pets)).toBe("Rex, Bo, Max");
    expect(fulfillmentDogNames({ pet_ids: ["p-rex"], pet: rex }, pets)).toBe("Rex");
  });
  it("a dog missing from the customer's dogs takes the API's pet name when it is that dog, else is left out; no dog is null", () => {
    expect(fulfillmentDogNames({ pet_ids: ["p-gone", "p-bo"], pet: { id: "p-gone", name: "Old" } }, [{ id: "p-bo", name: "Bo" }])).toBe("Old, Bo");
    expect(fulfillmentDogNames({ pet_ids: ["p-bo", "p-gone"], pet: { id: "p-bo", name: "Bo" } }, [])).toBe("Bo");
    expect(fulfillmentDogNames({ pet_ids: [], pet: { id: "p-bo", name: "Bo" } }, [])).toBe("Bo");
    expect(fulfillmentDogNames({ pet_ids: [], pet: null }, [{ id: "p-bo", name: "Bo" }])).toBeNull();
    expect(fulfillmentDogNames({ pet_ids: ["p-x"], pet: { id: "p-x", name: null } }, [{ id: "p-x", name: " " }])).toBeNull();
  });
  it("a line's dog is named only in a fulfillment of several dogs (its pet_ids, its pet, its lines' dogs); none for no dog or one named nowhere", () => {
    const pets = [
      { id: "p-rex", name: "Rex" },
      { id: "p-bo", name: "Bo" },
    ];
    const rex = { id: "p-rex", name: "Rex" };
    const two = { pet_ids: ["p-rex", "p-bo"], pet: rex, products: [{ pet_id: "p-rex" }, { pet_id: "p-bo" }] };
    expect(fulfillmentLineDogName(two, pets, "p-bo")).toBe("Bo");
    expect(fulfillmentLineDogName(two, pets, "p-rex")).toBe("Rex");
    expect(fulfillmentLineDogName(two, pets, null)).toBeNull();
    expect(fulfillmentLineDogName(two, [], "p-rex")).toBe("Rex");
    expect(fulfillmentLineDogName(two, [], "p-bo")).toBeNull();
    // One dog: its heading names it.
    expect(fulfillmentLineDogName({ pet_ids: ["p-rex"], pet: rex, products: [{ pet_id: "p-rex" }, { pet_id: null }] }, pets, "p-rex")).toBeNull();
    // Lines of two dogs in a fulfillment whose pet_ids list one: still two dogs.
    expect(fulfillmentLineDogName({ pet_ids: ["p-rex"], pet: rex, products: [{ pet_id: "p-rex" }, { pet_id: "p-bo" }] }, pets, "p-bo")).toBe("Bo");
  });
});

describe("order edit rules on screen (lib/order-edit)", async () => {
  const { bagOptions, extraMealDogs, extraMealsOffered, orderChange } = await import("@/lib/order-edit");
  const line = (id: number, code: string, planId: number | null, extra: Partial<OrderDto["products"][number]> = {}) =>
    ({ id, code, quantity: 1, type: "SUBSCRIPTION", product_type: "MEAL", pet_plan: planId === null ? null : { id: planId, pet_name: `Dog${planId}` }, ...extra }) as OrderDto["products"][number];
  const o = {
    id: "9",
    order_type: "SUBSCRIPTION",
    discounts: [{ discount: { code: "A" } }],
    products: [line(1, "MEAL-U-B-1", 1), line(2, "MEAL-F-L-1", 2), line(3, "SNACK-X", 1, { type: "ONETIME", product_type: "SNACK", quantity: 2 })],
  } as unknown as OrderDto;

  it("builds PUT orders/{id} from the order, adding or removing lines and changing codes", () => {
    expect(orderChange(o, 5)).toEqual({
      account: 5,
      order_id: "9",
      order_type: "SUBSCRIPTION",
      discount_codes: ["A"],
      order_products: [
        { pet_plan: 1, product_code: "MEAL-U-B-1", quantity: 1, type: "SUBSCRIPTION" },
        { pet_plan: 2, product_code: "MEAL-F-L-1", quantity: 1, type: "SUBSCRIPTION" },
        { pet_plan: 1, product_code: "SNACK-X", quantity: 2, type: "ONETIME" },
      ],
    });
    expect(orderChange(o, 5, { removeLineId: 3 }).order_products).toHaveLength(2);
    expect(orderChange(o, 5, { codes: [] }).discount_codes).toEqual([]);
    expect(orderChange(o, 5, { addLines: [{ pet_plan: 2, product_code: "Y", quantity: 3, type: "ONETIME" }] }).order_products.at(-1)).toEqual({
      pet_plan: 2,
      product_code: "Y",
      quantity: 3,
      type: "ONETIME",
    });
  });

  it("offers extra meals only with a MEAL-U- line and disables Fresh dogs and dogs that have them", () => {
    expect(extraMealsOffered(o)).toBe(true);
    expect(extraMealsOffered({ products: [line(1, "MEAL-F-L-1", 1)] })).toBe(false);
    expect(extraMealDogs(o).map((d) => [d.name, d.disabledReason])).toEqual([
      ["Dog1", null],
      ["Dog2", "fresh"],
    ]);
    const withBags = { products: [...o.products, line(4, "U-B-BUFFER-1T", 1, { type: "ONETIME", product_type: "BUFFER" })] };
    expect(extraMealDogs(withBags)[0]!.disabledReason).toBe("already_added");
  });

  it("runs the bag options from 0 to the allowance, labelled bags × extra days", () => {
    expect(bagOptions(2, 7)).toEqual([
      { value: "0", label: "0 extra days (0 bags)" },
      { value: "1", label: "7 extra days (1 bag)" },
      { value: "2", label: "14 extra days (2 bags)" },
    ]);
  });
});

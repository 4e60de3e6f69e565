import { describe, expect, it } from "vitest";
import {
  cardExpired,
  defaultCardNote,
  DEFAULT_CARD_CHARGED,
  NOTHING_TO_CHARGE,
  cardExpiryText,
  cardText,
  customerDisplayName,
  customerStats,
  discountHistoryChecks,
  dogsAndPlans,
  filterChangelogByPet,
  latestSurvey,
  shortPetId,
  type StatsOrder,
  surveySummary,
  visibleAccountActions,
} from "@/lib/customers/display";
import { NO_TRACKING_INFORMATION } from "@/lib/customers/messages";
import {
  customerChangelogPath,
  customerOrderPath,
  customerPath,
  TRACKING_PROVIDER_URL,
  trackingLink,
} from "@/lib/customers/paths";
import { customerSegment, parseCustomerSegment } from "@/lib/customers/segment";
import { changeValueText, formatDate, formatPhone } from "@/lib/format";
import { statusLabel, statusTone } from "@/lib/status";

describe("customer URL segment", () => {
  it("joins id and display name with underscores for spaces", () => {
    expect(customerSegment(42, "Jane Doe")).toBe("42__Jane_Doe");
    expect(customerSegment("7", "  Mary  Ann   Smith ")).toBe("7__Mary_Ann_Smith");
    expect(customerSegment(9, "")).toBe("9__Customer");
  });

  it("builds the display name from first and last name, with a fallback", () => {
    expect(customerDisplayName({ first_name: "Jane", last_name: "Doe" })).toBe("Jane Doe");
    expect(customerDisplayName({ first_name: "Jane", last_name: null })).toBe("Jane");
    expect(customerDisplayName({ first_name: " ", last_name: undefined })).toBe("Customer");
  });

  it("encodes the customer path and the related paths", () => {
    expect(customerPath({ id: 42, first_name: "Zoë", last_name: "O'Neil" })).toBe(
      `/customer-lookup/${encodeURIComponent("42__Zoë_O'Neil")}`,
    );
    expect(customerChangelogPath(42)).toBe("/customer-lookup/42/changelog");
    expect(customerOrderPath(42, "1000123")).toBe("/customer-lookup/42/order/1000123");
  });

  it("parses the segment back, encoded or not, and a bare id", () => {
    expect(parseCustomerSegment("42__Jane_Doe")).toEqual({ id: 42, displayName: "Jane Doe" });
    expect(parseCustomerSegment(encodeURIComponent("42__Zoë_O'Neil"))).toEqual({ id: 42, displayName: "Zoë O'Neil" });
    expect(parseCustomerSegment("42")).toEqual({ id: 42, displayName: null });
    expect(parseCustomerSegment("42__")).toEqual({ id: 42, displayName: "" });
  });

  it("rejects segments whose id is not a positive integer", () => {
    for (const bad of ["", "abc", "0", "-1", "1.5", "__Jane", "12a__Jane", "%E0%A4%A", "99999999999999999999"]) {
      expect(parseCustomerSegment(bad), bad).toBeNull();
    }
  });

  it("round-trips", () => {
    const seg = customerSegment(123, "Ann Lee");
    expect(parseCustomerSegment(seg)).toEqual({ id: 123, displayName: "Ann Lee" });
  });
});

describe("formatPhone", () => {
  it("formats 10 digits, with or without the +1 prefix", () => {
    expect(formatPhone("5551234567")).toBe("(555) 123-4567");
    expect(formatPhone("+15551234567")).toBe("(555) 123-4567");
  });
  it("leaves other numbers as they are", () => {
    expect(formatPhone("+44 20 7946 0958")).toBe("+44 20 7946 0958");
    expect(formatPhone("12345")).toBe("12345");
    expect(formatPhone(null)).toBe("");
  });
});

describe("pet id and status labels", () => {
  it("shows the first 5 characters of the pet id", () => {
    expect(shortPetId("3f2a9c1e-0000-4000-8000-000000000000")).toBe("3f2a9");
    expect(shortPetId("abc")).toBe("abc");
    expect(shortPetId(null)).toBe("");
  });
  it("labels statuses: Active, Cancelled, others capitalised and readable (issue 21)", () => {
    expect(statusLabel("pet", "ACTIVE")).toBe("Active");
    expect(statusLabel("pet", "CANCELLED")).toBe("Cancelled");
    expect(statusLabel("pet", "DECEASED_TO_NOT_LIST")).toBe("Deceased to not list");
    expect(statusLabel("pet", "UNKNOWN")).toBe("Unknown");
    expect(statusLabel("pet", undefined)).toBe("");
  });
  it("tones badges by meaning (issue 21: attention, in progress, done, inactive)", () => {
    expect(statusTone("pet", "ACTIVE")).toBe("done");
    expect(statusTone("pet", "CANCELLED")).toBe("inactive");
    expect(statusTone("account", "PENDING")).toBe("attention");
    expect(statusTone("pet", "UNKNOWN")).toBe("inactive");
  });
});

describe("tracking", () => {
  it("links to the tracking provider, or none", () => {
    expect(trackingLink("1Z999 AA1")).toBe(`${TRACKING_PROVIDER_URL}1Z999%20AA1`);
    expect(trackingLink("")).toBeNull();
    expect(trackingLink(null)).toBeNull();
    expect(NO_TRACKING_INFORMATION).toBe("No tracking information");
  });
});

const order = (over: Partial<StatsOrder> & { id: string; status: string }): StatsOrder => ({
  total_price: 0,
  total_refunds: 0,
  charged: "2026-11-01T12:00:00Z",
  discounts: [],
  products: [],
  ...over,
});

describe("customerStats", () => {
  it("excludes CANCELLED, HOLD and ERROR orders and upcoming ones, subtracts refunds, 2 decimals", () => {
    const stats = customerStats([
      order({ id: "1", status: "COMPLETE", total_price: 59.99, total_refunds: 10 }),
      order({ id: "2", status: "FULFILLED", total_price: "40.10", total_refunds: null }),
      order({ id: "3", status: "PROCESSING", total_price: 0.1, total_refunds: 0 }),
      order({ id: "4", status: "CANCELLED", total_price: 100 }),
      order({ id: "5", status: "HOLD", total_price: 100 }),
      order({ id: "6", status: "ERROR", total_price: 100 }),
      order({ id: "7", status: "PREVIEW", total_price: 100 }),
    ]);
    expect(stats).toEqual({ orderCount: 3, totalSpent: 90.19 });
  });
  it("is zero for no orders; a null amount counts as 0", () => {
    expect(customerStats([])).toEqual({ orderCount: 0, totalSpent: 0 });
    expect(customerStats([order({ id: "1", status: "COMPLETE", total_price: null })])).toEqual({ orderCount: 1, totalSpent: 0 });
  });
  it("adds without binary-fraction drift", () => {
    const many = Array.from({ length: 10 }, (_, i) => order({ id: String(i), status: "COMPLETE", total_price: 0.1 }));
    expect(customerStats(many).totalSpent).toBe(1);
  });
});

describe("discountHistoryChecks", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
  const wb = (id: string, d: number, status = "COMPLETE") =>
    order({ id, status, charged: daysAgo(d), discounts: [{ discount: { code: "WB-CX-10X3" } }] });
  const buf = (id: string, d: number) => order({ id, status: "COMPLETE", charged: daysAgo(d), products: [{ code: "U-B-BUFFER-1T-FREE" }] });

  it("answers Yes when fewer than 2 WB- codes in 90 days", () => {
    const [winback] = discountHistoryChecks([wb("1", 10), wb("2", 91)], now);
    expect(winback).toMatchObject({ count: 1, windowDays: 90, answer: "Yes" });
  });
  it("counts scheduled orders up to the window ahead too, not beyond", () => {
    expect(discountHistoryChecks([wb("1", -89), wb("2", -91)], now)[0]).toMatchObject({ count: 1, answer: "Yes" });
  });
  it("answers No at 2 WB- codes in 90 days; cancelled orders do not count", () => {
    expect(discountHistoryChecks([wb("1", 10), wb("2", 89)], now)[0]).toMatchObject({ count: 2, answer: "No" });
    expect(discountHistoryChecks([wb("1", 10), wb("2", 20, "CANCELLED")], now)[0]).toMatchObject({ count: 1, answer: "Yes" });
  });
  it("ignores codes not starting WB-", () => {
    const o = order({ id: "1", status: "COMPLETE", charged: daysAgo(1), discounts: [{ discount: { code: "10POFFX1" } }, { discount: null }] });
    expect(discountHistoryChecks([o, o], now)[0]).toMatchObject({ count: 0, answer: "Yes" });
  });
  it("counts free buffer products over 365 days", () => {
    expect(discountHistoryChecks([buf("1", 300), buf("2", 366)], now)[1]).toMatchObject({ count: 1, windowDays: 365, answer: "Yes" });
    expect(discountHistoryChecks([buf("1", 300), buf("2", 364)], now)[1]).toMatchObject({ count: 2, answer: "No" });
    const paid = order({ id: "3", status: "COMPLETE", charged: daysAgo(1), products: [{ code: "U-B-BUFFER-1T" }] });
    expect(discountHistoryChecks([paid, paid], now)[1]).toMatchObject({ count: 0, answer: "Yes" });
  });
  it("falls back to scheduled then created dates, and skips undated orders", () => {
    const scheduled = order({ id: "1", status: "PREVIEW", charged: null, scheduled: daysAgo(-5), discounts: [{ discount: { code: "wb-x" } }] });
    const undated = order({ id: "2", status: "COMPLETE", charged: null, discounts: [{ discount: { code: "WB-X" } }] });
    expect(discountHistoryChecks([scheduled, undated], now)[0]).toMatchObject({ count: 1 });
  });
});

describe("cancel survey", () => {
  const surveys = [
    { created: "2026-01-01T12:00:00Z", primary_answer: "Price", secondary_answer: "Too expensive", customer_comments: null },
    { created: "2026-06-01T12:00:00Z", primary_answer: "Quality", secondary_answer: null, customer_comments: " Bag torn " },
  ];
  it("picks the latest and summarises it", () => {
    const latest = latestSurvey(surveys);
    expect(latest?.primary_answer).toBe("Quality");
    expect(surveySummary(latest!)).toBe("Quality — “Bag torn” (Jun 1, 2026)");
    expect(surveySummary(surveys[0]!)).toBe("Price: Too expensive (Jan 1, 2026)");
    expect(latestSurvey([])).toBeNull();
  });
});

describe("customer changelog helpers (the generic ones: tests/unit/changelog.test.ts)", () => {
  const entries = [
    { id: 1, created: "2026-01-01T00:00:00Z", pet_id: "p1" },
    { id: 3, created: "2026-03-01T00:00:00Z", pet_id: null },
    { id: 2, created: "2026-03-01T00:00:00Z", pet_id: "p2" },
  ];
  it("filters by pet", () => {
    expect(filterChangelogByPet(entries, "p1").map((e) => e.id)).toEqual([1]);
    expect(filterChangelogByPet(entries, "").length).toBe(3);
  });
  it("prints changed values", () => {
    expect(changeValueText(null)).toBe("—");
    expect(changeValueText(true)).toBe("true");
    expect(changeValueText({ a: 1 })).toBe("a: 1");
    expect(changeValueText({ line_1: "1 Main St", city: "Austin", zip: null })).toBe("line 1: 1 Main St; city: Austin; zip: —");
  });
  it("prints a list of plain values as its items, not as JSON (an order's discount codes)", () => {
    expect(changeValueText([])).toBe("—");
    expect(changeValueText(["WB-SPRING25"])).toBe("WB-SPRING25");
    expect(changeValueText(["MEAL-U-B-4200-4W × 1", "SNACK-JERKY-BEEF × 2"])).toBe("MEAL-U-B-4200-4W × 1, SNACK-JERKY-BEEF × 2");
  });
  it("prints a list of records as their text, never as JSON (a product-item mapping's items)", () => {
    expect(changeValueText([{ sku: "FB-PACK-150-V1", quantity: 1 }, { sku: "SN-JERKY-170-BEEF", quantity: 2 }])).toBe("FB-PACK-150-V1 × 1, SN-JERKY-170-BEEF × 2");
    expect(changeValueText([{ code: "MEAL-U-B-2100-2W", quantity: 1 }])).toBe("MEAL-U-B-2100-2W × 1");
    expect(changeValueText([{ sku: "A" }])).toBe("sku: A");
    expect(changeValueText([{ sku: "A", quantity: 1, note: "x" }])).toBe("sku: A; quantity: 1; note: x");
    expect(changeValueText([{ sku: "A", tags: ["x", "y"] }, 3])).toBe("sku: A; tags: x, y, 3");
  });
  it("prints a timestamp as the screens show dates, not as the API wrote it (a reset link's expiry)", () => {
    expect(changeValueText("2026-11-28T00:19:24.977Z")).toBe("Nov 27, 2026, 7:19 PM EST");
    expect(changeValueText("2026-07-01T12:00:00+00:00")).toBe("Jul 1, 2026, 8:00 AM EDT");
    // A calendar date or any other text stays as written.
    expect(changeValueText("2026-11-28")).toBe("2026-11-28");
    expect(changeValueText("scenario@example.com")).toBe("scenario@example.com");
  });
  it("formats dates", () => {
    expect(formatDate("2026-03-05")).toBe("Mar 5, 2026");
    expect(formatDate(null)).toBe("—");
    expect(formatDate("nope")).toBe("—");
  });
});

describe("dogsAndPlans", () => {
  const pets = [
    { id: "pet-a", name: "Rex", status: "ACTIVE", breeds: [], pet_plan: 2 },
    { id: "pet-b", name: "Old", status: "CANCELLED", breeds: [], pet_plan: null },
    { id: "pet-c", name: "New", status: "ACTIVE", breeds: [], pet_plan: null },
  ];
  const plans = [
    { id: 1, pet: "pet-a", status: "CANCELLED", next_charge_date: null, is_topper: false, products: [] },
    { id: 2, pet: "pet-a", status: "ACTIVE", next_charge_date: "2026-12-10", is_topper: false, products: [{ id: 20, code: "U-B-1", name: "Beef", frequency: 4 }] },
    { id: 3, pet: "pet-b", status: "CANCELLED", next_charge_date: null, is_topper: false, products: [{ id: 30, code: "U-T-1", name: "Turkey", frequency: 4 }] },
    { id: 4, pet: "pet-b", status: "CANCELLED", next_charge_date: null, is_topper: false, products: [] },
  ];
  const surveys = [
    { pet: null, pet_plan_product: 30, created: "2026-05-01T00:00:00Z", primary_answer: "Price", secondary_answer: null, customer_comments: null },
    { pet: "pet-b", pet_plan_product: null, created: "2026-04-01T00:00:00Z", primary_answer: "Quality", secondary_answer: null, customer_comments: null },
    { pet: "pet-a", pet_plan_product: null, created: "2026-06-01T00:00:00Z", primary_answer: "Other", secondary_answer: null, customer_comments: null },
  ];
  const rows = dogsAndPlans(pets, plans, surveys);
  it("gives each dog its current plan, else its newest", () => {
    expect(rows.map((r) => r.plan?.id ?? null)).toEqual([2, 4, null]);
  });
  it("gives only a cancelled dog its latest survey, matched by pet or plan product", () => {
    expect(rows[0]!.latestSurvey).toBeNull();
    expect(rows[1]!.latestSurvey?.primary_answer).toBe("Price");
    expect(rows[2]!.latestSurvey).toBeNull();
  });
});

describe("dates in the business time zone", () => {
  it("shows a timestamp on its New York calendar day, a calendar date as is", () => {
    expect(formatDate("2026-11-22T03:00:00Z")).toBe("Nov 21, 2026");
    expect(formatDate("2026-11-22")).toBe("Nov 22, 2026");
  });
});

describe("visibleAccountActions", () => {
  const all = { accountActions: true, deletePii: true, switchProcessor: true };
  const base = { email: "a@example.com", status: "ACTIVE", paymentProcessor: "braintree", permissions: all };
  it("offers everything to a role with every capability on an active braintree account", () => {
    expect(visibleAccountActions(base).sort()).toEqual(["discount", "email", "impersonate", "outreach", "password", "pii", "processor"]);
  });
  it("hides email change on a CANCELLED account", () => {
    expect(visibleAccountActions({ ...base, status: "CANCELLED" })).not.toContain("email");
  });
  it("offers the processor switch only on braintree and only with the capability", () => {
    expect(visibleAccountActions({ ...base, paymentProcessor: "stripe" })).not.toContain("processor");
    expect(visibleAccountActions({ ...base, permissions: { ...all, switchProcessor: false } })).not.toContain("processor");
  });
  it("offers personal data deletion only with the capability and while there is an email", () => {
    expect(visibleAccountActions({ ...base, permissions: { ...all, deletePii: false } })).not.toContain("pii");
    const erased = visibleAccountActions({ ...base, email: null });
    expect(erased).not.toContain("pii");
    expect(erased).not.toContain("password");
  });
  it("offers no login as customer and no email change once the personal data was deleted (issue 19; an email set then could never be erased)", () => {
    expect(visibleAccountActions({ ...base, piiDeleted: false })).toContain("impersonate");
    expect(visibleAccountActions({ ...base, email: null, piiDeleted: true })).toEqual(["outreach", "discount", "processor"]);
  });
  it("offers nothing without the account-action capability beyond what other capabilities grant", () => {
    expect(visibleAccountActions({ ...base, permissions: { accountActions: false, deletePii: false, switchProcessor: false } })).toEqual([]);
  });
});

describe("cards on file", () => {
  const card = (exp_month: number | null, exp_year: number | null) => ({ brand: "Visa", last4: "9899", exp_month, exp_year });
  // A fixed business day, never the real clock.
  const TODAY = "2026-11-28";

  it("a card is good through its expiry month: expired once the business day is in a later month", () => {
    expect(cardExpired(card(3, 2026), TODAY)).toBe(true);
    expect(cardExpired(card(10, 2026), TODAY)).toBe(true);
    expect(cardExpired(card(12, 2025), TODAY)).toBe(true);
    expect(cardExpired(card(11, 2026), TODAY)).toBe(false);
    expect(cardExpired(card(11, 2026), "2026-11-30")).toBe(false);
    expect(cardExpired(card(11, 2026), "2026-12-01")).toBe(true);
    expect(cardExpired(card(1, 2027), TODAY)).toBe(false);
  });

  it("a missing or invalid month or year (or a malformed day) is not called expired", () => {
    expect(cardExpired(card(null, 2020), TODAY)).toBe(false);
    expect(cardExpired(card(13, 2020), TODAY)).toBe(false);
    expect(cardExpired(card(3, null), TODAY)).toBe(false);
    expect(cardExpired(card(3, 20), TODAY)).toBe(false);
    expect(cardExpired(card(3, 2020), "")).toBe(false);
  });

  it("a one-time order's summary names the default card Confirm charges, and warns when there is none or it expired", () => {
    const method = (is_default: boolean, c: ReturnType<typeof card>) => ({ is_default, card: c });
    // Cards that could not be read: the plain sentence, no warning.
    expect(defaultCardNote(null, TODAY)).toEqual({ text: DEFAULT_CARD_CHARGED, warning: false });
    expect(defaultCardNote([method(false, card(1, 2030)), method(true, { ...card(1, 2030), last4: "4242" })], TODAY)).toEqual({
      text: "Confirming charges the total to the customer's default payment method, Visa •••• 4242.",
      warning: false,
    });
    // Good through its expiry month.
    expect(defaultCardNote([method(true, card(11, 2026))], TODAY).warning).toBe(false);
    const expired = defaultCardNote([method(true, card(10, 2026))], TODAY);
    expect(expired).toEqual({ text: "The default card, Visa •••• 9899, expired (10/2026), so the charge will likely fail. Ask the customer to update it first.", warning: true });
    // Only non-default cards, or none: the charge fails.
    for (const methods of [[], [method(false, card(1, 2030))]]) {
      const none = defaultCardNote(methods, TODAY);
      expect(none.warning).toBe(true);
      expect(none.text).toMatch(/^The customer has no default payment method, so the charge will fail/);
    }
  });

  it("at a total of $0.00 (100% off) nothing is charged: the summary says so, with no warning, whatever the cards", () => {
    const method = (is_default: boolean, c: ReturnType<typeof card>) => ({ is_default, card: c });
    const nothing = { text: "The total is $0.00: nothing will be charged.", warning: false };
    expect(NOTHING_TO_CHARGE).toBe(nothing.text);
    for (const methods of [null, [], [method(false, card(1, 2030))], [method(true, card(10, 2026))], [method(true, card(1, 2030))]]) {
      expect(defaultCardNote(methods, TODAY, 0)).toEqual(nothing);
    }
    // A total to charge (or none known yet, while the summary loads): the card as before.
    expect(defaultCardNote([], TODAY, 12.99).warning).toBe(true);
    expect(defaultCardNote([], TODAY, null).warning).toBe(true);
    expect(defaultCardNote([method(true, card(1, 2030))], TODAY, 0.01).text).toBe("Confirming charges the total to the customer's default payment method, Visa •••• 9899.");
  });

  it("names the card and writes its expiry as the Cards row shows it", () => {
    expect(cardText(card(3, 2026))).toBe("Visa •••• 9899");
    expect(cardExpiryText(card(3, 2026))).toBe("03/2026");
    expect(cardExpiryText(card(null, 2031))).toBe("--/2031");
    expect(cardExpiryText(card(null, null))).toBeNull();
  });
});

/**
 * How the timeline and the changelog screens word what a changelog entry changed: a field kept with
 * the same value on both sides is never a change (lib/format.ts `changeText`, for every line), an
 * order edit's lines read as what was added, removed or changed in quantity by product name
 * (lib/timeline/order-lines.ts), a discount type reads as the screens' label (lib/timeline/context.ts).
 */
import { describe, expect, it } from "vitest";
import { changelogListEntries } from "@/components/customers/changelog-entries";
import type { CustomerChangelogEntryDto } from "@/lib/contract/customers";
import type { OrderDto } from "@/lib/contract/orders";
import { changeText, sameChangeValue } from "@/lib/format";
import { buildTimeline } from "@/lib/timeline/build";
import { changeLine, changeLines, changesLines, discountTypeText } from "@/lib/timeline/context";
import { entryOf } from "@/lib/timeline/entries";
import { NO_ORDER_LINE_NAMES, orderLineRecord, orderLinesChangeText, parseOrderLine, type OrderLineNames } from "@/lib/timeline/order-lines";
import { orderDto } from "../support/order-dto";

const NAMES: Record<string, string> = { "MEAL-U-C-2100-4W": "UnKibble Chicken 2 kg", "SNACK-JERKY-BEEF": "Beef jerky bites 170 g", "MEAL-F-L-1400-2W": "Fresh Lamb" };
const names: OrderLineNames = { productName: (code) => NAMES[code], dogOfPlan: (id) => ({ 3: "Maple", 4: "Sprout" })[id] };

describe("changeText: an unchanged field is never a change", () => {
  it("reads old → new when the value changed, and the value alone when it did not", () => {
    expect(changeText({ old: "a@x.com", new: "b@x.com" })).toBe("a@x.com → b@x.com");
    expect(changeText({ old: "1000001", new: "1000001" })).toBe("1000001");
    expect(changeText({ old: null, new: "SAVE" })).toBe("— → SAVE");
    expect(changeText({ old: ["A", "B"], new: ["A", "B"] })).toBe("A, B");
    // jsonb gives an object's keys back in its own order: still the same value.
    expect(sameChangeValue({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameChangeValue(undefined, null)).toBe(true);
    expect(sameChangeValue(1, "1")).toBe(false);
  });

  it("the timeline's line of a field kept for context names its value once (was: order id: 1000001 → 1000001)", () => {
    expect(changeLine("order_id", { old: "1000001", new: "1000001" })).toBe("order id: 1000001");
    expect(changeLine("total_price", { old: 92.4, new: 92.4 })).toBe("total price: $92.40");
    expect(changeLine("total_price", { old: 92.4, new: 83.16 })).toBe("total price: $92.40 → $83.16");
  });
});

describe("money reads as money, wherever the changelog records it (docs/assumptions.md: 'money as money')", () => {
  it("a plan's price per shipment, a vet bill's cost and the amounts inside a refund's records (was: bare numbers)", () => {
    expect(changeLine("price_per_shipment", { old: 39.1, new: 42 })).toBe("price per shipment: $39.10 → $42.00");
    expect(changeLine("adverse_reaction_vet_bill_cost", { old: null, new: 120.5 })).toBe("adverse reaction vet bill cost: — → $120.50");
    expect(changeLine("refunds", { old: null, new: [{ id: 7, order_product_id: 12, amount: 10.5, tax_amount: 0.85 }] })).toBe(
      "refunds: — → id: 7; order product id: 12; amount: $10.50; tax amount: $0.85",
    );
    // Not money: counts and identifiers stay as they are.
    expect(changeLine("weight", { old: 20, new: 22 })).toBe("weight: 20 → 22");
    expect(changeLine("order_id", { old: null, new: "1000001" })).toBe("order id: — → 1000001");
  });
});

describe("a refund's reason and a charge's status read as the screens' labels (the changelog and the audit log alike)", () => {
  it("the refund form's label, the charge badge's label (was: the code in words, 'Goodwill' for 'Goodwill gesture')", () => {
    expect(changeLine("reason", { old: null, new: "GOODWILL" })).toBe("reason: — → Goodwill gesture");
    expect(changeLine("reason", { old: null, new: "QUALITY_OR_DOG_REACTION" })).toBe("reason: — → Quality issue or dog reaction");
    expect(changeLine("charge_status", { old: null, new: "FAILED" })).toBe("charge status: — → Failed");
  });
});

describe("discount types read as the screens' labels", () => {
  it("a customer-service preset as the exclusive-discount dialog names it, a discount's type as the discount screens do (was: Cx 10 percent)", () => {
    expect(discountTypeText("CX_10_PERCENT")).toBe("10% off 1 order");
    expect(discountTypeText("CX_10_PERCENT_FOR_THREE_ORDERS")).toBe("10% off 3 orders (winback)");
    expect(discountTypeText("PERCENTAGE")).toBe("Percentage Discount");
    expect(discountTypeText("AMOUNT")).toBe("Amount Discount");
    expect(discountTypeText("SOMETHING_NEW")).toBe("Something new");
    expect(changeLine("discount_type", { old: null, new: "CX_30_PERCENT" })).toBe("discount type: — → 30% off 1 order");
  });
});

describe("an order edit's lines: what was added, removed or changed in quantity", () => {
  it("reads the API's record of a line back", () => {
    expect(orderLineRecord({ code: "SNACK-JERKY-BEEF", quantity: 2, petPlanId: 3 })).toBe("SNACK-JERKY-BEEF × 2 (plan 3)");
    expect(parseOrderLine("SNACK-JERKY-BEEF × 2 (plan 3)")).toEqual({ code: "SNACK-JERKY-BEEF", quantity: 2, planId: 3 });
    expect(parseOrderLine("SNACK-JERKY-BEEF × 2")).toEqual({ code: "SNACK-JERKY-BEEF", quantity: 2, planId: null });
    expect(parseOrderLine({ code: "SNACK-JERKY-BEEF", quantity: 1 })).toEqual({ code: "SNACK-JERKY-BEEF", quantity: 1, planId: null });
    expect(parseOrderLine("two bags")).toBeNull();
  });

  it("names products as staff read them, one line per kind of change (was: the whole list before and after, with plan ids)", () => {
    const change = {
      old: ["MEAL-U-C-2100-4W × 1 (plan 3)", "SNACK-JERKY-BEEF × 1 (plan 3)", "UNKNOWN-CODE × 1 (plan 3)"],
      new: ["SNACK-JERKY-BEEF × 3 (plan 3)", "MEAL-U-C-2100-4W × 2 (plan 3)", "MEAL-U-C-2100-4W × 1 (plan 3)"],
    };
    // The meal's quantity 1 → 3 (two records of the same product and dog add up), the jerky 1 → 3, the unknown code removed.
    expect(orderLinesChangeText(change, names)).toEqual(["Removed: 1 × UNKNOWN-CODE", "Quantity changed: Beef jerky bites 170 g 1 → 3, UnKibble Chicken 2 kg 1 → 3"]);
    expect(orderLinesChangeText({ old: ["SNACK-JERKY-BEEF × 1 (plan 3)"], new: ["SNACK-JERKY-BEEF × 1 (plan 3)", "MEAL-U-C-2100-4W × 2 (plan 3)"] }, names)).toEqual([
      "Added: 2 × UnKibble Chicken 2 kg",
    ]);
  });

  it("names the dog when the order's lines are for more than one", () => {
    const change = { old: ["MEAL-U-C-2100-4W × 1 (plan 3)", "MEAL-F-L-1400-2W × 1 (plan 4)"], new: ["MEAL-U-C-2100-4W × 1 (plan 3)", "MEAL-F-L-1400-2W × 1 (plan 4)", "SNACK-JERKY-BEEF × 2 (plan 4)", "SNACK-JERKY-BEEF × 1 (plan 9)"] };
    expect(orderLinesChangeText(change, names)).toEqual(["Added: 2 × Beef jerky bites 170 g for Sprout, 1 × Beef jerky bites 170 g for plan 9"]);
  });

  it("a value that is not a list of recorded lines is the generic change line", () => {
    expect(orderLinesChangeText({ old: "x", new: ["A × 1"] }, names)).toBeNull();
    expect(changeLines(names, "order_products", { old: "x", new: "y" })).toEqual(["order products: x → y"]);
    expect(changeLines(names, "order_products", { old: null, new: [{ code: "SNACK-JERKY-BEEF", quantity: 1 }] })).toEqual(["Added: 1 × Beef jerky bites 170 g"]);
  });
});

describe("where the entry is built (buildTimeline)", () => {
  const AGENT = "team+bark@example.com";
  const line = (id: number, code: string, description: string, quantity: number) => ({
    id, code, description, quantity, unit_price: 10, discount_amount: 0, tax_amount: 0, total_price: 10 * quantity, total_refunds: 0, refund_amount: 10 * quantity,
    type: "ADDON" as const, product_type: "SNACK" as const, pet_id: "pet-1", pet_plan: { id: 3, pet_name: "Maple" },
  });
  const order: OrderDto = orderDto({ id: "1000001", status: "PREVIEW", products: [line(1, "MEAL-U-C-2100-4W", "UnKibble Chicken 2 kg", 1), line(2, "SNACK-JERKY-BEEF", "Beef jerky bites 170 g", 3)], created: "2026-03-01T00:00:00.000Z", version: 2 });
  const entry = (id: number, e: Pick<CustomerChangelogEntryDto, "object_type" | "action" | "object_id" | "changes">): CustomerChangelogEntryDto => ({ id, created: `2026-03-0${id + 1}T12:00:00.000Z`, pet_id: null, pet_name: null, staff_email: AGENT, ...e });
  const details = (changelog: CustomerChangelogEntryDto[]) =>
    buildTimeline({ account: { orders: { upcoming: [order], processing: [], past: [] }, pets: [{ id: "pet-1", name: "Maple" }] as never }, changelog, claims: [], refunds: [] })
      .map(entryOf)
      .filter((e) => e.id.startsWith("changelog-"))
      .map((e) => [e.summary, e.details]);

  it("an order edit, a discount created and removed read as staff read them, nothing unchanged as a change", () => {
    expect(
      details([
        entry(1, { object_type: "order", action: "UPDATE", object_id: "1000001", changes: { order_products: { old: ["MEAL-U-C-2100-4W × 1 (plan 3)", "SNACK-JERKY-BEEF × 1 (plan 3)"], new: ["MEAL-U-C-2100-4W × 1 (plan 3)", "SNACK-JERKY-BEEF × 3 (plan 3)"] }, total_price: { old: 20, new: 40 } } }),
        entry(2, { object_type: "discount", action: "CREATE", object_id: "10POFFX1-ABCDEF", changes: { discount_code: { old: null, new: "10POFFX1-ABCDEF" }, discount_type: { old: null, new: "CX_10_PERCENT" }, order_id: { old: null, new: "1000001" } } }),
        entry(3, { object_type: "discount", action: "DELETE", object_id: "10POFFX1-ABCDEF", changes: { discount_code: { old: "10POFFX1-ABCDEF", new: null }, order_id: { old: "1000001", new: "1000001" }, total_price: { old: 36, new: 40 } } }),
      ]),
    ).toEqual([
      ["Discount 10POFFX1-ABCDEF removed from order 1000001", ["discount code: 10POFFX1-ABCDEF → —", "order id: 1000001", "total price: $36.00 → $40.00"]],
      ["Discount 10POFFX1-ABCDEF applied to order 1000001", ["discount code: — → 10POFFX1-ABCDEF", "discount type: — → 10% off 1 order", "order id: — → 1000001"]],
      ["Order 1000001 edited: order products", ["Quantity changed: Beef jerky bites 170 g 1 → 3", "total price: $20.00 → $40.00"]],
    ]);
  });

  it("an order's created entry lists its products the same way", () => {
    const created = buildTimeline({ account: { orders: { upcoming: [order], processing: [], past: [] }, pets: [] }, changelog: [], claims: [], refunds: [] }).map(entryOf)[0]!;
    expect(created.details).toEqual(["Products now: 1 × UnKibble Chicken 2 kg, 3 × Beef jerky bites 170 g"]);
  });
});

describe("a dog's lifestyle reads as the dog forms name it", () => {
  it("'Lazy' is displayed as 'Mellow' (spec 01 §9) in the timeline and the changelog; other lifestyles as stored (was: Lazy)", () => {
    expect(changeLine("lifestyle", { old: null, new: "Lazy" })).toBe("lifestyle: — → Mellow");
    expect(changeLine("lifestyle", { old: "Lazy", new: "Very Active" })).toBe("lifestyle: Mellow → Very Active");
    expect(changeLines(names, "lifestyle", { old: "Active", new: "Lazy" })).toEqual(["lifestyle: Active → Mellow"]);
  });
});

describe("free text reads as written; only code fields are worded, a refund's reason by its label (lib/timeline/context.ts CODE_FIELDS)", () => {
  const AGENT = "team+bark@example.com";
  const change = (id: number, e: Pick<CustomerChangelogEntryDto, "object_type" | "action" | "object_id" | "changes"> & { pet_id?: string | null; pet_name?: string | null }): CustomerChangelogEntryDto => ({
    id, created: `2026-03-0${id}T12:00:00.000Z`, pet_id: null, pet_name: null, staff_email: AGENT, ...e,
  });
  const timeline = (pets: { id: string; name: string }[], changelog: CustomerChangelogEntryDto[]) =>
    buildTimeline({ account: { orders: { upcoming: [], processing: [], past: [] }, pets: pets as never }, changelog, claims: [], refunds: [] })
      .map(entryOf)
      .filter((e) => e.id.startsWith("changelog-"))
      .map((e) => [e.summary, e.details]);

  it("a dog named in capitals keeps its name in the summary and the details (was: Dog Kc added, name: Kc → Bo)", () => {
    expect(
      timeline([{ id: "pet-1", name: "BO" }], [
        change(1, { object_type: "pet", action: "CREATE", object_id: "pet-1", pet_id: "pet-1", pet_name: "BO", changes: { name: { old: null, new: "KC" }, gender: { old: null, new: "MALE" } } }),
        change(2, { object_type: "pet", action: "UPDATE", object_id: "pet-1", pet_id: "pet-1", pet_name: "BO", changes: { name: { old: "KC", new: "BO" } } }),
      ]),
    ).toEqual([
      ["BO's profile updated: name", ["name: KC → BO"]],
      // The dog's gender is a code: still in words.
      ["Dog KC added", ["name: — → KC", "gender: — → Male"]],
    ]);
  });

  it("an agent's notes, comments and survey answers read as typed, however they are cased (was: Expensive, Lost)", () => {
    expect(changeLine("customer_comments", { old: null, new: "EXPENSIVE" })).toBe("customer comments: — → EXPENSIVE");
    expect(changeLine("reason_note", { old: null, new: "LOST" })).toBe("reason note: — → LOST");
    expect(changeLine("secondary_answer", { old: null, new: "OTHER" })).toBe("secondary answer: — → OTHER");
    expect(changeLine("adverse_reaction_additional_notes", { old: "VOMITING", new: "VOMITING TWICE" })).toBe("adverse reaction additional notes: VOMITING → VOMITING TWICE");
    expect(changeLine("email", { old: "KC@EXAMPLE.COM", new: "kc@example.com" })).toBe("email: KC@EXAMPLE.COM → kc@example.com");
    // An identifier that looks like a code stays one (a winback discount code, a plan's first-order discount).
    expect(changeLine("first_order_discount", { old: null, new: "WINBACK10" })).toBe("first order discount: — → WINBACK10");
  });

  it("the fields that hold codes still read in words: statuses (also an order's, in a plan's entry), order type, a claim's answers and a quality issue's type", () => {
    expect(changeLine("status", { old: "ACTIVE", new: "DECEASED_TO_NOT_LIST" })).toBe("status: Active → Deceased to not list");
    expect(changeLine("order 1000001 status", { old: "PREVIEW", new: "CANCELLED" })).toBe("order 1000001 status: Preview → Cancelled");
    expect(changeLine("order_type", { old: null, new: "ONETIME" })).toBe("order type: — → Onetime");
    expect(changeLine("charge_status", { old: null, new: "FAILED" })).toBe("charge status: — → Failed");
    expect(changeLine("warm_box_food_inside_silver_bag", { old: "UNKNOWN", new: "NO_BAG" })).toBe("warm box food inside silver bag: Unknown → No bag");
    expect(changeLine("adverse_reaction_symptoms", { old: null, new: ["VOMIT", "SKIN_REACTION"] })).toBe("adverse reaction symptoms: — → Vomit, Skin reaction");
    expect(changeLine("product_quality_issues", { old: null, new: [{ issue_type: "DAMAGED_PRODUCT", sub_issue: null, notes: "TORN BAG", lot_codes: {} }] })).toBe(
      "product quality issues: — → issue type: Damaged product; sub issue: —; notes: TORN BAG; lot codes: —",
    );
    // A claim's types and resolutions as the claim's filed entry names them.
    expect(changeLine("claim_types", { old: ["ROOF"], new: ["ROOF", "WARM_BOX"] })).toBe("claim types: ROOF → ROOF, Warm Box");
    expect(changeLine("resolution_types", { old: [], new: ["FUTURE_DISCOUNT"] })).toBe("resolution types: — → Discount on future order(s)");
  });

  it("a status reads as its badge names it, whatever the kind (review ui-consistency 2; was: 'Hold', the code in words)", () => {
    // A plan cancellation that empties a held order (server/backend/queries/pet-plans.ts): "On hold", as the order's badge.
    expect(changeLine("order 1000002 status", { old: "HOLD", new: "CANCELLED" })).toBe("order 1000002 status: On hold → Cancelled");
    expect(changeLine("status", { old: "HOLD", new: "PREVIEW" })).toBe("status: On hold → Preview");
    expect(changeLine("status", { old: "ORDERDESK_SENT", new: "DELIVERY_FAILED" })).toBe("status: Sent to OrderDesk → Delivery failed");
    // INACTIVE is "Deactivated" for a staff user only: a kind-free status reads it as its code.
    expect(changeLine("status", { old: "ACTIVE", new: "INACTIVE" })).toBe("status: Active → Inactive");
    expect(changeLine("status", { old: null, new: "SOMETHING_NEW" })).toBe("status: — → Something new");
  });

  it("Mark cancelled's fulfillments read with their statuses as the Shipping Details badges name them (was: 1000123-F1: ORDERDESK_SENT → 1000123-F1: CANCELLED)", () => {
    // What markOrderCancelled records (server/backend/queries/order-edits.ts); the timeline and the customer changelog share changesLines.
    const lines = changesLines(NO_ORDER_LINE_NAMES, {
      status: { old: "FULFILLING", new: "CANCELLED" },
      fulfillments: { old: ["1000123-F1: ORDERDESK_SENT", "1000123-F2: CREATING_AFTERSHIP_SHIPMENTS"], new: ["1000123-F1: CANCELLED", "1000123-F2: CANCELLED"] },
    });
    expect(lines).toEqual([
      "status: Fulfilling → Cancelled",
      "fulfillments: 1000123-F1: Sent to OrderDesk, 1000123-F2: Creating AfterShip shipments → 1000123-F1: Cancelled, 1000123-F2: Cancelled",
    ]);
  });

  it("a refund's reason reads as the refund form and the Refunds table name it (was: Goodwill, Quality or dog reaction)", () => {
    expect(changeLine("reason", { old: null, new: "GOODWILL" })).toBe("reason: — → Goodwill gesture");
    expect(changeLine("reason", { old: null, new: "QUALITY_OR_DOG_REACTION" })).toBe("reason: — → Quality issue or dog reaction");
    expect(changeLine("reason", { old: null, new: "SOMETHING_NEW" })).toBe("reason: — → SOMETHING_NEW");
  });

  it("the customer changelog page words its entries the same way (components/customers/changelog-entries.ts)", () => {
    const refund = change(3, { object_type: "refund", action: "CREATE", object_id: "1000001", changes: { reason: { old: null, new: "GOODWILL" }, reason_note: { old: null, new: "LOST" } } });
    const renamed = change(4, { object_type: "pet", action: "UPDATE", object_id: "pet-1", pet_id: "pet-1", pet_name: "BO", changes: { name: { old: "KC", new: "BO" } } });
    const result = changelogListEntries({ ok: true, entries: [refund, renamed] }, names);
    expect(result.ok && result.entries.map((e) => e.lines)).toEqual([["reason: — → Goodwill gesture", "reason note: — → LOST"], ["name: KC → BO"]]);
  });
});

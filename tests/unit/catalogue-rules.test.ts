/**
 * The catalogue and staff rules shared by the forms and the embedded API (issue 13): the form's
 * text values parse like the API's JSON, defaults, the +bark rule, banner type, groups by tier.
 */
import { describe, expect, it } from "vitest";
import { createItemSchema } from "@/lib/contract/items";
import { addProductItemsSchema, PRODUCT_ITEMS_MESSAGES } from "@/lib/contract/product-items";
import { bannerTypeFor, createPromotionSchema, PROMOTION_MESSAGES, PROMOTION_TEXTS } from "@/lib/contract/promotions";
import { createStaffUserSchema, STAFF_MESSAGES, STAFF_TEXTS } from "@/lib/contract/staff";
import { DISCOUNT_MESSAGES } from "@/lib/discount-rules";
import { groupsOfferedTo } from "@/lib/roles";

const account = (group: string) => ({ is_active: true, groups: [{ name: group }] });

describe("item rules", () => {
  it("upper-cases the SKU and reads the form's numbers", () => {
    expect(createItemSchema.parse({ sku: " ub-bag-600-v1 ", name: "Bag", weight_oz: "21.5", volume: "0", recipe: "U-B" })).toEqual({ sku: "UB-BAG-600-V1", name: "Bag", weight_oz: 21.5, volume: 0, recipe: "U-B" });
  });
  it("refuses a blank weight, a negative volume and a missing recipe", () => {
    const r = createItemSchema.safeParse({ sku: "A", name: "B", weight_oz: "", volume: "-1", recipe: "" });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join("."))).toEqual(["weight_oz", "volume", "recipe"]);
  });
});

describe("mapping rules", () => {
  it("needs at least one item, each with a SKU and a quantity above 0, no SKU twice", () => {
    expect(addProductItemsSchema.safeParse({ items: [] }).error!.issues[0]!.message).toBe(PRODUCT_ITEMS_MESSAGES.atLeastOneItem);
    expect(addProductItemsSchema.safeParse({ items: [{ sku: "A", quantity: "0" }] }).error!.issues[0]!.path).toEqual(["items", 0, "quantity"]);
    expect(addProductItemsSchema.safeParse({ items: [{ sku: "a", quantity: 1 }, { sku: "A", quantity: 2 }] }).error!.issues[0]!.path).toEqual(["items", 1, "sku"]);
    expect(addProductItemsSchema.parse({ items: [{ sku: "a-1", quantity: "2" }] })).toEqual({ items: [{ sku: "A-1", quantity: 2 }] });
  });
});

describe("promotion rules", () => {
  it("defaults quantity 1, minimum spend 0, ACTIVE, ORDER; banner type follows the funnel copy", () => {
    const p = createPromotionSchema.parse({ name: "P", free_product_code: "X", quantity: "", minimum_order_gross_value_threshold_amount: "", banner_copy: "  " });
    expect(p).toMatchObject({ quantity: 1, minimum_order_gross_value_threshold_amount: 0, status: "ACTIVE", promotion_type: "ORDER", banner_copy: null, banner_type: "NO_FUNNEL_UI", start_timestamp: null });
    expect(bannerTypeFor("Free jerky")).toBe("ONLY_CHECKOUT_PAGE");
  });
  it("end must be after start", () => {
    const r = createPromotionSchema.safeParse({ name: "P", free_product_code: "X", start_timestamp: "2026-12-02T10:00", end_timestamp: "2026-12-02T10:00" });
    expect(r.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([["end_timestamp", PROMOTION_MESSAGES.endBeforeStart]]);
  });
  it("start and end on the pickers' 30-minute step, the discounts' rule and message (spec 02 §9), form text and ISO alike", () => {
    const issuesOf = (dates: Record<string, string>) =>
      createPromotionSchema.safeParse({ name: "P", free_product_code: "X", ...dates }).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(PROMOTION_MESSAGES.halfHourSteps).toBe(DISCOUNT_MESSAGES.halfHourSteps);
    expect(issuesOf({ start_timestamp: "2026-12-02T10:15", end_timestamp: "2026-12-03T10:00" })).toEqual([["start_timestamp", PROMOTION_MESSAGES.halfHourSteps]]);
    expect(issuesOf({ start_timestamp: "2026-12-02T10:00", end_timestamp: "2026-12-03T10:00:30Z" })).toEqual([["end_timestamp", PROMOTION_MESSAGES.halfHourSteps]]);
    expect(issuesOf({ start_timestamp: "2026-12-02T10:10:00Z" })).toEqual([["start_timestamp", PROMOTION_MESSAGES.halfHourSteps]]);
    expect(issuesOf({ end_timestamp: "2026-12-02T23:59" })).toEqual([["end_timestamp", PROMOTION_MESSAGES.halfHourSteps]]);
    const ok = createPromotionSchema.parse({ name: "P", free_product_code: "X", start_timestamp: "2026-12-02T10:30", end_timestamp: "2026-12-03T15:00:00.000Z" });
    expect(ok).toMatchObject({ start_timestamp: "2026-12-02T15:30:00.000Z", end_timestamp: "2026-12-03T15:00:00.000Z" });
  });
  it("the spec's texts", () => {
    expect(PROMOTION_TEXTS.created("Summer")).toBe("Summer Promotion has been created");
    expect(PROMOTION_TEXTS.statusChanged("Summer", "INACTIVE")).toBe("Summer promotion is now deactivated");
    expect(PROMOTION_TEXTS.statusChanged("Summer", "ACTIVE")).toBe("Summer promotion is now active");
    expect(PROMOTION_TEXTS.help).toBe("The promotion applies to trial orders only. When it is active, free products are shown on the funnel checkout page with a banner.");
  });
});

describe("staff rules", () => {
  it("lower-cases the email and needs +bark@", () => {
    expect(createStaffUserSchema.parse({ first_name: "A", last_name: "B", email: "Jane+BARK@Example.com", group_name: "BarkAdmin" }).email).toBe("jane+bark@example.com");
    const r = createStaffUserSchema.safeParse({ first_name: "A", last_name: "B", email: "jane@example.com", group_name: "BarkAdmin" });
    expect(r.error!.issues.map((i) => i.message)).toContain(STAFF_MESSAGES.barkQualifier);
    expect(STAFF_MESSAGES.barkQualifier).toBe("Validation error: all Bark users must have +bark qualifier in their email address");
  });
  it("no group chosen: one sentence, never the internal group names (was zod's 'Choose one of: BarkAdmin, BarkTeamMember, …')", () => {
    const groupMessages = (group_name: unknown) =>
      (createStaffUserSchema.safeParse({ first_name: "A", last_name: "B", email: "a+bark@example.com", is_active: true, group_name }).error?.issues ?? [])
        .filter((i) => i.path.join(".") === "group_name")
        .map((i) => i.message);
    expect(STAFF_MESSAGES.groupRequired).toBe("Choose a user group.");
    for (const group of ["", "Boss", 3]) expect(groupMessages(group), String(group)).toEqual([STAFF_MESSAGES.groupRequired]);
    expect(groupMessages(undefined)).toEqual(["This field is required."]);
    expect(groupMessages("BarkTeamMember")).toEqual([]);
  });
  it("offers each tier its groups", () => {
    expect(groupsOfferedTo(account("BarkTeamMember"))).toEqual([]);
    expect(groupsOfferedTo(account("BarkAdmin"))).toEqual(["BarkTeamMember", "BarkAdmin"]);
    expect(groupsOfferedTo(account("BarkOpsAdmin"))).toEqual(["BarkTeamMember", "BarkAdmin", "BarkOpsAdmin"]);
    expect(groupsOfferedTo(account("BarkAllModuleAccess"))).toEqual(["BarkTeamMember", "BarkAdmin", "BarkOpsAdmin", "BarkAllModuleAccess"]);
    expect(groupsOfferedTo({ is_active: false, groups: [{ name: "BarkAllModuleAccess" }] })).toEqual([]);
  });
  it("the spec's toasts", () => {
    expect(STAFF_TEXTS.created("Ivy", "T")).toBe("Successfully created bark user Ivy T");
    expect(STAFF_TEXTS.resetSent("a+bark@x.com")).toBe("Success! a+bark@x.com will receive an email to reset their password within a couple of minutes.");
    expect(STAFF_TEXTS.statusChanged("a+bark@x.com", false)).toBe("a+bark@x.com is now deactivated");
  });
});

import { describe, expect, it } from "vitest";
import {
  can,
  canSeePath,
  capabilityForPath,
  displayRole,
  GROUPS_OFFERED_BY,
  HOME_TILES,
  isPublicPath,
  mayManageStaff,
  NotAuthenticatedError,
  rolesOf,
  type Capability,
} from "@/lib/roles";
import { pages } from "@/lib/pages";

const account = (group: string, is_active = true) => ({ is_active, groups: [{ name: group }] });
const TEAM = account("BarkTeamMember");
const ADMIN = account("BarkAdmin");
const OPS = account("BarkOpsAdmin");
const ALL = account("BarkAllModuleAccess");
const GUEST = account("Marketing");

// The role table, row by row: [capability, Team Member, Admin, Ops Admin, All Module Access]
const TABLE: [Capability, boolean, boolean, boolean, boolean][] = [
  ["customerLookup", true, true, true, true],
  ["discountLookup", true, true, true, true],
  ["productInfo", true, true, true, true],
  ["claims", true, true, true, true],
  ["customerAccountActions", true, true, true, true],
  ["manageUsers", false, true, true, true],
  ["manageDiscounts", false, true, true, true],
  ["manageProducts", false, true, false, true],
  ["managePromotions", false, false, false, true],
  ["deleteCustomerPii", false, true, false, true],
  ["deleteClaim", false, true, true, true],
  ["splitFulfillment", false, false, true, true],
  ["switchPaymentProcessor", false, true, true, true],
  ["bulkDiscountCreation", false, false, false, true],
  ["auditLog", false, false, false, true],
  ["auditExports", true, true, true, true],
];

describe("role table", () => {
  it.each(TABLE)("%s: team=%s admin=%s ops=%s all=%s", (cap, team, admin, ops, all) => {
    expect([can(TEAM, cap), can(ADMIN, cap), can(OPS, cap), can(ALL, cap)]).toEqual([team, admin, ops, all]);
  });

  it("an unsupported group grants nothing but product info (product info is open to any authenticated user) and the audit record of its download", () => {
    for (const [cap] of TABLE) expect(can(GUEST, cap)).toBe(cap === "productInfo" || cap === "auditExports");
  });

  it("an inactive account has no role and can do nothing", () => {
    expect(rolesOf(account("BarkAdmin", false))).toEqual([]);
    for (const [cap] of TABLE) expect(can(account("BarkAllModuleAccess", false), cap)).toBe(false);
  });

  it("a group must match exactly (no prefix or case games)", () => {
    expect(rolesOf(account("barkadmin"))).toEqual([]);
    expect(rolesOf(account("BarkAdminX"))).toEqual([]);
  });

  it("no stored account raises 'User is not properly authenticated'", () => {
    expect(() => rolesOf(null)).toThrow(NotAuthenticatedError);
    expect(() => rolesOf(null)).toThrow("User is not properly authenticated");
    expect(can(null, "customerLookup")).toBe(false);
  });

  it("display names, and Unsupported Group for anything else", () => {
    expect(["BarkAdmin", "BarkTeamMember", "BarkOpsAdmin", "BarkAllModuleAccess", "Marketing"].map(displayRole)).toEqual([
      "Admin",
      "Team Member",
      "Ops Admin",
      "All Module Access User",
      "Unsupported Group",
    ]);
  });

  it("add-user group choices per role", () => {
    expect(GROUPS_OFFERED_BY.BarkAdmin).toEqual(["BarkTeamMember", "BarkAdmin"]);
    expect(GROUPS_OFFERED_BY.BarkOpsAdmin).toEqual(["BarkTeamMember", "BarkAdmin", "BarkOpsAdmin"]);
    expect(GROUPS_OFFERED_BY.BarkAllModuleAccess).toHaveLength(4);
    expect(GROUPS_OFFERED_BY.BarkTeamMember).toEqual([]);
  });
});

describe("home tiles", () => {
  const tilesFor = (a: ReturnType<typeof account>) => HOME_TILES.filter((t) => can(a, t.capability)).map((t) => t.title);
  it("Team Member sees the three open tiles", () => {
    expect(tilesFor(TEAM)).toEqual(["Customer Lookup", "Discount Lookup", "Product/Pricing/Nutrient Info"]);
  });
  it("Admin adds users, discounts and products", () => {
    expect(tilesFor(ADMIN)).toEqual([
      "Manage Users",
      "Customer Lookup",
      "Discount Lookup",
      "Manage Discounts",
      "Manage Products & Items",
      "Product/Pricing/Nutrient Info",
    ]);
  });
  it("Ops Admin: users and discounts, not products or promotions", () => {
    expect(tilesFor(OPS)).toEqual(["Manage Users", "Customer Lookup", "Discount Lookup", "Manage Discounts", "Product/Pricing/Nutrient Info"]);
  });
  it("All Module Access sees all eight, the Audit Log only it", () => {
    expect(tilesFor(ALL)).toHaveLength(8);
    expect(tilesFor(ALL)).toContain("Audit Log");
    for (const other of [TEAM, ADMIN, OPS]) expect(tilesFor(other)).not.toContain("Audit Log");
  });
});

describe("route guards", () => {
  it("maps paths to capabilities by longest prefix, sub-paths included", () => {
    expect(capabilityForPath("/")).toBe("home");
    expect(capabilityForPath("/customer-lookup/12__Jane_Doe/changelog")).toBe("customerLookup");
    expect(capabilityForPath("/discounts/create-discount")).toBe("manageDiscounts");
    expect(capabilityForPath("/discount-lookup/5")).toBe("discountLookup");
    expect(capabilityForPath("/promotions")).toBe("managePromotions");
    expect(capabilityForPath("/product-items/changelog")).toBe("manageProducts");
    expect(capabilityForPath("/create-user")).toBe("manageUsers");
    // a prefix must end at a segment boundary
    expect(capabilityForPath("/discountsX")).toBe("home");
  });
  it("a suffix guard (…/split-fulfillment) guards only below its own section: elsewhere the section's prefix still decides", () => {
    const OPS_ADMIN = { is_active: true, groups: [{ name: "BarkOpsAdmin" }] };
    // Split Fulfillment lets Ops Admin in; Promotions and the product pages do not.
    expect(capabilityForPath("/promotions/split-fulfillment")).toBe("managePromotions");
    expect(capabilityForPath("/product-items/update-product-items/split-fulfillment/")).toBe("manageProducts");
    expect(capabilityForPath("/audit-log/x/split-fulfillment")).toBe("auditLog");
    expect(canSeePath(OPS_ADMIN, "/promotions/split-fulfillment")).toBe(false);
    expect(canSeePath(OPS_ADMIN, "/items/split-fulfillment")).toBe(false);
    expect(capabilityForPath("/customer-lookup/7/order/1000/F1/split-fulfillment")).toBe("splitFulfillment");
  });
  it("/search (the header's Find) is guarded as Customer Lookup by the page proxy and the page alike", () => {
    expect(pages.search.access).toBe("customerLookup");
    expect(capabilityForPath(pages.search.href())).toBe("customerLookup");
    expect(canSeePath(TEAM, pages.search.href())).toBe(true);
  });
  it("Team Member is refused /discounts and /promotions", () => {
    expect(canSeePath(TEAM, "/discounts")).toBe(false);
    expect(canSeePath(TEAM, "/promotions")).toBe(false);
    expect(canSeePath(TEAM, "/customer-lookup")).toBe(true);
  });
  it("the Marketing guest sees Unauthorized on guarded routes", () => {
    for (const p of ["/", "/customer-lookup", "/discount-lookup", "/discounts", "/user-management", "/search"]) {
      expect(canSeePath(GUEST, p)).toBe(false);
    }
  });
  it("public routes", () => {
    expect(isPublicPath("/login")).toBe(true);
    expect(isPublicPath("/reset-password/abc/def")).toBe(true);
    expect(isPublicPath("/resetpassword")).toBe(true);
    expect(isPublicPath("/loginx")).toBe(false);
    expect(isPublicPath("/customer-lookup")).toBe(false);
  });
});

describe("mayManageStaff (who may change, reset or deactivate a staff account)", () => {
  const groups = (...names: string[]) => names.map((name) => ({ name }));
  it("an actor changes only accounts whose every role group the actor may grant", () => {
    const cases: [typeof TEAM, string[], boolean][] = [
      [ADMIN, ["BarkTeamMember"], true],
      [ADMIN, ["BarkAdmin"], true],
      [ADMIN, ["BarkOpsAdmin"], false],
      [ADMIN, ["BarkAllModuleAccess"], false],
      [ADMIN, ["BarkTeamMember", "BarkOpsAdmin"], false],
      [OPS, ["BarkOpsAdmin"], true],
      [OPS, ["BarkAllModuleAccess"], false],
      [ALL, ["BarkAllModuleAccess"], true],
      [ADMIN, ["Marketing"], true],
      [TEAM, ["BarkTeamMember"], false],
      [GUEST, ["BarkTeamMember"], false],
      [account("BarkAllModuleAccess", false), ["BarkTeamMember"], false],
    ];
    for (const [actor, target, expected] of cases) expect(mayManageStaff(actor, groups(...target)), `${actor.groups[0]!.name} → ${target.join("+")}`).toBe(expected);
    expect(mayManageStaff(null, groups("BarkTeamMember"))).toBe(false);
  });
});

/**
 * The one role table (shared/spec/00-decisions.md §1). proxy.ts, every page and layout, the home
 * tiles, the BFF's upstream route table and the embedded API all ask this module; no other file
 * names a group.
 */
import { StaffGroupName } from "./enums";

export type Role = StaffGroupName;

export const ROLE_DISPLAY_NAMES: Record<Role, string> = {
  BarkAdmin: "Admin",
  BarkTeamMember: "Team Member",
  BarkOpsAdmin: "Ops Admin",
  BarkAllModuleAccess: "All Module Access User",
};
export const UNSUPPORTED_GROUP = "Unsupported Group";

/** The four checks of the specs, by tier. */
export const FIRST: Role = "BarkAdmin";
export const SECOND: Role = "BarkOpsAdmin";
export const HIGHEST: Role = "BarkAllModuleAccess";
export const BASELINE: Role = "BarkTeamMember";
export const ALL_ROLES: readonly Role[] = [FIRST, SECOND, HIGHEST, BASELINE];

/** "Any signed-in user, whatever the group" (spec 02 §6: product-pricing-nutrient-info). */
export const ANY_AUTHENTICATED = "any-authenticated" as const;
export type Allowed = readonly Role[] | typeof ANY_AUTHENTICATED;

export const CAPABILITIES = {
  customerLookup: ALL_ROLES,
  /** Account actions every staff member may make: email change, password reset, outreach, login-as, exclusive discounts. */
  customerAccountActions: ALL_ROLES,
  discountLookup: ALL_ROLES,
  productInfo: ANY_AUTHENTICATED,
  claims: ALL_ROLES,
  home: ALL_ROLES,
  manageUsers: [FIRST, SECOND, HIGHEST],
  manageDiscounts: [FIRST, SECOND, HIGHEST],
  manageProducts: [FIRST, HIGHEST],
  managePromotions: [HIGHEST],
  deleteCustomerPii: [FIRST, HIGHEST],
  deleteClaim: [FIRST, SECOND, HIGHEST],
  splitFulfillment: [SECOND, HIGHEST],
  switchPaymentProcessor: [FIRST, SECOND, HIGHEST],
  bulkDiscountCreation: [HIGHEST],
} as const satisfies Record<string, Allowed>;
export type Capability = keyof typeof CAPABILITIES;

/** Which groups a user may grant when adding a staff user (00-decisions §1, last row). */
export const GROUPS_OFFERED_BY: Record<Role, readonly Role[]> = {
  BarkTeamMember: [],
  BarkAdmin: [BASELINE, FIRST],
  BarkOpsAdmin: [BASELINE, FIRST, SECOND],
  BarkAllModuleAccess: [BASELINE, FIRST, SECOND, HIGHEST],
};

/** Page route prefixes → capability. Longest prefix wins; "/" alone matches only the home page. */
export const ROUTE_GUARDS: readonly { prefix: string; capability: Capability }[] = [
  { prefix: "/customer-lookup", capability: "customerLookup" },
  { prefix: "/discount-lookup", capability: "discountLookup" },
  { prefix: "/product-pricing-nutrient-info", capability: "productInfo" },
  { prefix: "/user-management", capability: "manageUsers" },
  { prefix: "/create-user", capability: "manageUsers" },
  { prefix: "/discounts", capability: "manageDiscounts" },
  { prefix: "/promotions", capability: "managePromotions" },
  { prefix: "/manage-data", capability: "manageProducts" },
  { prefix: "/items", capability: "manageProducts" },
  { prefix: "/product-items", capability: "manageProducts" },
];

/**
 * Page routes guarded by their last segment (a page deep below a prefix that needs more than the
 * prefix's capability): checked before the prefixes.
 */
export const ROUTE_SUFFIX_GUARDS: readonly { suffix: string; capability: Capability }[] = [
  // …/order/{orderId}/{fulfillmentId}/split-fulfillment (00-decisions §1: second and highest tier).
  { suffix: "/split-fulfillment", capability: "splitFulfillment" },
];

/** Pages reachable without a session. Everything else needs one. */
export const PUBLIC_ROUTE_PREFIXES = ["/login", "/resetpassword", "/reset-password"] as const;

export const HOME_TILES: readonly { title: string; href: string; capability: Capability }[] = [
  { title: "Manage Users", href: "/user-management", capability: "manageUsers" },
  { title: "Customer Lookup", href: "/customer-lookup", capability: "customerLookup" },
  { title: "Discount Lookup", href: "/discount-lookup", capability: "discountLookup" },
  { title: "Manage Discounts", href: "/discounts", capability: "manageDiscounts" },
  { title: "Manage Products & Items", href: "/manage-data", capability: "manageProducts" },
  { title: "Manage Promotions", href: "/promotions", capability: "managePromotions" },
  { title: "Product/Pricing/Nutrient Info", href: "/product-pricing-nutrient-info", capability: "productInfo" },
];

export interface StaffAccountLike {
  is_active: boolean;
  groups: readonly { name: string }[];
}

export class NotAuthenticatedError extends Error {
  constructor() {
    super("User is not properly authenticated");
    this.name = "NotAuthenticatedError";
  }
}

/** The roles the account holds: active, and a group named exactly as a role. */
export function rolesOf(account: StaffAccountLike | null | undefined): Role[] {
  if (!account || !Array.isArray(account.groups)) throw new NotAuthenticatedError();
  if (!account.is_active) return [];
  return account.groups
    .map((g) => g.name)
    .filter((n): n is Role => (ALL_ROLES as readonly string[]).includes(n));
}

export function can(account: StaffAccountLike | null | undefined, capability: Capability): boolean {
  if (!account) return false;
  const allowed: Allowed = CAPABILITIES[capability];
  if (allowed === ANY_AUTHENTICATED) return account.is_active;
  const roles = rolesOf(account);
  return roles.some((r) => allowed.includes(r));
}

/** Display name of the account's group(s), e.g. "Admin" or "Unsupported Group". */
export function displayRole(groupName: string): string {
  return (ROLE_DISPLAY_NAMES as Record<string, string>)[groupName] ?? UNSUPPORTED_GROUP;
}

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_ROUTE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** The capability guarding a page path; "/" needs `home`; unknown paths need any role. */
export function capabilityForPath(pathname: string): Capability {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const bySuffix = ROUTE_SUFFIX_GUARDS.find((g) => trimmed.endsWith(g.suffix));
  if (bySuffix) return bySuffix.capability;
  let best: { prefix: string; capability: Capability } | undefined;
  for (const g of ROUTE_GUARDS) {
    if ((pathname === g.prefix || pathname.startsWith(`${g.prefix}/`)) && (!best || g.prefix.length > best.prefix.length)) {
      best = g;
    }
  }
  return best?.capability ?? "home";
}

export function canSeePath(account: StaffAccountLike | null | undefined, pathname: string): boolean {
  return can(account, capabilityForPath(pathname));
}

/** The groups an account may grant when adding a staff user: the union over its roles, in ALL_ROLES order (00-decisions §1). */
export function groupsOfferedTo(account: StaffAccountLike | null | undefined): Role[] {
  if (!account) return [];
  const offered = new Set(rolesOf(account).flatMap((r) => GROUPS_OFFERED_BY[r]));
  return [BASELINE, FIRST, SECOND, HIGHEST].filter((r) => offered.has(r));
}

/**
 * Whether `actor` may change a staff user holding `targetGroups` (deactivate, reactivate, send a
 * reset link): every role group the target holds is one the actor may grant (00-decisions §1, last
 * row); groups that are no role (Unsupported Group) do not count. An Admin cannot change an Ops
 * Admin or an All Module Access User; nobody changes a higher tier's account.
 */
export function mayManageStaff(actor: StaffAccountLike | null | undefined, targetGroups: readonly { name: string }[]): boolean {
  if (!actor || !can(actor, "manageUsers")) return false;
  const grantable = new Set<string>(groupsOfferedTo(actor));
  return targetGroups.every((g) => !(ALL_ROLES as readonly string[]).includes(g.name) || grantable.has(g.name));
}

/**
 * The one role table. proxy.ts, every page and layout, the home
 * tiles, the BFF's upstream route table and the embedded API all ask this module; no other file
 * names a group.
 */
import { StaffGroupName } from "./enums";
import { ALL_PAGES, pages, patternSegments, type PageAccess, type PageKey } from "./pages";

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

/** "Any signed-in user, whatever the group" (product-pricing-nutrient-info). */
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
  /** The staff audit log (/audit-log): who did which privileged action, for the highest tier only. */
  auditLog: [HIGHEST],
  /** Recording one's own export in the audit log (the BFF does it for every CSV download; any signed-in user may download one). */
  auditExports: ANY_AUTHENTICATED,
} as const satisfies Record<string, Allowed>;
export type Capability = keyof typeof CAPABILITIES;

/**
 * Which groups a user may grant when adding a staff user: Admin offers Team Member and Admin, Ops
 * Admin adds Ops Admin, All Module Access offers all four; a Team Member adds no one.
 */
export const GROUPS_OFFERED_BY: Record<Role, readonly Role[]> = {
  BarkTeamMember: [],
  BarkAdmin: [BASELINE, FIRST],
  BarkOpsAdmin: [BASELINE, FIRST, SECOND],
  BarkAllModuleAccess: [BASELINE, FIRST, SECOND, HIGHEST],
};

const isCapability = (access: PageAccess): access is Capability => access in CAPABILITIES;

/** The capability a page is guarded by, for a route handler that serves that page's data (throws for a page without one). */
export function pageCapability(p: { pattern: string; access: PageAccess }): Capability {
  if (!isCapability(p.access)) throw new Error(`${p.pattern} is not guarded by a capability`);
  return p.access;
}
const staticPrefix = (pattern: string) => `/${patternSegments(pattern).filter((_, i, all) => !all.slice(0, i + 1).some((s) => s.startsWith("["))).join("/")}`;

/**
 * Page route prefixes → capability (proxy.ts's guard table), derived from lib/pages.ts: each
 * top-level page guards everything below it. Longest prefix wins; "/" alone matches only the home page.
 */
export const ROUTE_GUARDS: readonly { prefix: string; capability: Capability }[] = ALL_PAGES.flatMap((p) =>
  isCapability(p.access) && patternSegments(p.pattern).length === 1 ? [{ prefix: p.pattern, capability: p.access }] : [],
);

/**
 * Page routes guarded by their last segment (a page deep below a prefix that needs another
 * capability than the prefix's, e.g. …/order/{orderId}/{fulfillmentId}/split-fulfillment): derived
 * from lib/pages.ts, checked before the prefixes, and only below the page's own section (`prefix`):
 * elsewhere the suffix is just a segment (/promotions/split-fulfillment is a Promotions path).
 */
export const ROUTE_SUFFIX_GUARDS: readonly { prefix: string; suffix: string; capability: Capability }[] = ALL_PAGES.flatMap((p) => {
  const segments = patternSegments(p.pattern);
  const section = ROUTE_GUARDS.find((g) => g.prefix === `/${segments[0]}`);
  if (!isCapability(p.access) || !section || section.capability === p.access) return [];
  return [{ prefix: section.prefix, suffix: `/${segments.at(-1)}`, capability: p.access }];
});

/** Pages reachable without a session (lib/pages.ts "login-only"). Everything else needs one. */
export const PUBLIC_ROUTE_PREFIXES: readonly string[] = ALL_PAGES.filter((p) => p.access === "login-only").map((p) => staticPrefix(p.pattern));

const tile = (key: PageKey): { title: string; href: string; capability: Capability } => {
  const p = pages[key];
  if (!isCapability(p.access) || typeof p.crumb !== "string") throw new Error(`${key} cannot be a home tile`);
  return { title: p.crumb, href: p.pattern, capability: p.access };
};
export const HOME_TILES: readonly { title: string; href: string; capability: Capability }[] = (
  ["userManagement", "customerLookup", "discountLookup", "discounts", "manageData", "promotions", "productInfo", "auditLog"] as const
).map(tile);

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
  const bySuffix = ROUTE_SUFFIX_GUARDS.find((g) => trimmed.startsWith(`${g.prefix}/`) && trimmed.endsWith(g.suffix));
  if (bySuffix) return bySuffix.capability;
  let best: { prefix: string; capability: Capability } | undefined;
  for (const g of ROUTE_GUARDS) {
    if ((pathname === g.prefix || pathname.startsWith(`${g.prefix}/`)) && (!best || g.prefix.length > best.prefix.length)) {
      best = g;
    }
  }
  return best?.capability ?? "home";
}

/**
 * Whether the account may make a call (an endpoint descriptor of lib/contract): its capability is
 * the descriptor's, so a control that makes the call shows exactly when the proxy and the API allow it.
 */
export function canCall(account: StaffAccountLike | null | undefined, call: { readonly capability: Capability }): boolean {
  return can(account, call.capability);
}

/** Whether the account may open a page of this access (lib/pages.ts): a session's own pages need no role. */
export function canOpen(account: StaffAccountLike | null | undefined, access: PageAccess): boolean {
  return isCapability(access) ? can(account, access) : true;
}

export function canSeePath(account: StaffAccountLike | null | undefined, pathname: string): boolean {
  return can(account, capabilityForPath(pathname));
}

/** The groups an account may grant when adding a staff user: the union over its roles, in ALL_ROLES order. */
export function groupsOfferedTo(account: StaffAccountLike | null | undefined): Role[] {
  if (!account) return [];
  const offered = new Set(rolesOf(account).flatMap((r) => GROUPS_OFFERED_BY[r]));
  return [BASELINE, FIRST, SECOND, HIGHEST].filter((r) => offered.has(r));
}

/**
 * Whether `actor` may change a staff user holding `targetGroups` (deactivate, reactivate, send a
 * reset link): every role group the target holds is one the actor may grant (GROUPS_OFFERED_BY);
 * groups that are no role (Unsupported Group) do not count. An Admin cannot change an Ops
 * Admin or an All Module Access User; nobody changes a higher tier's account.
 */
export function mayManageStaff(actor: StaffAccountLike | null | undefined, targetGroups: readonly { name: string }[]): boolean {
  if (!actor || !can(actor, "manageUsers")) return false;
  const grantable = new Set<string>(groupsOfferedTo(actor));
  return targetGroups.every((g) => !(ALL_ROLES as readonly string[]).includes(g.name) || grantable.has(g.name));
}

/**
 * The app's pages, declared once: each page's URL pattern (the folder under app/, route groups
 * left out), who may open it, and its breadcrumb label. Links (`pages.orderRefund.href({ … })`),
 * the breadcrumbs (lib/breadcrumbs.ts), proxy.ts's guard table (lib/roles.ts ROUTE_GUARDS) and the
 * server guard `requirePageAccess` all derive from this table; tests/unit/page-routes.test.ts fails
 * when an app/**\/page.tsx has no entry or an entry has no page. Isomorphic.
 */
import { parseCustomerSegment, segmentCustomerName } from "./customers/segment";
import type { Capability } from "./roles";

/**
 * Who may open a page: a capability of lib/roles.ts; "login-only" (only without a session: a
 * signed-in user goes home); "open" (with or without a session); "signed-in" (a session, no role).
 */
export type PageAccess = Capability | "login-only" | "open" | "signed-in";

/** The parameter names of a pattern: `[x]` and `[...x]` are required, `[[...x]]` optional. */
type Segments<S extends string> = S extends `${infer H}/${infer R}` ? H | Segments<R> : S;
type ParamOf<Seg> = Seg extends `[[...${infer N}]]`
  ? { [K in N]?: readonly string[] }
  : Seg extends `[...${infer N}]`
    ? { [K in N]: readonly string[] }
    : Seg extends `[${infer N}]`
      ? { [K in N]: string | number }
      : never;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
export type PageParams<S extends string> = [Segments<S> extends infer X ? (X extends string ? ParamOf<X> : never) : never] extends [infer U]
  ? { [K in keyof UnionToIntersection<U>]: UnionToIntersection<U>[K] }
  : never;

type HrefArgs<S extends string> = Record<string, never> extends PageParams<S> ? [params?: PageParams<S>] : [params: PageParams<S>];

/** Raw (still URL-encoded) segment values, as a URL holds them. */
export type RawParams = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A page as the guards and the breadcrumbs see it. */
export interface PageEntry {
  pattern: string;
  access: PageAccess;
  /** The breadcrumb label: a string, or built from the raw segments of the URL. */
  crumb: string | ((params: RawParams) => string);
}

/**
 * A page of one object whose URL holds only its internal id (a discount, a promotion, a bulk batch,
 * a product's mapping): its crumb is the kind alone ("Discount") until the page, once it has read
 * the object, names it as its heading and panels do (`named`: "Discount SPRING20", "Batch SPRING-";
 * components/shell/breadcrumbs.tsx CurrentCrumb). The id, which no screen shows, is never a crumb.
 */
export interface EntityPageRoute<S extends string> extends PageRoute<S> {
  crumb: string;
  named: (name: string) => string;
}

/** A page with its typed link builder. */
export interface PageRoute<S extends string> extends PageEntry {
  pattern: S;
  /** The page's URL; every parameter is URL-encoded here (pass plain values). No argument for a page without parameters. */
  href: (...params: HrefArgs<S>) => string;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A pattern's segments, read once: text as is, `[x]` one value, `[...x]`/`[[...x]]` the values of a list. */
type PatternPart = { text: string } | { one: string } | { all: string };
const compiledPatterns = new Map<string, readonly PatternPart[]>();
function compilePattern(pattern: string): readonly PatternPart[] {
  let parts = compiledPatterns.get(pattern);
  if (!parts) {
    parts = pattern.split("/").map((seg): PatternPart => {
      const catchAll = /^\[\[?\.\.\.(\w+)\]\]?$/.exec(seg);
      if (catchAll) return { all: catchAll[1]! };
      const one = /^\[(\w+)\]$/.exec(seg);
      return one ? { one: one[1]! } : { text: seg };
    });
    // The patterns are this table's (and the guards' copies of them): a few dozen.
    compiledPatterns.set(pattern, parts);
  }
  return parts;
}

/** Fills a pattern: `encode` false leaves the values as given (raw segments of a URL). */
export function fillPattern(pattern: string, params: Readonly<Record<string, unknown>>, encode = true): string {
  const enc = (v: unknown) => (encode ? encodeURIComponent(String(v)) : String(v));
  const out: string[] = [];
  for (const part of compilePattern(pattern)) {
    if ("text" in part) out.push(part.text);
    else if ("one" in part) out.push(enc(params[part.one]));
    else for (const v of (params[part.all] as readonly unknown[] | undefined) ?? []) out.push(enc(v));
  }
  return out.join("/") || "/";
}

function page<const S extends string>(pattern: S, access: PageAccess, crumb: PageRoute<S>["crumb"]): PageRoute<S> {
  return { pattern, access, crumb, href: (...params) => fillPattern(pattern, (params[0] ?? {}) as Record<string, unknown>) };
}

function entityPage<const S extends string>(pattern: S, access: PageAccess, kind: string): EntityPageRoute<S> {
  return { ...page(pattern, access, kind), crumb: kind, named: (name) => `${kind} ${name}` };
}

const rawOf = (p: RawParams, name: string) => String(p[name] ?? "");
const CUSTOMER = "/customer-lookup/[customerSegment]" as const;
const ORDER = `${CUSTOMER}/order/[orderId]` as const;

export const pages = {
  home: page("/", "home", "Home"),
  login: page("/login", "login-only", "Log In"),
  resetPasswordRequest: page("/resetpassword", "login-only", "Reset Password"),
  resetPassword: page("/reset-password/[tokenId]/[tokenKey]", "login-only", "Reset Password"),
  sessionExpired: page("/session-expired", "open", "Session Expired"),
  unauthorized: page("/unauthorized", "signed-in", "Unauthorized"),

  // Customer and discount look-ups (the same roles): the page proxy, the page and the header's Find agree.
  search: page("/search", "customerLookup", "Search"),
  customerLookup: page("/customer-lookup", "customerLookup", "Customer Lookup"),
  customer: page(CUSTOMER, "customerLookup", (p) => {
    const parsed = parseCustomerSegment(rawOf(p, "customerSegment"));
    return parsed ? segmentCustomerName(parsed) : decode(rawOf(p, "customerSegment"));
  }),
  customerChangelog: page(`${CUSTOMER}/changelog`, "customerLookup", "Changelog"),
  order: page(ORDER, "customerLookup", (p) => `Order ${decode(rawOf(p, "orderId"))}`),
  orderRefund: page(`${ORDER}/refund`, "customerLookup", "Refund Order"),
  splitFulfillment: page(`${ORDER}/[fulfillmentId]/split-fulfillment`, "splitFulfillment", "Split Fulfillment"),
  claim: page(`${ORDER}/fulfillment/[fulfillmentId]/pet/[petId]/product/[productCode]/claim/[[...claimId]]`, "customerLookup", (p) =>
    (p.claimId?.length ?? 0) > 0 ? "Edit Claim" : "Create Claim",
  ),

  discountLookup: page("/discount-lookup", "discountLookup", "Discount Lookup"),
  // Named by its code (as its panel and the header's Find name it), never by its id.
  discountLookupDetail: entityPage("/discount-lookup/[discountId]", "discountLookup", "Discount"),
  discounts: page("/discounts", "manageDiscounts", "Manage Discounts"),
  discount: entityPage("/discounts/[discountId]", "manageDiscounts", "Discount"),
  discountsChangelog: page("/discounts/changelog", "manageDiscounts", "Changelog"),
  createDiscount: page("/discounts/create-discount", "manageDiscounts", "Create Discount"),
  /** No page of its own: redirects to Manage Discounts, whose panel lists the batches (the batch page's breadcrumb). */
  discountBatches: page("/discounts/batches", "manageDiscounts", "Bulk Batches"),
  /** A bulk batch: its codes (filterable, exportable), progress while it runs, activate/deactivate all (issue 22). */
  discountBatch: entityPage("/discounts/batches/[batchId]", "manageDiscounts", "Batch"),

  manageData: page("/manage-data", "manageProducts", "Manage Products & Items"),
  items: page("/items", "manageProducts", "Items"),
  itemsChangelog: page("/items/changelog", "manageProducts", "Changelog"),
  createItem: page("/items/create-item", "manageProducts", "Create Item"),
  productItems: page("/product-items", "manageProducts", "Product Items"),
  productItemsChangelog: page("/product-items/changelog", "manageProducts", "Changelog"),
  createProductItems: page("/product-items/create-product-items", "manageProducts", "Create Product-Item Mapping"),
  updateProductItems: entityPage("/product-items/update-product-items/[productId]", "manageProducts", "Update Mapping"),

  productInfo: page("/product-pricing-nutrient-info", "productInfo", "Product/Pricing/Nutrient Info"),
  productInfoUnKibble: page("/product-pricing-nutrient-info/unKibble", "productInfo", "UnKibble"),
  productInfoFresh: page("/product-pricing-nutrient-info/fresh", "productInfo", "Fresh"),
  productInfoAncillary: page("/product-pricing-nutrient-info/ancillary", "productInfo", "Ancillary"),
  productInfoNutrientAnalysis: page("/product-pricing-nutrient-info/nutrient-analysis", "productInfo", "Nutrient Analysis"),

  promotions: page("/promotions", "managePromotions", "Manage Promotions"),
  promotion: entityPage("/promotions/[promotionId]", "managePromotions", "Promotion"),
  createPromotion: page("/promotions/create-promotion", "managePromotions", "Create Promotion"),

  userManagement: page("/user-management", "manageUsers", "Manage Users"),
  userManagementCreateUser: page("/user-management/create-user", "manageUsers", "Add User"),
  createUser: page("/create-user", "manageUsers", "Add User"),

  auditLog: page("/audit-log", "auditLog", "Audit Log"),
} as const;

export type PageKey = keyof typeof pages;
export const ALL_PAGES: readonly PageEntry[] = Object.values(pages);

/** The segments of a pattern ("/" has none). */
export const patternSegments = (pattern: string): string[] => pattern.split("/").filter(Boolean);

/** The raw parameters when `segments` (of a URL path) are this pattern, else null. */
function matchSegments(patternSegs: readonly string[], segments: readonly string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < patternSegs.length; i++) {
    const seg = patternSegs[i]!;
    const catchAll = /^(\[)?\[\.\.\.(\w+)\]\]?$/.exec(seg);
    if (catchAll) {
      const rest = segments.slice(i);
      if (!catchAll[1] && rest.length === 0) return null;
      params[catchAll[2]!] = [...rest];
      return params;
    }
    if (i >= segments.length) return null;
    const one = /^\[(\w+)\]$/.exec(seg);
    if (one) params[one[1]!] = segments[i]!;
    else if (seg !== segments[i]) return null;
  }
  return patternSegs.length === segments.length ? params : null;
}

/** Static segments first (as Next matches): /discounts/changelog before /discounts/[discountId]. */
const staticScore = (pattern: string) => patternSegments(pattern).map((s) => (s.startsWith("[") ? "0" : "1")).join("");
const BY_SPECIFICITY = [...ALL_PAGES].sort((a, b) => staticScore(b.pattern).localeCompare(staticScore(a.pattern)));

/** The page a URL path opens, with its raw parameters; null for a path that is no page. */
export function matchPage(pathname: string): { page: PageEntry; params: Record<string, string | string[]> } | null {
  const segments = pathname.split(/[?#]/)[0]!.split("/").filter(Boolean);
  for (const candidate of BY_SPECIFICITY) {
    const params = matchSegments(patternSegments(candidate.pattern), segments);
    if (params) return { page: candidate, params };
  }
  return null;
}

export function crumbOf(route: PageEntry, params: RawParams): string {
  return typeof route.crumb === "string" ? route.crumb : route.crumb(params);
}

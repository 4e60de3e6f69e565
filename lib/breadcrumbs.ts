/**
 * Breadcrumbs from a pathname (spec 01 §2 "Header bar": built from route titles; a customer
 * segment `{id}__{Display_Name}` shows only the name, underscores as spaces). Pure and isomorphic.
 * Later screens add their static segment titles to SEGMENT_TITLES.
 */
import { parseCustomerSegment } from "./customer-display";
import { HOME_TILES } from "./roles";

export interface Crumb {
  label: string;
  /** null for the current page (the last crumb). */
  href: string | null;
}

export const HOME_CRUMB_LABEL = "Home";

/** Titles of static path segments: the home tiles' routes plus the sub-pages' keywords. */
export const SEGMENT_TITLES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(HOME_TILES.map((t) => [t.href.replace(/^\//, ""), t.title])),
  "create-user": "Add User",
  items: "Items",
  "product-items": "Product Items",
  changelog: "Changelog",
  refund: "Refund Order",
  "split-fulfillment": "Split Fulfillment",
  claim: "Create Claim",
  unauthorized: "Unauthorized",
  "create-discount": "Create Discount",
  unKibble: "UnKibble",
  fresh: "Fresh",
  ancillary: "Ancillary",
  "nutrient-analysis": "Nutrient Analysis",
  "create-item": "Create Item",
  "create-product-items": "Create Product-Item Mapping",
  "create-promotion": "Create Promotion",
};

/** Keywords that only structure a deeper URL (no page of their own), and the id that follows them. */
const STRUCTURAL = new Set(["order", "fulfillment", "pet", "product", "update-product-items"]);
const ID_AFTER_STRUCTURAL = new Set(["fulfillment", "pet", "product"]);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function breadcrumbsFor(pathname: string): Crumb[] {
  const segments = pathname.split(/[?#]/)[0].split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ label: HOME_CRUMB_LABEL, href: "/" }];
  segments.forEach((segment, i) => {
    const prev = segments[i - 1];
    const next = segments[i + 1];
    const href = `/${segments.slice(0, i + 1).join("/")}`;
    let label: string | null;
    if (prev === "customer-lookup" && i === 1) {
      const parsed = parseCustomerSegment(segment);
      label = parsed ? (parsed.displayName ?? `Customer ${parsed.id}`) : decode(segment);
    } else if (prev === "order") {
      label = `Order ${decode(segment)}`;
    } else if (STRUCTURAL.has(segment) || (prev !== undefined && ID_AFTER_STRUCTURAL.has(prev))) {
      label = null;
    } else if (next === "split-fulfillment") {
      label = null; // the fulfillment id in …/{orderId}/{fulfillmentId}/split-fulfillment
    } else if (segment === "claim" && next !== undefined) {
      label = null; // …/claim/{claimId} is "Edit Claim"
    } else if (prev === "claim") {
      label = "Edit Claim";
    } else if (prev === "update-product-items") {
      label = `Update Mapping ${decode(segment)}`;
    } else {
      label = SEGMENT_TITLES[segment] ?? decode(segment);
    }
    if (label !== null) crumbs.push({ label, href });
  });
  const last = crumbs[crumbs.length - 1];
  crumbs[crumbs.length - 1] = { ...last, href: null };
  return crumbs;
}

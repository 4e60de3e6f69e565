/**
 * The customer segment of the customer pages' URLs: `{account id}__{display name}` with
 * underscores for spaces (the breadcrumb shows only the name part), or a bare id (the changelog
 * and order routes). Built here and parsed here; the links themselves come from lib/pages.ts
 * (lib/customers/paths.ts). Isomorphic.
 */
import { UNNAMED_CUSTOMER } from "./messages";

/** Separator between the account id and the display name in `/customer-lookup/{id}__{name}`. */
export const CUSTOMER_SEGMENT_SEPARATOR = "__";

/** `{id}__{display name with underscores for spaces}` (not URL-encoded). */
export function customerSegment(id: number | string, displayName: string): string {
  const name = displayName.trim().replace(/\s+/g, "_") || UNNAMED_CUSTOMER;
  return `${id}${CUSTOMER_SEGMENT_SEPARATOR}${name}`;
}

export interface ParsedCustomerSegment {
  id: number;
  /** The name part with spaces restored, or null for a bare id (the changelog route). */
  displayName: string | null;
}

/** The customer a segment names, as its breadcrumb reads: the name part, else "Customer {id}" for a bare id. */
export const segmentCustomerName = (parsed: ParsedCustomerSegment): string => parsed.displayName ?? `Customer ${parsed.id}`;

/** Parses `42__Jane_Doe` or a bare `42` (URL-encoded or not); null when the id is not a positive integer. */
export function parseCustomerSegment(segment: string): ParsedCustomerSegment | null {
  let raw = segment;
  try {
    raw = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const at = raw.indexOf(CUSTOMER_SEGMENT_SEPARATOR);
  const idPart = at === -1 ? raw : raw.slice(0, at);
  if (!/^[1-9]\d{0,14}$/.test(idPart)) return null;
  const id = Number(idPart);
  if (!Number.isSafeInteger(id)) return null;
  const displayName = at === -1 ? null : raw.slice(at + CUSTOMER_SEGMENT_SEPARATOR.length).replace(/_/g, " ");
  return { id, displayName };
}

/** True when a URL's raw segment (as routed, maybe percent-encoded) is `canonical`. */
export function isSameSegment(raw: string, canonical: string): boolean {
  if (raw === canonical) return true;
  try {
    return decodeURIComponent(raw) === canonical;
  } catch {
    return false;
  }
}

/**
 * `path` with the query of a page's searchParams (Next's object: a value or a list of values per
 * name), so a redirect to the canonical URL keeps `?pet=` and the timeline's filters.
 */
export function withSearchParams(path: string, searchParams: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) for (const v of [value ?? []].flat()) query.append(name, v);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

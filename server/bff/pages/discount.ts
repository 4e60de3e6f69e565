/**
 * The discount for the discount pages (GET discounts/{id}), or the 404 page when the upstream has
 * no such discount (server/bff/pages/entity-page.ts: one call per render).
 */
import "server-only";
import { endpoints } from "../../../lib/contract/endpoints";
import { entityLoader } from "./entity-page";
import { upstreamCall } from "../upstream/upstream";

export const loadDiscount = entityLoader((id: number) => upstreamCall(endpoints.getDiscount, { params: { id } }));

/** A path segment that is not a positive integer names no discount. */
export function parseDiscountId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** One bulk batch (GET discount_bulk_jobs/{id}) for the batch page, or the 404 page. */
export const loadBulkJob = entityLoader((id: number) => upstreamCall(endpoints.getDiscountBulkJob, { params: { id } }));

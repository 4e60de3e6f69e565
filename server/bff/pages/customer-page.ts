/**
 * The first step of the customer pages (the customer page, its changelog; the pages below an order
 * use server/bff/pages/order.ts loadOrderPage): the page's own guard (lib/pages.ts), then its customer segment
 * `{id}__{name}` or a bare id parsed; the 404 page when it does not parse.
 */
import "server-only";
import { notFound } from "next/navigation";
import type { StaffAccount } from "../../../lib/contract/session";
import { parseCustomerSegment, type ParsedCustomerSegment } from "../../../lib/customers/segment";
import type { PageEntry } from "../../../lib/pages";
import { requirePageAccess } from "../session/guards";

export async function openCustomerPage(route: PageEntry, raw: { customerSegment: string }): Promise<ParsedCustomerSegment & { staff: StaffAccount }> {
  const staff = await requirePageAccess(route, raw);
  const parsed = parseCustomerSegment(raw.customerSegment);
  if (!parsed) notFound();
  return { ...parsed, staff };
}

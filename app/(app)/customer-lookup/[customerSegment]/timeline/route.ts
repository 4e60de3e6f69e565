/**
 * GET /customer-lookup/{customerSegment}/timeline?offset={n}[&order={orderId}][&timelineKind=…&timelineDog=…&timelineStaff=…&timelineFrom=…&timelineTo=…]:
 * one page of the customer's timeline (or of one order's) as JSON, lib/timeline/entries.ts
 * TimelinePage: the entries the filters keep from `offset` (TIMELINE_PAGE_SIZE of them), how many
 * they keep and how many there are. The timeline section renders its first page on the server
 * (components/timeline/timeline-section.tsx) and asks here for the next ones and for other filters
 * (issue 23: the page no longer carries every entry). The customer page's guard, as the page's;
 * a malformed segment or a missing customer is a 404.
 */
import { NextResponse } from "next/server";
import { pages } from "@/lib/pages";
import { timelinePage } from "@/lib/timeline/entries";
import { filtersOfUrl, loadTimelineFilters } from "@/lib/timeline/url";
import { getConfig } from "@/server/bff/config/config";
import { loadCustomer } from "@/server/bff/pages/customer";
import { openCustomerPage } from "@/server/bff/pages/customer-page";
import { loadTimeline } from "@/server/bff/pages/timeline";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ customerSegment: string }> }) {
  const { id } = await openCustomerPage(pages.customer, await params);
  const query = new URL(request.url).searchParams;
  const offset = Number(query.get("offset") ?? "0");
  if (!Number.isSafeInteger(offset) || offset < 0) return NextResponse.json({ detail: "offset must be a whole number, 0 or more." }, { status: 400, headers: { "cache-control": "no-store" } });
  const customer = await loadCustomer(id);
  const { entries } = await loadTimeline(customer, { orderId: query.get("order") ?? undefined });
  const page = timelinePage(entries, filtersOfUrl(loadTimelineFilters(query)), getConfig().businessTimeZone, offset);
  return NextResponse.json(page, { headers: { "cache-control": "no-store" } });
}

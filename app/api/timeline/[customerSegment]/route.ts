/**
 * GET /api/timeline/{customerSegment}?offset={n}|afterTime={time}&afterId={id}[&order={orderId}][&timelineKind=…&timelineDog=…&timelineStaff=…&timelineFrom=…&timelineTo=…]:
 * one page of the customer's timeline (or of one order's) as JSON, lib/timeline/entries.ts
 * TimelinePage: the entries the filters keep from `offset`, or after the entry shown last (its time
 * and id: "Show N more", so that others' changes meanwhile neither repeat nor skip an entry),
 * TIMELINE_PAGE_SIZE of them, how many they keep, how many there are and how many are left, and the
 * sources that could not be read for it (`failed`). The timeline section renders its first page on the server
 * (components/timeline/timeline-section.tsx) and asks here for the next ones and for other filters
 * (issue 23: the page no longer carries every entry), lib/timeline/url.ts timelinePageHref. The route handlers' chain
 * (server/bff/session/with-staff.ts: host, session 401, the customer page's capability 403, one log
 * line); a malformed segment or a missing customer is a 404, a bad offset or cursor a 400; a token the upstream
 * no longer accepts is the chain's 401 (the session destroyed), never a redirect to a page.
 */
import { CUSTOMER_NOT_FOUND_MESSAGE } from "@/lib/contract/customers";
import { pages } from "@/lib/pages";
import { parseCustomerSegment } from "@/lib/customers/segment";
import { pageCapability } from "@/lib/roles";
import { timelinePage } from "@/lib/timeline/entries";
import { filtersOfUrl, loadTimelineFilters, timelinePageStart } from "@/lib/timeline/url";
import { getConfig } from "@/server/bff/config/config";
import { loadCustomer } from "@/server/bff/pages/customer";
import { loadTimeline } from "@/server/bff/pages/timeline";
import { withStaff } from "@/server/bff/session/with-staff";
import { jsonResponse } from "@/server/bff/upstream/upstream";

export const dynamic = "force-dynamic";

export const GET = withStaff<{ customerSegment: string }>(
  async ({ request, params }) => {
    const parsed = parseCustomerSegment(params.customerSegment);
    if (!parsed) return jsonResponse(404, { detail: CUSTOMER_NOT_FOUND_MESSAGE });
    const query = new URL(request.url).searchParams;
    const at = timelinePageStart(query);
    if ("detail" in at) return jsonResponse(400, { detail: at.detail });
    // A customer the upstream does not have: loadCustomer's notFound() answers the 404.
    const customer = await loadCustomer(parsed.id);
    // With the sources it was built without (`failed`): the view takes a page lacking one its list had as not loaded.
    const timeline = await loadTimeline(customer, { orderId: query.get("order") ?? undefined });
    return jsonResponse(200, timelinePage(timeline, filtersOfUrl(loadTimelineFilters(query)), getConfig().businessTimeZone, at.start));
  },
  { capability: pageCapability(pages.customer), notFoundDetail: CUSTOMER_NOT_FOUND_MESSAGE },
);

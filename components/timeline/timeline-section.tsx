/**
 * TimelineSection (issue 22): the "Timeline" panel of the customer page and of the order page, one
 * component each page inserts. Server component: its own Suspense boundary with a panel skeleton,
 * so the page's first render never waits for it; inside, the account (loadCustomer, the same
 * cached call as the page's) and the BFF's timeline (server/bff/pages/timeline.ts: changelog and
 * claims). Paged here (issue 23): the client TimelineView gets the first page of the entries the
 * URL's filters keep (`searchParams`, the page's), with the sources that could not be read (the view
 * names them), the filters' choices and the counts; its next pages and other filters come from the
 * BFF's timeline route (./timeline-view.tsx).
 *
 *   <TimelineSection customerId={id} searchParams={searchParams} />                      the customer's whole timeline
 *   <TimelineSection customerId={id} orderId={order.id} searchParams={searchParams} />   the entries about one order
 */
import { SECTION_IDS } from "@/lib/page-sections";
import { Suspense } from "react";
import { Panel } from "@/components/ui/panel";
import { PanelSkeleton } from "@/components/ui/skeleton";
import { customerDisplayName } from "@/lib/customers/display";
import { customerSegment } from "@/lib/customers/segment";
import { TIMELINE_TEXTS, timelineDogOptions, timelinePage, timelineStaffOptions } from "@/lib/timeline/entries";
import { filtersOfUrl, loadTimelineFilters } from "@/lib/timeline/url";
import { getConfig } from "@/server/bff/config/config";
import { loadCustomer } from "@/server/bff/pages/customer";
import { loadTimeline } from "@/server/bff/pages/timeline";
// Server HTML first, the filters' code when the agent reaches for them (issue 23).
import { TimelineViewIsland as TimelineView } from "./timeline-island";

/** A page's `searchParams` prop (the timeline reads its filters from it). */
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

interface TimelineSectionProps {
  customerId: number;
  orderId?: string;
  searchParams: SearchParams;
}

export function TimelineSection(props: TimelineSectionProps) {
  return (
    <Suspense fallback={<PanelSkeleton title={TIMELINE_TEXTS.title} rows={5} />}>
      <LoadedTimeline {...props} />
    </Suspense>
  );
}

async function LoadedTimeline({ customerId, orderId, searchParams }: TimelineSectionProps) {
  const customer = await loadCustomer(customerId);
  const [timeline, filters] = await Promise.all([loadTimeline(customer, { orderId }), searchParams.then((sp) => filtersOfUrl(loadTimelineFilters(sp)))]);
  const { entries } = timeline;
  const timeZone = getConfig().businessTimeZone;
  return (
    <Panel id={SECTION_IDS.timeline} title={TIMELINE_TEXTS.title}>
      {/* The sources that could not be read travel with the page: the view names them, as for the route's pages. */}
      <TimelineView
        first={timelinePage(timeline, filters, timeZone)}
        filters={filters}
        dogs={timelineDogOptions(
          entries,
          customer.pets.map((p) => ({ id: p.id, name: p.name })),
        )}
        staff={timelineStaffOptions(entries)}
        customerSegment={customerSegment(customer.id, customerDisplayName(customer))}
        currentOrderId={orderId}
        timeZone={timeZone}
      />
    </Panel>
  );
}

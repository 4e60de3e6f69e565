/**
 * TimelineSection (issue 22): the "Timeline" panel of the customer page and of the order page, one
 * component each page inserts. Server component: its own Suspense boundary with a panel skeleton,
 * so the page's first render never waits for it; inside, the account (loadCustomer, the same
 * cached call as the page's) and the BFF's timeline (server/bff/pages/timeline.ts: changelog and
 * claims), handed to the client TimelineView, which filters (in the URL) and pages them.
 *
 *   <TimelineSection customerId={id} />                      the customer's whole timeline
 *   <TimelineSection customerId={id} orderId={order.id} />   the entries about one order
 */
import { SECTION_IDS } from "@/lib/page-sections";
import { Suspense } from "react";
import { Notice } from "@/components/ui/notice";
import { Panel } from "@/components/ui/panel";
import { PanelSkeleton } from "@/components/ui/skeleton";
import { customerDisplayName } from "@/lib/customers/display";
import { customerSegment } from "@/lib/customers/segment";
import { listText } from "@/lib/timeline/context";
import { TIMELINE_TEXTS } from "@/lib/timeline/entries";
import { getConfig } from "@/server/bff/config/config";
import { loadCustomer } from "@/server/bff/pages/customer";
import { loadTimeline } from "@/server/bff/pages/timeline";
// Server HTML first, the filters' code when the agent reaches for them (issue 23).
import { TimelineViewIsland as TimelineView } from "./timeline-island";

export function TimelineSection({ customerId, orderId }: { customerId: number; orderId?: string }) {
  return (
    <Suspense fallback={<PanelSkeleton title={TIMELINE_TEXTS.title} rows={5} />}>
      <LoadedTimeline customerId={customerId} orderId={orderId} />
    </Suspense>
  );
}

async function LoadedTimeline({ customerId, orderId }: { customerId: number; orderId?: string }) {
  const customer = await loadCustomer(customerId);
  const { entries, failed } = await loadTimeline(customer, { orderId });
  return (
    <Panel id={SECTION_IDS.timeline} title={TIMELINE_TEXTS.title}>
      <div className="space-y-4">
        {failed.length > 0 ? <Notice tone="error">{TIMELINE_TEXTS.sourceFailed(listText(failed))}</Notice> : null}
        <TimelineView
          entries={entries}
          pets={customer.pets.map((p) => ({ id: p.id, name: p.name }))}
          customerSegment={customerSegment(customer.id, customerDisplayName(customer))}
          currentOrderId={orderId}
          timeZone={getConfig().businessTimeZone}
        />
      </div>
    </Panel>
  );
}

/**
 * /customer-lookup/{customerId}/changelog: the customer changelog. Server-
 * rendered: the customer (for the pet filter, the product names and the 404) and GET
 * customer_changelog/{id}, retried once on failure (never a 4xx: the kit's default, lib/changelog
 * `worthRetrying`); after the retry fails the page says "Request failed, please try to refresh the
 * page" (loadChangelog, ChangelogPanel). The customer is a secondary part (optional(), as the discount
 * changelog's bulk batches): when it fails otherwise than 404 the entries still show, without the pet
 * filter, under the segment's name; a missing customer is still the 404 page. Sorting newest first and the pet filter happen on screen
 * (ChangelogList on the kit's ChangelogPanel, 400px high; server-rendered, its code loaded when the
 * agent reaches for it: components/customers/changelog-island.tsx, issue 23).
 * The route's segment is the bare id (its breadcrumb reads "Customer {id}"); a `{id}__{name}` segment
 * is accepted too while the name is the customer's current one, and is what the customer page links
 * to, so the breadcrumb names the customer (any other name redirects to the current one: the
 * breadcrumb, built from the URL, never names someone else).
 */
import type { Metadata } from "next";
import Link from "next/link";
import { ChangelogListIsland } from "@/components/customers/changelog-island";
import { changelogListEntries } from "@/components/customers/changelog-entries";
import { timelineContext } from "@/lib/timeline/context";
import { NO_ORDER_LINE_NAMES } from "@/lib/timeline/order-lines";
import { loadChangelog } from "@/components/ui/changelog-panel";
import { Panel } from "@/components/ui/panel";
import { customerDisplayName } from "@/lib/customers/display";
import { customerChangelogPath, customerPath } from "@/lib/customers/paths";
import { customerSegment, isSameSegment, segmentCustomerName } from "@/lib/customers/segment";
import { redirect } from "next/navigation";
import { loadCustomer } from "@/server/bff/pages/customer";
import { optional } from "@/server/bff/pages/entity-page";
import { openCustomerPage } from "@/server/bff/pages/customer-page";
import { pages } from "@/lib/pages";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { endpoints } from "@/lib/contract/endpoints";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { PAGE_HEADER_LINK, PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Changelog" };

type Params = { customerSegment: string };

export default upstreamPage(async function CustomerChangelogPage({ params }: { params: Promise<Params> }) {
  const { customerSegment: raw } = await params;
  const segment = await openCustomerPage(pages.customerChangelog, { customerSegment: raw });
  const { id, displayName } = segment;

  // Both at once, and both awaited together: when the customer is missing (notFound) or the session
  // is gone (redirect), the other load's rejection is handled too, never left unhandled. Any other
  // failure of the customer is null (optional): the entries show without it.
  const [changelog, customer] = await Promise.all([
    loadChangelog(() => upstreamCall(endpoints.listCustomerChangelog, { params: { customerId: id } })),
    optional(loadCustomer(id)),
  ]);
  if (customer) {
    const canonical = customerSegment(id, customerDisplayName(customer));
    if (displayName && !isSameSegment(raw, canonical)) redirect(customerChangelogPath(canonical));
  }
  // Without the customer: the name the segment carries, and the customer page by the segment (a bare id redirects there to the current name).
  const name = customer ? customerDisplayName(customer) : segmentCustomerName(segment);
  const back = customer ? customerPath(customer) : pages.customer.href({ customerSegment: displayName ? customerSegment(id, displayName) : id });

  return (
    <div className="space-y-4">
      <PageHeader
        title={`Changelog of ${name}`}
        actions={
          <Link href={back} className={PAGE_HEADER_LINK}>
            Back to the customer
          </Link>
        }
      />
      <Panel title="Customer changelog">
        <ChangelogListIsland
          result={changelogListEntries(changelog, customer ? timelineContext(customer) : NO_ORDER_LINE_NAMES)}
          pets={customer ? customer.pets.map((p) => ({ id: p.id, name: p.name })) : null}
        />
      </Panel>
    </div>
  );
});

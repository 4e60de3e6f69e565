/**
 * /customer-lookup/{customerId}__{displayName}: the customer page.
 * Server-rendered: GET accounts/{id}, its treatments and its payment methods in parallel; the
 * treatments panel streams in below the account (a Suspense skeleton: no loading.tsx above an
 * entity page, docs/architecture.md "Status codes of entity pages"). Under the name, the summary
 * band (issue 21: next charge, what needs attention — open claims too, server/bff/pages/customer-claims.ts,
 * and an expired default card —, jump links); the orders come before the dogs,
 * fulfillments and treatments; on wide screens the details and stats sit beside them. A
 * missing customer (or a malformed segment) is the 404 page; a PENDING account shows the Pending
 * Account notice instead of the page (and the band below it). A bare id or an out-of-date name in the URL redirects to the
 * canonical `{id}__{current name}` so the breadcrumb shows the current name.
 * Which account actions show is decided here with the role table; the API refuses the rest anyway.
 */
import { SECTION_IDS } from "@/lib/page-sections";
import { TIMELINE_TEXTS } from "@/lib/timeline/entries";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { DangerZone } from "@/components/customers/danger-zone";
import { CustomerDetailsPanel } from "@/components/customers/customer-details-panel";
import { CustomerStatsPanel } from "@/components/customers/customer-stats-panel";
import type { FulfillmentRow } from "@/components/customers/fulfillments-table";
import type { OrderRow } from "@/components/customers/orders-table";
// The interactive parts: server HTML first, their code when the agent reaches for them (issue 23).
import {
  AccountActionsIsland as AccountActions,
  CustomerTreatmentsPanelIsland as CustomerTreatmentsPanel,
  DogsPlansSectionIsland as DogsPlansSection,
  FulfillmentsTableIsland as FulfillmentsTable,
  OrdersTableIsland as OrdersTable,
} from "@/components/customers/islands";
import { CreateOneTimeOrderButton } from "@/components/orders/create-one-time-order";
import { TimelineSection } from "@/components/timeline/timeline-section";
import { PendingAccountNotice } from "@/components/customers/pending-account-notice";
import { StatusBadge } from "@/components/ui/status-badge";
import { CustomerSummaryBand } from "@/components/customers/customer-summary-band";
import { PageHeader, PAGE_HEADER_LINK } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { PanelSkeleton } from "@/components/ui/skeleton";
import type { TreatmentDto } from "@/lib/contract/customers";
import { attentionItems, nextCharge } from "@/lib/customers/at-a-glance";
import type { OrderDto, OrderGroup } from "@/lib/contract/orders";
import { customerDisplayName, dogsAndPlans } from "@/lib/customers/display";
import { fulfillmentDogNames } from "@/lib/order-display";
import { customerChangelogPath, customerPath } from "@/lib/customers/paths";
import { customerSegment, isSameSegment, parseCustomerSegment, withSearchParams } from "@/lib/customers/segment";
import { canReplaceNow, oneTimeOrderOffer, replaceOrderUnavailable } from "@/lib/orders/rules";
import { erasedAccountRefusal, piiDeletionBlockerOf } from "@/lib/contract/customers";
import { can, canCall } from "@/lib/roles";
import { businessDay } from "@/lib/business-day";
import { getConfig } from "@/server/bff/config/config";
import { loadCustomer } from "@/server/bff/pages/customer";
import { loadOpenClaims } from "@/server/bff/pages/customer-claims";
import { loadPetFormOptions } from "@/server/bff/pages/pet-form-options";
import { RememberRecent } from "@/components/shell/remember-recent";
import { WIDE_PAGE } from "@/components/shell/page-width";
import { openCustomerPage } from "@/server/bff/pages/customer-page";
import { pages } from "@/lib/pages";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { endpoints } from "@/lib/contract/endpoints";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { pageCheckingTokenAfterReads } from "@/server/bff/session/guards";
import { optional } from "@/server/bff/pages/entity-page";

type Params = { customerSegment: string };

/**
 * The customer's current name (the page's own account read: cache()d, one call), never the name typed
 * in the address: a missing customer's tab reads as the 404 page (its notFound() from here too).
 */
export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const parsed = parseCustomerSegment((await params).customerSegment);
  if (!parsed) return { title: "Customer" };
  return { title: customerDisplayName(await loadCustomer(parsed.id)) };
}

// The token's upstream check rides on GET accounts/{id} (issue 23, server/bff/session/guards.ts).
export default upstreamPage(pageCheckingTokenAfterReads(pages.customer, async function CustomerPage({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { customerSegment: raw } = await params;
  // `?pet={id}` opens that dog's Update Dog; an id that is not one of the customer's dogs shows "PET NOT FOUND".
  const query = await searchParams;
  const petParam = query.pet;
  const focusPetId = typeof petParam === "string" && petParam !== "" ? petParam : null;
  const { staff, ...parsed } = await openCustomerPage(pages.customer, { customerSegment: raw });
  const id = parsed.id;

  // A bare id (e.g. the changelog's breadcrumb) goes to the canonical URL before the other loads.
  // The query goes along (`?pet=`, the timeline's filters).
  if (!parsed.displayName) redirect(withSearchParams(customerPath(await loadCustomer(id)), query));
  // Started now, shown in a Suspense boundary below the account (it does not hold the page).
  const treatments = optional(upstreamCall(endpoints.listUserTreatments, { params: { id } }));
  // Handled here too: a 404 or redirect above leaves it unawaited.
  treatments.catch(() => undefined);
  const [customer, paymentMethods, petFormOptions] = await Promise.all([
    loadCustomer(id),
    optional(upstreamCall(endpoints.listPaymentMethods, { query: { account_id: id } })),
    // Reference data, kept by the BFF for a few minutes (issue 23): usually no upstream call.
    optional(loadPetFormOptions(staff)),
  ]);
  const displayName = customerDisplayName(customer);
  const canonicalSegment = customerSegment(id, displayName);
  if (!isSameSegment(raw, canonicalSegment)) redirect(withSearchParams(customerPath(customer), query));

  // The plans' dates too: with no upcoming order, the band says when a plan charges (as Dogs & Plans does).
  const next = nextCharge(
    customer.orders.upcoming,
    customer.petplans.map((p) => ({ status: p.status, next_charge_date: p.next_charge_date, dogName: customer.pets.find((d) => d.id === p.pet)?.name ?? "A dog" })),
  );
  const allOrders: OrderDto[] = [...customer.orders.upcoming, ...customer.orders.processing, ...customer.orders.past];
  // The page's one "today" (the business day): the cards' expiry and the dog forms' dates are read against it.
  const today = businessDay(new Date(), getConfig().businessTimeZone);
  const attention = attentionItems(customer, await loadOpenClaims(staff, allOrders), { methods: paymentMethods, today });

  // The spec's Pending Account notice instead of the page; the band still says what needs attention.
  if (customer.status === "PENDING")
    return (
      <div className="space-y-6">
        <PendingAccountNotice displayName={displayName} customerId={id} />
        <CustomerSummaryBand customerSegment={canonicalSegment} next={next} attention={attention} sections={[]} />
      </div>
    );

  // Replace order and create one-time order, as on the order page.
  const mayOrder = canCall(staff, endpoints.createOrder);
  // Only what the rows show (issue 23): the Replace Order dialog reads the order's lines when it opens.
  const orderRows = Object.fromEntries(
    (Object.keys(customer.orders) as OrderGroup[]).map((group) => [
      group,
      customer.orders[group].map(
        (o): OrderRow => ({
          id: o.id,
          status: o.status,
          order_type: o.order_type,
          total_price: o.total_price,
          total_refunds: o.total_refunds,
          scheduled: o.scheduled,
          charged: o.charged,
          discountCodes: o.discounts.map((d) => d.discount.code),
          ...(mayOrder && canReplaceNow(o, allOrders) ? { replaceable: true as const } : {}),
        }),
      ),
    ]),
  ) as Record<OrderGroup, OrderRow[]>;
  // Only what the rows show (issue 23): the carrier to show and the tracking numbers, not the shipment records.
  const fulfillmentRows: FulfillmentRow[] = allOrders.flatMap((o) =>
    o.fulfillments.map((f) => ({
      id: f.id,
      order_id: f.order_id,
      status: f.status,
      created: f.created,
      dogNames: fulfillmentDogNames(f, customer.pets),
      carrier: f.carrier ?? f.shipments.find((s) => s.carrier)?.carrier ?? null,
      trackingNumbers: f.shipments.flatMap((s) => (s.tracking_number ? [s.tracking_number] : [])),
    })),
  );

  const sections = [
    { id: SECTION_IDS.orders, label: "Orders" },
    ...(customer.orders.upcoming.length > 0 ? [{ id: "orders-upcoming", label: "Upcoming orders" }] : []),
    ...(customer.orders.processing.length > 0 ? [{ id: "orders-processing", label: "Processing orders" }] : []),
    ...(customer.orders.past.length > 0 ? [{ id: "orders-past", label: "Past orders" }] : []),
    { id: SECTION_IDS.dogs, label: "Dogs & Plans" },
    { id: SECTION_IDS.fulfillments, label: "Fulfillments" },
    { id: SECTION_IDS.timeline, label: TIMELINE_TEXTS.title },
    { id: SECTION_IDS.details, label: "Customer Details" },
    { id: SECTION_IDS.treatments, label: "Customer Treatments" },
  ];

  return (
    <div className="space-y-6" {...WIDE_PAGE}>
      <RememberRecent staffEmail={staff.email} customer={{ id, name: displayName, email: customer.email }} />
      <PageHeader
        title={displayName}
        badge={<StatusBadge kind="account" status={customer.status} />}
        actions={
          // With the name in the segment, so the changelog's breadcrumb names the customer.
          <Link href={customerChangelogPath(canonicalSegment)} className={PAGE_HEADER_LINK}>
            View changelog
          </Link>
        }
      />
      <CustomerSummaryBand customerSegment={canonicalSegment} next={next} attention={attention} sections={sections} />

      {/* One DOM order (details, stats, then the rest); on very wide screens details and stats move to a right column. */}
      <div className="grid grid-cols-1 gap-6 2xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div id={SECTION_IDS.details} tabIndex={-1} className="grid grid-cols-1 content-start gap-6 lg:grid-cols-3 2xl:col-start-2 2xl:row-start-1 2xl:grid-cols-1">
          <div className="lg:col-span-2 2xl:col-span-1">
            <CustomerDetailsPanel
              customer={customer}
              paymentMethods={paymentMethods}
              today={today}
              actions={
                <AccountActions
                  customerId={id}
                  email={customer.email}
                  status={customer.status}
                  piiDeleted={customer.pii_deleted_at !== null}
                  proactiveOptedIn={customer.proactive_customer_support_opted_in}
                  paymentProcessor={customer.primary_payment_processor}
                  upcomingOrders={customer.orders.upcoming.map((o) => ({ id: o.id, scheduled: o.scheduled }))}
                  permissions={{
                    accountActions: can(staff, "customerAccountActions"),
                    deletePii: canCall(staff, endpoints.deleteCustomerPii),
                    switchProcessor: canCall(staff, endpoints.switchPaymentProcessor),
                  }}
                />
              }
            />
          </div>
          <CustomerStatsPanel orders={allOrders} />
        </div>

        <div className="min-w-0 space-y-6 2xl:col-start-1 2xl:row-start-1">
          <Panel
            id={SECTION_IDS.orders}
            title="Orders"
            actions={mayOrder ? <CreateOneTimeOrderButton accountId={id} country={customer.default_country} {...oneTimeOrderOffer(customer)} /> : undefined}
          >
            <OrdersTable
              customerId={id}
              orders={orderRows}
              customerPath={customerPath(customer)}
              customerSegment={canonicalSegment}
              replaceUnavailable={replaceOrderUnavailable(customer)}
            />
          </Panel>

          <Panel id={SECTION_IDS.dogs} title="Dogs & Plans">
            <DogsPlansSection
              // `?pet=` opens that dog's Update Dog at once: its code loads with the page.
              eager={focusPetId !== null}
              customerId={id}
              rows={dogsAndPlans(customer.pets, customer.petplans, customer.survey_responses)}
              pets={customer.pets}
              plans={customer.petplans}
              options={petFormOptions}
              focusPetId={focusPetId}
              canEdit={canCall(staff, endpoints.updatePet)}
              // An erased account gets no new dog (the API refuses it: no name or address to ship to).
              canAddDog={canCall(staff, endpoints.createPetAndPetPlan) && erasedAccountRefusal(customer.pii_deleted_at, "dog") === null}
              timeZone={getConfig().businessTimeZone}
              today={today}
            />
          </Panel>

          <Panel id={SECTION_IDS.fulfillments} title="Fulfillments">
            <FulfillmentsTable rows={fulfillmentRows} customerSegment={canonicalSegment} />
          </Panel>

          <TimelineSection customerId={id} searchParams={searchParams} />

          <Suspense fallback={<PanelSkeleton title="Customer Treatments" />}>
            <Treatments load={treatments} />
          </Suspense>
        </div>
      </div>

      {/* Disabled with its reason while a plan bills or an order is still to ship (the API refuses it then). */}
      {canCall(staff, endpoints.deleteCustomerPii) ? <DangerZone email={customer.email} customerId={customer.id} unavailable={piiDeletionBlockerOf(customer)} /> : null}
    </div>
  );
}));

/** The treatments panel once its call answers (streamed below the account). */
async function Treatments({ load }: { load: Promise<TreatmentDto[] | null> }) {
  return <CustomerTreatmentsPanel id={SECTION_IDS.treatments} treatments={await load} />;
}

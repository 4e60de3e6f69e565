/**
 * /customer-lookup/{customerId}/order/{orderId}: the order page: cards
 * Order Details, Shipping Details and Payment Details and a Products table, editable for a PREVIEW
 * order. Server-rendered. The order comes from loadOrder (server/bff/pages/order.ts: the upcoming, processing
 * and past lists of GET accounts/{id}); a malformed segment, a missing customer or an order in none
 * of the lists is the 404 page (HTTP 404). The customer segment is redirected to the canonical
 * `{id}__{name}` (as on the customer page) so the breadcrumbs show the customer's name and the
 * order id. The folder is [customerSegment] because Next allows one slug name per level.
 * Action areas: OrderActionsBar (order level), FulfillmentActions and FulfillmentProductActions
 * (in ShippingDetailsCard); each takes the OrderPageContext built here.
 * A PREVIEW order's editor waits for its product lists: that panel streams in after the order
 * (a Suspense skeleton below the 404 decision; no loading.tsx above an entity page).
 */
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense, type ComponentProps } from "react";
import { StatusBadge } from "@/components/ui/status-badge";
import { Panel } from "@/components/ui/panel";
import { PanelSkeleton } from "@/components/ui/skeleton";
import { OrderActionsBar } from "@/components/orders/order-actions-bar";
import type { OrderPageContext } from "@/components/orders/order-context";
import { OrderDetailsCard } from "@/components/orders/order-details-card";
import type { OrderProductRow } from "@/components/orders/order-products-table";
import { OrderRefundsPanel } from "@/components/orders/order-refunds-panel";
import { PaymentDetailsCard } from "@/components/orders/payment-details-card";
import { ShippingDetailsCard } from "@/components/orders/shipping-details-card";
import { OrderClaimsPanel } from "@/components/claims/order-claims-panel";
import { TimelineSection } from "@/components/timeline/timeline-section";
import type { UpcomingOrderEditor } from "@/components/orders/upcoming-order-editor";
// The tables and the editor: server HTML first, their code when the agent reaches for them (issue 23).
import { OrderProductsTableIsland as OrderProductsTable, UpcomingOrderEditorIsland } from "@/components/orders/islands";
import { endpoints } from "@/lib/contract/endpoints";
import { extraMealsOffered } from "@/lib/order-edit";
import { freeBufferBagEligible } from "@/lib/customers/display";
import { canCall } from "@/lib/roles";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { customerPath } from "@/lib/customers/paths";
import { RememberRecent } from "@/components/shell/remember-recent";
import { decodeSegment, loadOrderPage } from "@/server/bff/pages/order";
import { pages } from "@/lib/pages";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { pageCheckingTokenAfterReads } from "@/server/bff/session/guards";
import { optional } from "@/server/bff/pages/entity-page";

type Params = { customerSegment: string; orderId: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { orderId } = await params;
  return { title: `Order ${decodeSegment(orderId) ?? ""}`.trim() };
}

// The token's upstream check rides on GET accounts/{id} (issue 23, server/bff/session/guards.ts).
export default upstreamPage(pageCheckingTokenAfterReads(pages.order, async function OrderPage({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { staff, customer, order, group, customerId, customerName, orderParams, orderPath } = await loadOrderPage(pages.order, await params, { searchParams: await searchParams });

  const ctx: OrderPageContext = {
    customerId,
    customerName,
    customerPath: customerPath(customer),
    orderPath,
    orderParams,
    order,
    group,
    pets: customer.pets.map((p) => ({ id: p.id, name: p.name })),
    staff,
  };
  const petName = new Map(ctx.pets.map((p) => [p.id, p.name]));
  const productRows: OrderProductRow[] = order.products.map((p) => ({
    id: p.id,
    code: p.code,
    description: p.description,
    quantity: p.quantity,
    unit_price: p.unit_price,
    discount_amount: p.discount_amount,
    tax_amount: p.tax_amount,
    total_price: p.total_price,
    total_refunds: p.total_refunds,
    type: p.type,
    dogName: p.pet_plan?.pet_name ?? (p.pet_id ? (petName.get(p.pet_id) ?? null) : null),
    petPlanId: p.pet_plan?.id ?? null,
  }));

  // A PREVIEW order is editable: its one-time products and extra-meal allowances, in parallel.
  const editable = order.status === "PREVIEW" && canCall(staff, endpoints.updateOrder);
  // Not awaited here: the Products panel streams in with them (its skeleton meanwhile).
  const editorLists = editable
    ? Promise.all([
        optional(upstreamCall(endpoints.listOneTimeOrderProducts, { query: { country: customer.default_country, account_id: customer.id } })),
        extraMealsOffered(order) ? optional(upstreamCall(endpoints.listBufferBags, { query: { order_id: order.id } })) : Promise.resolve([]),
      ])
    : null;

  return (
    <div className="space-y-6">
      <RememberRecent staffEmail={staff.email} customer={{ id: customerId, name: customerName, email: customer.email }} orderId={order.id} />
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-semibold text-slate-900">Order {order.id}</h1>
          <StatusBadge kind="order" status={order.status} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <OrderActionsBar ctx={ctx} />
          <Link href={ctx.customerPath} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            Back to {customerName}
          </Link>
        </div>
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <OrderDetailsCard order={order} />
        <ShippingDetailsCard ctx={ctx} />
        <PaymentDetailsCard order={order} />
      </div>

      {editorLists ? (
        <Suspense fallback={<PanelSkeleton title="Products" rows={4} />}>
          <EditorPanel
            lists={editorLists}
            order={order}
            customerId={customerId}
            rows={productRows}
            freeBufferEligible={freeBufferBagEligible([...customer.orders.upcoming, ...customer.orders.processing, ...customer.orders.past])}
            staff={{ is_active: staff.is_active, groups: staff.groups.map((g) => ({ name: g.name })) }}
          />
        </Suspense>
      ) : (
        <Panel title="Products">
          <OrderProductsTable rows={productRows} />
        </Panel>
      )}

      <OrderRefundsPanel ctx={ctx} />

      <OrderClaimsPanel ctx={ctx} />

      <TimelineSection customerId={customerId} orderId={order.id} searchParams={searchParams} />
    </div>
  );
}));

type EditorProps = ComponentProps<typeof UpcomingOrderEditor>;

/** The Products panel of an editable order, once its one-time products and extra meals answer. */
async function EditorPanel({
  lists,
  ...props
}: Omit<EditorProps, "oneTimeProducts" | "bufferBags"> & { lists: Promise<[EditorProps["oneTimeProducts"], EditorProps["bufferBags"]]> }) {
  const [oneTimeProducts, bufferBags] = await lists;
  return (
    <Panel title="Products">
      <UpcomingOrderEditorIsland {...props} oneTimeProducts={oneTimeProducts} bufferBags={bufferBags} />
    </Panel>
  );
}

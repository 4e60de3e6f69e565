/**
 * ShippingDetailsCard: each fulfillment of the order (headed with the dogs it serves): status, address, carrier rate class, products
 * (with their action area; in a fulfillment of several dogs each names its dog: lib/order-display.ts
 * `fulfillmentLineDogName`), and its shipments with the tracking link ("No tracking information"
 * without one) and the timeline of timestamps.
 * The per-fulfillment and per-product action areas are FulfillmentActions and
 * FulfillmentProductActions. Props: ctx (OrderPageContext).
 */
import { StatusBadge } from "@/components/ui/status-badge";
import { Panel } from "@/components/ui/panel";
import type { FulfillmentDto, ShipmentDto } from "@/lib/contract/fulfillments";
import { NO_TRACKING_INFORMATION } from "@/lib/customers/messages";
import { trackingLink } from "@/lib/customers/paths";
import { formatDateTime } from "@/lib/format";
import { humanizeCode } from "@/lib/status";
import { addressText, fulfillmentDogNames, fulfillmentLineDogName, shipmentTimeline } from "@/lib/order-display";
import { fulfillmentSectionId } from "@/lib/page-sections";
import { DetailRow } from "./detail-row";
import { FulfillmentActions } from "./fulfillment-actions";
import { FulfillmentProductActions } from "./fulfillment-product-actions";
import type { OrderPageContext } from "./order-context";

function Shipment({ shipment }: { shipment: ShipmentDto }) {
  const href = trackingLink(shipment.tracking_number);
  const timeline = shipmentTimeline(shipment);
  return (
    <li className="rounded border border-slate-100 p-2">
      <p className="text-sm">
        {shipment.carrier ? <span className="mr-2 text-slate-600">{shipment.carrier}</span> : null}
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 hover:underline">
            {shipment.tracking_number}
          </a>
        ) : (
          <span className="text-slate-500">{NO_TRACKING_INFORMATION}</span>
        )}
      </p>
      {timeline.length ? (
        <ol className="mt-1 space-y-0.5 text-xs text-slate-600" aria-label={`Timeline of shipment ${shipment.tracking_number ?? shipment.id}`}>
          {timeline.map((e) => (
            <li key={e.key}>
              <span className="font-medium text-slate-800">{e.label}</span> {formatDateTime(e.at)}
            </li>
          ))}
        </ol>
      ) : null}
    </li>
  );
}

function Fulfillment({ ctx, fulfillment: f }: { ctx: OrderPageContext; fulfillment: FulfillmentDto }) {
  const dogs = fulfillmentDogNames(f, ctx.pets);
  const tracked = f.shipments.some((s) => trackingLink(s.tracking_number) !== null || shipmentTimeline(s).length > 0);
  return (
    // The customer page's Fulfillments table links here (#fulfillment-{id}); focusable, so the next Tab continues inside it.
    <article id={fulfillmentSectionId(f.id)} tabIndex={-1} aria-label={`Fulfillment ${f.id}`} className="scroll-mt-16 space-y-3 rounded-md border border-slate-200 p-3 target:ring-2 target:ring-brand-500">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">
          Fulfillment {f.id} {dogs ? <span className="font-normal text-slate-600">({dogs})</span> : null}
        </h3>
        <FulfillmentActions ctx={ctx} fulfillment={f} />
      </header>
      <dl className="divide-y divide-slate-100">
        <DetailRow label="Status">
          <StatusBadge kind="fulfillment" status={f.status} />
        </DetailRow>
        <DetailRow label="Address">{addressText(f)}</DetailRow>
        <DetailRow label="Carrier rate class">{f.carrier_rate_class ? humanizeCode(f.carrier_rate_class) : "—"}</DetailRow>
      </dl>
      <div>
        <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Products</h4>
        {f.products.length ? (
          <ul className="mt-1 divide-y divide-slate-100">
            {f.products.map((p) => {
              // A fulfillment of several dogs: each line names its dog (one product for two dogs is two rows).
              const dog = fulfillmentLineDogName(f, ctx.pets, p.pet_id);
              return (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5 text-sm">
                  <span>
                    <span className="font-mono text-xs">{p.code}</span> {p.name}
                    {dog ? <span className="text-slate-600"> ({dog})</span> : null}
                  </span>
                  <FulfillmentProductActions ctx={ctx} fulfillment={f} product={p} />
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">No products</p>
        )}
      </div>
      <div>
        <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Shipments</h4>
        {tracked ? (
          <ul className="mt-1 space-y-2">
            {f.shipments.map((s) => (
              <Shipment key={s.id} shipment={s} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">{NO_TRACKING_INFORMATION}</p>
        )}
      </div>
    </article>
  );
}

export function ShippingDetailsCard({ ctx }: { ctx: OrderPageContext }) {
  const list = ctx.order.fulfillments;
  return (
    <Panel title="Shipping Details">
      {list.length ? (
        <div className="space-y-4">
          {list.map((f) => (
            <Fulfillment key={f.id} ctx={ctx} fulfillment={f} />
          ))}
        </div>
      ) : (
        <p className="text-sm text-slate-600">No fulfillments yet.</p>
      )}
    </Panel>
  );
}

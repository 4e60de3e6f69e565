/**
 * The issue-10 order-level actions of the order page (async server component, rendered by
 * OrderActionsBar): "Refund" for any order past PREVIEW (a link to …/refund, which shows "Refund
 * Unavailable" when the order cannot be refunded), "Replace Order" when lib/order-actions.ts canReplace, and "Create One-Time
 * Order". The customer (loadCustomer, cached per render) gives what earlier replacements already
 * sent, the dogs' plans and the country of the one-time products.
 */
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { canReplace, replaceableQuantity } from "@/lib/order-actions";
import { loadCustomer } from "@/server/customer";
import { CreateOneTimeOrderButton } from "./create-one-time-order";
import type { OrderPageContext } from "./order-context";
import { ReplaceOrderButton } from "./replace-order-dialog";

export async function OrderMoneyActions({ ctx }: { ctx: OrderPageContext }) {
  const customer = await loadCustomer(ctx.customerId);
  const order = ctx.order;
  const all = [...customer.orders.upcoming, ...customer.orders.processing, ...customer.orders.past];
  // What earlier (not cancelled) replacements of this order already sent, by product code.
  const replaced = new Map<string, number>();
  for (const o of all) {
    if (o.replacement_parent_order !== order.id || o.status === "CANCELLED") continue;
    for (const p of o.products) replaced.set(p.code, (replaced.get(p.code) ?? 0) + p.quantity);
  }
  const petName = new Map(customer.pets.map((p) => [p.id, p.name]));
  const dogs = customer.petplans
    .filter((plan) => plan.status === "ACTIVE" || plan.status === "PAUSED")
    .map((plan) => ({ planId: plan.id, name: petName.get(plan.pet) ?? "Dog", planProducts: plan.products.map((p) => ({ code: p.code, product_type: p.product_type })) }));

  return (
    <>
      {order.status !== "PREVIEW" ? (
        <Link href={`${ctx.orderPath}/refund`} className={buttonClassName({ variant: "secondary", size: "sm" })}>
          Refund
        </Link>
      ) : null}
      {canReplace(order) ? (
        <ReplaceOrderButton
          accountId={ctx.customerId}
          order={{ id: order.id, status: order.status }}
          customerPath={ctx.customerPath}
          lines={order.products.map((p) => {
            const already = Math.min(p.quantity, replaced.get(p.code) ?? 0);
            replaced.set(p.code, (replaced.get(p.code) ?? 0) - already);
            return { id: p.id, code: p.code, description: p.description, quantity: p.quantity, petPlanId: p.pet_plan?.id ?? null, max: replaceableQuantity(p.quantity, already) };
          })}
        />
      ) : null}
      <CreateOneTimeOrderButton accountId={ctx.customerId} country={customer.default_country} dogs={dogs} />
    </>
  );
}

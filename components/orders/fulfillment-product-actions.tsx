/**
 * FulfillmentProductActions: the actions of one product of a fulfilment on the Shipping Details
 * card (server component), e.g. file a claim. Each action is its own component, rendered here when
 * it applies and the role may make its call (`canCall(ctx.staff, endpoints.x)`); add a line per new action.
 * In a fulfillment of several dogs the group's and File claim's names carry the dog ("Actions of
 * {code} ({dog})", "File claim for {code} ({dog})": lib/order-display.ts `fulfillmentLineDogName`).
 * Props: ctx (OrderPageContext), fulfillment, product.
 */
import type { ReactNode } from "react";
import type { FulfillmentDto, FulfillmentProductDto } from "@/lib/contract/fulfillments";
import type { OrderPageContext } from "./order-context";
import { FileClaimLink } from "@/components/claims/file-claim-link";
import { endpoints } from "@/lib/contract/endpoints";
import { canCall } from "@/lib/roles";
import { claimDogsOf, claimPetOf } from "@/lib/claim-rules";
import { fulfillmentLineDogName } from "@/lib/order-display";

export function FulfillmentProductActions({
  ctx,
  fulfillment,
  product,
}: {
  ctx: OrderPageContext;
  fulfillment: FulfillmentDto;
  product: FulfillmentProductDto;
}) {
  const actions: ReactNode[] = [];
  const claimPetId = claimPetOf(product, claimDogsOf(fulfillment.id, ctx.order.fulfillments));
  // In a fulfillment of several dogs the names carry the dog: one product for two dogs is two lines whose actions read alike otherwise.
  const claimDog = fulfillmentLineDogName(fulfillment, ctx.pets, claimPetId);
  const lineDog = fulfillmentLineDogName(fulfillment, ctx.pets, product.pet_id);
  if (claimPetId && canCall(ctx.staff, endpoints.createClaim))
    actions.push(<FileClaimLink key="file-claim" orderParams={ctx.orderParams} fulfillmentId={fulfillment.id} petId={claimPetId} productCode={product.code} dogName={claimDog} />);
  if (actions.length === 0) return null;
  return (
    <div role="group" aria-label={`Actions of ${product.code}${lineDog ? ` (${lineDog})` : ""}`} className="flex flex-wrap items-center gap-2">
      {actions}
    </div>
  );
}

/**
 * OrderClaimsPanel: the order's claims on the order page (server component): GET
 * /claims/order/{orderId}, one row per claim with its types, resolutions, product, fulfillment, dog,
 * created, updated and author (issue 22), an Edit link to
 * the claim wizard and, for the first, second and highest tiers, Delete behind a confirmation.
 * When the list cannot be loaded: "Failed to fetch claim details".
 * Props: ctx (OrderPageContext).
 */
import { SECTION_IDS } from "@/lib/page-sections";
import type { OrderPageContext } from "@/components/orders/order-context";
import { Notice } from "@/components/ui/notice";
import { Panel } from "@/components/ui/panel";
import { CLAIM_TEXTS } from "@/lib/claim-texts";
import type { ClaimListEntry } from "@/lib/contract/claims";
import { endpoints } from "@/lib/contract/endpoints";
import { canCall } from "@/lib/roles";
import { readOrderClaims } from "@/server/bff/pages/claim-reads";
// Server HTML first, the list's code when the agent reaches for it (issue 23).
import { OrderClaimsListIsland as OrderClaimsList } from "@/components/orders/islands";
import { pages } from "@/lib/pages";

export async function OrderClaimsPanel({ ctx }: { ctx: OrderPageContext }) {
  let claims: ClaimListEntry[] | null;
  try {
    claims = await readOrderClaims(ctx.order.id);
  } catch {
    claims = null;
  }
  const petName = new Map(ctx.pets.map((p) => [p.id, p.name]));
  return (
    <Panel id={SECTION_IDS.claims} title="Claims">
      {claims === null ? (
        <Notice tone="error">{CLAIM_TEXTS.fetchFailed}</Notice>
      ) : (
        <OrderClaimsList
          canDelete={canCall(ctx.staff, endpoints.deleteClaim)}
          rows={claims.map((c) => ({
            id: c.claim_id,
            productCode: c.product_id,
            fulfillmentId: c.fulfillment_id,
            version: c.version,
            claimTypes: c.claim_types,
            resolutionTypes: c.resolution_types,
            created: c.created,
            updated: c.last_updated,
            author: c.created_by,
            petName: c.pet_id ? (petName.get(c.pet_id) ?? null) : null,
            editHref: c.pet_id ? pages.claim.href({ ...ctx.orderParams, fulfillmentId: c.fulfillment_id, petId: c.pet_id, productCode: c.product_id, claimId: [String(c.claim_id)] }) : null,
          }))}
        />
      )}
    </Panel>
  );
}

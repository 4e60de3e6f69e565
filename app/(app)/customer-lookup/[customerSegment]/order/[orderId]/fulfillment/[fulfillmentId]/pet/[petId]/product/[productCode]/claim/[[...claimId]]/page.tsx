/**
 * …/order/{orderId}/fulfillment/{fulfillmentId}/pet/{petId}/product/{productCode}/claim[/{claimId}]:
 * Create Claim, or Edit Claim with a claim id. Server-rendered shell:
 * the order (loadOrder), the fulfillment, its product and the pet must exist and belong together
 * (lib/claim-rules.ts claimLineOf: that dog's line of the product; else the 404 page), and the product's catalogue entry (GET /products/{code}) gives the wizard
 * its claim types, items and quality options. The wizard itself (components/claims/claim-wizard)
 * loads an existing claim in the browser, with a spinner.
 */
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { ClaimWizard } from "@/components/claims/deferred-wizard";
import { claimDogsOf, claimLineOf, claimProductOf, gladlyConversationPrefix } from "@/lib/claim-rules";
import { endpoints } from "@/lib/contract/endpoints";
import { environmentFromHost } from "@/lib/environment";
import { entityLoader } from "@/server/bff/pages/entity-page";
import { pages } from "@/lib/pages";
import { loadOrderPage } from "@/server/bff/pages/order";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { getConfig } from "@/server/bff/config/config";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

type Params = { customerSegment: string; orderId: string; fulfillmentId: string; petId: string; productCode: string; claimId?: string[] };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { claimId } = await params;
  return { title: claimId?.length ? "Edit Claim" : "Create Claim" };
}

const loadProduct = entityLoader((code: string) => upstreamCall(endpoints.getProduct, { params: { code } }));

export default upstreamPage(async function ClaimPage({ params }: { params: Promise<Params> }) {
  const { customer, customerName, order, orderPath, ids } = await loadOrderPage(pages.claim, await params, {
    // At most one claim id, of digits: else the 404 page, before any call.
    check: ({ claimId: raw = [] }) => {
      if (raw.length > 1 || (raw.length === 1 && !/^\d{1,9}$/.test(raw[0]!))) notFound();
    },
  });
  const { orderId, fulfillmentId, petId, productCode } = ids;
  const claimId = ids.claimId?.length ? Number(ids.claimId[0]) : null;
  const fulfillment = order.fulfillments.find((f) => f.id === fulfillmentId);
  // That dog's line of the product (one fulfillment may hold it for two dogs; a line of no dog, any
  // dog of the order), as the API checks it.
  const fulfillmentProduct = fulfillment ? claimLineOf(fulfillment.products, claimDogsOf(fulfillment.id, order.fulfillments), productCode, petId) : null;
  const pet = customer.pets.find((x) => x.id === petId);
  if (!fulfillment || !fulfillmentProduct || !pet) notFound();
  const product = await loadProduct(productCode);

  const environment = environmentFromHost((await headers()).get("host"));
  const conversationPrefix = gladlyConversationPrefix(environment, getConfig().gladlyPrefixes ?? {});

  return (
    <ClaimWizard
      claimId={claimId}
      orderId={orderId}
      orderPath={orderPath}
      fulfillmentId={fulfillmentId}
      petId={petId}
      petName={pet.name ?? ""}
      customerName={customerName}
      customerEmail={customer.email ?? ""}
      product={claimProductOf(product)}
      conversationPrefix={conversationPrefix}
    />
  );
});

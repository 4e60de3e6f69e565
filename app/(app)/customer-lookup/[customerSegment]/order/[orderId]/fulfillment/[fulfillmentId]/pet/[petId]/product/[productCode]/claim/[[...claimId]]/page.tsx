/**
 * …/order/{orderId}/fulfillment/{fulfillmentId}/pet/{petId}/product/{productCode}/claim[/{claimId}]:
 * Create Claim, or Edit Claim with a claim id (spec 01 §2 "Claim form"). Server-rendered shell:
 * the order (loadOrder), the fulfilment, its product and the pet must exist and belong together
 * (else the 404 page), and the product's catalogue entry (GET /products/{code}) gives the wizard
 * its claim types, items and quality options. The wizard itself (components/claims/claim-wizard)
 * loads an existing claim in the browser, with a spinner.
 */
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { ClaimWizard } from "@/components/claims/claim-wizard";
import { claimProductOf, gladlyConversationPrefix } from "@/lib/claim-rules";
import { endpoints } from "@/lib/contract/endpoints";
import { customerDisplayName, customerSegment, parseCustomerSegment } from "@/lib/customer-display";
import { environmentFromHost } from "@/lib/environment";
import { entityLoader } from "@/server/entity-page";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/guards";
import { loadOrder } from "@/server/order";
import { upstreamCall } from "@/server/upstream";
import { upstreamPage } from "@/server/upstream-page";

type Params = { customerSegment: string; orderId: string; fulfillmentId: string; petId: string; productCode: string; claimId?: string[] };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { claimId } = await params;
  return { title: claimId?.length ? "Edit Claim" : "Create Claim" };
}

function decode(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

const loadProduct = entityLoader((code: string) => upstreamCall(endpoints.getProduct, { params: { code } }));

export default upstreamPage(async function ClaimPage({ params }: { params: Promise<Params> }) {
  const p = await params;
  await requirePageAccess(pages.claim, p);
  const parsed = parseCustomerSegment(p.customerSegment);
  const [orderId, fulfillmentId, petId, productCode] = [p.orderId, p.fulfillmentId, p.petId, p.productCode].map(decode);
  if (!parsed || !orderId || !fulfillmentId || !petId || !productCode) notFound();
  if ((p.claimId?.length ?? 0) > 1) notFound();
  const claimIdRaw = p.claimId?.[0];
  const claimId = claimIdRaw === undefined ? null : /^\d{1,9}$/.test(claimIdRaw) ? Number(claimIdRaw) : notFound();

  const { customer, order } = await loadOrder(parsed.id, orderId);
  const customerName = customerDisplayName(customer);
  const canonical = customerSegment(parsed.id, customerName);
  const orderPath = pages.order.href({ customerSegment: canonical, orderId });
  if (decode(p.customerSegment) !== canonical) {
    redirect(pages.claim.href({ customerSegment: canonical, orderId, fulfillmentId, petId, productCode, claimId: claimIdRaw ? [claimIdRaw] : [] }));
  }
  const fulfillment = order.fulfillments.find((f) => f.id === fulfillmentId);
  const fulfillmentProduct = fulfillment?.products.find((fp) => fp.code === productCode);
  const pet = customer.pets.find((x) => x.id === petId);
  if (!fulfillment || !fulfillmentProduct || !pet) notFound();
  const product = await loadProduct(productCode);

  const environment = environmentFromHost((await headers()).get("host"));
  const conversationPrefix = gladlyConversationPrefix(environment, {
    production: process.env.GLADLY_PREFIX_PRODUCTION || undefined,
    test: process.env.GLADLY_PREFIX_TEST || undefined,
  });

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

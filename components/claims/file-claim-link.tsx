/**
 * FileClaimLink: the "File claim" action of one fulfillment product on the order page (server
 * component): a link to the claim wizard for the product, its fulfillment and its pet (every role
 * may file a claim; a product without a pet has no claim route).
 * Props: orderParams (the order page's, lib/pages.ts), fulfillmentId, petId, productCode.
 */
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { pages } from "@/lib/pages";

export function FileClaimLink({ orderParams, fulfillmentId, petId, productCode }: {
  orderParams: { customerSegment: string; orderId: string };
  fulfillmentId: string;
  petId: string;
  productCode: string;
}) {
  return (
    <Link href={pages.claim.href({ ...orderParams, fulfillmentId, petId, productCode })} className={buttonClassName({ variant: "secondary", size: "sm" })} aria-label={`File claim for ${productCode}`}>
      File claim
    </Link>
  );
}

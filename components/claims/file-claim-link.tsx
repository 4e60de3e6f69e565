/**
 * FileClaimLink: the "File claim" action of one fulfillment product on the order page (server
 * component): a link to the claim wizard for the product, its fulfillment and its pet (every role
 * may file a claim; a product without a pet has no claim route).
 * Props: orderParams (the order page's, lib/pages.ts), fulfillmentId, petId, productCode; dogName?:
 * the dog the claim is for, named in the accessible name ("File claim for {code} ({dog})") where the
 * product alone does not tell the links apart (a fulfillment of several dogs); null: "File claim for {code}".
 */
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { pages } from "@/lib/pages";

const fileClaimLabel = (productCode: string, dogName?: string | null) => `File claim for ${productCode}${dogName ? ` (${dogName})` : ""}`;

export function FileClaimLink({ orderParams, fulfillmentId, petId, productCode, dogName }: {
  orderParams: { customerSegment: string; orderId: string };
  fulfillmentId: string;
  petId: string;
  productCode: string;
  dogName?: string | null;
}) {
  return (
    <Link href={pages.claim.href({ ...orderParams, fulfillmentId, petId, productCode })} className={buttonClassName({ variant: "secondary", size: "sm" })} aria-label={fileClaimLabel(productCode, dogName)}>
      File claim
    </Link>
  );
}

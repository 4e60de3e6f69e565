/**
 * Links of the customer screens: the customer page, its changelog and an order, each built from
 * its page entry in lib/pages.ts; and the package-tracking provider's link. Isomorphic.
 */
import { pages } from "../pages";
import { customerDisplayName, type NamedCustomer } from "./display";
import { customerSegment } from "./segment";

/** The customer page's path, URL-encoded: `/customer-lookup/42__Jane_Doe`. */
export function customerPath(customer: NamedCustomer): string {
  return pages.customer.href({ customerSegment: customerSegment(customer.id, customerDisplayName(customer)) });
}

export const customerChangelogPath = (customerId: number | string) => pages.customerChangelog.href({ customerSegment: customerId });
export const customerOrderPath = (customerId: number | string, orderId: string) => pages.order.href({ customerSegment: customerId, orderId });

/** Package tracking links go to this tracking provider. */
export const TRACKING_PROVIDER_URL = "https://track.aftership.com/";

export function trackingLink(trackingNumber: string | null | undefined): string | null {
  const n = (trackingNumber ?? "").trim();
  return n ? `${TRACKING_PROVIDER_URL}${encodeURIComponent(n)}` : null;
}

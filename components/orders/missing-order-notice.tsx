"use client";
/**
 * The order pages' 404 (spec 01 §2, issue 21): the 404 page's title and sentence, word for word (the
 * kit's NotFoundCard), with which order was not found as the hint beside them and the way back to the
 * customer instead of Home. Under a page below the order (refund, split, claim) the missing thing may
 * be the order or what the page is about (a fulfillment, pet or product), so the hint says so and
 * offers the order too.
 */
import { useParams, usePathname } from "next/navigation";
import { NotFoundCard } from "@/components/ui/not-found-card";
import { BACK_TO_CUSTOMER, backToOrderText, orderNotFoundHint, orderPageNotFoundHint } from "@/lib/orders/messages";
import { pages } from "@/lib/pages";

export function MissingOrderNotice({ customerSegment, orderId, subPage }: { customerSegment: string; orderId: string; subPage: boolean }) {
  const toCustomer = { href: pages.customer.href({ customerSegment }), label: BACK_TO_CUSTOMER };
  return (
    <NotFoundCard
      hint={subPage ? orderPageNotFoundHint(orderId) : orderNotFoundHint(orderId)}
      links={subPage ? [toCustomer, { href: pages.order.href({ customerSegment, orderId }), label: backToOrderText(orderId) }] : [toCustomer]}
    />
  );
}

const decode = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/** The notice of the order segment's not-found.tsx, which gets no params: read from the address. */
export function MissingOrderNotFound() {
  const params = useParams<{ customerSegment?: string; orderId?: string }>();
  const pathname = usePathname() ?? "";
  // The order page itself ends in /order/{orderId}; anything longer is a page below it.
  const subPage = !/\/order\/[^/]+\/?$/.test(pathname);
  return <MissingOrderNotice customerSegment={decode(params?.customerSegment ?? "")} orderId={decode(params?.orderId ?? "")} subPage={subPage} />;
}

/**
 * ButtonWithReason: a Button (./button.tsx, every prop) that may be unavailable with its reason.
 * `unavailable="reason"`: the button is aria-disabled (focusable, does nothing), the reason is its accessible description, and an
 * info icon beside it shows the reason as its tooltip, whose code waits for idle or the pointer
 * (DeferredInfoTip: the customer and order pages' first load stays in its budget, issue 23; never a
 * Radix Tooltip on the button itself). Null or absent: the plain button.
 * E.g. Create One-Time Order and Replace Order (lib/orders/rules.ts oneTimeOrderOffer, replaceOrderUnavailable),
 * Delete personal data (lib/contract/customers.ts piiDeletionBlockerOf).
 */
import { Button, type ButtonProps } from "./button";
import { DeferredInfoTip } from "./deferred-info-tip";

export function ButtonWithReason({ unavailable, onClick, ...props }: ButtonProps & { unavailable?: string | null }) {
  // Unavailable: aria-disabled, not disabled, so the button stays in the tab order and its reason is
  // read out when focus reaches it (the kit's rule, as IconButton); a click does nothing.
  return (
    <span className="inline-flex items-center gap-1">
      <Button {...props} onClick={unavailable ? undefined : onClick} aria-disabled={unavailable ? true : undefined} aria-description={unavailable || undefined} />
      {unavailable ? <DeferredInfoTip text={unavailable} /> : null}
    </span>
  );
}

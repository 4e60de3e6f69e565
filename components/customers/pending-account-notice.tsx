/**
 * PendingAccountNotice: the "Pending Account" notice shown instead of the customer page when the
 * account status is PENDING. Props: displayName, customerId.
 */
import Link from "next/link";
import { pages } from "@/lib/pages";

export function PendingAccountNotice({ displayName, customerId }: { displayName: string; customerId: number }) {
  return (
    <section role="status" aria-labelledby="pending-account-title" className="rounded-lg border border-amber-300 bg-amber-50 p-6">
      <h1 id="pending-account-title" className="text-xl font-semibold text-amber-900">
        Pending Account
      </h1>
      <p className="mt-2 text-sm text-amber-900">
        The account of {displayName} (#{customerId}) is pending: the customer has not finished signing up, so there are no
        dogs, plans or orders to show yet.
      </p>
      <p className="mt-4 text-sm">
        <Link href={pages.customerLookup.href()} className="font-medium text-brand-700 underline">
          Back to customer lookup
        </Link>
      </p>
    </section>
  );
}

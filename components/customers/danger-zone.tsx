"use client";
/**
 * DangerZone: the customer page's last section (issue 21), apart from the routine account actions:
 * "Delete personal data" (roles with deleteCustomerPii, while the account still has an email),
 * confirmed in its dialog by typing the customer's email (DeletePiiDialog). Disabled with its reason
 * while something is in flight (a plan still billing, an order still to be charged or shipped): the
 * page asks lib/contract/customers.ts piiDeletionBlockerOf, the API's own rule.
 * Props: email (null once the personal data is deleted: the section is not shown); customerId;
 * unavailable (the reason, or null).
 */
import { useId, useState } from "react";
import { ButtonWithReason } from "@/components/ui/button-with-reason";
import { WarningIcon } from "@/components/ui/icons";
import { lazyDialog } from "@/components/ui/lazy-dialog";

const DeletePiiDialog = lazyDialog(() => import("./delete-pii-dialog").then((m) => m.DeletePiiDialog));

export const DANGER_ZONE_TITLE = "Danger zone";

export function DangerZone({ email, customerId, unavailable }: { email: string | null; customerId: number; unavailable: string | null }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  if (!email) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-red-300 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-red-700">
        <WarningIcon />
        {DANGER_ZONE_TITLE}
      </h2>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">Erases the customer&apos;s name, email, phone number and addresses. This cannot be undone.</p>
        <ButtonWithReason variant="danger" size="sm" unavailable={unavailable} onClick={() => setOpen(true)}>
          Delete personal data
        </ButtonWithReason>
      </div>
      <DeletePiiDialog open={open} onClose={() => setOpen(false)} email={email} customerId={customerId} />
    </section>
  );
}

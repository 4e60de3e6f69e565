"use client";
/**
 * CreateOneTimeOrderButton: "Create One-Time Order"; opens the two-step wizard
 * (./one-time-order-wizard.tsx), whose code is fetched when it is first opened (issue 23).
 * Disabled with its reason when `unavailable` (lib/orders/rules.ts oneTimeOrderOffer chooses it: the
 * customer's personal data was deleted, or no dog has an active or paused plan).
 * Props: accountId, country, and oneTimeOrderOffer's dogs ({planId, name, planProducts}) and unavailable.
 */
import { useState } from "react";
import { ButtonWithReason } from "@/components/ui/button-with-reason";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { OneTimeDog } from "@/lib/orders/rules";

const OneTimeOrderWizard = lazyDialog(() => import("./one-time-order-wizard").then((m) => m.OneTimeOrderWizard));

export function CreateOneTimeOrderButton({ accountId, country, dogs, unavailable }: { accountId: number; country: string; dogs: OneTimeDog[]; unavailable: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ButtonWithReason variant="secondary" size="sm" onClick={() => setOpen(true)} onPointerEnter={OneTimeOrderWizard.preload} unavailable={unavailable}>
        Create One-Time Order
      </ButtonWithReason>
      {open ? <OneTimeOrderWizard accountId={accountId} country={country} dogs={dogs} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

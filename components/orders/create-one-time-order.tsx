"use client";
/**
 * CreateOneTimeOrderButton: "Create One-Time Order"; opens the two-step wizard
 * (./one-time-order-wizard.tsx), whose code is fetched when it is first opened (issue 23).
 * Disabled when the account has no dog with a plan, saying so (ONE_TIME_NO_DOG_WITH_PLAN).
 * Props: accountId, country, dogs ({planId, name, planProducts}).
 */
import { useState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { OneTimeDog } from "@/lib/orders/rules";
import { ONE_TIME_NO_DOG_WITH_PLAN } from "@/lib/orders/messages";

const OneTimeOrderWizard = lazyDialog(() => import("./one-time-order-wizard").then((m) => m.OneTimeOrderWizard));

export function CreateOneTimeOrderButton({ accountId, country, dogs }: { accountId: number; country: string; dogs: OneTimeDog[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* Disabled with its reason as the tooltip and description (the kit's SubmitButton does that for any button). */}
      <SubmitButton type="button" variant="secondary" size="sm" onClick={() => setOpen(true)} onPointerEnter={OneTimeOrderWizard.preload} disabled={dogs.length === 0} reason={ONE_TIME_NO_DOG_WITH_PLAN}>
        Create One-Time Order
      </SubmitButton>
      {open ? <OneTimeOrderWizard accountId={accountId} country={country} dogs={dogs} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

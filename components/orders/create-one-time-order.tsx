"use client";
/**
 * CreateOneTimeOrderButton: "Create One-Time Order"; opens the two-step wizard
 * (./one-time-order-wizard.tsx), whose code is fetched when it is first opened (issue 23).
 * Disabled when the account has no dog with a plan, saying so (ONE_TIME_NO_DOG_WITH_PLAN).
 * Props: accountId, country, dogs ({planId, name, planProducts}).
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DeferredInfoTip } from "@/components/ui/deferred-info-tip";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { OneTimeDog } from "@/lib/orders/rules";
import { ONE_TIME_NO_DOG_WITH_PLAN } from "@/lib/orders/messages";

const OneTimeOrderWizard = lazyDialog(() => import("./one-time-order-wizard").then((m) => m.OneTimeOrderWizard));

export function CreateOneTimeOrderButton({ accountId, country, dogs }: { accountId: number; country: string; dogs: OneTimeDog[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* Disabled, it says why: its accessible description, and an info icon beside it whose tooltip
          code waits (DeferredInfoTip: the customer and order pages' first load stays in its budget). */}
      <span className="inline-flex items-center gap-1">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setOpen(true)}
          onPointerEnter={OneTimeOrderWizard.preload}
          disabled={dogs.length === 0}
          aria-description={dogs.length === 0 ? ONE_TIME_NO_DOG_WITH_PLAN : undefined}
        >
          Create One-Time Order
        </Button>
        {dogs.length === 0 ? <DeferredInfoTip text={ONE_TIME_NO_DOG_WITH_PLAN} /> : null}
      </span>
      {open ? <OneTimeOrderWizard accountId={accountId} country={country} dogs={dogs} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

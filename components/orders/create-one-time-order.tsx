"use client";
/**
 * CreateOneTimeOrderButton: "Create One-Time Order"; opens the two-step wizard
 * (./one-time-order-wizard.tsx), whose code is fetched when it is first opened (issue 23).
 * Disabled when the account has no dog with a plan.
 * Props: accountId, country, dogs ({planId, name, planProducts}).
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { OneTimeDog } from "@/lib/orders/rules";

const OneTimeOrderWizard = lazyDialog(() => import("./one-time-order-wizard").then((m) => m.OneTimeOrderWizard));

export function CreateOneTimeOrderButton({ accountId, country, dogs }: { accountId: number; country: string; dogs: OneTimeDog[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} onPointerEnter={OneTimeOrderWizard.preload} disabled={dogs.length === 0}>
        Create One-Time Order
      </Button>
      {open ? <OneTimeOrderWizard accountId={accountId} country={country} dogs={dogs} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

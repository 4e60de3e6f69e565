"use client";
/** The claim wizard as the claim page imports it: rendered by the server, its code downloaded after hydration (components/ui/deferred.tsx). */
import { deferred } from "@/components/ui/deferred";
import { FormSkeleton } from "@/components/ui/skeleton";

export const ClaimWizard = deferred(() => import("./claim-wizard").then((m) => m.ClaimWizard), { fallback: <FormSkeleton label="claim wizard" fields={3} /> });

"use client";
/** The order sub-pages' forms (Refund, Split Fulfillment) as their pages import them: rendered by the server, their code downloaded after hydration (components/ui/deferred.tsx). */
import { deferred } from "@/components/ui/deferred";
import { TableSkeleton } from "@/components/ui/skeleton";

export const RefundForm = deferred(() => import("./refund-form").then((m) => m.RefundForm), { fallback: <TableSkeleton label="refund form" rows={3} columns={5} /> });
export const SplitFulfillmentForm = deferred(() => import("./split-fulfillment-form").then((m) => m.SplitFulfillmentForm), { fallback: <TableSkeleton label="split form" rows={3} columns={4} /> });

"use client";
/**
 * Refund's form as its page imports it: rendered by the server, its code downloaded after hydration
 * (components/ui/deferred.tsx). One module per order sub-page: a page carries only its own loader.
 */
import { deferred } from "@/components/ui/deferred";
import { TableSkeleton } from "@/components/ui/skeleton";

export const RefundForm = deferred(() => import("./refund-form").then((m) => m.RefundForm), { fallback: <TableSkeleton label="refund form" rows={3} columns={5} /> });

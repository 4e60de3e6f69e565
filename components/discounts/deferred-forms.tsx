"use client";
/** Create Discount's form as its page imports it: rendered by the server, its code downloaded after hydration (components/ui/deferred.tsx). */
import { deferred } from "@/components/ui/deferred";
import { FormSkeleton } from "@/components/ui/skeleton";

export const DiscountCreateForm = deferred(() => import("./discount-create-form").then((m) => m.DiscountCreateForm), { fallback: <FormSkeleton label="discount form" fields={6} /> });

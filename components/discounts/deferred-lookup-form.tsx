"use client";
/** Discount Lookup's form as its page imports it: rendered by the server, its code downloaded after hydration (components/ui/deferred.tsx, issue 23). */
import { deferred } from "@/components/ui/deferred";
import { FormSkeleton } from "@/components/ui/skeleton";

export const DiscountLookupForm = deferred(() => import("./discount-lookup-form").then((m) => m.DiscountLookupForm), {
  fallback: <FormSkeleton label="discount lookup form" fields={1} />,
});

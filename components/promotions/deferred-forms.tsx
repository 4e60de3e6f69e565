"use client";
/** Create Promotion's form as its page imports it: rendered by the server, its code downloaded after hydration (components/ui/deferred.tsx). */
import { deferred } from "@/components/ui/deferred";
import { FormSkeleton } from "@/components/ui/skeleton";

export const CreatePromotionForm = deferred(() => import("./create-promotion-form").then((m) => m.CreatePromotionForm), { fallback: <FormSkeleton label="promotion form" fields={4} /> });

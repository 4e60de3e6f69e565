"use client";
/** The catalogue's create/update forms as their pages import them: rendered by the server, their code downloaded after hydration (components/ui/deferred.tsx). */
import { deferred } from "@/components/ui/deferred";
import { FormSkeleton } from "@/components/ui/skeleton";

export const CreateItemForm = deferred(() => import("./create-item-form").then((m) => m.CreateItemForm), { fallback: <FormSkeleton label="item form" fields={3} /> });
export const ProductItemsForm = deferred(() => import("./product-items-form").then((m) => m.ProductItemsForm), { fallback: <FormSkeleton label="product-item mapping form" fields={2} /> });

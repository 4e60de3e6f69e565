"use client";
/** Add New User's form as its screen imports it: rendered by the server, its code downloaded after hydration (components/ui/deferred.tsx). */
import { deferred } from "@/components/ui/deferred";
import { FormSkeleton } from "@/components/ui/skeleton";

export const CreateUserForm = deferred(() => import("./create-user-form").then((m) => m.CreateUserForm), { fallback: <FormSkeleton label="user form" fields={4} /> });

"use client";
/**
 * The catalogue lists' tables as deferred islands (components/ui/deferred-island.tsx, issue 23): the
 * server renders their HTML (rows, sort links, pager); their code (TanStack Table, Radix Select for
 * rows per page) loads when the agent reaches for them.
 */
import { deferredIsland } from "@/components/ui/deferred-island";

export const ItemsTableIsland = deferredIsland("items-table", () => import("./items-table").then((m) => m.ItemsTable));
export const ProductItemsTableIsland = deferredIsland("product-items-table", () => import("./product-items-table").then((m) => m.ProductItemsTable));

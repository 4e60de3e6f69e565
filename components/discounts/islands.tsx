"use client";
/**
 * The discount screens' interactive parts as deferred islands (components/ui/deferred-island.tsx,
 * issue 23): the server renders each one's HTML; its code loads when the agent reaches for it
 * (pointer over it, focus, touch), and a click or key made before that is replayed once it is live.
 * - DiscountsTableIsland: the lists' table (/discounts, /discounts/batches/{batchId}): rows, sort
 *   links, pager, rows per page (TanStack Table, the tooltips, Radix Select).
 * - BulkJobsProgressIsland: the bulk batches' progress; `eager` while a batch runs (it polls then).
 * The batch page's actions are in ./batch-islands.tsx, the detail's status toggle in
 * ./detail-islands.tsx: a client module's every export comes with it, so each page loads only its own.
 */
import { deferredIsland } from "@/components/ui/deferred-island";

export const DiscountsTableIsland = deferredIsland("discounts-table", () => import("./discounts-table").then((m) => m.DiscountsTable));
export const BulkJobsProgressIsland = deferredIsland("bulk-jobs-progress", () => import("./bulk-jobs-progress").then((m) => m.BulkJobsProgress));

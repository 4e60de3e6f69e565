"use client";
/**
 * The discount screens' interactive parts as deferred islands (components/ui/deferred-island.tsx,
 * issue 23): the server renders each one's HTML; its code loads when the agent reaches for it
 * (pointer over it, focus, touch), and a click or key made before that is replayed once it is live.
 * - DiscountsTableIsland: the lists' table (/discounts, /discounts/batches/{batchId}): rows, sort
 *   links, pager, rows per page (TanStack Table, the tooltips, Radix Select).
 * - BulkJobsProgressIsland: the bulk batches' progress; `eager` while a batch runs (it polls then).
 * - BatchActionsIsland: a batch's Activate all / Deactivate all (its confirmation loads when opened).
 * - DiscountStatusToggleIsland: /discounts/{id}'s status with Activate / Deactivate.
 */
import { deferredIsland } from "@/components/ui/deferred-island";

export const DiscountsTableIsland = deferredIsland("discounts-table", () => import("./discounts-table").then((m) => m.DiscountsTable));
export const BulkJobsProgressIsland = deferredIsland("bulk-jobs-progress", () => import("./bulk-jobs-progress").then((m) => m.BulkJobsProgress));
export const BatchActionsIsland = deferredIsland("batch-actions", () => import("./batch-actions").then((m) => m.BatchActions));
export const DiscountStatusToggleIsland = deferredIsland("discount-status-toggle", () => import("./discount-status-toggle").then((m) => m.DiscountStatusToggle));

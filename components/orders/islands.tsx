"use client";
/**
 * The order page's interactive parts as deferred islands (components/ui/deferred-island.tsx,
 * issue 23): the server renders each one's HTML; its code (TanStack Table, the editor's dialogs)
 * loads when the agent reaches for it.
 */
import { deferredIsland } from "@/components/ui/deferred-island";

export const OrderProductsTableIsland = deferredIsland("order-products", () => import("./order-products-table").then((m) => m.OrderProductsTable));
export const UpcomingOrderEditorIsland = deferredIsland("order-editor", () => import("./upcoming-order-editor").then((m) => m.UpcomingOrderEditor));
export const RefundRecordsTableIsland = deferredIsland("refund-records", () => import("./refund-records-table").then((m) => m.RefundRecordsTable));
export const OrderClaimsListIsland = deferredIsland("order-claims", () => import("@/components/claims/order-claims-list").then((m) => m.OrderClaimsList));

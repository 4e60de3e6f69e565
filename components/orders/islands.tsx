"use client";
/**
 * The order page's interactive parts as deferred islands (components/ui/deferred.tsx, `when: "reach"`,
 * issue 23): the server renders each one's HTML; its code (TanStack Table, the editor's dialogs)
 * loads when the agent reaches for it.
 */
import { deferred } from "@/components/ui/deferred";

export const OrderProductsTableIsland = deferred(() => import("./order-products-table").then((m) => m.OrderProductsTable), { when: "reach" });
export const UpcomingOrderEditorIsland = deferred(() => import("./upcoming-order-editor").then((m) => m.UpcomingOrderEditor), { when: "reach" });
export const RefundRecordsTableIsland = deferred(() => import("./refund-records-table").then((m) => m.RefundRecordsTable), { when: "reach" });
export const OrderClaimsListIsland = deferred(() => import("@/components/claims/order-claims-list").then((m) => m.OrderClaimsList), { when: "reach" });

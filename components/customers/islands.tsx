"use client";
/**
 * The customer page's interactive parts as deferred islands (components/ui/deferred.tsx, `when: "reach"`,
 * issue 23): the server renders each one's HTML; its code (TanStack Table, nuqs, Radix Select and
 * Tooltip, the wizards' openers) loads when the agent reaches for it.
 */
import { deferred } from "@/components/ui/deferred";

export const AccountActionsIsland = deferred(() => import("./account-actions").then((m) => m.AccountActions), { when: "reach" });
export const OrdersTableIsland = deferred(() => import("./orders-table").then((m) => m.OrdersTable), { when: "reach" });
export const DogsPlansSectionIsland = deferred(() => import("./dogs-plans-section").then((m) => m.DogsPlansSection), { when: "reach" });
export const FulfillmentsTableIsland = deferred(() => import("./fulfillments-table").then((m) => m.FulfillmentsTable), { when: "reach" });
export const CustomerTreatmentsPanelIsland = deferred(() => import("./customer-treatments-panel").then((m) => m.CustomerTreatmentsPanel), {
  when: "reach",
});

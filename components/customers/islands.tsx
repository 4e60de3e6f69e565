"use client";
/**
 * The customer page's interactive parts as deferred islands (components/ui/deferred-island.tsx,
 * issue 23): the server renders each one's HTML; its code (TanStack Table, nuqs, Radix Select and
 * Tooltip, the wizards' openers) loads when the agent reaches for it.
 */
import { deferredIsland } from "@/components/ui/deferred-island";

export const AccountActionsIsland = deferredIsland("account-actions", () => import("./account-actions").then((m) => m.AccountActions));
export const OrdersTableIsland = deferredIsland("orders-table", () => import("./orders-table").then((m) => m.OrdersTable));
export const DogsPlansSectionIsland = deferredIsland("dogs-plans", () => import("./dogs-plans-section").then((m) => m.DogsPlansSection));
export const FulfillmentsTableIsland = deferredIsland("fulfillments-table", () => import("./fulfillments-table").then((m) => m.FulfillmentsTable));
export const CustomerTreatmentsPanelIsland = deferredIsland("treatments", () =>
  import("./customer-treatments-panel").then((m) => m.CustomerTreatmentsPanel),
);

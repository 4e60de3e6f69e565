"use client";
/**
 * The customer page's interactive parts as deferred islands (components/ui/deferred-island.tsx,
 * issue 23): the server renders each one's HTML; its code (TanStack Table, nuqs, Radix Select and
 * Tooltip, the wizards' openers) loads when the agent reaches for it.
 */
import { deferredIsland } from "@/components/ui/deferred-island";

export const AccountActionsIsland = deferredIsland("account-actions", () => import("./account-actions").then((m) => m.AccountActions));
// The tables keep their paging in the URL (nuqs): their UrlState loads with them.
export const OrdersTableIsland = deferredIsland("orders-table", () =>
  Promise.all([import("./orders-table"), import("@/components/ui/url-state")]).then(([m, u]) => u.withUrlState(m.OrdersTable)),
);
export const DogsPlansSectionIsland = deferredIsland("dogs-plans", () => import("./dogs-plans-section").then((m) => m.DogsPlansSection));
export const FulfillmentsTableIsland = deferredIsland("fulfillments-table", () =>
  Promise.all([import("./fulfillments-table"), import("@/components/ui/url-state")]).then(([m, u]) => u.withUrlState(m.FulfillmentsTable)),
);
export const CustomerTreatmentsPanelIsland = deferredIsland("treatments", () =>
  import("./customer-treatments-panel").then((m) => m.CustomerTreatmentsPanel),
);

"use client";
/**
 * The customer changelog (ChangelogList) as its page imports it (issue 23, scripts/js-budget.ts):
 * the server renders the entries and the pet filter; the filter's code (Radix Select) comes when
 * the agent reaches for the list (components/ui/deferred-island.tsx: a click or key on the filter
 * before then is held and replayed once it is live).
 */
import { deferredIsland } from "@/components/ui/deferred-island";

export const ChangelogListIsland = deferredIsland("customer-changelog", () => import("./changelog-list").then((m) => m.ChangelogList));

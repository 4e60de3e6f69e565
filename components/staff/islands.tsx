"use client";
/**
 * Manage Users' table as a deferred island (components/ui/deferred-island.tsx, issue 23): the server
 * renders its HTML (rows, action icons, sort links, pager); its code (TanStack Table, the tooltips,
 * Radix Select for rows per page) loads when the agent reaches for it, the confirmation dialogs' when
 * one is first opened.
 */
import { deferredIsland } from "@/components/ui/deferred-island";

export const StaffUsersTableIsland = deferredIsland("staff-users-table", () => import("./staff-users-table").then((m) => m.StaffUsersTable));

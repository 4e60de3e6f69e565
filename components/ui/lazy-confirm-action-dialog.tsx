"use client";
/**
 * LazyConfirmActionDialog: ConfirmActionDialog (./confirm-action-dialog.tsx) through lazyDialog
 * (./lazy-dialog.tsx): same props, same generic answer type, but its code (the dialog, Radix Dialog,
 * the stale-version notice) is downloaded when it is first opened, not with the page (issue 23: a
 * page whose only dialog is a confirmation, e.g. a status toggle, stays within its JS budget).
 *
 *   <LazyConfirmActionDialog open={open} onClose={close} action={…} successText={(answer) => …} … />
 */
import type { ConfirmActionDialog } from "./confirm-action-dialog";
import { lazyDialog } from "./lazy-dialog";

export const LazyConfirmActionDialog = lazyDialog(() => import("./confirm-action-dialog").then((m) => m.ConfirmActionDialog)) as unknown as typeof ConfirmActionDialog & {
  preload: () => void;
};

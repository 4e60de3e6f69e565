"use client";
/**
 * whenNoDialogAfter(ms, go): runs `go` after `ms`, or, when a dialog is open then, as soon as none is
 * (checked every DIALOG_CHECK_MS). A delayed navigation the spec asks for (a replacement's return to
 * the customer page after 5 s) never takes away a dialog the agent opened meanwhile (the fulfillment's
 * Mark Delivery Failed, which the replacement's own reminder points to). Returns a cancel function
 * (e.g. the agent followed the toast's link to the new order instead).
 */
export const DIALOG_CHECK_MS = 250;

const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

export function whenNoDialogAfter(ms: number, go: () => void): () => void {
  let timer = window.setTimeout(function check() {
    if (dialogOpen()) timer = window.setTimeout(check, DIALOG_CHECK_MS);
    else go();
  }, ms);
  return () => window.clearTimeout(timer);
}

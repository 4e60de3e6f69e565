"use client";
/**
 * whenNoDialogAfter(ms, go): runs `go` after `ms`, or, when a dialog is open then, as soon as none is
 * (checked every DIALOG_CHECK_MS). A delayed navigation the spec asks for (a replacement's return to
 * the customer page after 5 s) never takes away a dialog the agent opened meanwhile (the fulfillment's
 * Mark Delivery Failed, which the replacement's own reminder points to). Returns a cancel function
 * (e.g. the agent followed the toast's link to the new order instead).
 *
 * It belongs to the page it was set on (the address's path then): once the path is another, the
 * agent has gone elsewhere (a link, the claim wizard, the refund page, another customer through
 * ⌘K, Back) and `go` is never run, also when they come back before the time is up (the path is
 * looked at every DIALOG_CHECK_MS from the start). A page wizard or a form holds no
 * [role=dialog], and a `router.push` is not something the unsaved-changes guard can stop: without
 * this the agent was pulled off whatever they were typing there.
 */
export const DIALOG_CHECK_MS = 250;

const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

export function whenNoDialogAfter(ms: number, go: () => void): () => void {
  const page = window.location.pathname;
  let left = ms;
  let timer: number | undefined;
  const check = () => {
    if (window.location.pathname !== page) return;
    if (left <= 0 && !dialogOpen()) return go();
    const step = left > 0 ? Math.min(DIALOG_CHECK_MS, left) : DIALOG_CHECK_MS;
    left -= step;
    timer = window.setTimeout(check, step);
  };
  check();
  return () => window.clearTimeout(timer);
}

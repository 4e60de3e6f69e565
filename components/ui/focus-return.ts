/**
 * Where focus goes when a dialog closes (components/ui/dialog.tsx): back to the element that
 * opened it, and when that element is gone or disabled by then, or is replaced a moment later (the
 * page's refresh after a confirmed change swaps "Deactivate" for "Activate"; a refund form disables
 * its button as it resets), to the control now in its place: the same position among the focusable
 * controls of the form, section or region that held it, else the page's main heading. So a keyboard
 * user never lands on <body> and starts again from the top of the page.
 *
 *   const back = focusReturnOf(document.activeElement);   // when the dialog opens
 *   back?.restore();                                      // when it closes: focuses, then watches
 *
 * `restore()` focuses at once, then for FOCUS_WATCH_MS keeps focus off <body> when the DOM changes
 * under it, until the user moves it (a key or a pointer press ends the watch), the page changes
 * (another URL) or every form, section or region that held the opener is gone. When the innermost
 * one is gone (a group of actions rendered only while it has an action: "Mark Delivery Failed" was
 * its last), the next one around it that still stands gives the place.
 *
 * A row action of a table (DataTable's rows carry `data-row-id`: Deactivate a user, Cancel a dog's
 * plan) goes back to the same row, found again by its id, wherever the refresh put it (another
 * sort position, its cell re-rendered with "Reactivate" in place of "Deactivate"): the control at
 * the opener's place among that row's controls. A row that is gone (deleted, filtered out) leaves
 * the place to the containers as above.
 *
 * The places are counted while the dialog opens, when the modal has already hidden the page behind
 * it from assistive technology (aria-hidden with the `data-aria-hidden` marker of Radix's
 * hideOthers): that hiding is not the page's own, so its controls still count.
 */

/** How long after the close a refresh may still replace the control (a server round trip). */
export const FOCUS_WATCH_MS = 4000;

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** The containers whose controls keep their order across a refresh. */
const SCOPE = "form, section, [role=region], [role=group], [role=dialog], main";

/** A table row the app can find again after a refresh (components/ui/data-table: `data-row-id`). */
const ROW = "tr[data-row-id]";

const HIDDEN = "[inert], [hidden], [aria-hidden=true]";
/** Hidden by the page itself, not by an open modal (hideOthers marks what it hides with data-aria-hidden). */
const HIDDEN_BY_PAGE = "[inert], [hidden], [aria-hidden=true]:not([data-aria-hidden])";

const usable = (el: Element | null): el is HTMLElement => el instanceof HTMLElement && el.isConnected && el.matches(FOCUSABLE) && !el.closest(HIDDEN);

const focusables = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(usable);

/** The opener's place among `root`'s controls as the page has them (an open modal's hiding aside); 0 when it is not one of them. */
const placeIn = (root: ParentNode, opener: HTMLElement) =>
  Math.max(0, [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.isConnected && !el.closest(HIDDEN_BY_PAGE)).indexOf(opener));

/** The control at `index` among `root`'s controls (the last one when there are fewer), or null when it has none. */
const atPlace = (root: ParentNode, index: number): HTMLElement | null => {
  const candidates = focusables(root);
  return candidates.length > 0 ? candidates[Math.min(index, candidates.length - 1)]! : null;
};

export interface FocusReturn {
  /** Focuses the opener, or the control in its place; then keeps focus off <body> for a moment. */
  restore(): void;
  /** The element `restore` would focus now (null: nothing on the page can take it). */
  target(): HTMLElement | null;
}

export function focusReturnOf(opener: Element | null): FocusReturn | null {
  if (!(opener instanceof HTMLElement) || opener === document.body) return null;
  // The opener's containers, innermost first, each with the opener's place among its controls (none: the document's).
  const places: { scope: HTMLElement | null; index: number }[] = [];
  for (let scope = opener.closest<HTMLElement>(SCOPE); scope; scope = scope.parentElement?.closest<HTMLElement>(SCOPE) ?? null) {
    places.push({ scope, index: placeIn(scope, opener) });
  }
  if (places.length === 0) places.push({ scope: null, index: placeIn(document, opener) });
  // A row action: the row's id, its table, and the opener's place among the row's controls.
  const openerRow = opener.closest<HTMLElement>(ROW);
  const row = openerRow ? { id: openerRow.dataset.rowId!, table: openerRow.closest("table"), index: placeIn(openerRow, opener) } : null;
  /** The opener's row as the page has it now: in its table, or (the table re-rendered) in the innermost container still standing. */
  const rowNow = (): HTMLElement | null => {
    if (!row) return null;
    const root: ParentNode = row.table?.isConnected ? row.table : (places.find((p) => p.scope?.isConnected)?.scope ?? document);
    return [...root.querySelectorAll<HTMLElement>(ROW)].find((tr) => tr.dataset.rowId === row.id) ?? null;
  };
  const standing = () => places.some((p) => p.scope === null || p.scope.isConnected);
  // An opener inside another dialog (a wizard's close icon opening "Exit without saving?"): when that
  // dialog is gone too, it returns focus to its own opener; this one leaves focus alone.
  const parentDialog = opener.closest<HTMLElement>("[role=dialog]");

  const target = (): HTMLElement | null => {
    if (usable(opener)) return opener;
    if (parentDialog && !parentDialog.isConnected) return null;
    // The control at the opener's place in its row, wherever the row is now.
    const sameRow = rowNow();
    const inRow = sameRow && row ? atPlace(sameRow, row.index) : null;
    if (inRow) return inRow;
    // The control at the opener's place in the innermost container that still stands and has one.
    for (const { scope, index } of places) {
      if (scope !== null && !scope.isConnected) continue;
      const inScope = atPlace(scope ?? document, index);
      if (inScope) return inScope;
    }
    const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("h1");
    if (heading && !heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    return heading;
  };

  const restore = () => {
    const href = window.location.href;
    let focused = target();
    if (!focused) return;
    focused.focus();
    const observer = new MutationObserver(() => {
      // Another page (a navigation), or every part of the page that held the opener is gone: not ours to mend.
      if (window.location.href !== href || !standing()) return stop();
      const active = document.activeElement;
      // Lost: on <body> because the control we focused was removed (or moved: a row the refresh sorted
      // elsewhere blurs as it moves), or that control disabled or hidden under it.
      const removed = active === null || active === document.body;
      const disabled = active !== null && active === focused && !usable(active);
      if (!removed && !disabled) return;
      focused = target();
      focused?.focus();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled", "hidden", "inert"] });
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener("keydown", stop, true);
      document.removeEventListener("pointerdown", stop, true);
      document.removeEventListener("focusin", moved, true);
    };
    // Focus moved elsewhere (another dialog opened, a link followed): the watch is over.
    const moved = (event: FocusEvent) => {
      if (event.target !== focused) stop();
    };
    const timer = setTimeout(stop, FOCUS_WATCH_MS);
    document.addEventListener("keydown", stop, true);
    document.addEventListener("pointerdown", stop, true);
    document.addEventListener("focusin", moved, true);
  };

  return { restore, target };
}

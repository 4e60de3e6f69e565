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

const usable = (el: Element | null): el is HTMLElement =>
  el instanceof HTMLElement && el.isConnected && el.matches(FOCUSABLE) && !el.closest("[inert], [hidden], [aria-hidden=true]");

const focusables = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(usable);

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
    places.push({ scope, index: Math.max(0, focusables(scope).indexOf(opener)) });
  }
  if (places.length === 0) places.push({ scope: null, index: Math.max(0, focusables(document).indexOf(opener)) });
  const standing = () => places.some((p) => p.scope === null || p.scope.isConnected);
  // An opener inside another dialog (a wizard's close icon opening "Exit without saving?"): when that
  // dialog is gone too, it returns focus to its own opener; this one leaves focus alone.
  const parentDialog = opener.closest<HTMLElement>("[role=dialog]");

  const target = (): HTMLElement | null => {
    if (usable(opener)) return opener;
    if (parentDialog && !parentDialog.isConnected) return null;
    // The control at the opener's place in the innermost container that still stands and has one.
    for (const { scope, index } of places) {
      if (scope !== null && !scope.isConnected) continue;
      const candidates = focusables(scope ?? document);
      if (candidates.length > 0) return candidates[Math.min(index, candidates.length - 1)]!;
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
      // Lost: on <body> because the control we focused was removed, or that control disabled or hidden under it.
      const removed = (active === null || active === document.body) && !usable(focused);
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

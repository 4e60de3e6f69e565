"use client";
/**
 * The app-wide unsaved-changes guard. While any form or wizard reports itself dirty
 * (`useUnsavedChangesGuard(dirty)`), leaving asks first:
 *   - reload, closing the tab, typing an address: the browser's own "Leave site?" (beforeunload);
 *   - a click on an in-app link (intercepted in the capture phase) and the browser's Back/Forward
 *     buttons: the kit's question "If you exit now, any unsaved changes made will be lost." with
 *     Stay / Leave. Back/Forward are stopped before they happen with the Navigation API's
 *     cancelable "navigate" event (Chromium, Safari 26, Firefox 147+); where the browser lacks
 *     it, the popstate event is intercepted instead (the history has moved already: Stay moves
 *     it forward again, assuming Back), which works when the guard's listener was registered
 *     before the router's (a full page load into the app).
 * Leave continues the navigation. <UnsavedChangesProvider> is mounted once in
 * app/(app)/layout.tsx; outside it (e.g. the sign-in page) the hook does nothing.
 */
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { UNSAVED_CHANGES_TEXT } from "@/lib/ui-constants";
import { lazyDialog } from "./lazy-dialog";

// Fetched when the prompt is first needed (issue 23): most pages never ask.
const ConfirmDialog = lazyDialog(() => import("./confirm-dialog").then((m) => m.ConfirmDialog));

interface GuardRegistry {
  setDirty(id: string, dirty: boolean): void;
}

const GuardContext = createContext<GuardRegistry | null>(null);

export const UNSAVED_CHANGES_TITLE = "Unsaved changes";

/** Reports `dirty` to the app-wide guard while the calling component is mounted. */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const registry = useContext(GuardContext);
  const id = useId();
  useEffect(() => {
    if (!registry) return;
    registry.setDirty(id, dirty);
    return () => registry.setDirty(id, false);
  }, [registry, id, dirty]);
}

/** The part of the Navigation API the guard uses (not yet in TypeScript's DOM library). */
interface NavigateEventLike extends Event {
  navigationType: "push" | "replace" | "reload" | "traverse";
  destination: { key: string };
}
interface NavigationLike extends EventTarget {
  traverseTo(key: string): { committed: Promise<unknown>; finished: Promise<unknown> };
}
const navigationApi = (): NavigationLike | null => (window as unknown as { navigation?: NavigationLike }).navigation ?? null;

interface Pending {
  leave: () => void;
  stay: () => void;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The in-app link a click would follow, or null (new tab, download, other site, same-page anchor). */
function guardedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || !isPlainLeftClick(event)) return null;
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
  if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null; // leaving the site: beforeunload asks
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return anchor;
}

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirtyIds = useRef(new Set<string>());
  const [active, setActive] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const passThrough = useRef(false);
  const ignoreNextPop = useRef(false);

  const setDirty = useCallback((id: string, dirty: boolean) => {
    if (dirty) dirtyIds.current.add(id);
    else dirtyIds.current.delete(id);
    setActive(dirtyIds.current.size > 0);
  }, []);
  const registry = useMemo(() => ({ setDirty }), [setDirty]);

  const release = useCallback(() => {
    dirtyIds.current.clear();
    setActive(false);
  }, []);

  useEffect(() => {
    if (!active) return;
    const guarding = () => dirtyIds.current.size > 0 && !passThrough.current;

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!guarding()) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the question.
      event.returnValue = "";
    };

    const onClick = (event: MouseEvent) => {
      if (!guarding()) return;
      const anchor = guardedLink(event);
      if (!anchor) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({
        stay: () => undefined,
        leave: () => {
          release();
          passThrough.current = true;
          try {
            anchor.click();
          } finally {
            passThrough.current = false;
          }
        },
      });
    };

    const onPopState = (event: PopStateEvent) => {
      if (ignoreNextPop.current) {
        ignoreNextPop.current = false;
        event.stopImmediatePropagation();
        return;
      }
      if (!guarding()) return;
      // The browser has already moved back; the router has not seen it yet and will not.
      event.stopImmediatePropagation();
      const state: unknown = event.state;
      setPending({
        stay: () => {
          ignoreNextPop.current = true;
          window.history.go(1);
        },
        leave: () => {
          release();
          window.dispatchEvent(new PopStateEvent("popstate", { state }));
        },
      });
    };

    const navigation = navigationApi();
    const onNavigate = (event: Event) => {
      const e = event as NavigateEventLike;
      // Only history moves inside this document can be refused (others unload: beforeunload asks).
      if (e.navigationType !== "traverse" || !e.cancelable || !guarding() || !navigation) return;
      e.preventDefault();
      const key = e.destination.key;
      setPending({
        stay: () => undefined,
        leave: () => {
          release();
          const move = navigation.traverseTo(key);
          move.committed.catch(() => undefined);
          move.finished.catch(() => undefined);
        },
      });
    };

    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    if (navigation) navigation.addEventListener("navigate", onNavigate);
    else window.addEventListener("popstate", onPopState, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
      if (navigation) navigation.removeEventListener("navigate", onNavigate);
      else window.removeEventListener("popstate", onPopState, true);
    };
  }, [active, release]);

  const answer = (leave: boolean) => {
    const p = pending;
    setPending(null);
    if (p) (leave ? p.leave : p.stay)();
  };

  return (
    <GuardContext.Provider value={registry}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        title={UNSAVED_CHANGES_TITLE}
        message={UNSAVED_CHANGES_TEXT}
        confirmLabel="Leave"
        cancelLabel="Stay"
        destructive
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />
    </GuardContext.Provider>
  );
}

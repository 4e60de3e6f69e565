"use client";
/**
 * deferredIsland: an interactive part of a server-rendered page (a table with its sorting, pager and
 * filters, a panel of buttons and their dialogs) whose code is downloaded when the agent reaches
 * for it, not with the page (issue 23: the page's first-load JavaScript, scripts/js-budget.ts).
 *
 *   // a "use client" module beside the component:
 *   export const OrdersTableIsland = deferredIsland("orders-table", () => import("./orders-table").then((m) => m.OrdersTable));
 *   // the server page renders it with the component's own props:
 *   <OrdersTableIsland orders={…} customerPath={…} />
 *
 * The server renders the component itself (its HTML is in the page as before: nothing jumps, links
 * work, the text is there to read). In the browser the island stays that server HTML, not yet
 * hydrated, until the pointer enters it, it gets the focus, or it is touched: then its code loads
 * and React hydrates it in place (same DOM nodes, the focus stays). A click or key made before that
 * is held and replayed on the same element once it is live, so the first click is never lost.
 * Rendered on the client without server HTML (a client navigation to the page, or new props after a
 * refresh), the island loads at once, like any lazy component.
 *
 * Props must be serializable (they come from a server component); the island re-renders only when
 * their content changes (a refresh with the same data keeps the server HTML as it is).
 */
import { lazy, memo, Suspense, useEffect, useSyncExternalStore, type ComponentType } from "react";

/** Events that show the agent reaching for an island: its code starts loading. */
const REACH_EVENTS = ["pointerover", "pointerdown", "focusin", "touchstart"] as const;
/** Events React would act on: held while the island is not live (a click is replayed once it is). */
const HELD_EVENTS = ["pointerdown", "pointerup", "mousedown", "mouseup", "click", "keydown", "keyup", "input", "change", "submit"] as const;

const ATTRIBUTE = "data-deferred-island";
const noSubscribe = () => () => {};

interface IslandState {
  reached: boolean;
  live: boolean;
  reach: () => void;
  reachedPromise: Promise<void>;
  /** The element clicked before the island was live: clicked again once it is. */
  pendingClick: HTMLElement | null;
}

const islands = new Map<string, IslandState>();
let listening = false;

function islandOf(target: EventTarget | null): IslandState | undefined {
  if (!(target instanceof Element)) return undefined;
  const name = target.closest(`[${ATTRIBUTE}]`)?.getAttribute(ATTRIBUTE);
  return name ? islands.get(name) : undefined;
}

/** One set of window listeners (capture: before React's own) for every island of the page. */
function listen() {
  if (listening || typeof window === "undefined") return;
  listening = true;
  for (const type of REACH_EVENTS) window.addEventListener(type, (e) => islandOf(e.target)?.reach(), { capture: true, passive: true });
  for (const type of HELD_EVENTS)
    window.addEventListener(
      type,
      (e) => {
        const island = islandOf(e.target);
        if (!island || island.live) return;
        island.reach();
        e.stopPropagation();
        if (type === "click" || type === "submit") {
          e.preventDefault();
          if (type === "click" && e.target instanceof HTMLElement) island.pendingClick = e.target;
        }
      },
      { capture: true },
    );
}

export function deferredIsland<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let resolveReached = () => {};
  const state: IslandState = {
    reached: false,
    live: false,
    reachedPromise: new Promise<void>((resolve) => (resolveReached = resolve)),
    pendingClick: null,
    reach: () => {
      if (state.reached) return;
      state.reached = true;
      void start();
      resolveReached();
    },
  };
  islands.set(name, state);
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  const Loaded = lazy(start);

  /** Once the island's code has hydrated (or rendered): it is live; a held click is replayed. */
  function Live() {
    useEffect(() => {
      state.live = true;
      const click = state.pendingClick;
      state.pendingClick = null;
      if (click?.isConnected) click.click();
    }, []);
    return null;
  }

  function Gate(props: P) {
    // True while React hydrates the server HTML (and on the server), false when it renders on the client.
    const hydrating = useSyncExternalStore(noSubscribe, () => false, () => true);
    // Hydrating before the agent reached for it: suspend, so React keeps the server HTML as it is.
    // (Suspense's protocol: a thrown promise; `use` would have to be called on every render.)
    if (hydrating && typeof window !== "undefined" && !state.reached) throw state.reachedPromise;
    if (typeof window !== "undefined" && !hydrating) state.reach();
    return (
      <>
        <Loaded {...props} />
        <Live />
      </>
    );
  }

  function Island(props: P) {
    listen();
    return (
      <div {...{ [ATTRIBUTE]: name }} className="contents">
        <Suspense fallback={null}>
          <Gate {...props} />
        </Suspense>
      </div>
    );
  }
  Island.displayName = `DeferredIsland(${name})`;
  return memo(Island, sameProps);
}

/** Same props: the same values, or the same serialized content (a refresh's new objects of the same data). */
function sameProps<P extends object>(a: P, b: P): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => {
    const x = (a as Record<string, unknown>)[k];
    const y = (b as Record<string, unknown>)[k];
    if (Object.is(x, y)) return true;
    if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return false;
    try {
      return JSON.stringify(x) === JSON.stringify(y);
    } catch {
      return false;
    }
  });
}

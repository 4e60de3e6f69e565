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
 * their content changes (a refresh with the same data keeps the server HTML as it is). `eager`
 * hydrates it at once, for a page that opens one of its dialogs from the URL:
 *
 *   <DogsPlansSectionIsland eager={focusPetId !== null} … />
 *
 * Held before the island is live: pointer, mouse and key events, clicks (pointerdown, keydown and
 * click are replayed on their element, in order); a modifier or middle click on a link is left to
 * the browser (another tab). The wrapper is `display: contents`: it adds no box to the layout.
 *
 * The island's hydration boundary is an <Activity> (React keeps it as server HTML while its content
 * suspends, as it would a <Suspense>), not a <Suspense>: React sends a complete <Suspense> of more
 * than 500 bytes apart from the page once the page's HTML passes 12.8 kB, with an empty fallback in
 * its place, and the browser shows it up to 300 ms after the first paint (React's reveal throttle):
 * the island appears late and moves everything below it (a layout shift, CLS 0.138 on the customer
 * page's Account actions). An <Activity> is always sent in place. On the server the island's code is
 * loaded as soon as the island is defined; a render that comes before it is there (a freshly
 * started server) waits for it (the enclosing boundary, or the page, is sent once it is there).
 * Rendered first in the browser (no server HTML: a client navigation to the page, always a React
 * transition), the island's loading code suspends that render: React keeps the page the agent came
 * from on screen (the shell's navigation progress bar running, components/shell/navigation-progress.tsx)
 * until the new page is whole, instead of showing it with empty places that fill in and push the
 * rest down a moment later. With `options.fallback`, the island instead has a <Suspense> of its own
 * showing the fallback, rendered with the island's props, while its code loads (a placeholder of the
 * component's size, so nothing moves when the code arrives):
 *
 *   deferredIsland("promotion-status-toggle", load, { fallback: PromotionStatusToggleSkeleton })
 */
import { Activity, lazy, memo, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType } from "react";

/** Events that show the agent reaching for an island: its code starts loading. */
const REACH_EVENTS = ["pointerover", "pointerdown", "focusin", "touchstart"] as const;
/** Events React would act on: held while the island is not live; those of REPLAYED are replayed once it is. */
const HELD_EVENTS = ["pointerdown", "pointerup", "mousedown", "mouseup", "click", "keydown", "keyup", "input", "change", "submit"] as const;
const REPLAYED = new Set(["pointerdown", "keydown", "click"]);

const ATTRIBUTE = "data-deferred-island";
const noSubscribe = () => () => {};
const noop = () => {};

interface IslandState {
  reached: boolean;
  live: boolean;
  reach: () => void;
  reachedPromise: Promise<void>;
  /** What the agent did before the island was live: done again, in order, once it is. */
  held: { target: Element; event: Event }[];
}

const islands = new Map<string, IslandState>();
let listening = false;

function islandOf(target: EventTarget | null): IslandState | undefined {
  if (!(target instanceof Element)) return undefined;
  const name = target.closest(`[${ATTRIBUTE}]`)?.getAttribute(ATTRIBUTE);
  return name ? islands.get(name) : undefined;
}

/** A link opened in another tab or window (modifier or middle click): the browser's own business. */
function opensElsewhere(e: Event): boolean {
  return e instanceof MouseEvent && e.target instanceof Element && !!e.target.closest("a[href]") && (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey);
}

/** The same event again, for React's handlers (same keys, buttons and modifiers). */
function replay({ target, event }: { target: Element; event: Event }) {
  if (!target.isConnected) return;
  const init = { bubbles: true, cancelable: true, composed: true };
  if (event instanceof KeyboardEvent) {
    const { key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey } = event;
    target.dispatchEvent(new KeyboardEvent(event.type, { ...init, key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey }));
  } else if (event instanceof MouseEvent) {
    const { button, buttons, clientX, clientY, screenX, screenY, detail, ctrlKey, shiftKey, altKey, metaKey } = event;
    const mouse = { ...init, button, buttons, clientX, clientY, screenX, screenY, detail, ctrlKey, shiftKey, altKey, metaKey };
    const pointer = typeof PointerEvent !== "undefined" && event instanceof PointerEvent;
    target.dispatchEvent(
      pointer ? new PointerEvent(event.type, { ...mouse, pointerId: event.pointerId, pointerType: event.pointerType, isPrimary: event.isPrimary }) : new MouseEvent(event.type, mouse),
    );
  }
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
        if (!island || island.live || opensElsewhere(e)) return;
        island.reach();
        e.stopPropagation();
        // A click's default (a link followed, a box ticked) waits for the replay; a key's (typing, a button's click) does not.
        if (type === "click" || type === "submit") e.preventDefault();
        if (REPLAYED.has(type) && e.target instanceof Element) island.held.push({ target: e.target, event: e });
      },
      { capture: true },
    );
}

/** True while React hydrates the server HTML (and on the server), false when it renders in the browser. */
function useHydrating(): boolean {
  return useSyncExternalStore(noSubscribe, () => false, () => true);
}

/** An island's own option: `eager` hydrates it at once (e.g. a deep link that opens one of its dialogs). */
export type DeferredIslandProps<P> = P & { eager?: boolean };

/** An island's options: `fallback`, shown in its place while its code loads after a client navigation (see above). */
export interface DeferredIslandOptions<P> {
  fallback?: ComponentType<P>;
}

export function deferredIsland<P extends object>(name: string, load: () => Promise<ComponentType<P>>, { fallback: Fallback }: DeferredIslandOptions<P> = {}): ComponentType<DeferredIslandProps<P>> {
  let resolveReached = () => {};
  const state: IslandState = {
    reached: false,
    live: false,
    reachedPromise: new Promise<void>((resolve) => (resolveReached = resolve)),
    held: [],
    reach: () => {
      if (state.reached) return;
      state.reached = true;
      void start();
      resolveReached();
    },
  };
  islands.set(name, state);
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  /** The component once its code is there. */
  let loaded: ComponentType<P> | null = null;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  const Loaded = lazy(start);
  // On the server the code is loaded now, not by the first render that needs it (a failure is the
  // first render's to report).
  if (typeof window === "undefined") start().catch(noop);

  /** Once the island's code has hydrated (or rendered): it is live; what was held is replayed. */
  function Live() {
    useEffect(() => {
      state.live = true;
      const held = state.held.splice(0);
      for (const h of held) replay(h);
    }, []);
    return null;
  }

  function Gate({ eager, ...props }: DeferredIslandProps<P>) {
    const hydrating = useHydrating();
    const browser = typeof window !== "undefined";
    if (browser && (eager || !hydrating)) state.reach();
    // Hydrating before the agent reached for it: suspend, so React keeps the server HTML as it is.
    // (The boundary's protocol: a thrown promise; `use` would have to be called on every render.)
    if (hydrating && browser && !state.reached) throw state.reachedPromise;
    // On the server, the component itself once its code is there (the lazy one would suspend once more).
    const Component = !browser && loaded ? loaded : Loaded;
    return (
      <>
        <Component {...(props as P)} />
        <Live />
      </>
    );
  }

  /**
   * From server HTML (and on the server) the Gate as it is, the Activity above it being its boundary;
   * first rendered in the browser, the Gate as it is too (its code loading suspends the navigation,
   * which keeps the page it came from until the new one is whole), or, with a `fallback`, in a
   * Suspense of its own showing it. Decided at mount (inside the Activity: nothing above it
   * re-renders when hydration ends), so its tree keeps its shape.
   */
  function Content(props: DeferredIslandProps<P>) {
    const [fromServer] = useState(useHydrating());
    if (fromServer || !Fallback) return <Gate {...props} />;
    return (
      <Suspense fallback={<Fallback {...(props as P)} />}>
        <Gate {...props} />
      </Suspense>
    );
  }

  function Island(props: DeferredIslandProps<P>) {
    listen();
    return (
      <div {...{ [ATTRIBUTE]: name }} className="contents">
        <Activity mode="visible">
          <Content {...props} />
        </Activity>
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

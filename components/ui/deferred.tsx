"use client";
/**
 * deferred: a part of a server-rendered page (a page's form or wizard, a table with its sorting and
 * filters, a panel of buttons and their dialogs) that the server renders as usual, so its HTML is on
 * screen from the first paint, but whose code the browser downloads later (issue 23: a page's
 * first-load JavaScript stays within its budget, scripts/js-budget.ts). The one kit piece for it.
 *
 *   // a "use client" module beside the component, the only one the page imports:
 *   export const LoginForm = deferred(() => import("./login-form").then((m) => m.LoginForm), { fallback: <FormSkeleton label="sign-in form" fields={2} /> });
 *   export const OrdersTableIsland = deferred(() => import("./orders-table").then((m) => m.OrdersTable), { when: "reach" });
 *   // the server page renders it with the component's own props:
 *   <LoginForm next={next} />
 *
 * When the code loads (`when`):
 * - "idle" (default; a page whose form is its main content): at the first idle moment after
 *   hydration (requestIdleCallback; Safari: the next task), or earlier when the user reaches for it.
 * - "reach" (an island a page opened to be read may never need): only when the user reaches for it.
 * Reaching for it: the pointer over it or down on it, the focus in it, a touch, a key, a click.
 * `eager` (a prop of every deferred component) loads it at once, e.g. for a page that opens one of
 * its dialogs from the URL: `<DogsPlansSectionIsland eager={focusPetId !== null} … />`.
 * `preload()` starts the download (e.g. on a link's hover).
 *
 * - Server: the component renders in full (the import resolves on the server).
 * - Browser, first load: React hydrates the page around it and keeps its server HTML (a dehydrated
 *   Suspense boundary: nothing moves, no skeleton) until the code is there; then it hydrates in
 *   place (same DOM nodes, the focus stays).
 * - Meanwhile (one set of window listeners, capture phase, before React's own, for every deferred
 *   part of the page): pointer, mouse and key events, clicks, input and submits inside it are held
 *   from React; a click's own effect (a submit sent as a GET with the fields in the URL, a link
 *   followed, a box ticked) and a submit wait. Once it is live, what was typed is handed to it (an
 *   input event per changed field), then the presses, keys and clicks are replayed on their elements
 *   in order, then a held submit: the user's first click counts (components/ui/deferred-handover.ts,
 *   downloaded with the component's code, not with the page). A modifier or middle click on a link
 *   is left to the browser (another tab).
 * - Browser, client navigation (no server HTML): `fallback` (a skeleton of its shape) shows while the
 *   code loads, which starts at once.
 * Props must be serializable (they come from a server component); it re-renders only when their
 * content changes (a refresh with the same data keeps the server HTML as it is). The wrapper is a
 * `display: contents` <div data-deferred="waiting|loaded"> (the e2e checks of issue 23 read it).
 * A dialog opened later is `lazyDialog` (components/ui/lazy-dialog.tsx), not this.
 */
import { lazy, memo, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import type { Held } from "./deferred-handover";

export type DeferredProps<P> = P & {
  /** Load the code at once (e.g. a deep link that opens one of its dialogs). */
  eager?: boolean;
};
export type Deferred<P> = ComponentType<DeferredProps<P>> & { preload: () => void };
export interface DeferredOptions {
  /** Shown on a client render (no server HTML) while the code loads. */
  fallback?: ReactNode;
  /** "idle": after hydration on idle, or when reached for (default); "reach": only when reached for. */
  when?: "idle" | "reach";
}

/** Events that show the user reaching for a deferred part (its code starts loading), then those React would act on: held while it is not live. */
const REACH_EVENTS = ["pointerover", "focusin", "touchstart"];
const EVENTS = [...REACH_EVENTS, "pointerdown", "pointerup", "mousedown", "mouseup", "click", "keydown", "keyup", "input", "change", "submit"];

interface Holder {
  live: boolean;
  reach: () => void;
  held: Held[];
  box?: HTMLElement;
}

/** A deferred part's wrapper carries its holder (set when React attaches the wrapper). */
const HOLDER = Symbol("deferred");
type Wrapper = HTMLElement & { [HOLDER]?: Holder };
let listening = false;

/**
 * One listener per event type on window (capture: before React's own) for every deferred part of
 * the page. Skipped: a modifier or middle click on a link (another tab: the browser's own business).
 */
function onEvent(e: Event) {
  const target = e.target as Element;
  const holder = target instanceof Element ? (target.closest("[data-deferred]") as Wrapper | null)?.[HOLDER] : undefined;
  if (!holder || holder.live) return;
  const { type } = e;
  if (REACH_EVENTS.includes(type)) return holder.reach();
  if (e instanceof MouseEvent && target.closest("a[href]") && (e.button || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey)) return;
  holder.reach();
  e.stopPropagation();
  // A click's default (a submit, a link followed, a box ticked) waits for the replay; a key's (typing, a button's click) does not.
  if (type === "click" || type === "submit") e.preventDefault();
  holder.held.push({ target, event: e });
}

function bind(box: Wrapper | null, holder: Holder) {
  if (!box) return;
  if (!listening) for (const type of EVENTS) window.addEventListener(type, onEvent, true);
  listening = true;
  box[HOLDER] = holder;
  holder.box = box;
}

function goLive(holder: Holder, handover: typeof import("./deferred-handover") | undefined) {
  holder.live = true;
  const { box } = holder;
  if (!box) return;
  box.dataset.deferred = "loaded";
  handover?.handOver(box, holder.held);
}

/** Runs `run` once mounted (`run` is stable), renders its children. */
function Effect({ run, children = null }: { run: () => void; children?: ReactNode }) {
  useEffect(run, [run]);
  return children;
}

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, { fallback = null, when = "idle" }: DeferredOptions = {}): Deferred<P> {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    open();
  };
  // The hand-over code comes with the component's, not with the page.
  let handover: typeof import("./deferred-handover") | undefined;
  const Loaded = lazy(async () => {
    // On the server it renders at once; in the browser its code waits for `start()`.
    if (typeof window === "undefined") return { default: await load() };
    await gate;
    const [component, module] = await Promise.all([load(), import("./deferred-handover")]);
    handover = module;
    return { default: component };
  });

  function DeferredComponent({ eager, ...props }: DeferredProps<P>) {
    const [holder] = useState<Holder>(() => ({ live: false, reach: start, held: [] }));
    // Once the code has hydrated (or rendered): live; what was held is handed over and replayed.
    const [onLive] = useState(() => () => goLive(holder, handover));
    if (eager) start();

    useEffect(() => {
      // Idle after hydration (Safari has no requestIdleCallback: the next task). Not cancelled on
      // unmount: it only starts a download that is idempotent.
      if (when === "idle") (window.requestIdleCallback ?? setTimeout)(start);
    }, []);

    return (
      <div ref={(box) => bind(box, holder)} data-deferred="waiting" className="contents">
        {/* The fallback shows only when there is no server HTML to keep (a client render): load now. */}
        <Suspense fallback={<Effect run={start}>{fallback}</Effect>}>
          <Loaded {...(props as P)} />
          <Effect run={onLive} />
        </Suspense>
      </div>
    );
  }

  return Object.assign(memo(DeferredComponent, sameProps), { preload: start }) as unknown as Deferred<P>;
}

/** Same props: the same values, or the same serialized content (a refresh's new objects of the same data). */
function sameProps<P extends object>(a: P, b: P): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => x[k] === y[k] || (typeof x[k] === "object" && typeof y[k] === "object" && json(x[k]) === json(y[k])));
}

/** The serialized value; unserializable (a cycle): a value equal to nothing. */
function json(value: unknown): string | symbol {
  try {
    return JSON.stringify(value);
  } catch {
    return Symbol();
  }
}

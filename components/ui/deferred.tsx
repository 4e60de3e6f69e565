"use client";
/**
 * deferred: a page's form (or wizard) that the server renders as usual, so its HTML is on screen
 * from the first paint, but whose code (the form, react-hook-form, zod, Radix) the browser
 * downloads only once the page is hydrated and idle, or at once when the user reaches for it
 * (issue 23: a form page's first-load JavaScript stays within its budget, scripts/js-budget.ts).
 *
 *   // components/auth/deferred-forms.ts ("use client"): the only module the page imports
 *   export const LoginForm = deferred(() => import("./login-form").then((m) => m.LoginForm), { fallback: <FormSkeleton label="sign-in form" fields={2} /> });
 *   // app/(public)/login/page.tsx
 *   <LoginForm next={next} />          // same props as the form itself
 *
 * - Server: the form renders in full (the import resolves on the server).
 * - Browser, first load: React hydrates the page around the form and keeps the form's server HTML
 *   (a dehydrated Suspense boundary: nothing moves, no skeleton) until the code is there. The
 *   download starts at the first idle moment after hydration (requestIdleCallback), or earlier on a
 *   pointer over or down, focus or key inside the form. React ignores events aimed at HTML it has
 *   not hydrated, so until then clicks (with their effect: a submit is not sent as a GET with the
 *   fields in the URL) and presses are kept, and once hydrated, what was typed meanwhile is handed
 *   to the form (an input event per changed field), then the clicks and a held submit are replayed:
 *   the user's first click counts (components/ui/deferred-handover.ts, loaded with the form).
 * - Browser, client navigation to the page: nothing to hydrate; `fallback` (a skeleton of the form's
 *   shape) shows while the code loads, which starts at once.
 * - `preload()` starts the download (e.g. on a link's hover).
 * The wrapper is a <div data-deferred="waiting|loaded"> around the form (the e2e check of issue 23
 * reads it); it never re-renders on its own, so the server HTML stays until the code replaces it.
 * A dialog opened later is `lazyDialog` (components/ui/lazy-dialog.tsx), not this. The same works
 * for any server-rendered island whose code can wait, e.g. a page title's `DeferredInfoTip` (components/ui/deferred-info-tip.tsx).
 */
import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from "react";
import type { HeldClick, HeldSubmit } from "./deferred-handover";

export type Deferred<P> = ComponentType<P> & { preload: () => void };

const onServer = typeof window === "undefined";

/** Events inside the form that mean the user is reaching for it: load its code now (a pointer over it too: a tooltip's trigger). */
const REACH_EVENTS = ["pointerover", "focusin", "keydown", "touchstart"] as const;

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, { fallback = null }: { fallback?: ReactNode } = {}): Deferred<P> {
  let open: () => void = () => {};
  // On the server the form renders at once; in the browser its code waits for `start()`.
  const gate = onServer ? Promise.resolve() : new Promise<void>((resolve) => (open = resolve));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    open();
  };
  // The hand-over code comes with the form's, not with the page.
  let handOverToForm: typeof import("./deferred-handover").handOverToForm | null = null;
  const Loaded = lazy(() =>
    gate
      .then(() => Promise.all([load(), import("./deferred-handover")]))
      .then(([component, handover]) => {
        handOverToForm = handover.handOverToForm;
        return { default: component };
      }),
  );

  /** Rendered only when there is no server HTML to keep (a client navigation): load now. */
  function StartNow() {
    useEffect(start, []);
    return <>{fallback}</>;
  }

  /** Rendered with the form, inside its boundary: its effect runs once the form is hydrated (or mounted). */
  function OnReady({ onReady }: { onReady: () => void }) {
    useEffect(onReady, [onReady]);
    return null;
  }

  function DeferredComponent(props: P) {
    const box = useRef<HTMLDivElement>(null);
    // The form's code may already be there (a second visit in the same tab): then the form is
    // ready before the wrapper's own effect runs (children's effects run first).
    const ready = useRef<{ fired: boolean; then: (() => void) | null }>({ fired: false, then: null });
    // Stable for OnReady's effect: the wrapper never re-renders by itself.
    const onReady = useRef(() => {
      ready.current.fired = true;
      ready.current.then?.();
    }).current;

    useEffect(() => {
      const container = box.current;
      if (!container) return;
      const changed = new Set<Element>();
      const clicks: HeldClick[] = [];
      let held: HeldSubmit | null = null;
      let done = false;
      // Aimed at the form's server HTML, not yet driven by React (React marks each node it hydrates).
      const waiting = (event: Event): event is Event & { target: Element } =>
        event.target instanceof Element && container.contains(event.target) && !Object.keys(event.target).some((key) => key.startsWith("__reactFiber$"));
      const onReach = (event: Event) => {
        if (waiting(event)) start();
      };
      const onInput = (event: Event) => {
        if (waiting(event)) changed.add(event.target);
      };
      // A press or click React would drop (it ignores events on HTML it has not hydrated): kept, and
      // replayed on the hydrated form; the click's own effect (a submit, a toggle, a link) waits with it.
      const onPress = (event: Event) => {
        if (!waiting(event)) return;
        start();
        if (event.type === "click") event.preventDefault();
        clicks.push({ target: event.target, type: event.type === "click" ? "click" : "pointerdown" });
      };
      const onSubmit = (event: SubmitEvent) => {
        if (!waiting(event) || !(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        held = { form: event.target, submitter: event.submitter };
        start();
      };
      // Window, capture phase: before React's own listener, which drops events aimed at a form not yet hydrated.
      const listen = (add: boolean) => {
        const method = (add ? window.addEventListener : window.removeEventListener).bind(window);
        for (const type of REACH_EVENTS) method(type, onReach, true);
        method("pointerdown", onPress, true);
        method("click", onPress, true);
        method("input", onInput, true);
        method("change", onInput, true);
        method("submit", onSubmit as EventListener, true);
      };
      const finish = () => {
        if (done) return;
        done = true;
        listen(false);
        container.dataset.deferred = "loaded";
        handOverToForm?.(container, changed, clicks, held);
      };
      if (ready.current.fired) {
        finish();
        return;
      }
      ready.current.then = finish;
      listen(true);
      const idle = typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(start) : window.setTimeout(start, 200);
      return () => {
        listen(false);
        if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
        else window.clearTimeout(idle);
      };
    }, []);

    return (
      <div ref={box} data-deferred="waiting" className="contents">
        <Suspense fallback={<StartNow />}>
          <Loaded {...props} />
          <OnReady onReady={onReady} />
        </Suspense>
      </div>
    );
  }

  return Object.assign(DeferredComponent, { preload: start });
}


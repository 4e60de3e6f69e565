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
import { lazy, Suspense, useCallback, useEffect, useRef, type ComponentType, type ReactNode } from "react";
import type { HeldClick, HeldSubmit } from "./deferred-handover";

export type Deferred<P> = ComponentType<P> & { preload: () => void };

const onServer = typeof window === "undefined";

/** Events inside the form that mean the user is reaching for it (a pointer over it too: a tooltip's trigger); some are kept. */
const EVENTS = ["pointerover", "focusin", "keydown", "pointerdown", "click", "input", "change", "submit"];

/** Runs `run` once mounted (`run` is stable), renders its children. */
function Effect({ run, children = null }: { run: () => void; children?: ReactNode }) {
  useEffect(run, [run]);
  return children;
}

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
  let handover: typeof import("./deferred-handover") | undefined;
  const Loaded = lazy(async () => {
    await gate;
    const [component, module] = await Promise.all([load(), import("./deferred-handover")]);
    handover = module;
    return { default: component };
  });

  function DeferredComponent(props: P) {
    const box = useRef<HTMLDivElement>(null);
    // The form's code may already be there (a second visit in the same tab): then the form is
    // ready before the wrapper's own effect runs (children's effects run first).
    const ready = useRef<{ fired: boolean; then: (() => void) | null }>({ fired: false, then: null });
    // Stable for its Effect: the wrapper never re-renders by itself.
    const onReady = useCallback(() => {
      ready.current.fired = true;
      ready.current.then?.();
    }, []);

    useEffect(() => {
      const container = box.current;
      if (!container) return;
      const changed = new Set<Element>();
      const clicks: HeldClick[] = [];
      let held: HeldSubmit | null = null;
      let done = false;
      // One listener on window, capture phase: before React's own, which drops events aimed at HTML
      // it has not hydrated (it marks each node it hydrates). For those, inside the form:
      const onEvent = (event: Event) => {
        const { target, type } = event;
        if (!(target instanceof Element) || !container.contains(target) || Object.keys(target).some((key) => key.startsWith("__reactFiber$"))) return;
        start(); // the user reaches for the form: its code now
        if (type === "input" || type === "change") changed.add(target); // handed to the form once hydrated
        // A press or click is kept and replayed on the hydrated form; a click's own effect (a
        // submit, a toggle, a link) waits with it, so no GET with the fields in the URL.
        if (type === "pointerdown" || type === "click") clicks.push({ target, type });
        if (type === "click") event.preventDefault();
        if (type === "submit" && target instanceof HTMLFormElement) {
          event.preventDefault();
          held = { form: target, submitter: (event as SubmitEvent).submitter };
        }
      };
      const listen = (add: boolean) => {
        for (const type of EVENTS) (add ? window.addEventListener : window.removeEventListener).call(window, type, onEvent, true);
      };
      const finish = () => {
        if (done) return;
        done = true;
        listen(false);
        container.dataset.deferred = "loaded";
        handover?.handOverToForm(container, changed, clicks, held);
      };
      if (ready.current.fired) {
        finish();
        return;
      }
      ready.current.then = finish;
      listen(true);
      // Idle after hydration (Safari has no requestIdleCallback: the next task). Not cancelled on
      // unmount: it only starts a download that is idempotent.
      if (window.requestIdleCallback) window.requestIdleCallback(start);
      else window.setTimeout(start);
      return () => listen(false);
    }, []);

    return (
      <div ref={box} data-deferred="waiting" className="contents">
        {/* The fallback shows only when there is no server HTML to keep (a client navigation): load now. */}
        <Suspense fallback={<Effect run={start}>{fallback}</Effect>}>
          <Loaded {...props} />
          {/* Its effect runs once the form is hydrated (or mounted). */}
          <Effect run={onReady} />
        </Suspense>
      </div>
    );
  }

  return Object.assign(DeferredComponent, { preload: start });
}


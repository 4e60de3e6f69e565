/**
 * `toast`: raise a toast (sonner's `toast`, `toast.success`, `toast.error`), with sonner's code
 * loaded when the first toast is raised instead of with every page (issue 23). The one module that
 * imports sonner's code (ESLint no-restricted-imports elsewhere); components import `toast` from
 * the kit's components/ui/toaster.tsx, whose `<Toaster />` (app/layout.tsx) is the outlet.
 *
 * A call before sonner has loaded is queued and sonner imported; when it has, the mounted outlet
 * renders sonner's Toaster and the queue is shown once that is on screen (`showQueued`). Without a
 * mounted outlet (component tests rendering sonner's own Toaster) the queue is shown as soon as
 * sonner has loaded. Once loaded, calls go straight to sonner.
 */
import type { ReactNode } from "react";
import type { ExternalToast } from "sonner";

export type ToastOptions = ExternalToast;
export type Sonner = typeof import("sonner");
type Show = (sonner: Sonner) => void;

let sonner: Sonner | null = null;
let loading: Promise<void> | null = null;
const queued: Show[] = [];
/** The mounted outlet (components/ui/toaster.tsx): renders sonner's Toaster once given sonner. */
let outlet: ((sonner: Sonner) => void) | null = null;
/** True while the outlet shows sonner's Toaster: calls go straight to sonner. */
let outletReady = false;

/** Shows the queued toasts (the outlet calls it once sonner's Toaster is mounted). */
export function showQueued(): void {
  if (outlet) outletReady = true;
  if (!sonner) return;
  for (const show of queued.splice(0)) show(sonner);
}

/** Registers the outlet (on mount; the returned function unregisters it); given sonner at once when it has loaded. */
export function registerToastOutlet(render: (sonner: Sonner) => void): () => void {
  outlet = render;
  outletReady = false;
  if (sonner) render(sonner);
  return () => {
    if (outlet === render) outlet = null;
    outletReady = false;
  };
}

function load(): void {
  loading ??= import("sonner").then(
    (module) => {
      sonner = module;
      if (outlet) outlet(module);
      else showQueued();
    },
    () => {
      // The chunk did not load (network): the next toast tries again.
      loading = null;
    },
  );
}

function show(call: Show): void {
  if (sonner && (outletReady || !outlet)) {
    call(sonner);
    return;
  }
  queued.push(call);
  load();
}

type Message = ReactNode;

/**
 * Raise a toast: `toast(text, options)`, `toast.success(text, options)`, `toast.error(text, options)`;
 * `toast.dismiss(id)` closes the toast raised with `{ id }` (one still queued: once it is shown).
 */
export const toast = Object.assign((message: Message, options?: ToastOptions): void => show((s) => void s.toast(message, options)), {
  success: (message: Message, options?: ToastOptions): void => show((s) => void s.toast.success(message, options)),
  error: (message: Message, options?: ToastOptions): void => show((s) => void s.toast.error(message, options)),
  dismiss: (id: string | number): void => {
    // Nothing raised yet (sonner not loaded, nothing queued): nothing to close, and no reason to load sonner.
    if (!sonner && queued.length === 0) return;
    show((s) => void s.toast.dismiss(id));
  },
});

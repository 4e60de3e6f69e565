"use client";
/**
 * lazyDialog: a dialog (or wizard) whose code is downloaded when it is first opened, not with the
 * page (issue 23: the page's first-load JavaScript stays within its budget, scripts/js-budget.ts).
 *
 *   const EmailChangeDialog = lazyDialog(() => import("./email-change-dialog").then((m) => m.EmailChangeDialog));
 *   <EmailChangeDialog open={open} onClose={close} … />   // same props as the dialog itself
 *
 * Until `open` is first true nothing renders and nothing is fetched. While the code loads, a
 * skeleton dialog (an overlay and a box with "Loading…", announced) stands where the dialog will
 * be, so nothing jumps; once loaded the dialog stays mounted (its own closing, focus return and form
 * reset work as before). `preload()` starts the download early (e.g. on the opener's hover).
 * A dialog mounted open (a deep link) is rendered on the server as before.
 */
import { lazy, Suspense, useState, type ComponentType } from "react";
import { Spinner } from "./spinner";
import { loadingText } from "./skeleton";

/** What stands in for a dialog while its code loads: the dialog's overlay and a box of its size. */
export function DialogSkeleton() {
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/50" data-testid="dialog-skeleton">
      <div className="flex h-40 w-[calc(100%-2rem)] max-w-lg items-center justify-center rounded-lg bg-white shadow-xl">
        <Spinner size="lg" label={loadingText("dialog")} />
      </div>
    </div>
  );
}

export type LazyDialog<P> = ComponentType<P> & { preload: () => void };

export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  const Loaded = lazy(start);

  function LazyDialogComponent(props: P) {
    // A component without an `open` prop is open while it is rendered.
    const open = (props as { open?: boolean }).open !== false;
    const [opened, setOpened] = useState(open);
    // Opened once: keep it mounted (set during render, React's pattern for state derived from props).
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={open ? <DialogSkeleton /> : null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialogComponent, { preload: () => void start() });
}

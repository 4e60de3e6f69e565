"use client";
/**
 * Refresh, then toast (issue 21 "Feedback while waiting"): after a save, the success toast appears
 * when the page shows the saved data, not while the old data is still on screen (e.g. "Pet created
 * successfully" above "No dogs on this account").
 *
 *   const refreshThenToast = useRefreshThenToast();
 *   refreshThenToast("Pet created successfully");              // router.refresh(), toast when it is on screen
 *   refreshThenToast(text, ORDER_TOAST);                      // with the toast's options
 *
 * The refresh runs in a transition owned by <RefreshThenToastProvider> (app/(app)/layout.tsx), which
 * outlives the dialog that saved (it usually closes at once); the toasts queued meanwhile are shown
 * when the transition ends, i.e. when the refreshed server components are committed. Without the
 * provider (component tests, public pages) it toasts at once and refreshes. useAction's `run`
 * (components/ui/use-action.ts) goes through it, so every confirm dialog and form does too.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { toast, type ToastOptions as ExternalToast } from "./toaster";

type RefreshThenToast = (text: ReactNode, options?: ExternalToast) => void;

const RefreshThenToastContext = createContext<RefreshThenToast | null>(null);

export function RefreshThenToastProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const queued = useRef<{ text: ReactNode; options?: ExternalToast }[]>([]);

  useEffect(() => {
    if (pending || queued.current.length === 0) return;
    const due = queued.current;
    queued.current = [];
    for (const t of due) toast.success(t.text, t.options);
  }, [pending]);

  const refreshThenToast = useCallback<RefreshThenToast>(
    (text, options) => {
      queued.current.push({ text, options });
      startTransition(() => router.refresh());
    },
    [router],
  );
  return <RefreshThenToastContext.Provider value={refreshThenToast}>{children}</RefreshThenToastContext.Provider>;
}

export function useRefreshThenToast(): RefreshThenToast {
  const fromProvider = useContext(RefreshThenToastContext);
  const router = useRouter();
  const fallback = useCallback<RefreshThenToast>(
    (text, options) => {
      toast.success(text, options);
      router.refresh();
    },
    [router],
  );
  return fromProvider ?? fallback;
}

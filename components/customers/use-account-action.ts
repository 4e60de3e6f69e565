"use client";
/**
 * useAccountAction: the one way an account action runs on the customer page: call the upstream
 * through the BFF, show the success toast, re-render the server page (router.refresh(), so the new
 * state shows without a manual reload) — or show the error toast of spec 01 §8.
 * Returns { busy, run(call, successText) } where run resolves to the answer, or undefined on failure.
 */
import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { toastError } from "@/lib/client/api";

export function useAccountAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T,>(call: () => Promise<T>, successText: (answer: T) => string, onError?: (error: unknown) => void): Promise<T | undefined> => {
      setBusy(true);
      try {
        const answer = await call();
        toast.success(successText(answer));
        router.refresh();
        return answer;
      } catch (error) {
        onError?.(error);
        toastError(error);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [router],
  );
  return { busy, run };
}

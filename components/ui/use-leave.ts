"use client";
/**
 * useLeave: after a successful create or save, the screen opens the page it ends on (router.push,
 * then router.refresh, so a list shows what was just made) in a transition, and `leaving` is true
 * from that moment until the new page is on screen. Meanwhile the screen keeps its submit busy and
 * takes no second submit: the create is done (callApiOnce drops its key after a success), so a
 * second Create pressed before the page changes would make a duplicate.
 *
 *   const { leaving, leave } = useLeave();
 *   if (result.ok) leave(pages.discounts.href());
 *   <SubmitButton type="submit" busy={busy || leaving}>Create</SubmitButton>
 *
 * useConfirmedCreate (./confirmed-create.tsx) and the Wizard's `leaving` (./wizard.tsx) use it.
 */
import { useRouter } from "next/navigation";
import { useCallback, useTransition } from "react";

export function useLeave(): { leaving: boolean; leave: (href: string) => void } {
  const router = useRouter();
  const [leaving, startLeaving] = useTransition();
  const leave = useCallback(
    (href: string) =>
      startLeaving(() => {
        router.push(href);
        router.refresh();
      }),
    [router],
  );
  return { leaving, leave };
}

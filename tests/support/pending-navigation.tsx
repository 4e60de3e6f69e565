/**
 * A router for component tests whose push and refresh behave as Next's do: each runs in a
 * transition (Next's router starts one of its own) and lands only when the test says so (`land()`);
 * until then the page stays on screen as it was, as in the browser while the next page or the
 * refreshed data loads (a refresh keeps the page's client state: what was typed stays). Render the
 * screen inside `<navigation.Root>`; mock next/navigation with
 *
 *   vi.mock("next/navigation", async () => ({ useRouter: (await import("../support/pending-navigation")).useTestRouter }));
 *
 * `navigation.reset()` before each test. Without Root a push or refresh is only recorded (and ends at once).
 * `expectLeavingTo` checks a create screen's leaving after a successful save.
 */
import { act, Suspense, startTransition, use, useEffect, useState, type ReactNode } from "react";
import { screen, waitFor } from "@testing-library/react";
import { expect, vi } from "vitest";

interface Shown {
  /** The page pushed, or null: the page under test. */
  href: string | null;
  /** How many refreshes were asked. */
  refreshes: number;
}

function create() {
  let arrive: () => void = () => undefined;
  let landed = Promise.resolve();
  let go: ((next: (shown: Shown) => Shown) => void) | null = null;
  const router = {
    push: vi.fn((href: string) => startTransition(() => go?.((shown) => ({ ...shown, href })))),
    replace: vi.fn(),
    refresh: vi.fn(() => startTransition(() => go?.((shown) => ({ ...shown, refreshes: shown.refreshes + 1 })))),
    back: vi.fn(),
    prefetch: vi.fn(),
  };
  /** The server's answer to a push or refresh: it has come once `land()` was called. */
  function Answer() {
    use(landed);
    return null;
  }
  function Root({ children }: { children: ReactNode }) {
    const [shown, setShown] = useState<Shown>({ href: null, refreshes: 0 });
    useEffect(() => {
      go = setShown;
      return () => {
        go = null;
      };
    }, []);
    return (
      <Suspense fallback={<p>Loading the next page</p>}>
        {shown.href === null ? children : <p>Now at {shown.href}</p>}
        {shown.href !== null || shown.refreshes > 0 ? <Answer key={`${shown.href}:${shown.refreshes}`} /> : null}
      </Suspense>
    );
  }
  return {
    router,
    Root,
    /** A fresh router, and a next page (or refreshed data) that has not come yet. */
    reset() {
      for (const fn of Object.values(router)) fn.mockClear();
      go = null;
      landed = new Promise<void>((resolve) => (arrive = resolve));
    },
    /** The next page (or the refreshed data) is on screen. */
    land: () =>
      act(async () => {
        arrive();
        await landed;
      }),
  };
}

export const navigation = create();
export const useTestRouter = () => navigation.router;

/**
 * After a successful save of a create screen (flow.leaving, useLeave): the push to `href` is asked
 * and the confirmation is gone; while that page has not come, the screen stays with its `button`
 * busy and disabled, and a second submit tried meanwhile (`again`: Enter in a field, a click on the
 * button) asks nothing and sends nothing (`sent()`, the requests made, stays 1). `meanwhile` checks
 * more of the waiting screen. Then the page lands and shows.
 */
export async function expectLeavingTo(
  href: string,
  o: { button: string; again: (button: HTMLElement) => Promise<void>; sent: () => number; meanwhile?: () => void },
): Promise<void> {
  await waitFor(() => expect(navigation.router.push).toHaveBeenCalledWith(href));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  const button = screen.getByRole("button", { name: o.button });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute("aria-busy", "true");
  o.meanwhile?.();
  await o.again(button);
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(o.sent()).toBe(1);
  await navigation.land();
  expect(screen.getByText(`Now at ${href}`)).toBeInTheDocument();
}

/**
 * A router for component tests whose push behaves as Next's does: the navigation runs in a
 * transition (Next's router.push starts one of its own) and the new page lands only when the test
 * says so (`land()`); until then the page that pushed stays on screen, as in the browser while the
 * next page loads. Render the screen inside `<navigation.Root>`; mock next/navigation with
 *
 *   vi.mock("next/navigation", async () => ({ useRouter: (await import("../support/pending-navigation")).useTestRouter }));
 *
 * `navigation.reset()` before each test. Without Root a push is only recorded.
 */
import { act, Suspense, startTransition, use, useEffect, useState, type ReactNode } from "react";
import { vi } from "vitest";

function create() {
  let arrive: () => void = () => undefined;
  let landed = Promise.resolve();
  let go: ((href: string) => void) | null = null;
  const router = {
    push: vi.fn((href: string) => startTransition(() => go?.(href))),
    replace: vi.fn(),
    refresh: vi.fn(),
    back: vi.fn(),
    prefetch: vi.fn(),
  };
  function NextPage({ href }: { href: string }) {
    use(landed);
    return <p>Now at {href}</p>;
  }
  function Root({ children }: { children: ReactNode }) {
    const [href, setHref] = useState<string | null>(null);
    useEffect(() => {
      go = setHref;
      return () => {
        go = null;
      };
    }, []);
    return <Suspense fallback={<p>Loading the next page</p>}>{href === null ? children : <NextPage href={href} />}</Suspense>;
  }
  return {
    router,
    Root,
    /** A fresh router and a next page that has not landed yet. */
    reset() {
      for (const fn of Object.values(router)) fn.mockClear();
      go = null;
      landed = new Promise<void>((resolve) => (arrive = resolve));
    },
    /** The next page is on screen. */
    land: () =>
      act(async () => {
        arrive();
        await landed;
      }),
  };
}

export const navigation = create();
export const useTestRouter = () => navigation.router;

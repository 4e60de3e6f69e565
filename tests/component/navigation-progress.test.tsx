/**
 * The shell's navigation progress line (components/shell/navigation-progress.tsx): a click on an
 * in-app link the router took starts it, shown after NAVIGATION_PROGRESS_DELAY_MS, gone once the
 * address changes; a quick navigation shows nothing; links the browser follows itself, jumps within
 * the page and the address already shown start nothing; it gives up after NAVIGATION_PROGRESS_MAX_MS.
 */
import { act, fireEvent, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NAVIGATION_PROGRESS_DELAY_MS, NAVIGATION_PROGRESS_MAX_MS, NavigationProgress, routedDestination } from "@/components/shell/navigation-progress";

const nav = vi.hoisted(() => ({ pathname: "/search", search: "q=scenario" }));
vi.mock("next/navigation", () => ({ usePathname: () => nav.pathname, useSearchParams: () => new URLSearchParams(nav.search) }));

/** A link as next/link is: its click handler prevents the browser's navigation and routes. */
const RoutedLink = ({ href, children }: { href: string; children: string }) => (
  <a href={href} onClick={(e) => e.preventDefault()}>
    {children}
  </a>
);

function Shell() {
  return (
    <>
      <RoutedLink href="/customer-lookup/2__Carl_Cancelled">Carl Cancelled</RoutedLink>
      <RoutedLink href="/search?q=scenario">Same page</RoutedLink>
      <RoutedLink href="/search?q=scenario#customers">Jump</RoutedLink>
      <NavigationProgress />
    </>
  );
}

const line = () => document.querySelector("[data-navigation-progress]");

beforeEach(() => {
  vi.useFakeTimers();
  nav.pathname = "/search";
  nav.search = "q=scenario";
  window.history.replaceState(null, "", "/search?q=scenario");
});
afterEach(() => {
  vi.useRealTimers();
});

/** The router has shown the new page: the address changed. */
function arrive(view: ReturnType<typeof render>, pathname: string) {
  nav.pathname = pathname;
  nav.search = "";
  window.history.replaceState(null, "", pathname);
  view.rerender(<Shell />);
}

describe("NavigationProgress", () => {
  it("a routed link click: nothing at first, the line after the delay, gone once the new page is shown", () => {
    const view = render(<Shell />);
    fireEvent.click(view.getByText("Carl Cancelled"));
    act(() => vi.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS - 1));
    expect(line()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(line()).not.toBeNull();
    expect(line()).toHaveAttribute("aria-hidden", "true");
    arrive(view, "/customer-lookup/2__Carl_Cancelled");
    expect(line()).toBeNull();
    // And it stays gone.
    act(() => vi.advanceTimersByTime(NAVIGATION_PROGRESS_MAX_MS));
    expect(line()).toBeNull();
  });

  it("a quick navigation shows nothing", () => {
    const view = render(<Shell />);
    fireEvent.click(view.getByText("Carl Cancelled"));
    act(() => vi.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS / 2));
    arrive(view, "/customer-lookup/2__Carl_Cancelled");
    act(() => vi.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS * 4));
    expect(line()).toBeNull();
  });

  it("starts nothing for the page already shown, a jump within it, or a modifier or middle click", () => {
    const view = render(<Shell />);
    fireEvent.click(view.getByText("Same page"));
    fireEvent.click(view.getByText("Jump"));
    fireEvent.click(view.getByText("Carl Cancelled"), { ctrlKey: true });
    fireEvent.click(view.getByText("Carl Cancelled"), { button: 1 });
    act(() => vi.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS * 4));
    expect(line()).toBeNull();
  });

  it("a link the browser follows itself (not routed, another tab, a download, another site) is not a routed navigation", () => {
    const anchor = (attrs: Record<string, string>) => {
      const a = document.createElement("a");
      for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
      a.textContent = "link";
      return a;
    };
    const click = (target: Element, defaultPrevented = true) => ({ defaultPrevented, button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, target }) as unknown as MouseEvent;
    const page = anchor({ href: "/customer-lookup/2" });
    expect(routedDestination(click(page), window.location)?.pathname).toBe("/customer-lookup/2");
    // A click inside the link (its icon) counts as the link's.
    const icon = document.createElement("span");
    page.append(icon);
    expect(routedDestination(click(icon), window.location)?.pathname).toBe("/customer-lookup/2");
    expect(routedDestination(click(page, false), window.location)).toBeNull();
    expect(routedDestination(click(anchor({ href: "/customer-lookup/2", target: "_blank" })), window.location)).toBeNull();
    expect(routedDestination(click(anchor({ href: "/export.csv", download: "" })), window.location)).toBeNull();
    expect(routedDestination(click(anchor({ href: "https://example.org/help" })), window.location)).toBeNull();
    expect(routedDestination(click(document.createElement("button")), window.location)).toBeNull();
  });

  it("a navigation that never changes the address: the line gives up after the maximum", () => {
    const view = render(<Shell />);
    fireEvent.click(view.getByText("Carl Cancelled"));
    act(() => vi.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS));
    expect(line()).not.toBeNull();
    act(() => vi.advanceTimersByTime(NAVIGATION_PROGRESS_MAX_MS));
    expect(line()).toBeNull();
    expect(view.container).toBeInTheDocument();
  });

  it("where the browser has the Navigation API, a navigation that ends on the same address stops it (navigatesuccess)", () => {
    const navigation = new EventTarget();
    Object.defineProperty(window, "navigation", { value: navigation, configurable: true });
    try {
      const view = render(<Shell />);
      fireEvent.click(view.getByText("Carl Cancelled"));
      act(() => vi.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS));
      expect(line()).not.toBeNull();
      act(() => {
        navigation.dispatchEvent(new Event("navigatesuccess"));
      });
      expect(line()).toBeNull();
    } finally {
      Reflect.deleteProperty(window, "navigation");
    }
  });
});

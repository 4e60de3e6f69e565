/**
 * Issue 23: deferred() (components/ui/deferred.tsx). The server renders the component itself;
 * hydrating that HTML keeps it as it is while the code waits. when "idle" (a page's form): the code
 * comes on idle or when the user reaches for it, what was typed meanwhile is handed over and a held
 * click replayed; when "reach" (an island): only when the agent reaches for it (pointer, focus,
 * touch), then it is live in place, a click made before is replayed once; `eager` loads at once.
 * On a client render (no server HTML) it shows the fallback and loads at once.
 * (The real-browser checks, with the pages' chunks: tests/e2e/deferred-forms.spec.ts,
 * tests/e2e/customer-pages-first-load.spec.ts.)
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState, type ComponentType } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, type DeferredOptions } from "@/components/ui/deferred";

function Probe({ onSubmit }: { onSubmit: (name: string) => void }) {
  const [name, setName] = useState("");
  return (
    <form
      aria-label="probe"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(name);
      }}
    >
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="submit">Go</button>
    </form>
  );
}

const idle = vi.fn();
beforeEach(() => {
  // No idle moment: the code may only come when the user reaches for the form.
  window.requestIdleCallback = idle;
  window.cancelIdleCallback = () => {};
});
/** A component's HTML as the server renders it (no window there). */
async function serverHtml<P extends object>(Component: ComponentType<P>, props: P, options: DeferredOptions): Promise<string> {
  const Server = deferred(async () => Component, options);
  vi.stubGlobal("window", undefined);
  try {
    const { prelude } = await prerender(<Server {...props} />);
    return await new Response(prelude).text();
  } finally {
    vi.unstubAllGlobals();
  }
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

describe("deferred, when: 'idle' (a page's form)", () => {
  it("client render: the skeleton, the code loaded at once, then the form", async () => {
    const load = vi.fn(() => Promise.resolve(Probe));
    const DeferredProbe = deferred(load, { fallback: <p>skeleton</p> });
    render(<DeferredProbe onSubmit={() => {}} />);
    expect(screen.getByText("skeleton")).toBeInTheDocument();
    expect(await screen.findByRole("form", { name: "probe" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.querySelector("[data-deferred]")).toHaveAttribute("data-deferred", "loaded"));
  });

  it("hydration: keeps the server HTML, loads on focus, hands over typed text and replays the held click", async () => {
    let resolve: (c: typeof Probe) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Probe>((r) => (resolve = r)));
    const DeferredProbe = deferred(load, { fallback: <p>skeleton</p> });
    const onSubmit = vi.fn();
    // What the server sent: the wrapper and the form inside a completed Suspense boundary.
    const container = document.createElement("div");
    container.innerHTML = await serverHtml(Probe, { onSubmit: () => {} }, { fallback: <p>skeleton</p> });
    document.body.appendChild(container);
    const serverInput = screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement;

    await act(async () => {
      root = hydrateRoot(container, <DeferredProbe onSubmit={onSubmit} />);
    });
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText("skeleton")).toBeNull();

    // The user types and submits before the code is there.
    await act(async () => {
      serverInput.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    });
    expect(load).toHaveBeenCalledTimes(1);
    serverInput.value = "Rex";
    serverInput.dispatchEvent(new Event("input", { bubbles: true }));
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    screen.getByRole("button", { name: "Go" }).dispatchEvent(click);
    // Kept, not acted on: no native submit (a GET with the fields in the URL), no call yet.
    expect(click.defaultPrevented).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();

    await act(async () => resolve(Probe));
    expect(screen.getByRole("textbox", { name: "Name" })).toBe(serverInput);
    expect(container.querySelector("[data-deferred]")).toHaveAttribute("data-deferred", "loaded");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith("Rex"));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(serverInput).toHaveValue("Rex");
  });
});

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

async function hydrateIsland(label: string, eager = false) {
  const container = document.createElement("div");
  container.innerHTML = await serverHtml(Counter, { label }, { when: "reach" });
  document.body.append(container);
  const load = vi.fn(async () => Counter);
  const Island = deferred(load, { when: "reach" });
  await act(async () => {
    root = hydrateRoot(container, <Island label={label} eager={eager} />);
  });
  return { load, button: screen.getByRole("button", { name: `${label} 0` }) };
}

describe("deferred, when: 'reach' (an island)", () => {
  it("the server renders the component itself", async () => {
    const html = await serverHtml(Counter, { label: "Rows" }, { when: "reach" });
    expect(html).toContain('data-deferred="waiting"');
    expect(html).toContain("<button");
    expect(html).toContain("Rows<!-- --> <!-- -->0");
  });

  it("hydrating fetches nothing and keeps the server HTML; reaching for it loads the code, then it is live in place", async () => {
    const { load, button } = await hydrateIsland("Reach");
    expect(load).not.toHaveBeenCalled();
    // Not live yet: a click does nothing now (it is held).
    expect(button).toHaveTextContent("Reach 0");

    await act(async () => {
      fireEvent.pointerOver(button);
    });
    expect(load).toHaveBeenCalledTimes(1);
    // The same DOM node, now hydrated.
    expect(screen.getByRole("button", { name: "Reach 0" })).toBe(button);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button).toHaveTextContent("Reach 1");
  });

  it("a click made before the code arrived is replayed once, on the same element", async () => {
    const { load, button } = await hydrateIsland("Replay");
    await act(async () => {
      fireEvent.click(button);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Replay 1" })).toBe(button);
  });

  it("eager: hydrating loads the code at once (a deep link that opens one of its dialogs)", async () => {
    const { load, button } = await hydrateIsland("Eager", true);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button).toHaveTextContent("Eager 1");
  });

  it("rendered on the client without server HTML, it loads at once", async () => {
    const load = vi.fn(async () => Counter);
    const Island = deferred(load, { when: "reach" });
    render(<Island label="Client" />);
    expect(await screen.findByRole("button", { name: "Client 0" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

/**
 * Issue 23: deferredIsland (components/ui/deferred-island.tsx). The server renders the island's
 * component; hydrating that HTML fetches nothing and keeps it as it is until the agent reaches for
 * it (pointer, focus, touch); then its code loads and it becomes live in place; a click made before
 * that is replayed once; rendered on the client without server HTML it loads at once.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferredIsland } from "@/components/ui/deferred-island";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

/** The island's HTML as the server renders it (no window there). */
async function serverHtml(name: string, label: string): Promise<string> {
  const ServerIsland = deferredIsland(name, async () => Counter);
  vi.stubGlobal("window", undefined);
  try {
    const { prelude } = await prerender(<ServerIsland label={label} />);
    return await new Response(prelude).text();
  } finally {
    vi.unstubAllGlobals();
  }
}

let root: Root | null = null;
let container: HTMLElement | null = null;

async function hydrate(name: string, label: string, eager = false) {
  container = document.createElement("div");
  container.innerHTML = await serverHtml(name, label);
  document.body.append(container);
  const load = vi.fn(async () => Counter);
  const Island = deferredIsland(name, load);
  await act(async () => {
    root = hydrateRoot(container!, <Island label={label} eager={eager} />);
  });
  return { load, button: screen.getByRole("button", { name: `${label} 0` }) };
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

describe("deferredIsland", () => {
  it("the server renders the component itself", async () => {
    const html = await serverHtml("rows", "Rows");
    expect(html).toContain('data-deferred-island="rows"');
    expect(html).toContain("<button");
    expect(html).toContain("Rows<!-- --> <!-- -->0");
  });

  it("hydrating fetches nothing and keeps the server HTML; reaching for it loads the code, then it is live in place", async () => {
    const { load, button } = await hydrate("reach", "Reach");
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
    const { load, button } = await hydrate("replay", "Replay");
    await act(async () => {
      fireEvent.click(button);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Replay 1" })).toBe(button);
  });

  it("eager: hydrating loads the code at once (a deep link that opens one of its dialogs)", async () => {
    const { load, button } = await hydrate("eager", "Eager", true);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button).toHaveTextContent("Eager 1");
  });

  it("rendered on the client without server HTML, it loads at once", async () => {
    const load = vi.fn(async () => Counter);
    const Island = deferredIsland("client", load);
    render(<Island label="Client" />);
    expect(await screen.findByRole("button", { name: "Client 0" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

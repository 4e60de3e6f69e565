/**
 * Issue 23: deferredIsland (components/ui/deferred-island.tsx). The server renders the island's
 * component; hydrating that HTML fetches nothing and keeps it as it is until the agent reaches for
 * it (pointer, focus, touch); then its code loads and it becomes live in place; a click made before
 * that is replayed once; rendered on the client without server HTML it loads at once (a client
 * navigation keeps the page it came from until the island's code is there). The server
 * sends it in place, in a long page too, and on a freshly started server (its code not yet there).
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { startTransition, Suspense, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToReadableStream } from "react-dom/server";
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

/** The next turn of the event loop (after every pending promise job). */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The chunks a server render streams, each as written. */
async function streamedChunks(element: React.ReactElement): Promise<string[]> {
  const stream = await renderToReadableStream(element);
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(decoder.decode(chunk, { stream: true }));
  return chunks;
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

  it("sent in place in a long page: never apart from it with an empty fallback that the browser fills in after its first paint (a layout shift)", async () => {
    // Longer than React's progressive chunk (12.8 kB): a <Suspense> of over 500 bytes after it is sent apart.
    const before = "Earlier content. ".repeat(1000);
    const label = "Account actions ".repeat(40);
    vi.stubGlobal("window", undefined);
    try {
      const LongPageIsland = deferredIsland("long-page", async () => Counter);
      await nextTurn(); // the server loaded the island's code when it was defined
      const html = (await streamedChunks(
        <main>
          <p>{before}</p>
          <LongPageIsland label={label} />
          <p>Below</p>
        </main>,
      )).join("");
      // In place: right in its wrapper (whatever React's boundary comments), not a <template> to be filled in.
      expect(html).not.toContain("<template");
      expect(html.replace(/<!--\/?[$&]-->/g, "")).toContain(`<div data-deferred-island="long-page" class="contents"><button type="button">${label}<!-- --> <!-- -->0</button></div><p>Below</p>`);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("a freshly started server: a render that comes before the island's code waits for it, so the page's first chunk has the island in place", async () => {
    vi.stubGlobal("window", undefined);
    try {
      // The code arrives a turn after the render began (as a cold server's first import does).
      const load = vi.fn(async () => {
        await nextTurn();
        return Counter;
      });
      const ColdIsland = deferredIsland("cold", load);
      const chunks = await streamedChunks(
        <main>
          <ColdIsland label="Cold" />
          <p>Below</p>
        </main>,
      );
      expect(load).toHaveBeenCalledTimes(1);
      expect(chunks.join("")).not.toContain("<template");
      expect(chunks[0]!.replace(/<!--\/?[$&]-->/g, "")).toContain('<div data-deferred-island="cold" class="contents"><button type="button">Cold<!-- --> <!-- -->0</button></div><p>Below</p>');
    } finally {
      vi.unstubAllGlobals();
    }
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

  it("a client navigation (a transition) to a page with an island keeps the page it came from until the island's code is there, then shows the new page whole", async () => {
    let arrive: (component: typeof Counter) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
    const Island = deferredIsland("client-navigation", load);
    function Router() {
      const [page, setPage] = useState<"old" | "new">("old");
      return page === "old" ? (
        <>
          <h1>Search results</h1>
          <button type="button" onClick={() => startTransition(() => setPage("new"))}>
            Open customer
          </button>
        </>
      ) : (
        <>
          <h1>Customer page</h1>
          <Island label="Orders" />
        </>
      );
    }
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Router />
      </Suspense>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Open customer" }));
      await nextTurn();
    });
    // No empty place on a half-shown page, no fallback in place of the page: the old page stays.
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("heading", { name: "Search results" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Customer page" })).toBeNull();
    expect(screen.queryByText("Loading…")).toBeNull();
    await act(async () => {
      arrive(Counter);
      await nextTurn();
    });
    expect(screen.getByRole("heading", { name: "Customer page" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Orders 0" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Search results" })).toBeNull();
  });

  it("rendered on the client without server HTML, its fallback (given the island's props) holds its place until the code arrives", async () => {
    let arrive: (component: typeof Counter) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
    const Placeholder = ({ label }: { label: string }) => (
      <button type="button" disabled>
        {label} …
      </button>
    );
    const Island = deferredIsland("client-fallback", load, { fallback: Placeholder });
    render(<Island label="Later" />);
    // The first paint: the placeholder in the component's place (a client navigation to the page).
    expect(screen.getByRole("button", { name: "Later …" })).toBeDisabled();
    await act(async () => {
      arrive(Counter);
      await nextTurn();
    });
    expect(screen.getByRole("button", { name: "Later 0" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Later …" })).toBeNull();
  });
});

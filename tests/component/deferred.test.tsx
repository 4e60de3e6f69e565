/**
 * Issue 23: deferred() keeps a server-rendered form's HTML while its code waits, fetches the code
 * on idle or when the user reaches for the form, hands over what was typed meanwhile and replays a
 * held click; on a client render (no server HTML) it shows the skeleton and loads at once.
 * (The real-browser check, with the page's chunks, is tests/e2e/deferred-forms.spec.ts.)
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import { Suspense, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred } from "@/components/ui/deferred";

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
afterEach(() => {
  document.body.innerHTML = "";
});

describe("deferred", () => {
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
    container.innerHTML = renderToString(
      <div data-deferred="waiting" className="contents">
        <Suspense fallback={<p>skeleton</p>}>
          <Probe onSubmit={() => {}} />
        </Suspense>
      </div>,
    );
    document.body.appendChild(container);
    const serverInput = screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement;

    await act(async () => {
      hydrateRoot(container, <DeferredProbe onSubmit={onSubmit} />);
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

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UnsavedChangesProvider, useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";

/** The question before leaving unsaved changes (issue 7), quoted as written. */
const UNSAVED_CHANGES_QUESTION = "If you exit now, any unsaved changes made will be lost.";

const followLink = vi.fn();
const routerPopState = vi.fn();

function DirtyForm() {
  const [value, setValue] = useState("");
  useUnsavedChangesGuard(value !== "");
  return <input aria-label="Note" value={value} onChange={(e) => setValue(e.target.value)} />;
}

function App() {
  return (
    <UnsavedChangesProvider>
      <a
        href="/elsewhere"
        onClick={(e) => {
          // What next/link does: the router moves, the browser does not.
          e.preventDefault();
          followLink();
        }}
      >
        Elsewhere
      </a>
      <DirtyForm />
    </UnsavedChangesProvider>
  );
}

beforeEach(() => {
  // The Next.js router's own popstate listener, registered before the guard's (as in the app).
  window.addEventListener("popstate", routerPopState);
});
afterEach(() => {
  window.removeEventListener("popstate", routerPopState);
  followLink.mockReset();
  routerPopState.mockReset();
  vi.restoreAllMocks();
});

const beforeUnloadPrevented = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe("unsaved-changes guard", () => {
  it("does nothing while the form is clean", async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(beforeUnloadPrevented()).toBe(false);
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(followLink).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new PopStateEvent("popstate", { state: { page: 1 } }));
    expect(routerPopState).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(UNSAVED_CHANGES_QUESTION)).not.toBeInTheDocument();
  });

  it("asks on reload or tab close (beforeunload) while dirty", async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.type(screen.getByLabelText("Note"), "x");
    expect(beforeUnloadPrevented()).toBe(true);
    await user.clear(screen.getByLabelText("Note"));
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it("an in-app link asks first: Stay keeps the page, Leave follows the link", async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.type(screen.getByLabelText("Note"), "draft");
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    const question = await screen.findByRole("dialog", { name: "Unsaved changes" });
    expect(question).toHaveTextContent(UNSAVED_CHANGES_QUESTION);
    expect(followLink).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(followLink).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Note")).toHaveValue("draft");

    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    await user.click(await screen.findByRole("button", { name: "Leave" }));
    expect(followLink).toHaveBeenCalledTimes(1);
  });

  it("with the Navigation API, Back is refused before it happens: Stay stays, Leave makes the same move", async () => {
    const user = userEvent.setup();
    const traverseTo = vi.fn(() => ({ committed: Promise.resolve(), finished: Promise.resolve() }));
    const navigation = Object.assign(new EventTarget(), { traverseTo });
    Object.defineProperty(window, "navigation", { value: navigation, configurable: true });
    const back = () => {
      const event = Object.assign(new Event("navigate", { cancelable: true }), { navigationType: "traverse", destination: { key: "k-1" } });
      navigation.dispatchEvent(event);
      return event.defaultPrevented;
    };
    try {
      render(<App />);
      expect(back()).toBe(false);
      await user.type(screen.getByLabelText("Note"), "draft");
      expect(back()).toBe(true);
      expect(await screen.findByText(UNSAVED_CHANGES_QUESTION)).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Stay" }));
      expect(traverseTo).not.toHaveBeenCalled();
      expect(screen.getByLabelText("Note")).toHaveValue("draft");

      expect(back()).toBe(true);
      await user.click(await screen.findByRole("button", { name: "Leave" }));
      expect(traverseTo).toHaveBeenCalledWith("k-1");
      // The guard is released: the repeated move goes through.
      expect(back()).toBe(false);
    } finally {
      delete (window as unknown as { navigation?: unknown }).navigation;
    }
  });

  it("without the Navigation API, Back (popstate) asks first, hidden from the router: Stay moves forward again, Leave hands the move to the router", async () => {
    const user = userEvent.setup();
    const go = vi.spyOn(window.history, "go").mockImplementation(() => undefined);
    render(<App />);
    await user.type(screen.getByLabelText("Note"), "draft");

    window.dispatchEvent(new PopStateEvent("popstate", { state: { page: 1 } }));
    expect(await screen.findByText(UNSAVED_CHANGES_QUESTION)).toBeInTheDocument();
    expect(routerPopState).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Stay" }));
    expect(go).toHaveBeenCalledWith(1);
    // The forward move's own popstate is swallowed too.
    window.dispatchEvent(new PopStateEvent("popstate", { state: { page: 2 } }));
    expect(routerPopState).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Note")).toHaveValue("draft");

    window.dispatchEvent(new PopStateEvent("popstate", { state: { page: 1 } }));
    await user.click(await screen.findByRole("button", { name: "Leave" }));
    expect(routerPopState).toHaveBeenCalledTimes(1);
    expect(routerPopState.mock.calls[0]![0]).toMatchObject({ state: { page: 1 } });
  });

  it("outside a provider the hook is inert", async () => {
    const user = userEvent.setup();
    render(<DirtyForm />);
    await user.type(screen.getByLabelText("Note"), "x");
    expect(beforeUnloadPrevented()).toBe(false);
  });
});

/**
 * Refresh, then toast (components/ui/refresh-then-toast.tsx, issue 21 "Feedback while waiting"):
 * inside the provider the success toast waits until the refresh has committed (here a refresh that
 * suspends until its data "arrives"); without it, the toast is at once. useAction goes through it.
 */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, use, useEffect, useState, type ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RefreshThenToastProvider, useRefreshThenToast } from "@/components/ui/refresh-then-toast";
import { useAction } from "@/components/ui/use-action";

const mocks = vi.hoisted(() => ({ success: vi.fn(), refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mocks.refresh, push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/client/toast", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/toast")>()), toast: Object.assign(vi.fn(), { error: vi.fn(), success: mocks.success }) }));

/** A page whose refresh suspends until `arrive()`: like router.refresh() waiting for the server's answer. */
function makeRefreshablePage() {
  let arrive = () => {};
  const data = new Promise<string>((resolve) => (arrive = () => resolve("Rex")));
  const refreshed: { current: (() => void) | null } = { current: null };
  mocks.refresh.mockImplementation(() => refreshed.current?.());
  function Dogs({ after }: { after: boolean }) {
    return <p>{after ? `Dogs: ${use(data)}` : "No dogs on this account"}</p>;
  }
  function Page({ children }: { children: ReactNode }) {
    const [after, setAfter] = useState(false);
    useEffect(() => {
      refreshed.current = () => setAfter(true);
    }, []);
    return (
      <>
        <Suspense fallback={<p>loading</p>}>
          <Dogs after={after} />
        </Suspense>
        {children}
      </>
    );
  }
  return {
    Page,
    arrive: async () => {
      arrive();
      await data;
    },
  };
}

function SaveButton() {
  const refreshThenToast = useRefreshThenToast();
  // As a real save: the call answers first, then the refresh and the toast.
  const save = async () => {
    await Promise.resolve();
    refreshThenToast("Pet created successfully");
  };
  return <button onClick={() => void save()}>Save</button>;
}

function ActionButton() {
  const { run } = useAction();
  return <button onClick={() => void run(async () => ({ id: 7 }), (a) => `Saved ${a.id}.`)}>Run</button>;
}

beforeEach(() => {
  mocks.success.mockReset();
  mocks.refresh.mockReset();
});

describe("useRefreshThenToast", () => {
  it("in the provider: refreshes, keeps the old page meanwhile, and toasts once the new data is on screen", async () => {
    const user = userEvent.setup();
    const { Page, arrive } = makeRefreshablePage();
    render(
      <RefreshThenToastProvider>
        <Page>
          <SaveButton />
        </Page>
      </RefreshThenToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(mocks.refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText("No dogs on this account")).toBeInTheDocument();
    expect(mocks.success).not.toHaveBeenCalled();
    await act(arrive);
    expect(await screen.findByText("Dogs: Rex")).toBeInTheDocument();
    expect(mocks.success).toHaveBeenCalledWith("Pet created successfully", undefined);
  });

  it("useAction's success toast waits for the refresh the same way", async () => {
    const user = userEvent.setup();
    const { Page, arrive } = makeRefreshablePage();
    render(
      <RefreshThenToastProvider>
        <Page>
          <ActionButton />
        </Page>
      </RefreshThenToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Run" }));
    expect(mocks.refresh).toHaveBeenCalledTimes(1);
    expect(mocks.success).not.toHaveBeenCalled();
    await act(arrive);
    expect(await screen.findByText("Dogs: Rex")).toBeInTheDocument();
    expect(mocks.success).toHaveBeenCalledWith("Saved 7.", undefined);
  });

  it("without the provider: the toast at once, then the refresh", async () => {
    const user = userEvent.setup();
    render(<SaveButton />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(mocks.success).toHaveBeenCalledWith("Pet created successfully", undefined);
    expect(mocks.refresh).toHaveBeenCalledTimes(1);
  });
});

/**
 * usePlaceOnce (components/ui/use-action.ts: Add a New Dog, the one-time and replacement orders, the
 * refund) when the back office is down: a failed Save keeps the wizard open with everything typed.
 * The page is modelled as upstreamPage renders it
 * (server/bff/upstream/upstream-page.ts): a refresh while its reads fail shows "This page could not
 * be loaded" in place of its content, so the wizard (and what was typed) would go with it.
 *   - "could not be reached" (502): the write never reached the upstream: no refresh at all;
 *   - a timeout (504) while the upstream is still down: the probe read fails, no refresh;
 *   - a timeout, the upstream answering again: the page refreshes (what may have been placed shows),
 *     and Save again sends the same key.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UpstreamUnavailable } from "@/components/ui/upstream-unavailable";
import { usePlaceOnce } from "@/components/ui/use-action";
import { Wizard } from "@/components/ui/wizard";
import { upstreamUrl } from "@/lib/client/api";
import type { ApiEndpoint } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import { UPSTREAM_UNREACHABLE, UPSTREAM_UNREACHABLE_TEXT, unavailableTextOf } from "@/lib/error-text";

const mocks = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mocks.refresh, push: vi.fn(), replace: vi.fn() }) }));

const TIMEOUT = { detail: "The back-office service did not answer in time." };
// The BFF's answer when the back office cannot be reached (server/bff/upstream/upstream.ts).
const UNREACHABLE = UPSTREAM_UNREACHABLE;
/** The upstream as the BFF proxy answers it: each call's answer (status, body); the probe's while `up` says so. */
let upstream: { write: [number, unknown]; up: boolean };
let fetchMock: ReturnType<typeof vi.fn>;
const callsTo = (endpoint: ApiEndpoint) => (fetchMock.mock.calls as [string, RequestInit][]).filter(([url]) => url.startsWith(upstreamUrl(endpoint.path)));

beforeEach(() => {
  mocks.refresh.mockReset();
  fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (init.method === "POST") return Response.json(upstream.write[1], { status: upstream.write[0] });
    return upstream.up ? Response.json(["U-B"]) : Response.json(UNREACHABLE, { status: 502 });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function RefundWizard() {
  const placeOnce = usePlaceOnce();
  const [reason, setReason] = useState("");
  return (
    <Wizard
      title="Process refund"
      onClose={vi.fn()}
      onSave={() => placeOnce(endpoints.createRefund, { body: { account: 7, order_id: "1000014", order_product_refunds: [{ order_product_id: 1, amount: 10 }] } })}
      steps={[{ id: "input", title: "Refund", valid: reason !== "", content: <input aria-label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} /> }]}
    />
  );
}

/** The customer page: router.refresh() renders it again, from the upstream as it is then. */
function CustomerPage() {
  const [rendered, setRendered] = useState<"content" | "unavailable">("content");
  mocks.refresh.mockImplementation(() => act(() => setRendered(upstream.up ? "content" : "unavailable")));
  return rendered === "content" ? <RefundWizard /> : <UpstreamUnavailable detail={unavailableTextOf(502, UNREACHABLE)!} />;
}

async function saveWithReason(user: ReturnType<typeof userEvent.setup>) {
  render(
    <>
      <CustomerPage />
      <Toaster />
    </>,
  );
  const wizard = screen.getByRole("dialog", { name: "Process refund" });
  await user.type(within(wizard).getByLabelText("Reason"), "Damaged in transit");
  await user.click(within(wizard).getByRole("button", { name: "Save" }));
}

describe("usePlaceOnce: a failed Save while the back office is down", () => {
  it("'could not be reached': the error toast, no refresh (the write never got there), the wizard open with what was typed", async () => {
    upstream = { write: [502, UNREACHABLE], up: false };
    const user = userEvent.setup();
    await saveWithReason(user);
    expect(await screen.findByText(`Error: ${UPSTREAM_UNREACHABLE_TEXT}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled());
    // Nothing asked whether it went through, and the page was not rendered again.
    expect(callsTo(endpoints.listRecipeIds)).toHaveLength(0);
    expect(mocks.refresh).not.toHaveBeenCalled();
    expect(within(screen.getByRole("dialog", { name: "Process refund" })).getByLabelText("Reason")).toHaveValue("Damaged in transit");
  });

  it("a timeout while the back office is still down: the probe read fails, no refresh, the wizard keeps its answers", async () => {
    upstream = { write: [504, TIMEOUT], up: false };
    const user = userEvent.setup();
    await saveWithReason(user);
    expect(await screen.findByText(`Error: ${TIMEOUT.detail}`)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(endpoints.listRecipeIds)).toHaveLength(1));
    // The probe's answer has come and gone: still no refresh.
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(mocks.refresh).not.toHaveBeenCalled();
    expect(within(screen.getByRole("dialog", { name: "Process refund" })).getByLabelText("Reason")).toHaveValue("Damaged in transit");
  });

  it("a timeout, the back office answering again: the page refreshes (what was placed shows); Save again sends the same key", async () => {
    upstream = { write: [504, TIMEOUT], up: true };
    const user = userEvent.setup();
    await saveWithReason(user);
    await waitFor(() => expect(mocks.refresh).toHaveBeenCalledTimes(1));
    const wizard = screen.getByRole("dialog", { name: "Process refund" });
    await waitFor(() => expect(within(wizard).getByRole("button", { name: "Save" })).toBeEnabled());
    await user.click(within(wizard).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(callsTo(endpoints.createRefund)).toHaveLength(2));
    const keys = callsTo(endpoints.createRefund).map(([, init]) => (init.headers as Record<string, string>)["Idempotency-Key"]);
    expect(keys[1]).toBe(keys[0]);
  });
});

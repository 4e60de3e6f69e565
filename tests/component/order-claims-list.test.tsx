/**
 * OrderClaimsList (issue 19): Delete sends the claim's version as listed, so a claim someone edited
 * meanwhile answers 409 instead of being deleted unseen; the notice then offers Reload. Issue 22:
 * the columns types, resolutions, created, updated and author ("—" when the answer lacks them).
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OrderClaimsList } from "@/components/claims/order-claims-list";
import { Toaster } from "@/components/ui/toaster";
import { STALE_CLAIM_MESSAGE } from "@/lib/contract/claims";
import { formatDate, formatDateTime } from "@/lib/format";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }), usePathname: () => "/customer-lookup/1/orders/1000001" }));

afterEach(() => {
  vi.unstubAllGlobals();
});

const rows = [{ id: 5, productCode: "MEAL-U-B-2100-4W", fulfillmentId: "F-1", petName: "Rex", editHref: null, version: 3 }];

function renderList() {
  return render(
    <>
      <OrderClaimsList rows={rows} canDelete />
      <Toaster />
    </>,
  );
}

describe("OrderClaimsList", () => {
  it("shows each claim's types, resolutions, created, updated and author as the wizard names them", () => {
    const full = {
      ...rows[0]!,
      claimTypes: ["ADVERSE_REACTION" as const, "ROOF" as const],
      resolutionTypes: ["REFUND" as const],
      created: "2026-03-05T14:30:00.000Z",
      updated: "2026-03-07T09:00:00.000Z",
      author: "team+bark@example.com",
    };
    render(<OrderClaimsList rows={[full, { ...rows[0]!, id: 6 }]} canDelete={false} />);
    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Claim", "Types", "Resolutions", "Product", "Fulfillment", "Dog", "Created", "Updated", "Author", "Actions",
    ]);
    const [first, second] = within(table).getAllByRole("row").slice(1);
    const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((c) => c.textContent);
    expect(cells(first!).slice(0, 9)).toEqual([
      "#5", "Adverse reactionROOF", "Refund (partial or full)", "MEAL-U-B-2100-4W", "F-1", "Rex",
      formatDate(full.created), formatDate(full.updated), "team+bark@example.com",
    ]);
    expect(within(first!).getByText(formatDate(full.created))).toHaveAttribute("title", formatDateTime(full.created));
    expect(cells(second!).slice(0, 9)).toEqual(["#6", "—", "—", "MEAL-U-B-2100-4W", "F-1", "Rex", "—", "—", "—"]);
  });

  it("Delete sends the version the row was listed with", async () => {
    const fetchMock = vi.fn(async () => Response.json({ detail: "Claim deleted." }));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole("button", { name: "Delete claim 5" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/upstream/claims/5?version=3");
    expect(init.method).toBe("DELETE");
  });

  it("a stale delete (409) shows the sentence with Reload and deletes nothing", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ detail: STALE_CLAIM_MESSAGE }, { status: 409 })));
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole("button", { name: "Delete claim 5" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    // The sentence itself, not a toast's "Error: …".
    expect(await within(dialog).findByText(STALE_CLAIM_MESSAGE)).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: /Reload/ })).toBeTruthy();
  });
});

/**
 * BulkJobsProgress when the page could not load the batches (`initial` null: the page's optional()
 * read failed): it says so, and Try again reads them again (GET discount_bulk_jobs through the BFF);
 * a retry that fails too keeps the message.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BulkJobsProgress } from "@/components/discounts/bulk-jobs-progress";
import { BULK_JOBS_LOAD_FAILED } from "@/lib/discounts/messages";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));

const JOB = { id: 3, prefix: "SPRINGB", number_of_codes: 10, created_count: 10, status: "DONE", created_by: null, created: "2026-03-01T10:00:00Z", finished: "2026-03-01T10:01:00Z" };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("BulkJobsProgress without its batches", () => {
  it("says they could not be loaded; Try again reads them again (a failed retry keeps the message)", async () => {
    const user = userEvent.setup();
    const answers = [Response.json({ detail: "The back-office service failed to answer the request." }, { status: 502 }), Response.json([JOB])];
    const fetch = vi.fn(async () => answers.shift()!);
    vi.stubGlobal("fetch", fetch);
    render(<BulkJobsProgress initial={null} />);
    expect(screen.getByRole("alert").textContent).toBe(BULK_JOBS_LOAD_FAILED);

    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toContain("discount_bulk_jobs");
    // The retry failed too: the message stays, and Try again is ready again.
    await waitFor(() => expect(screen.getByRole("button", { name: "Try again" })).toHaveProperty("disabled", false));
    expect(screen.getByText(BULK_JOBS_LOAD_FAILED)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Batch SPRINGB: 10 of 10 codes" })).toBeTruthy();
    expect(screen.queryByText(BULK_JOBS_LOAD_FAILED)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

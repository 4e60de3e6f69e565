/**
 * BulkJobsProgress when the page could not load the batches (`initial` null: the page's optional()
 * read failed): it says so, and Try again reads them again (GET discount_bulk_jobs through the BFF);
 * a retry that fails too keeps the message. A batch the API gave up on (FAILED) reads "Stopped"
 * with the sentence saying what to do; a running batch that the poll finds FAILED refreshes the
 * page (its codes and the batch's buttons), as one found DONE does. The poll's interval is faked.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BULK_POLL_MS, BulkJobsProgress } from "@/components/discounts/bulk-jobs-progress";
import type { DiscountBulkJobDto } from "@/lib/contract/discounts";
import { BULK_JOBS_LOAD_FAILED, bulkJobFailedMessage } from "@/lib/discounts/messages";

const router = vi.hoisted(() => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const JOB = { id: 3, prefix: "SPRINGB", number_of_codes: 10, created_count: 10, status: "DONE", created_by: null, created: "2026-03-01T10:00:00Z", finished: "2026-03-01T10:01:00Z" };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  router.refresh.mockClear();
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

describe("BulkJobsProgress of a batch the API gave up on", () => {
  const FAILED: DiscountBulkJobDto = { ...JOB, id: 7, prefix: "STUCK", number_of_codes: 500, created_count: 100, status: "FAILED", finished: "2026-03-01T10:05:00Z" };

  it("reads Stopped with the sentence saying what to do, and polls no more", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    render(<BulkJobsProgress initial={[FAILED]} />);
    expect(screen.getByText("Stopped · 20 %")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Batch STUCK" }).getAttribute("aria-valuetext")).toBe("20 %, stopped");
    expect(screen.getByRole("alert").textContent).toBe(bulkJobFailedMessage(FAILED));
    expect(bulkJobFailedMessage(FAILED)).toBe(
      "This batch stopped after repeated errors: 100 of its 500 codes were made and are kept. The missing 400 can be made in a new batch with Create in Bulk (All Module Access).",
    );
    expect(bulkJobFailedMessage({ created_count: 0, number_of_codes: 500 })).toBe(
      "This batch stopped after repeated errors before any of its 500 codes were made. They can be made in a new batch with Create in Bulk (All Module Access).",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a running batch the poll finds FAILED refreshes the page and shows the sentence", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const fetch = vi.fn(async () => Response.json(FAILED));
    vi.stubGlobal("fetch", fetch);
    render(<BulkJobsProgress initial={[{ ...FAILED, status: "RUNNING", finished: null }]} only={FAILED.id} />);
    expect(screen.getByText("20 %")).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BULK_POLL_MS);
    });
    await waitFor(() => expect(screen.getByText("Stopped · 20 %")).toBeTruthy());
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toContain(`discount_bulk_jobs/${FAILED.id}`);
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alert").textContent).toBe(bulkJobFailedMessage(FAILED));
  });
});

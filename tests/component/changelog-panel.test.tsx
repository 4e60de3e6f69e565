/** ChangelogPanel and loadChangelog (components/ui/changelog-panel.tsx): the customer and system changelog screens. */
import { render, screen, within } from "@testing-library/react";
import { redirect } from "next/navigation";
import { describe, expect, it, vi } from "vitest";
import { CUSTOMER_CHANGELOG_MAX_HEIGHT, ChangelogPanel, SYSTEM_CHANGELOG_MAX_HEIGHT, loadChangelog } from "@/components/ui/changelog-panel";

interface Entry {
  id: number;
  created: string;
  text: string;
}

const entries: Entry[] = [
  { id: 1, created: "2026-01-02T10:00:00Z", text: "middle" },
  { id: 2, created: "2026-03-01T10:00:00Z", text: "newest" },
  { id: 3, created: "2025-12-31T23:00:00Z", text: "oldest" },
];
const renderEntry = (e: Entry) => <span>{e.text}</span>;

describe("ChangelogPanel", () => {
  it("lists entries newest first", () => {
    render(<ChangelogPanel result={{ ok: true, entries }} renderEntry={renderEntry} />);
    expect(screen.getAllByTestId("changelog-entry").map((li) => li.textContent)).toEqual(["newest", "middle", "oldest"]);
  });

  it('says "No Changelog to Display" when empty', () => {
    render(<ChangelogPanel result={{ ok: true, entries: [] as Entry[] }} renderEntry={renderEntry} />);
    expect(screen.getByRole("status")).toHaveTextContent("No Changelog to Display");
    expect(screen.queryAllByTestId("changelog-entry")).toHaveLength(0);
  });

  it("is at most 500px high by default, 400px for the customer's, and scrolls from the keyboard", () => {
    const { unmount } = render(<ChangelogPanel result={{ ok: true, entries }} renderEntry={renderEntry} />);
    const panel = screen.getByRole("region", { name: "Changelog entries" });
    expect(SYSTEM_CHANGELOG_MAX_HEIGHT).toBe(500);
    expect(panel).toHaveStyle({ maxHeight: "500px" });
    expect(panel).toHaveClass("overflow-y-auto");
    expect(panel).toHaveAttribute("tabindex", "0");
    unmount();
    render(<ChangelogPanel result={{ ok: true, entries }} renderEntry={renderEntry} maxHeight={CUSTOMER_CHANGELOG_MAX_HEIGHT} />);
    expect(screen.getByTestId("changelog-panel")).toHaveStyle({ maxHeight: "400px" });
  });

  it("shows the failure message for a failed load", () => {
    render(<ChangelogPanel result={{ ok: false }} renderEntry={renderEntry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Request failed, please try to refresh the page");
    expect(screen.queryByTestId("changelog-panel")).toBeNull();
  });
});

describe("loadChangelog: one retry on failure", () => {
  it("retries once and shows the entries when the second try works", async () => {
    const load = vi.fn<() => Promise<Entry[]>>().mockRejectedValueOnce(new Error("502")).mockResolvedValueOnce(entries);
    const result = await loadChangelog(load);
    expect(load).toHaveBeenCalledTimes(2);
    render(<ChangelogPanel result={result} renderEntry={renderEntry} />);
    expect(within(screen.getByTestId("changelog-panel")).getAllByTestId("changelog-entry")).toHaveLength(3);
  });

  it('fails after the second failure, never a third try: "Request failed, please try to refresh the page"', async () => {
    const load = vi.fn<() => Promise<Entry[]>>().mockRejectedValue(new Error("502"));
    const result = await loadChangelog(load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result).toEqual({ ok: false });
    render(<ChangelogPanel result={result} renderEntry={renderEntry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Request failed, please try to refresh the page");
  });

  it("does not retry what shouldRetry refuses", async () => {
    const load = vi.fn<() => Promise<Entry[]>>().mockRejectedValue(new Error("404"));
    expect(await loadChangelog(load, () => false)).toEqual({ ok: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("by default does not retry a 4xx answer (lib/changelog worthRetrying)", async () => {
    const load = vi.fn<() => Promise<Entry[]>>().mockRejectedValue(Object.assign(new Error("Upstream answered 404"), { status: 404 }));
    expect(await loadChangelog(load)).toEqual({ ok: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("by default retries a 5xx answer once", async () => {
    const load = vi.fn<() => Promise<Entry[]>>().mockRejectedValueOnce(Object.assign(new Error("Upstream answered 503"), { status: 503 })).mockResolvedValueOnce(entries);
    expect(await loadChangelog(load)).toEqual({ ok: true, entries });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("by default neither retries nor swallows Next's redirect (e.g. to /login)", async () => {
    let redirectError: unknown;
    try {
      redirect("/login");
    } catch (error) {
      redirectError = error;
    }
    const load = vi.fn<() => Promise<Entry[]>>().mockRejectedValue(redirectError);
    await expect(loadChangelog(load)).rejects.toBe(redirectError);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("rethrows Next's control-flow errors (notFound, redirect) instead of showing a failure", async () => {
    const notFound = Object.assign(new Error("NEXT_HTTP_ERROR_FALLBACK;404"), { digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
    await expect(loadChangelog(() => Promise.reject(notFound), () => false)).rejects.toBe(notFound);
  });
});

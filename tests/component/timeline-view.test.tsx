/**
 * TimelineView (components/timeline/timeline-view.tsx, issue 22): the filters read from and write to
 * the URL (kind, dog, staff, dates), Clear Filters, "Show N more" (the entries after the one shown
 * last, never one twice), and each entry's link. A page the
 * route does not answer: the sentence with Try again (the same page again), only the held entries the
 * filters on screen keep, no count nor "Show N more" meanwhile; "Show N more" busy while it loads; a
 * 401 goes where every read's goes (onUnauthorized).
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TimelineView } from "@/components/timeline/timeline-view";
import { TIMELINE_PAGE_SIZE, TIMELINE_TEXTS, timelineDogOptions, timelinePage, timelineStaffOptions, type TimelineEntry } from "@/lib/timeline/entries";
import { filtersOfUrl, loadTimelineFilters, timelinePageStart } from "@/lib/timeline/url";
import { timelineEntry, timelineOf } from "../support/timeline-entry";
import { DAY_RANGE_ORDER_MESSAGE } from "@/lib/day-range";
import { loginPathWithNext } from "@/lib/auth-paths";

const MAPLE = "aaaaaaaa-1111-4000-8000-000000000001";
const AGENT = "team+bark@example.com";

const entry = (id: string, time: string, extra: Partial<TimelineEntry> = {}): TimelineEntry => timelineEntry(id, time, { summary: `Entry ${id}`, ...extra });

const ENTRIES = [
  entry("r1", "2026-03-20T15:00:00.000Z", { kind: "refund", staff: AGENT, summary: "Refunded $5.00 on order 100 (1 line)", details: ["MEAL-U-B-4200-4W: $5.00"], orderIds: ["100"], target: { type: "order", orderId: "100" } }),
  entry("d1", "2026-03-10T15:00:00.000Z", { kind: "dog", summary: "Maple's plan cancelled", dog: { id: MAPLE, name: "Maple" }, staff: "admin+bark@example.com", target: { type: "dog", petId: MAPLE } }),
  entry("o1", "2026-02-01T15:00:00.000Z", { summary: "Subscription order 100 created", target: { type: "order", orderId: "100" } }),
];

const TZ = "America/New_York";
const PETS = [{ id: MAPLE, name: "Maple" }];

/**
 * The BFF's timeline route over `entries` (what app/api/timeline/[customerSegment]/route.ts answers,
 * read again at each request, as the route builds the timeline again); the URLs asked.
 */
let asked: string[] = [];
/** The sources the timeline is built without, now (the server's first page and the route's pages alike). */
let failing: string[] = [];
function serveTimeline(entries: TimelineEntry[] | (() => TimelineEntry[])) {
  asked = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (href: string) => {
      asked.push(href);
      const url = new URL(href, "http://localhost");
      const at = timelinePageStart(url.searchParams);
      if ("detail" in at) return new Response(JSON.stringify(at), { status: 400, headers: { "content-type": "application/json" } });
      const page = timelinePage(timelineOf(typeof entries === "function" ? entries() : entries, failing), filtersOfUrl(loadTimelineFilters(url.searchParams)), TZ, at.start);
      return new Response(JSON.stringify(page), { headers: { "content-type": "application/json" } });
    }),
  );
}
/** The query of a next page: after the entry shown last (its time and id). */
const after = (e: TimelineEntry) => `afterTime=${encodeURIComponent(e.time)}&afterId=${e.id}`;
beforeEach(() => {
  failing = [];
  serveTimeline(ENTRIES);
});
afterEach(() => vi.unstubAllGlobals());

/** As the section renders it: the first page of the entries the URL's filters keep (issue 23: paged on the server). */
function renderView(query: string, entries = ENTRIES, onUrlUpdate?: (e: UrlUpdateEvent) => void, served: TimelineEntry[] | (() => TimelineEntry[]) = entries) {
  serveTimeline(served);
  const filters = filtersOfUrl(loadTimelineFilters(query));
  return render(
    <NuqsTestingAdapter searchParams={query} onUrlUpdate={onUrlUpdate} hasMemory>
      <TimelineView
        first={timelinePage(timelineOf(entries, failing), filters, TZ)}
        filters={filters}
        dogs={timelineDogOptions(entries, PETS)}
        staff={timelineStaffOptions(entries)}
        customerSegment="7__Ann_Lee"
        timeZone={TZ}
      />
    </NuqsTestingAdapter>,
  );
}
const items = () => screen.queryAllByTestId("timeline-entry");

describe("TimelineView", () => {
  it("shows every entry newest first with when, who and its link", () => {
    renderView("");
    expect(items().map((li) => li.dataset.kind)).toEqual(["refund", "dog", "order"]);
    expect(screen.getByText("showing 3 of 3 entries")).toBeInTheDocument();
    const refund = items()[0]!;
    expect(refund).toHaveTextContent(`Refunded $5.00 on order 100 (1 line)`);
    expect(refund).toHaveTextContent(`by ${AGENT}`);
    expect(refund).toHaveTextContent("MEAL-U-B-4200-4W: $5.00");
    expect(within(refund).getByRole("link", { name: "Order 100" })).toHaveAttribute("href", "/customer-lookup/7__Ann_Lee/order/100");
    expect(within(items()[1]!).getByRole("link", { name: "Dogs & Plans" })).toHaveAttribute("href", "#dogs-plans");
    expect(items()[2]).toHaveTextContent("by system");
    expect(screen.getByRole("button", { name: "Clear Filters" })).toBeDisabled();
  });

  it("a From after the To in the address says so, not that nothing matches", () => {
    renderView("timelineFrom=2026-06-01&timelineTo=2026-05-01");
    expect(screen.getByRole("status")).toHaveTextContent(DAY_RANGE_ORDER_MESSAGE);
    expect(screen.queryByText(TIMELINE_TEXTS.noMatch)).toBeNull();
  });

  it("filters by kind into the URL, and Clear Filters empties it", async () => {
    const user = userEvent.setup();
    const updates: string[] = [];
    renderView("", ENTRIES, (e) => updates.push(e.queryString));
    await user.click(screen.getByRole("combobox", { name: "Kind" }));
    await user.click(screen.getByRole("option", { name: "Refunds" }));
    expect(updates.at(-1)).toBe("?timelineKind=refund");
    await waitFor(() => expect(items().map((li) => li.dataset.kind)).toEqual(["refund"]));
    expect(asked.at(-1)).toBe("/api/timeline/7__Ann_Lee?timelineKind=refund&offset=0");
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(updates.at(-1)).toBe("");
    await waitFor(() => expect(items()).toHaveLength(3));
  });

  it("applies the URL's dog, staff and date filters, and says when nothing matches", async () => {
    const user = userEvent.setup();
    const { unmount } = renderView(`?timelineDog=${MAPLE}`);
    expect(items().map((li) => li.dataset.kind)).toEqual(["dog"]);
    expect(screen.getByRole("combobox", { name: "Dog" })).toHaveTextContent("Maple (aaaaa)");
    unmount();

    const updates: string[] = [];
    renderView(`?timelineStaff=${encodeURIComponent(AGENT)}`, ENTRIES, (e) => updates.push(e.queryString));
    expect(items().map((li) => li.dataset.kind)).toEqual(["refund"]);
    await user.type(screen.getByLabelText("To"), "2026-03-01");
    expect(updates.at(-1)).toContain("timelineTo=2026-03-01");
    await waitFor(() => expect(items()).toHaveLength(0));
    expect(screen.getByText("No timeline entries match these filters.")).toBeInTheDocument();
  });

  it("shows the first page of entries and more on request", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: TIMELINE_PAGE_SIZE + 3 }, (_, i) => entry(`o${i}`, new Date(Date.UTC(2026, 0, 1) - i * 3_600_000).toISOString()));
    renderView("", many);
    expect(items()).toHaveLength(TIMELINE_PAGE_SIZE);
    expect(screen.getByText(`showing ${TIMELINE_PAGE_SIZE} of ${TIMELINE_PAGE_SIZE + 3} entries`)).toBeInTheDocument();
    expect(asked).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Show 3 more" }));
    await waitFor(() => expect(items()).toHaveLength(TIMELINE_PAGE_SIZE + 3));
    expect(asked).toEqual([`/api/timeline/7__Ann_Lee?${after(many[TIMELINE_PAGE_SIZE - 1]!)}`]);
    expect(items().at(-1)).toHaveTextContent(`Entry o${TIMELINE_PAGE_SIZE + 2}`);
    expect(screen.queryByRole("button", { name: /^Show \d+ more$/ })).not.toBeInTheDocument();
  });

  it("is handed one page by the server and asks the timeline route for the filters' pages (issue 23: paged on the server)", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 2 * TIMELINE_PAGE_SIZE + 5 }, (_, i) =>
      entry(`o${i}`, new Date(Date.UTC(2026, 0, 1) - i * 3_600_000).toISOString(), i % 2 === 0 ? { kind: "refund" } : {}),
    );
    renderView("?timelineKind=refund", many);
    // The server's first page: the refunds only, and no request for it.
    expect(items()).toHaveLength(TIMELINE_PAGE_SIZE);
    expect(items().every((li) => li.dataset.kind === "refund")).toBe(true);
    expect(screen.getByText(`showing ${TIMELINE_PAGE_SIZE} of ${TIMELINE_PAGE_SIZE + 3} entries`)).toBeInTheDocument();
    expect(asked).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Show 3 more" }));
    await waitFor(() => expect(items()).toHaveLength(TIMELINE_PAGE_SIZE + 3));
    // After the last refund shown (the 25th refund: o48).
    expect(asked).toEqual([`/api/timeline/7__Ann_Lee?timelineKind=refund&${after(many[2 * (TIMELINE_PAGE_SIZE - 1)]!)}`]);
  });

  it("Show N more continues after the entry shown last: an entry added or removed meanwhile neither repeats one nor skips one (was: by offset)", async () => {
    const user = userEvent.setup();
    const hour = (i: number) => new Date(Date.UTC(2026, 0, 1) - i * 3_600_000).toISOString();
    const many = Array.from({ length: TIMELINE_PAGE_SIZE + 3 }, (_, i) => entry(`o${i}`, hour(i)));
    // What the route builds now: another agent's refund on top, and the 27th entry gone (its source not read this time).
    let now = many;
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderView("", many, undefined, () => now);
    now = [entry("new", hour(-1)), ...many.filter((e) => e.id !== `o${TIMELINE_PAGE_SIZE + 1}`)];
    expect(screen.getByText(`showing ${TIMELINE_PAGE_SIZE} of ${TIMELINE_PAGE_SIZE + 3} entries`)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show 3 more" }));
    await waitFor(() => expect(screen.queryByRole("list", { name: "Timeline entries" })).not.toHaveAttribute("aria-busy"));
    // The 25 shown, then what follows the 25th now: o25 and o27, each once (by offset: o24 again, then o25 and o27 — or o26 skipped).
    const shown = items().map((li) => [...li.querySelectorAll("span")].find((span) => span.textContent?.startsWith("Entry "))?.textContent);
    expect(shown).toEqual([...many.slice(0, TIMELINE_PAGE_SIZE), many[TIMELINE_PAGE_SIZE]!, many[TIMELINE_PAGE_SIZE + 2]!].map((e) => e.summary));
    expect(new Set(shown).size).toBe(shown.length);
    // Nothing is left after the last: no "Show N more" that would add nothing; the count is the route's (the new entry included).
    expect(screen.queryByRole("button", { name: /^Show \d+ more$/ })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(`showing ${TIMELINE_PAGE_SIZE + 2} of ${TIMELINE_PAGE_SIZE + 3} entries`);
    expect(errors.mock.calls.flat().join(" ")).not.toMatch(/same key/);
    errors.mockRestore();
  });

  it("an entry the next page brings again is not added twice (one React key per entry)", async () => {
    const user = userEvent.setup();
    const hour = (i: number) => new Date(Date.UTC(2026, 0, 1) - i * 3_600_000).toISOString();
    const many = Array.from({ length: TIMELINE_PAGE_SIZE + 2 }, (_, i) => entry(`o${i}`, hour(i)));
    // A route that answers the next page with the last entry shown again (its time moved meanwhile).
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderView("", many);
    const last = many[TIMELINE_PAGE_SIZE - 1]!;
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ entries: [{ ...last, time: hour(TIMELINE_PAGE_SIZE) }, ...many.slice(TIMELINE_PAGE_SIZE)], matched: many.length, total: many.length, remaining: 0, failed: [] }), { headers: { "content-type": "application/json" } })));
    await user.click(screen.getByRole("button", { name: "Show 2 more" }));
    await waitFor(() => expect(items()).toHaveLength(TIMELINE_PAGE_SIZE + 2));
    expect(items().filter((li) => li.textContent?.includes(last.summary))).toHaveLength(1);
    expect(errors.mock.calls.flat().join(" ")).not.toMatch(/same key/);
    errors.mockRestore();
  });

  it("says when the route does not answer, and keeps what it shows; Show N more is busy meanwhile, and Try again asks for the same page", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: TIMELINE_PAGE_SIZE + 3 }, (_, i) => entry(`o${i}`, new Date(Date.UTC(2026, 0, 1) - i * 3_600_000).toISOString()));
    renderView("", many);
    const serving = globalThis.fetch;
    let release!: () => void;
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (href: string, init?: RequestInit) => {
        calls.push(href);
        if (calls.length > 1) return serving(href, init);
        await new Promise<void>((resolve) => (release = resolve));
        return new Response("{}", { status: 502 });
      }),
    );
    await user.click(screen.getByRole("button", { name: "Show 3 more" }));
    expect(screen.getByRole("button", { name: "Show 3 more" })).toHaveAttribute("aria-busy", "true");
    release();
    expect(await screen.findByRole("alert")).toHaveTextContent(TIMELINE_TEXTS.pageFailed);
    expect(items()).toHaveLength(TIMELINE_PAGE_SIZE);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(items()).toHaveLength(TIMELINE_PAGE_SIZE + 3));
    const next = `/api/timeline/7__Ann_Lee?${after(many[TIMELINE_PAGE_SIZE - 1]!)}`;
    expect(calls).toEqual([next, next]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a filter whose page fails: only the held entries it keeps, no count nor Show N more; the same filter picked again and Try again ask again", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: TIMELINE_PAGE_SIZE + 3 }, (_, i) =>
      entry(`o${i}`, new Date(Date.UTC(2026, 0, 1) - i * 3_600_000).toISOString(), i % 3 === 0 ? { kind: "dog", dog: { id: MAPLE, name: "Maple" } } : {}),
    );
    renderView("", many);
    const serving = globalThis.fetch;
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (href: string, init?: RequestInit) => {
        calls.push(href);
        return calls.length <= 2 ? new Response("{}", { status: 502 }) : serving(href, init);
      }),
    );
    const pickMaple = async () => {
      await user.click(screen.getByRole("combobox", { name: "Dog" }));
      await user.click(await screen.findByRole("option", { name: "Maple (aaaaa)" }));
    };
    await pickMaple();
    expect(await screen.findByRole("alert")).toHaveTextContent(TIMELINE_TEXTS.pageFailed);
    // The held page's entries of Maple (9 of its 25), never the unfiltered list under the new filter.
    expect(items()).toHaveLength(9);
    expect(items().every((li) => li.textContent?.includes("Dog: Maple"))).toBe(true);
    expect(screen.getByRole("status")).not.toHaveTextContent(/showing/);
    expect(screen.queryByRole("button", { name: /^Show \d+ more$/ })).toBeNull();
    // Maple again: no change of the URL, but the page is asked for again (and fails again).
    await pickMaple();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toBe(calls[0]);
    expect(await screen.findByRole("alert")).toHaveTextContent(TIMELINE_TEXTS.pageFailed);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("showing 10 of 10 entries"));
    expect(calls).toHaveLength(3);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(items()).toHaveLength(10);
  });

  it("a next page built without a source the list has (its read failed on that call) is not loaded: nothing added nor counted, Try again adds it once the source is back (was: appended, skipping that source's entries without a word)", async () => {
    const user = userEvent.setup();
    const hour = (i: number) => new Date(Date.UTC(2026, 0, 1) - i * 3_600_000).toISOString();
    const many = Array.from({ length: TIMELINE_PAGE_SIZE + 3 }, (_, i) => entry(`o${i}`, hour(i), i === TIMELINE_PAGE_SIZE + 1 ? { kind: "claim" } : {}));
    // The route builds the timeline again: this time the claims could not be read, so the claim after the cursor is missing.
    let now = many;
    renderView("", many, undefined, () => now);
    failing = ["claims"];
    now = many.filter((e) => e.kind !== "claim");
    await user.click(screen.getByRole("button", { name: "Show 3 more" }));
    expect(await screen.findByText(TIMELINE_TEXTS.pageFailed)).toBeInTheDocument();
    // What was shown stays, and so do its count and its "Show N more" (not the degraded build's "showing 27 of 27").
    expect(items()).toHaveLength(TIMELINE_PAGE_SIZE);
    expect(screen.getByRole("status")).toHaveTextContent(`showing ${TIMELINE_PAGE_SIZE} of ${TIMELINE_PAGE_SIZE + 3} entries`);
    expect(screen.getByRole("button", { name: "Show 3 more" })).toBeInTheDocument();
    expect(screen.queryByText(/^Some history could not be loaded/)).toBeNull();
    // The claims read again: Try again brings the whole page, the claim included.
    failing = [];
    now = many;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(items()).toHaveLength(TIMELINE_PAGE_SIZE + 3));
    expect(items().map((li) => li.dataset.kind)).toContain("claim");
    expect(screen.getByRole("status")).toHaveTextContent(`showing ${TIMELINE_PAGE_SIZE + 3} of ${TIMELINE_PAGE_SIZE + 3} entries`);
    expect(screen.queryByText(TIMELINE_TEXTS.pageFailed)).toBeNull();
  });

  it("another filter's page built without a source the list has is not loaded either: the held entries it keeps, no count; Try again shows it once the source is back", async () => {
    const user = userEvent.setup();
    renderView("");
    failing = ["the changelog"];
    await user.click(screen.getByRole("combobox", { name: "Kind" }));
    await user.click(screen.getByRole("option", { name: "Refunds" }));
    expect(await screen.findByText(TIMELINE_TEXTS.pageFailed)).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(items().map((li) => li.dataset.kind)).toEqual(["refund"]);
    expect(screen.getByRole("status")).not.toHaveTextContent(/showing/);
    expect(screen.queryByText(/^Some history could not be loaded/)).toBeNull();
    failing = [];
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("showing 1 of 1 entries"));
    expect(screen.queryByText(TIMELINE_TEXTS.pageFailed)).toBeNull();
  });

  it("a list built without a source names it above the entries; its next page built without the same source continues it, and a page built with every source drops the notice", async () => {
    const user = userEvent.setup();
    const hour = (i: number) => new Date(Date.UTC(2026, 0, 1) - i * 3_600_000).toISOString();
    const many = Array.from({ length: TIMELINE_PAGE_SIZE + 3 }, (_, i) => entry(`o${i}`, hour(i), i % 2 === 0 ? { kind: "refund" } : {}));
    failing = ["the changelog", "refund records"];
    renderView("", many);
    const notice = TIMELINE_TEXTS.sourceFailed(["the changelog", "refund records"]);
    expect(notice).toBe("Some history could not be loaded (the changelog and refund records); the timeline shows the rest.");
    expect(screen.getByText(notice)).toBeInTheDocument();
    // Still without them: the same build, so its next page follows on (the list already says what it lacks).
    await user.click(screen.getByRole("button", { name: "Show 3 more" }));
    await waitFor(() => expect(items()).toHaveLength(TIMELINE_PAGE_SIZE + 3));
    expect(screen.queryByText(TIMELINE_TEXTS.pageFailed)).toBeNull();
    expect(screen.getByText(notice)).toBeInTheDocument();
    // Another filter, every source read: a whole new list, nothing missing from it.
    failing = [];
    await user.click(screen.getByRole("combobox", { name: "Kind" }));
    await user.click(screen.getByRole("option", { name: "Refunds" }));
    const refunds = many.filter((e) => e.kind === "refund").length;
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(`showing ${refunds} of ${refunds} entries`));
    expect(screen.queryByText(notice)).toBeNull();
  });

  it("a 401 of the route (the session ended) goes where every read's goes, not 'could not be loaded'", async () => {
    const user = userEvent.setup();
    renderView("");
    // The route is read by lib/client/api.ts fetchAppRoute: its 401 is onUnauthorized's (a read: sign-in at once, saying why).
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const here = `${window.location.pathname}${window.location.search}`;
    const answer = { detail: "Your session has ended.", code: "session_ended" };
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(answer), { status: 401, headers: { "content-type": "application/json" } })));
    await user.click(screen.getByRole("combobox", { name: "Kind" }));
    await user.click(screen.getByRole("option", { name: "Refunds" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(loginPathWithNext(here, { sessionEnded: true })));
    expect(screen.queryByText(TIMELINE_TEXTS.pageFailed)).toBeNull();
    assign.mockRestore();
  });

  it("a refund known only from the order's totals says its time and staff were not recorded", () => {
    renderView("", [entry("u1", "2026-01-10T17:00:00.000Z", { kind: "refund", timeRecorded: false })]);
    expect(items()[0]).toHaveTextContent("time and staff not recorded (placed at Jan 10, 2026)");
    expect(items()[0]).not.toHaveTextContent("by system");
  });

  it("a customer with no history says so, without filters", () => {
    renderView("", []);
    expect(screen.getByText("Nothing has happened on this account yet.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Filters" })).not.toBeInTheDocument();
  });
});

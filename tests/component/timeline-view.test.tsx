/**
 * TimelineView (components/timeline/timeline-view.tsx, issue 22): the filters read from and write to
 * the URL (kind, dog, staff, dates), Clear Filters, "Show N more", and each entry's link.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { describe, expect, it } from "vitest";
import { TimelineView } from "@/components/timeline/timeline-view";
import { TIMELINE_PAGE_SIZE, type TimelineEntry } from "@/lib/timeline/entries";
import { timelineEntry } from "../support/timeline-entry";

const MAPLE = "aaaaaaaa-1111-4000-8000-000000000001";
const AGENT = "team+bark@example.com";

const entry = (id: string, time: string, extra: Partial<TimelineEntry> = {}): TimelineEntry => timelineEntry(id, time, { summary: `Entry ${id}`, ...extra });

const ENTRIES = [
  entry("r1", "2026-03-20T15:00:00.000Z", { kind: "refund", staff: AGENT, summary: "Refunded $5.00 on order 100 (1 line)", details: ["MEAL-U-B-4200-4W: $5.00"], orderIds: ["100"], target: { type: "order", orderId: "100" } }),
  entry("d1", "2026-03-10T15:00:00.000Z", { kind: "dog", summary: "Maple's plan cancelled", dog: { id: MAPLE, name: "Maple" }, staff: "admin+bark@example.com", target: { type: "dog", petId: MAPLE } }),
  entry("o1", "2026-02-01T15:00:00.000Z", { summary: "Subscription order 100 created", target: { type: "order", orderId: "100" } }),
];

function renderView(query: string, entries = ENTRIES, onUrlUpdate?: (e: UrlUpdateEvent) => void) {
  return render(
    <NuqsTestingAdapter searchParams={query} onUrlUpdate={onUrlUpdate}>
      <TimelineView entries={entries} pets={[{ id: MAPLE, name: "Maple" }]} customerSegment="7__Ann_Lee" timeZone="America/New_York" />
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

  it("filters by kind into the URL, and Clear Filters empties it", async () => {
    const user = userEvent.setup();
    const updates: string[] = [];
    renderView("", ENTRIES, (e) => updates.push(e.queryString));
    await user.click(screen.getByRole("combobox", { name: "Kind" }));
    await user.click(screen.getByRole("option", { name: "Refunds" }));
    expect(updates.at(-1)).toBe("?timelineKind=refund");
    expect(items().map((li) => li.dataset.kind)).toEqual(["refund"]);
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(updates.at(-1)).toBe("");
    expect(items()).toHaveLength(3);
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
    expect(items()).toHaveLength(0);
    expect(screen.getByText("No timeline entries match these filters.")).toBeInTheDocument();
  });

  it("shows the first page of entries and more on request", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: TIMELINE_PAGE_SIZE + 3 }, (_, i) => entry(`o${i}`, new Date(Date.UTC(2026, 0, 1) - i * 3_600_000).toISOString()));
    renderView("", many);
    expect(items()).toHaveLength(TIMELINE_PAGE_SIZE);
    await user.click(screen.getByRole("button", { name: "Show 3 more" }));
    expect(items()).toHaveLength(TIMELINE_PAGE_SIZE + 3);
    expect(screen.queryByRole("button", { name: /^Show \d+ more$/ })).not.toBeInTheDocument();
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

/**
 * The audit log's filters (components/audit/audit-log-filters.tsx): seeded from the URL, Apply
 * writes staff (lower-cased), action and the day range to the URL with the page dropped, a range
 * given backwards is refused under "To" with nothing written (also at once when the URL carries
 * one), Clear removes every filter.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { describe, expect, it, vi } from "vitest";
import { AuditLogFilters } from "@/components/audit/audit-log-filters";
import { AUDIT_MESSAGES } from "@/lib/contract/audit";
import { DAY_RANGE_ORDER_MESSAGE } from "@/lib/day-range";

function renderFilters(query: string) {
  const onUrlUpdate = vi.fn<(e: UrlUpdateEvent) => void>();
  render(
    <NuqsTestingAdapter searchParams={query} onUrlUpdate={onUrlUpdate}>
      <AuditLogFilters />
    </NuqsTestingAdapter>,
  );
  return onUrlUpdate;
}

describe("AuditLogFilters", () => {
  it("shows the URL's filters and offers Clear only when something is filtered", () => {
    renderFilters("?staff=ops%2Bbark%40example.com&action=refund&from=2026-11-01&to=2026-11-20&page=3");
    expect(screen.getByLabelText("Staff email")).toHaveValue("ops+bark@example.com");
    expect(screen.getByRole("combobox", { name: "Action" })).toHaveTextContent("Refund");
    expect(screen.getByLabelText("From")).toHaveValue("2026-11-01");
    expect(screen.getByLabelText("To")).toHaveValue("2026-11-20");
    expect(screen.getByRole("button", { name: "Clear" })).toBeInTheDocument();
  });

  it("ignores bad URL values and shows no Clear without filters", () => {
    renderFilters("?action=nope&from=2026-02-30");
    expect(screen.getByRole("combobox", { name: "Action" })).toHaveTextContent("All actions");
    expect(screen.getByLabelText("From")).toHaveValue("");
    expect(screen.queryByRole("button", { name: "Clear" })).toBeNull();
  });

  it("Apply writes the filters to the URL and drops the page", async () => {
    const user = userEvent.setup();
    const onUrlUpdate = renderFilters("?page=4");
    await user.type(screen.getByLabelText("Staff email"), "ALL+bark@example.com");
    await user.click(screen.getByRole("combobox", { name: "Action" }));
    await user.click(await screen.findByRole("option", { name: "Login as customer" }));
    await user.type(screen.getByLabelText("From"), "2026-11-02");
    await user.type(screen.getByLabelText("To"), "2026-11-03");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(onUrlUpdate).toHaveBeenCalled());
    const params = onUrlUpdate.mock.lastCall![0].searchParams;
    expect(Object.fromEntries(params)).toEqual({ staff: "all+bark@example.com", action: "login_as_customer", from: "2026-11-02", to: "2026-11-03" });
  });

  it("refuses a range that ends before it starts, under To, and writes nothing", async () => {
    const user = userEvent.setup();
    const onUrlUpdate = renderFilters("");
    await user.type(screen.getByLabelText("From"), "2026-11-05");
    await user.type(screen.getByLabelText("To"), "2026-11-01");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText(AUDIT_MESSAGES.dateOrder)).toBeInTheDocument();
    expect(screen.getByLabelText("To")).toHaveAttribute("aria-invalid", "true");
    expect(onUrlUpdate).not.toHaveBeenCalled();
  });

  it("says the same at once when the URL carries a range given backwards (typed or bookmarked), the lists' one rule and sentence", async () => {
    renderFilters("?from=2026-12-01&to=2026-01-01");
    expect(await screen.findByText(DAY_RANGE_ORDER_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText("To")).toHaveAttribute("aria-invalid", "true");
    expect(AUDIT_MESSAGES.dateOrder).toBe(DAY_RANGE_ORDER_MESSAGE);
  });

  it("Clear removes every filter", async () => {
    const user = userEvent.setup();
    const onUrlUpdate = renderFilters("?action=export&staff=a%2Bbark%40example.com&page=2");
    await user.click(screen.getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(onUrlUpdate).toHaveBeenCalled());
    expect(onUrlUpdate.mock.lastCall![0].queryString).toBe("");
  });
});

/**
 * The list kit's controls of issue 22 ("Lists at scale"): the filter bar (ListFilters), rows per page
 * (DataTable server.pageSizeChoice) and server sorting (header links), all kept in the URL; and the
 * URL state's parsing (lib/list-params) and the export link of a view (its filters and its order).
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { describe, expect, it, vi } from "vitest";

const nav = vi.hoisted(() => ({ pathname: "/discounts", search: "" }));
vi.mock("next/navigation", () => ({
  usePathname: () => nav.pathname,
  useSearchParams: () => new URLSearchParams(nav.search),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

import { DataTable, dataTableColumns, serverList } from "@/components/ui/data-table";
import { nextOrdering } from "@/components/ui/data-table/url-sort";
import { ListFilters } from "@/components/ui/list-filters";
import { DISCOUNT_PREFIX_MAX_LENGTH } from "@/lib/contract/discounts";
import { EXPORT_ROUTES, EXPORT_VIEW_LABEL, exportViewDownload, exportViewHref, specDownloads } from "@/lib/csv";
import { isFilteredView, listQuery, serverListView, type ListFilterDef } from "@/lib/list-params";
import { DAY_RANGE_ORDER_MESSAGE } from "@/lib/day-range";
import { discountListView, itemListView, productItemsListView, promotionListView, staffUserListView } from "@/lib/list-views";

interface Row {
  id: number;
  code: string;
}
const col = dataTableColumns<Row>();
const columns = col.columns([col.accessor("id", { header: "ID" }), col.accessor("code", { header: "Code" })]);
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, code: `CODE${i + 1}` }));

function renderTable(query: string, count: number, onUrlUpdate?: (e: UrlUpdateEvent) => void) {
  nav.search = query;
  const params = discountListView.load(new URLSearchParams(query));
  return render(
    <NuqsTestingAdapter searchParams={query} onUrlUpdate={onUrlUpdate}>
      <DataTable columns={columns} data={rows(Math.min(count, params.page_size))} caption="Discounts" server={serverList(serverListView(params, count), { code: "code" })} />
    </NuqsTestingAdapter>,
  );
}

const FILTERS: ListFilterDef[] = [
  { name: "status", label: "Status", kind: "select", options: [{ value: "ACTIVE", label: "Active" }, { value: "INACTIVE", label: "Inactive" }] },
  { name: "prefix", label: "Batch or code prefix", kind: "text", maxLength: DISCOUNT_PREFIX_MAX_LENGTH },
  { name: "created_from", label: "Created from", kind: "day" },
];

function renderFilters(query: string, onUrlUpdate: (e: UrlUpdateEvent) => void) {
  nav.search = query;
  return render(
    <NuqsTestingAdapter searchParams={query} onUrlUpdate={onUrlUpdate}>
      <ListFilters filters={FILTERS} />
    </NuqsTestingAdapter>,
  );
}

describe("rows per page", () => {
  it("offers 10, 25, 50 and 100; a choice writes page_size and drops page (10 is left out of the URL)", async () => {
    const user = userEvent.setup();
    const onUrlUpdate = vi.fn<(e: UrlUpdateEvent) => void>();
    renderTable("?status=INACTIVE&page=3", 240, onUrlUpdate);
    const select = screen.getByRole("combobox", { name: "Rows per page" });
    expect(select).toHaveTextContent("10");
    await user.click(select);
    const listbox = await screen.findByRole("listbox");
    expect(within(listbox).getAllByRole("option").map((o) => o.textContent)).toEqual(["10", "25", "50", "100"]);
    await user.click(within(listbox).getByRole("option", { name: "50" }));
    await waitFor(() => expect(onUrlUpdate).toHaveBeenCalled());
    expect(onUrlUpdate.mock.lastCall![0].queryString).toBe("?status=INACTIVE&page_size=50");
    expect(onUrlUpdate.mock.lastCall![0].options).toMatchObject({ history: "push", shallow: false });
  });

  it("pages by the URL's size: 240 rows at 50 a page is 5 pages; no choice while everything fits in 10", () => {
    const { unmount } = renderTable("?page_size=50&page=2", 240);
    expect(screen.getAllByRole("row")).toHaveLength(51);
    expect(screen.getByText("Page 2 of 5 (240 results)")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Page 3" })).toHaveAttribute("href", "/discounts?page_size=50&page=3");
    unmount();
    renderTable("", 8);
    expect(screen.queryByRole("combobox", { name: "Rows per page" })).toBeNull();
  });

  it("reads an unknown size from the URL as 10", () => {
    expect(discountListView.load(new URLSearchParams("?page_size=30")).page_size).toBe(10);
    expect(discountListView.load(new URLSearchParams("?page_size=100")).page_size).toBe(100);
  });
});

describe("sorting a server list", () => {
  it("a sortable header is a link: ascending, then descending, then the default order; page dropped, filters kept", () => {
    const { unmount } = renderTable("?status=ACTIVE&page=4", 60);
    const code = screen.getByRole("link", { name: "Code" });
    expect(code).toHaveAttribute("href", "/discounts?status=ACTIVE&ordering=code");
    expect(screen.getByRole("columnheader", { name: "Code" })).not.toHaveAttribute("aria-sort");
    // ID is not sortable on the server: plain text.
    expect(within(screen.getByRole("columnheader", { name: "ID" })).queryByRole("link")).toBeNull();
    unmount();
    const second = renderTable("?ordering=code", 60);
    expect(screen.getByRole("columnheader", { name: "Code" })).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByRole("link", { name: "Code" })).toHaveAttribute("href", "/discounts?ordering=-code");
    second.unmount();
    renderTable("?ordering=-code", 60);
    expect(screen.getByRole("columnheader", { name: "Code" })).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByRole("link", { name: "Code" })).toHaveAttribute("href", "/discounts");
  });

  it("steps the ordering and reads an unknown key as the default", () => {
    expect([nextOrdering("", "code"), nextOrdering("code", "code"), nextOrdering("-code", "code"), nextOrdering("-created", "code")]).toEqual(["code", "-code", "", "code"]);
    expect(discountListView.load(new URLSearchParams("?ordering=password")).ordering).toBe("");
    expect(discountListView.load(new URLSearchParams("?ordering=-created")).ordering).toBe("-created");
  });
});

describe("the filter bar", () => {
  it("seeds its controls from the URL; Apply writes every filter and drops page", async () => {
    const user = userEvent.setup();
    const onUrlUpdate = vi.fn<(e: UrlUpdateEvent) => void>();
    renderFilters("?prefix=SPRING&page=2", onUrlUpdate);
    expect(screen.getByRole("textbox", { name: "Batch or code prefix" })).toHaveValue("SPRING");
    // It takes no more than the API's field (its filter's maxLength).
    expect(screen.getByRole("textbox", { name: "Batch or code prefix" })).toHaveAttribute("maxlength", String(DISCOUNT_PREFIX_MAX_LENGTH));
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent("Any");
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "Inactive" }));
    await user.type(screen.getByLabelText("Created from"), "2026-03-01");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(onUrlUpdate).toHaveBeenCalled());
    const q = new URLSearchParams(onUrlUpdate.mock.lastCall![0].queryString);
    expect(Object.fromEntries(q)).toEqual({ status: "INACTIVE", prefix: "SPRING", created_from: "2026-03-01" });
  });

  it("hydrated late (ListPage's deferred island): text typed into a box before is taken over, and Apply sends it", async () => {
    const user = userEvent.setup();
    const onUrlUpdate = vi.fn<(e: UrlUpdateEvent) => void>();
    nav.search = "?status=ACTIVE";
    const ui = (
      <NuqsTestingAdapter searchParams="?status=ACTIVE" onUrlUpdate={onUrlUpdate}>
        <ListFilters filters={FILTERS} />
      </NuqsTestingAdapter>
    );
    // The server's HTML, typed into before the bar's code is live (React does not see that input).
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(ui);
    const box = container.querySelector<HTMLInputElement>('input[type="text"]')!;
    box.value = "BULK-";
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui);
    });
    expect(screen.getByRole("textbox", { name: "Batch or code prefix" })).toHaveValue("BULK-");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(onUrlUpdate).toHaveBeenCalled());
    expect(Object.fromEntries(new URLSearchParams(onUrlUpdate.mock.lastCall![0].queryString))).toEqual({ status: "ACTIVE", prefix: "BULK-" });
    act(() => root!.unmount());
    container.remove();
  });

  it("Clear filters removes them all (shown only while one is set)", async () => {
    const user = userEvent.setup();
    const onUrlUpdate = vi.fn<(e: UrlUpdateEvent) => void>();
    const { unmount } = renderFilters("", onUrlUpdate);
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
    unmount();
    renderFilters("?status=ACTIVE&prefix=X&search=keep", onUrlUpdate);
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(onUrlUpdate).toHaveBeenCalled());
    expect(onUrlUpdate.mock.lastCall![0].queryString).toBe("?search=keep");
  });
});

describe("a range of days given backwards (Manage Discounts' Created and Available from/to)", () => {
  const renderDiscountFilters = (query: string, onUrlUpdate: (e: UrlUpdateEvent) => void) => {
    nav.search = query;
    return render(
      <NuqsTestingAdapter searchParams={query} onUrlUpdate={onUrlUpdate}>
        <ListFilters filters={discountListView.filters} />
      </NuqsTestingAdapter>,
    );
  };

  it("Created from 12/01/2026 and Created to 01/01/2026: the sentence under the date fields, both dates marked, and Apply runs no search", async () => {
    const user = userEvent.setup();
    const onUrlUpdate = vi.fn<(e: UrlUpdateEvent) => void>();
    renderDiscountFilters("?search=WB", onUrlUpdate);
    expect(screen.queryByText(DAY_RANGE_ORDER_MESSAGE)).toBeNull();
    await user.type(screen.getByLabelText("Created from"), "2026-12-01");
    await user.type(screen.getByLabelText("Created to"), "2026-01-01");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    const message = await screen.findByRole("alert");
    expect(message).toHaveTextContent("The 'from' date must be on or before the 'to' date.");
    for (const name of ["Created from", "Created to"]) {
      expect(screen.getByLabelText(name)).toHaveAttribute("aria-invalid", "true");
      expect(screen.getByLabelText(name)).toHaveAccessibleDescription(DAY_RANGE_ORDER_MESSAGE);
    }
    expect(screen.getByLabelText("Available from")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Created to")).toHaveFocus();
    expect(onUrlUpdate).not.toHaveBeenCalled();

    // Put right, the sentence goes and Apply searches.
    await user.clear(screen.getByLabelText("Created to"));
    await user.type(screen.getByLabelText("Created to"), "2026-12-01");
    expect(screen.queryByText(DAY_RANGE_ORDER_MESSAGE)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(onUrlUpdate).toHaveBeenCalled());
    expect(Object.fromEntries(new URLSearchParams(onUrlUpdate.mock.lastCall![0].queryString))).toEqual({ search: "WB", created_from: "2026-12-01", created_to: "2026-12-01" });
  });

  it("an address that carries one (typed or bookmarked) says so at once, on the server's render too", () => {
    const query = "?available_from=2026-05-02&available_to=2026-05-01";
    nav.search = query;
    const html = renderToString(
      <NuqsTestingAdapter searchParams={query}>
        <ListFilters filters={discountListView.filters} />
      </NuqsTestingAdapter>,
    );
    expect(html).toContain("The &#x27;from&#x27; date must be on or before the &#x27;to&#x27; date.");
    renderDiscountFilters(query, vi.fn());
    expect(screen.getByRole("alert")).toHaveTextContent(DAY_RANGE_ORDER_MESSAGE);
    expect(screen.getByLabelText("Available to")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Created to")).not.toHaveAttribute("aria-invalid");
  });

  it("an Apply held while the bar's code loaded (replayed before the bar took over the boxes) reads the boxes as they are: a backwards range is refused, a right one sent", async () => {
    const user = userEvent.setup();
    const onUrlUpdate = vi.fn<(e: UrlUpdateEvent) => void>();
    renderDiscountFilters("", onUrlUpdate);
    // What the boxes hold without React having seen it (typed into the server's HTML).
    const box = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
    box("Created from").value = "2026-12-01";
    box("Created to").value = "2026-01-01";
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(box("Created to")).toHaveFocus();
    expect(onUrlUpdate).not.toHaveBeenCalled();
    box("Created to").value = "2026-12-31";
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(onUrlUpdate).toHaveBeenCalled());
    expect(Object.fromEntries(new URLSearchParams(onUrlUpdate.mock.lastCall![0].queryString))).toEqual({ created_from: "2026-12-01", created_to: "2026-12-31" });
  });

  it("the server page's rule is the bar's: a view of such an address is not searched (its sentence instead), an open or equal range is", () => {
    const view = (query: string) => discountListView.load(new URLSearchParams(query));
    expect(discountListView.rangeProblem(view("?created_from=2026-12-01&created_to=2026-01-01"))).toBe(DAY_RANGE_ORDER_MESSAGE);
    expect(discountListView.rangeProblem(view("?created_from=2026-12-01&created_to=2026-12-01"))).toBeNull();
    expect(discountListView.rangeProblem(view("?created_from=2026-12-01&available_to=2026-01-01"))).toBeNull();
    // A day the URL cannot hold reads as absent (no range, no sentence).
    expect(discountListView.rangeProblem(view("?created_from=2026-12-01&created_to=2026-02-31"))).toBeNull();
  });
});

describe("the URL state of a view", () => {
  it("calls the upstream with only what differs from the spec's list, and exports exactly the filters in the list's order", () => {
    const params = discountListView.load(new URLSearchParams("?status=INACTIVE&page=2&prefix=ab&ordering=code&created_to=2026-02-31"));
    expect(listQuery(params)).toEqual({ status: "INACTIVE", page: 2, prefix: "ab", ordering: "code" });
    expect(listQuery(discountListView.load(new URLSearchParams("")))).toEqual({ page: 1 });
    expect(exportViewHref(EXPORT_ROUTES.discounts, { ...params, page_size: 50 })).toBe("/api/exports/discounts?ordering=code&status=INACTIVE&prefix=ab");
    expect(isFilteredView(discountListView.load(new URLSearchParams("")))).toBe(false);
    expect(isFilteredView(discountListView.load(new URLSearchParams("?page_size=25")))).toBe(true);
  });

  it("Export this view carries the list's ordering (the CSV in the screen's order), never its page; the default order and an unknown key are left out as the list call leaves them", () => {
    const href = (query: string) => exportViewDownload(EXPORT_ROUTES.discounts, discountListView.load(new URLSearchParams(query))).href;
    expect(href("?ordering=code&search=WB")).toBe("/api/exports/discounts?search=WB&ordering=code");
    expect(href("?ordering=-available_end_date&page=3&page_size=25&status=ACTIVE")).toBe("/api/exports/discounts?ordering=-available_end_date&status=ACTIVE");
    expect(href("?search=WB")).toBe("/api/exports/discounts?search=WB");
    expect(href("?search=WB&ordering=-password")).toBe("/api/exports/discounts?search=WB");
    expect(exportViewDownload(EXPORT_ROUTES.promotions, promotionListView.load(new URLSearchParams("?ordering=-end_timestamp"))).href).toBe("/api/exports/promotions?ordering=-end_timestamp");
    expect(exportViewDownload(EXPORT_ROUTES.staffUsers, staffUserListView.load(new URLSearchParams("?ordering=last_name&status=INACTIVE"))).href).toBe(
      "/api/exports/staff-users?ordering=last_name&status=INACTIVE",
    );
    // Spec 02's Download keeps the order too (its search and the list's ordering; not the other filters).
    expect(specDownloads(EXPORT_ROUTES.productItems, productItemsListView.load(new URLSearchParams("?ordering=-name&status=ACTIVE")))).toEqual([
      { href: "/api/exports/product-items?ordering=-name", counted: false },
      { href: "/api/exports/product-items?ordering=-name&status=ACTIVE", label: EXPORT_VIEW_LABEL, counted: false },
    ]);
  });

  it("keeps spec 02's Download on Items and Product Items, with Export this view beside it only when a filter narrows the search", () => {
    const items = itemListView.load(new URLSearchParams("?search=bag&ordering=-name&page_size=50"));
    expect(specDownloads(EXPORT_ROUTES.items, items)).toEqual([{ href: "/api/exports/items?search=bag&ordering=-name" }]);
    // Product Items' file has a row per product and item, its list a row per product: never "of N rows".
    expect(specDownloads(EXPORT_ROUTES.productItems, productItemsListView.load(new URLSearchParams("?page=3")))).toEqual([{ href: "/api/exports/product-items", counted: false }]);
    expect(specDownloads(EXPORT_ROUTES.productItems, productItemsListView.load(new URLSearchParams("?search=jerky&status=INACTIVE")))).toEqual([
      { href: "/api/exports/product-items?search=jerky", counted: false },
      { href: "/api/exports/product-items?search=jerky&status=INACTIVE", label: EXPORT_VIEW_LABEL, counted: false },
    ]);
  });
});

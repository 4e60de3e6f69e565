/** DataTable (components/ui/data-table/): client sort and pages, server mode URL pages, row selection, column filters. */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

const nav = vi.hoisted(() => ({ pathname: "/items", search: "" }));
vi.mock("next/navigation", () => ({
  usePathname: () => nav.pathname,
  useSearchParams: () => new URLSearchParams(nav.search),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

import { DataTable, dataTableColumns, dataTableUse, type DataTableColumn } from "@/components/ui/data-table";
import { dataTableFeaturesFor } from "@/components/ui/data-table/columns";
import { loadColumnsMenu } from "@/components/ui/data-table/columns-menu-lazy";
import { IDENTIFIER_CELL } from "@/components/ui/data-table/styles";

interface Item {
  id: number;
  name: string;
  city: string;
}

const col = dataTableColumns<Item>();
const columns = col.columns([col.accessor("id", { header: "ID" }), col.accessor("name", { header: "Name" }), col.accessor("city", { header: "City" })]);
const items = (n: number, from = 1): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, name: `Item ${String(from + i).padStart(3, "0")}`, city: (from + i) % 2 ? "Austin" : "Boston" }));

const bodyRows = () => within(screen.getByRole("table").querySelector("tbody")!).getAllByRole("row");
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole("cell")[0].textContent);

beforeEach(() => {
  nav.pathname = "/items";
  nav.search = "";
});

describe("client mode", () => {
  it("pages by 25 with 5 page buttons a block, and no pager for 25 rows or fewer", async () => {
    const { unmount } = render(<DataTable columns={columns} data={items(25)} caption="Items" />);
    expect(bodyRows()).toHaveLength(25);
    expect(screen.queryByRole("navigation")).toBeNull();
    unmount();

    render(<DataTable columns={columns} data={items(160)} caption="Items" />);
    const pager = screen.getByRole("navigation", { name: "Items pages" });
    expect(bodyRows()).toHaveLength(25);
    expect(within(pager).getByText("Page 1 of 7 (160 results)")).toBeInTheDocument();
    expect(within(pager).getAllByRole("button", { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(["1", "2", "3", "4", "5"]);
    expect(within(pager).getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(within(pager).getByRole("button", { name: "Previous page" })).toBeDisabled();

    await userEvent.click(within(pager).getByRole("button", { name: "Page 5" }));
    expect(firstCells()[0]).toBe("101");
    await userEvent.click(within(pager).getByRole("button", { name: "Next page" }));
    expect(firstCells()[0]).toBe("126");
    expect(within(pager).getAllByRole("button", { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(["6", "7"]);
    await userEvent.click(within(pager).getByRole("button", { name: "Page 7" }));
    expect(bodyRows()).toHaveLength(10);
    expect(within(pager).getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  it("sorts by a header click, ascending then descending", async () => {
    render(<DataTable columns={columns} data={[...items(3)].reverse()} caption="Items" />);
    expect(firstCells()).toEqual(["3", "2", "1"]);
    const header = screen.getByRole("columnheader", { name: /Name/ });
    await userEvent.click(within(header).getByRole("button"));
    expect(header).toHaveAttribute("aria-sort", "ascending");
    expect(firstCells()).toEqual(["1", "2", "3"]);
    await userEvent.click(within(header).getByRole("button"));
    expect(header).toHaveAttribute("aria-sort", "descending");
    expect(firstCells()).toEqual(["3", "2", "1"]);
  });

  it("col.sortedBy shows a column's text but sorts on its value, a missing one last both ways, and filters on the text", async () => {
    interface Weighed { id: string; grams: number | null }
    const w = dataTableColumns<Weighed>();
    const text = (r: Weighed) => (r.grams === null ? "—" : r.grams.toLocaleString("en-US"));
    const weighed = w.columns([w.accessor("id", { header: "ID" }), w.sortedBy({ id: "grams", header: "Grams", text, sortValue: (r) => r.grams })]);
    const data: Weighed[] = [{ id: "a", grams: 1200 }, { id: "b", grams: null }, { id: "c", grams: 600 }, { id: "d", grams: 900 }];
    render(<DataTable columns={weighed} data={data} caption="Weighed" columnFilters />);
    const grams = () => bodyRows().map((r) => within(r).getAllByRole("cell")[1].textContent);
    const header = screen.getByRole("columnheader", { name: /Grams/ });
    await userEvent.click(within(header).getByRole("button"));
    expect(header).toHaveAttribute("aria-sort", "ascending");
    expect(grams()).toEqual(["600", "900", "1,200", "—"]);
    await userEvent.click(within(header).getByRole("button"));
    expect(grams()).toEqual(["1,200", "900", "600", "—"]);
    await userEvent.type(screen.getByRole("searchbox", { name: "Filter Grams" }), "1,2");
    expect(grams()).toEqual(["1,200"]);
  });

  it("filters by a column text box, back to page 1", async () => {
    render(<DataTable columns={columns} data={items(60)} caption="Items" columnFilters />);
    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await userEvent.type(screen.getByRole("searchbox", { name: "Filter City" }), "bost");
    expect(bodyRows()).toHaveLength(25);
    expect(bodyRows().every((r) => r.textContent?.includes("Boston"))).toBe(true);
    expect(firstCells()[0]).toBe("2");
    expect(screen.getByText("Page 1 of 2 (30 results)")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("searchbox", { name: "Filter Name" }), "Item 002");
    expect(firstCells()).toEqual(["2"]);
    await userEvent.type(screen.getByRole("searchbox", { name: "Filter Name" }), "x");
    expect(screen.getByText("No results")).toBeInTheDocument();
  });

  it("has no filter boxes unless asked", () => {
    render(<DataTable columns={columns} data={items(3)} caption="Items" />);
    expect(screen.queryByRole("searchbox")).toBeNull();
  });
});

describe("row selection", () => {
  it("labels each checkbox, reports the selected rows, and selects a whole page", async () => {
    const onChange = vi.fn();
    render(<DataTable columns={columns} data={items(30)} caption="Items" getRowId={(r) => String(r.id)} rowSelection={{ rowLabel: (r) => r.name, onChange }} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Item 002" }));
    expect(screen.getByRole("checkbox", { name: "Select Item 002" })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 2 })]);
    const all = screen.getByRole("checkbox", { name: "Select all rows on this page" });
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);

    await userEvent.click(all);
    expect(all).toBeChecked();
    expect(onChange.mock.lastCall?.[0]).toHaveLength(25);
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Item 002" }));
    expect(onChange.mock.lastCall?.[0]).toHaveLength(24);
    expect(onChange.mock.lastCall?.[0].map((r: Item) => r.id)).not.toContain(2);
  });
});

describe("server mode", () => {
  it("shows the server's page as given, pager links that keep the URL and change only page", () => {
    nav.pathname = "/customer-lookup";
    nav.search = "last_name=Doe&page=7";
    render(<DataTable columns={columns} data={items(10, 61)} caption="Customers" server={{ count: 95, page: 7 }} pagerLabel="Results pages" />);
    expect(firstCells()).toEqual(["61", "62", "63", "64", "65", "66", "67", "68", "69", "70"]);
    const pager = screen.getByRole("navigation", { name: "Results pages" });
    expect(within(pager).getByText("Page 7 of 10 (95 results)")).toBeInTheDocument();
    const pageLinks = within(pager).getAllByRole("link", { name: /^Page \d+$/ });
    expect(pageLinks.map((a) => a.textContent)).toEqual(["6", "7", "8", "9", "10"]);
    expect(within(pager).getByRole("link", { name: "Page 7" })).toHaveAttribute("aria-current", "page");
    expect(within(pager).getByRole("link", { name: "Page 8" })).toHaveAttribute("href", "/customer-lookup?last_name=Doe&page=8");
    expect(within(pager).getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/customer-lookup?last_name=Doe&page=6");
    expect(within(pager).getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/customer-lookup?last_name=Doe&page=8");
    // The headers do not sort a single server page.
    expect(within(screen.getByRole("columnheader", { name: "ID" })).queryByRole("button")).toBeNull();
  });

  it("page 1 leaves page out of the URL; the last page's Next is disabled", () => {
    nav.search = "search=dog&page=2";
    render(<DataTable columns={columns} data={items(1, 11)} caption="Items" server={{ count: 11, page: 2 }} />);
    const pager = screen.getByRole("navigation", { name: "Items pages" });
    expect(within(pager).getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/items?search=dog");
    expect(within(pager).getByRole("link", { name: "Next page" })).toHaveAttribute("aria-disabled", "true");
    expect(within(pager).getByRole("link", { name: "Next page" })).not.toHaveAttribute("href");
  });

  it("keeps a row selection to the server page it was made on", async () => {
    const onChange = vi.fn();
    const props = { columns, caption: "Items", getRowId: (r: Item) => String(r.id), rowSelection: { rowLabel: (r: Item) => r.name, onChange } };
    const { rerender } = render(<DataTable {...props} data={items(10)} server={{ count: 20, page: 1 }} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Item 003" }));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 3 })]);
    rerender(<DataTable {...props} data={items(10, 11)} server={{ count: 20, page: 2 }} />);
    expect(screen.getAllByRole("checkbox").filter((c) => (c as HTMLInputElement).checked)).toHaveLength(0);
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Item 012" }));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 12 })]);
  });

  it("a page past the last while rows still match (the audit log's page 5 of 11 entries): no pager, and in place of \"No results\" the page said past the end with a link to the last page keeping the URL", () => {
    nav.pathname = "/audit-log";
    nav.search = "action=REFUND&page=5";
    const { unmount } = render(<DataTable columns={columns} data={[]} caption="Items" server={{ count: 11, page: 5 }} />);
    const body = screen.getByRole("table").querySelector("tbody")!;
    expect(body).toHaveTextContent("Page 5 is past the end of this list. Go to page 2.");
    expect(body).not.toHaveTextContent("No results");
    expect(within(body).getByRole("link", { name: "Go to page 2" })).toHaveAttribute("href", "/audit-log?action=REFUND&page=2");
    expect(screen.queryByRole("navigation")).toBeNull();
    unmount();
    // No rows at all: the table's empty text.
    render(<DataTable columns={columns} data={[]} caption="Items" server={{ count: 0, page: 5 }} emptyText="Nothing here" />);
    expect(screen.getByRole("table").querySelector("tbody")).toHaveTextContent(/^Nothing here$/);
  });

  it("shows no pager for 10 results or fewer (server pages hold 10)", () => {
    render(<DataTable columns={columns} data={items(10)} caption="Items" server={{ count: 10, page: 1 }} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});

describe("grouped headers, selection by click and keyboard, column visibility", () => {
  const grouped: DataTableColumn<Item>[] = [
    col.accessor("id", { header: "ID" }),
    col.group({ id: "details", header: "Details", columns: col.columns([col.accessor("name", { header: "Name" }), col.accessor("city", { header: "City" })]) }),
  ];
  const gridRows = () => within(screen.getByRole("grid").querySelector("tbody")!).getAllByRole("row");
  const selectedIds = () => gridRows().filter((r) => r.getAttribute("aria-selected") === "true").map((r) => r.querySelector("td")?.textContent);

  it("renders a group header spanning its columns above them", () => {
    render(<DataTable columns={grouped} data={items(2)} caption="Items" />);
    const group = screen.getByRole("columnheader", { name: "Details" });
    expect(group).toHaveAttribute("colspan", "2");
    expect(group).toHaveAttribute("scope", "colgroup");
    expect(screen.getByRole("columnheader", { name: /^Name/ })).toBeInTheDocument();
  });

  it("clicks in a burst, before a re-render (a deferred island replaying held clicks), each see the one before", () => {
    render(<DataTable columns={grouped} data={items(6)} caption="Items" rowSelection={{ by: "click", rowLabel: (r) => r.name }} />);
    const row = (n: number) => gridRows()[n - 1]!;
    const click = (n: number, init: MouseEventInit = {}) => row(n).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
    // One act: React renders once, after all three.
    act(() => {
      click(2);
      click(5, { shiftKey: true });
      click(3, { ctrlKey: true });
    });
    expect(selectedIds()).toEqual(["2", "4", "5"]);
  });

  it("click selects one row, ctrl/cmd-click toggles, shift-click selects the range from the anchor", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DataTable columns={grouped} data={items(6)} caption="Items" rowSelection={{ by: "click", rowLabel: (r) => r.name, onChange }} />);
    const grid = screen.getByRole("grid", { name: "Items" });
    expect(grid).toHaveAttribute("aria-multiselectable", "true");
    expect(screen.queryByRole("checkbox")).toBeNull();
    const row = (n: number) => gridRows()[n - 1]!;

    await user.click(row(2));
    expect(selectedIds()).toEqual(["2"]);
    await user.click(row(3));
    expect(selectedIds()).toEqual(["3"]);
    await user.keyboard("{Control>}");
    await user.click(row(5));
    await user.keyboard("{/Control}");
    expect(selectedIds()).toEqual(["3", "5"]);
    await user.keyboard("{Meta>}");
    await user.click(row(3));
    await user.keyboard("{/Meta}");
    expect(selectedIds()).toEqual(["5"]);
    // The anchor is row 3 (the last click without shift): shift-click row 1 selects 1..3.
    await user.keyboard("{Shift>}");
    await user.click(row(1));
    await user.keyboard("{/Shift}");
    expect(selectedIds()).toEqual(["1", "2", "3"]);
    expect(onChange).toHaveBeenLastCalledWith([items(3)[0], items(3)[1], items(3)[2]]);
  });

  it("from the keyboard: one tab stop, arrows move, Space selects, shift+arrow extends, ctrl+Space toggles, Escape clears", async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">before</button>
        <DataTable columns={grouped} data={items(5)} caption="Items" rowSelection={{ by: "click", rowLabel: (r) => r.name }} />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "before" }));
    await user.tab();
    // Sorting buttons come first in the header; tab until a row has focus.
    while (document.activeElement?.tagName !== "TR") await user.tab();
    expect(document.activeElement).toBe(gridRows()[0]);
    expect(gridRows().filter((r) => r.tabIndex === 0)).toHaveLength(1);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(gridRows()[1]);
    await user.keyboard(" ");
    expect(selectedIds()).toEqual(["2"]);
    await user.keyboard("{Shift>}{ArrowDown}{ArrowDown}{/Shift}");
    expect(document.activeElement).toBe(gridRows()[3]);
    expect(selectedIds()).toEqual(["2", "3", "4"]);
    await user.keyboard("{Control>} {/Control}");
    expect(selectedIds()).toEqual(["2", "3"]);
    await user.keyboard("{End}{Shift>}{Enter}{/Shift}");
    expect(selectedIds()).toEqual(["4", "5"]);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(gridRows()[0]);
    await user.keyboard("{Escape}");
    expect(selectedIds()).toEqual([]);
  });

  it("the Columns menu's code, once loaded ahead (loadColumnsMenu, as the product tables' islands do), renders without suspending", async () => {
    await loadColumnsMenu();
    render(<DataTable columns={grouped} data={items(2)} caption="Items" columnVisibility />);
    // At once, in the same render: a deferred island hydrating this table hydrates it whole.
    expect(screen.getByRole("button", { name: "Columns (3 of 3)" })).toBeInTheDocument();
  });

  it("the Columns menu hides and shows a column", async () => {
    render(<DataTable columns={grouped} data={items(2)} caption="Items" columnVisibility toolbar={<a href="/x.csv">Download CSV</a>} />);
    expect(screen.getByRole("link", { name: "Download CSV" })).toBeInTheDocument();
    // The menu's code loads with a table that offers it (the table suspends until then).
    await userEvent.click(await screen.findByRole("button", { name: "Columns (3 of 3)" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Details: City" }));
    expect(screen.queryByRole("columnheader", { name: /^City/ })).toBeNull();
    expect(within(bodyRows()[0]!).getAllByRole("cell").map((c) => c.textContent)).toEqual(["1", "Item 001"]);
    expect(screen.getByRole("columnheader", { name: "Details" })).toHaveAttribute("colspan", "1");
    await userEvent.click(screen.getByRole("checkbox", { name: "Details: City" }));
    expect(screen.getByRole("columnheader", { name: /^City/ })).toBeInTheDocument();
  });

  it("checkbox selection with grouped headers keeps one select-all box", () => {
    render(<DataTable columns={grouped} data={items(2)} caption="Items" rowSelection={{ rowLabel: (r) => r.name }} />);
    expect(screen.getAllByRole("checkbox", { name: "Select all rows on this page" })).toHaveLength(1);
    expect(screen.getByRole("checkbox", { name: "Select Item 001" })).toBeInTheDocument();
  });
});

describe("features registered (issue 23: only what the table uses, decided from its props in one place)", () => {
  const features = (props: Parameters<typeof dataTableUse>[0]) => Object.keys(dataTableFeaturesFor(dataTableUse(props))).sort();
  const selection = { rowLabel: (r: never) => String(r) };

  it("a client table sorts and pages itself; filters, selection and the Columns menu only when asked", () => {
    expect(features({})).toEqual(["paginatedRowModel", "rowPaginationFeature", "rowSortingFeature", "sortFns", "sortedRowModel"]);
    expect(features({ columnFilters: true })).toContain("columnFilteringFeature");
    expect(features({ rowSelection: selection })).toContain("rowSelectionFeature");
    expect(features({ columnVisibility: true })).toContain("columnVisibilityFeature");
  });

  it("a table sorted by its caller (sort) has no client sorting; a server page has neither sorting, filtering nor client pages", () => {
    const sort = { ordering: "", keys: {}, onSort: () => {} };
    expect(features({ sort, columnFilters: true })).toEqual(["columnFilteringFeature", "filterFns", "filteredRowModel", "paginatedRowModel", "rowPaginationFeature"]);
    expect(features({ server: { count: 1, page: 1 }, columnFilters: true })).toEqual([]);
    expect(features({ server: { count: 1, page: 1 }, rowSelection: selection, columnVisibility: true })).toEqual(["columnVisibilityFeature", "rowSelectionFeature"]);
  });

  it("one feature object per combination, shared by the tables that use it", () => {
    expect(dataTableFeaturesFor(dataTableUse({}))).toBe(dataTableFeaturesFor(dataTableUse({})));
    expect(dataTableFeaturesFor(dataTableUse({}))).not.toBe(dataTableFeaturesFor(dataTableUse({ rowSelection: selection })));
  });

  it("a table whose props ask for another feature later is rebuilt with it (selection added on a re-render)", async () => {
    const onChange = vi.fn();
    const { rerender } = render(<DataTable columns={columns} data={items(3)} caption="Items" getRowId={(r) => String(r.id)} />);
    expect(screen.queryByRole("checkbox")).toBeNull();
    rerender(<DataTable columns={columns} data={items(3)} caption="Items" getRowId={(r) => String(r.id)} rowSelection={{ rowLabel: (r) => r.name, onChange }} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Item 002" }));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 2 })]);
  });

  it("a server page with selection and the Columns menu but no client sorting: headers are plain, selection and hiding work", async () => {
    await loadColumnsMenu();
    render(<DataTable columns={columns} data={items(3)} caption="Items" server={{ count: 3, page: 1 }} getRowId={(r) => String(r.id)} rowSelection={{ rowLabel: (r) => r.name }} columnVisibility />);
    expect(within(screen.getByRole("columnheader", { name: "Name" })).queryByRole("button")).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all rows on this page" }));
    expect(screen.getAllByRole("checkbox", { name: /^Select Item/ }).every((c) => (c as HTMLInputElement).checked)).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Columns (3 of 3)" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "City" }));
    expect(screen.queryByRole("columnheader", { name: "City" })).toBeNull();
  });
});

describe("a row's cost (issue 23)", () => {
  it("cells and rows carry no classes of their own (the table's data-table class styles them) and read their values through the context", () => {
    const withCity = col.columns([col.accessor("id", { header: "ID" }), col.accessor("city", { header: "City", cell: (info) => `${info.getValue()} (${info.renderValue()})` })]);
    render(<DataTable columns={withCity} data={items(2)} caption="Items" />);
    expect(screen.getByRole("table")).toHaveClass("data-table");
    const rows = bodyRows();
    expect(rows.map((r) => r.outerHTML)).toEqual([
      '<tr data-row-id="0"><td>1</td><td>Austin (Austin)</td></tr>',
      '<tr data-row-id="1"><td>2</td><td>Boston (Boston)</td></tr>',
    ]);
    expect(screen.getAllByRole("columnheader").every((th) => !th.hasAttribute("class"))).toBe(true);
  });
});

describe("identifier columns (meta: { identifier: true }: a code or SKU on one line, decided in the kit)", () => {
  it("an identifier column's cells carry the one-line class; the other cells none", () => {
    const withCode = col.columns([col.accessor("name", { header: "Code", meta: { identifier: true } }), col.accessor("city", { header: "City" })]);
    render(<DataTable columns={withCode} data={items(2)} caption="Items" />);
    for (const row of bodyRows()) {
      const [code, city] = within(row).getAllByRole("cell");
      expect(code).toHaveClass(IDENTIFIER_CELL);
      expect(city!.hasAttribute("class")).toBe(false);
    }
    expect(IDENTIFIER_CELL).toBe("whitespace-nowrap");
  });
});

describe("rows per page of a client table kept by its caller (issue 23: one read of the URL per table)", () => {
  it("shows the size its paging carries and hands the choice to paging, reading no URL of its own (no nuqs adapter here)", async () => {
    const user = userEvent.setup();
    const onSizeChange = vi.fn();
    const paging = { page: 1, onPageChange: vi.fn(), pageSize: 50, sizeChoice: { defaultSize: 25, onSizeChange } };
    render(<DataTable columns={columns} data={items(60)} caption="Items" paging={paging} />);
    expect(bodyRows()).toHaveLength(50);
    const select = screen.getByRole("combobox", { name: "Rows per page" });
    expect(select).toHaveTextContent("50");
    await user.click(select);
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "100" }));
    expect(onSizeChange).toHaveBeenCalledWith(100);
  });
});

describe("useUrlPage with a size choice", () => {
  it("reads page and size in one read; a size choice writes its key (the default left out) and drops the page", async () => {
    const { NuqsTestingAdapter } = await import("nuqs/adapters/testing");
    const { useUrlPage } = await import("@/components/ui/data-table");
    const user = userEvent.setup();
    const onUrlUpdate = vi.fn();
    function Table() {
      const paging = useUrlPage("itemsPage", { sizeKey: "itemsSize", defaultSize: 25 });
      return <DataTable columns={columns} data={items(120)} caption="Items" paging={paging} />;
    }
    render(
      <NuqsTestingAdapter searchParams="?itemsSize=50&itemsPage=2" onUrlUpdate={onUrlUpdate}>
        <Table />
      </NuqsTestingAdapter>,
    );
    expect(firstCells()[0]).toBe("51");
    const select = screen.getByRole("combobox", { name: "Rows per page" });
    await user.click(select);
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "25" }));
    expect(onUrlUpdate.mock.lastCall![0].queryString).toBe("");
    expect(onUrlUpdate.mock.lastCall![0].options).toMatchObject({ history: "replace", shallow: true });
    expect(firstCells()[0]).toBe("1");
  });
});

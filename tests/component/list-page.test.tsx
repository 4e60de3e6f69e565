/** ListPage (components/ui/list-page.tsx): the shared list layout of every list screen. */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { beforeEach, describe, expect, it, vi } from "vitest";

const nav = vi.hoisted(() => ({ pathname: "/discounts", search: "", back: vi.fn() }));
// ListPage brings its own nuqs adapter (the app router's); here the testing adapter around it answers.
vi.mock("@/components/ui/url-state", () => ({ UrlState: ({ children }: { children: React.ReactNode }) => children }));
vi.mock("next/navigation", () => ({
  usePathname: () => nav.pathname,
  useSearchParams: () => new URLSearchParams(nav.search),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: nav.back, refresh: vi.fn(), prefetch: vi.fn() }),
}));

import { DataTable, dataTableColumns } from "@/components/ui/data-table";
import { ListPage, type ListPageProps } from "@/components/ui/list-page";
import { WIDE_PAGE } from "@/components/shell/page-width";
import { previousEntryIsInApp } from "@/components/ui/list-page-controls";
import { EXPORT_ROUTES, specDownloads } from "@/lib/csv";
import { DAY_RANGE_ORDER_MESSAGE } from "@/lib/day-range";
import { createLoader } from "nuqs/server";
import { DISCOUNT_SEARCH_MAX_LENGTH } from "@/lib/contract/discounts";
import { listParsersOf } from "@/lib/list-params";

/** The discount list's search, page and page size (its view's search maximum). */
const loadListParams = createLoader(listParsersOf(DISCOUNT_SEARCH_MAX_LENGTH));

interface Discount {
  id: number;
  code: string;
}
const col = dataTableColumns<Discount>();
const columns = col.columns([col.accessor("id", { header: "ID" }), col.accessor("code", { header: "Code" })]);
const discounts = (n: number, from = 1) => Array.from({ length: n }, (_, i) => ({ id: from + i, code: `CODE${from + i}` }));

function renderList(query: string, count: number, props: Partial<ListPageProps> = {}, onUrlUpdate?: (e: UrlUpdateEvent) => void) {
  nav.search = query;
  const params = loadListParams(new URLSearchParams(query));
  const rows = discounts(Math.min(10, Math.max(0, count - (params.page - 1) * 10)), (params.page - 1) * 10 + 1);
  return render(
    <NuqsTestingAdapter searchParams={query} onUrlUpdate={onUrlUpdate}>
      <ListPage title="Manage Discounts" params={params} count={count} searchMaxLength={DISCOUNT_SEARCH_MAX_LENGTH} create={{ href: "/discounts/create", label: "Create Discount" }} {...props}>
        <DataTable columns={columns} data={rows} caption="Discounts" server={{ count, page: params.page }} />
      </ListPage>
    </NuqsTestingAdapter>,
  );
}

/** The document's referrer, as a tab opened from that address has it. */
function setReferrer(value: string) {
  Object.defineProperty(document, "referrer", { configurable: true, get: () => value });
}

/** window.navigation (the Navigation API) with the current entry at `index` of the same-origin entries. */
function setNavigationIndex(index: number) {
  Object.defineProperty(window, "navigation", { configurable: true, value: { currentEntry: { index } } });
}

beforeEach(() => {
  nav.pathname = "/discounts";
  nav.back.mockReset();
  setReferrer("");
  Reflect.deleteProperty(window, "navigation");
});

describe("ListPage layout", () => {
  it("renders the title, the search box, the Create button and the table; changelog and Download only when given", async () => {
    const { unmount } = renderList("", 3);
    expect(screen.getByRole("heading", { level: 1, name: "Manage Discounts" })).toBeInTheDocument();
    // The search box and the Download button are deferred (their code loads after the page's).
    expect(await screen.findByRole("searchbox", { name: "Search" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create Discount" })).toHaveAttribute("href", "/discounts/create");
    expect(screen.getByRole("table", { name: "Discounts" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "View changelog" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Download" })).toBeNull();
    unmount();

    const { unmount: unmount2 } = renderList("", 3, { changelogHref: "/discounts/changelog", download: { href: "/api/discounts.csv" }, searchLabel: "Search discounts" });
    // Rendered in the browser first (as after a client navigation), the page waits for its islands' code.
    expect(await screen.findByRole("link", { name: "View changelog" })).toHaveAttribute("href", "/discounts/changelog");
    expect(await screen.findByRole("button", { name: "Download" })).toBeInTheDocument();
    expect(await screen.findByRole("searchbox", { name: "Search discounts" })).toBeInTheDocument();
    unmount2();
  });

  it("takes the shell's wide column only when asked (wide: the attribute SHELL_COLUMN widens to 120rem on)", () => {
    const { container, unmount } = renderList("", 3);
    expect(container.querySelector("[data-page-width]")).toBeNull();
    unmount();
    const wide = renderList("", 3, { wide: true });
    const marked = wide.container.querySelector("[data-page-width]");
    expect(marked).toHaveAttribute("data-page-width", WIDE_PAGE["data-page-width"]);
    expect(marked).toContainElement(screen.getByRole("heading", { level: 1, name: "Manage Discounts" }));
  });

  it("shows each of several downloads (spec 02's Download and Export this view beside it)", async () => {
    renderList("", 3, { download: [{ href: "/api/exports/product-items", counted: false }, { href: "/api/exports/product-items?status=INACTIVE", label: "Export this view" }] });
    expect(await screen.findByRole("button", { name: "Download" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Export this view" })).toBeInTheDocument();
  });

  it("Product Items' Download counts the rows it receives without \"of {count}\": the list counts products, the file has a row per product and item", async () => {
    let push!: (text: string) => void;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (push = (text) => c.enqueue(new TextEncoder().encode(text))) });
    vi.stubGlobal("fetch", vi.fn(async () => new Response(body, { headers: { "content-type": "text/csv" } })));
    try {
      nav.pathname = "/product-items";
      // 3 products on the list, 5 product-item rows in the file.
      renderList("", 3, { download: specDownloads(EXPORT_ROUTES.productItems, loadListParams(new URLSearchParams())) });
      await userEvent.click(await screen.findByRole("button", { name: "Download" }));
      await act(async () => push("product_id,product_code,product_name,status,sku,quantity\n1,A,a,ACTIVE,S1,1\n1,A,a,ACTIVE,S2,1\n2,B,b,ACTIVE,S1,1\n3,C,c,ACTIVE,S1,1\n3,C,c,ACTIVE,S3,2\n"));
      await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^Downloading… 5 rows$/));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows "No results" with a Go Back link instead of the table when nothing matches', async () => {
    renderList("?search=zzz", 0);
    const empty = screen.getByRole("status");
    expect(empty).toHaveTextContent("No results");
    expect(screen.queryByRole("table")).toBeNull();
    const goBack = within(empty).getByRole("link", { name: "Go Back" });
    // A plain link to the unfiltered list; Back when the previous entry is a page of the app.
    expect(goBack).toHaveAttribute("href", "/discounts");
    window.history.pushState({}, "", "/discounts?search=zzz");
    setReferrer(`${window.location.origin}/discounts`);
    await userEvent.click(goBack);
    expect(nav.back).toHaveBeenCalledTimes(1);
  });

  it("a page past the last (page 99 of 25 rows, a bookmark) says so and links to the last page, neither \"No results\" nor a pager claiming page 3 of 3; the last page itself is a page of rows", () => {
    const { unmount } = renderList("?page=99", 25);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Page 99 is past the end of this list. Go to page 3.");
    expect(status).not.toHaveTextContent("No results");
    expect(within(status).getByRole("link", { name: "Go to page 3" })).toHaveAttribute("href", "/discounts?page=3");
    expect(within(status).queryByRole("link", { name: "Go Back" })).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
    unmount();
    renderList("?page=3", 25);
    expect(screen.getByRole("table", { name: "Discounts" })).toBeInTheDocument();
    expect(screen.queryByText("No results")).toBeNull();
    expect(screen.queryByText(/past the end/)).toBeNull();
  });

  it("the last user of the last page of a filtered view deactivated (page 2 of a view now matching 10): the link to page 1 keeps the filter and the search, and drops page", () => {
    nav.pathname = "/user-management";
    renderList("?status=ACTIVE&search=bark&page=2", 10);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Page 2 is past the end of this list. Go to page 1.");
    expect(within(status).getByRole("link", { name: "Go to page 1" })).toHaveAttribute("href", "/user-management?status=ACTIVE&search=bark");
  });

  it("past the end at another page size: the last page is counted at the URL's page_size, which the link keeps", () => {
    renderList("?page_size=25&page=4", 40);
    expect(within(screen.getByRole("status")).getByRole("link", { name: "Go to page 2" })).toHaveAttribute("href", "/discounts?page_size=25&page=2");
  });

  it("a page past the end of a list with no rows at all stays \"No results\" with Go Back", () => {
    renderList("?search=zzz&page=4", 0);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("No results");
    expect(status).not.toHaveTextContent(/past the end/);
    expect(within(status).getByRole("link", { name: "Go Back" })).toBeInTheDocument();
  });

  it("Go Back never leaves the app: a tab opened from another site or a bookmark follows the link", async () => {
    renderList("?search=zzz", 0);
    const goBack = screen.getByRole("link", { name: "Go Back" });
    // The tab has history (the other site's pages) but the previous entry is not ours.
    window.history.pushState({}, "", "/discounts?search=zzz");
    window.history.pushState({}, "", "/discounts?search=zzz");
    expect(window.history.length).toBeGreaterThan(1);
    for (const referrer of ["https://elsewhere.example/search?q=bark", ""]) {
      setReferrer(referrer);
      expect(previousEntryIsInApp(), referrer || "(no referrer)").toBe(false);
      await userEvent.click(goBack);
    }
    expect(nav.back).not.toHaveBeenCalled();
    setReferrer("not a url");
    expect(previousEntryIsInApp()).toBe(false);
  });

  it("with the Navigation API, only a same-origin previous entry counts (whatever the referrer)", () => {
    setReferrer(`${window.location.origin}/customer-lookup`);
    setNavigationIndex(0);
    expect(previousEntryIsInApp()).toBe(false);
    setReferrer("https://elsewhere.example/");
    setNavigationIndex(2);
    expect(previousEntryIsInApp()).toBe(true);
  });

  it("a view the page did not search (a range of days given backwards): the sentence instead of \"No results\", Go Back to the unfiltered list, nothing to download", async () => {
    renderList("?created_from=2026-12-01&created_to=2026-01-01", 0, { problem: DAY_RANGE_ORDER_MESSAGE, download: { href: "/api/exports/discounts", label: "Export this view" } });
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(DAY_RANGE_ORDER_MESSAGE);
    expect(status).not.toHaveTextContent("No results");
    expect(within(status).getByRole("link", { name: "Go Back" })).toHaveAttribute("href", "/discounts");
    expect(await screen.findByRole("link", { name: "Create Discount" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Export this view" })).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("Go Back of an unfiltered empty list leads Home", () => {
    renderList("", 0);
    expect(screen.getByRole("link", { name: "Go Back" })).toHaveAttribute("href", "/");
  });
});

describe("ListPage server pagination", () => {
  it("shows no pager for 10 results, a pager from 11", () => {
    const { unmount } = renderList("", 10);
    expect(screen.getAllByRole("row")).toHaveLength(11);
    expect(screen.queryByRole("navigation")).toBeNull();
    unmount();
    renderList("", 11);
    const pager = screen.getByRole("navigation", { name: "Discounts pages" });
    expect(within(pager).getAllByRole("link", { name: /^Page \d+$/ }).map((a) => a.textContent)).toEqual(["1", "2"]);
  });

  it("shows the 5 page buttons of the current block, links keeping the search", () => {
    renderList("?search=sale&page=6", 123);
    const pager = screen.getByRole("navigation", { name: "Discounts pages" });
    expect(within(pager).getByText("Page 6 of 13 (123 results)")).toBeInTheDocument();
    expect(within(pager).getAllByRole("link", { name: /^Page \d+$/ }).map((a) => a.textContent)).toEqual(["6", "7", "8", "9", "10"]);
    expect(within(pager).getByRole("link", { name: "Page 6" })).toHaveAttribute("aria-current", "page");
    expect(within(pager).getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/discounts?search=sale&page=5");
    expect(within(pager).getByRole("link", { name: "Page 10" })).toHaveAttribute("href", "/discounts?search=sale&page=10");
  });
});

describe("ListPage search in the URL", () => {
  it("seeds the box from the URL; submitting writes search, drops page, with a history entry and a server round trip", async () => {
    const onUrlUpdate = vi.fn<(e: UrlUpdateEvent) => void>();
    renderList("?search=old&page=3", 40, {}, onUrlUpdate);
    const box = await screen.findByRole("searchbox", { name: "Search" });
    expect(box).toHaveValue("old");
    await userEvent.clear(box);
    await userEvent.type(box, "  summer sale {Enter}");
    await waitFor(() => expect(onUrlUpdate).toHaveBeenCalled());
    const event = onUrlUpdate.mock.lastCall![0];
    expect(event.queryString).toBe("?search=summer+sale");
    expect(event.options).toMatchObject({ history: "push", shallow: false });
  });

  it("an empty search removes search and page from the URL", async () => {
    const onUrlUpdate = vi.fn<(e: UrlUpdateEvent) => void>();
    renderList("?search=old&page=2", 40, {}, onUrlUpdate);
    await userEvent.clear(await screen.findByRole("searchbox", { name: "Search" }));
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(onUrlUpdate).toHaveBeenCalled());
    expect(onUrlUpdate.mock.lastCall![0].queryString).toBe("");
  });

  it("the box takes no longer a search than the list's call (its searchMaxLength), and reads a longer URL search cut to it, as the server page does", async () => {
    const long = "a".repeat(DISCOUNT_SEARCH_MAX_LENGTH);
    renderList(`?search=${long}bcd`, 40);
    const box = await screen.findByRole("searchbox", { name: "Search" });
    expect(box).toHaveAttribute("maxlength", String(DISCOUNT_SEARCH_MAX_LENGTH));
    expect(box).toHaveValue(long);
  });

  it("reads bad URL input as defaults", () => {
    expect(loadListParams(new URLSearchParams("?page=-4&search=%20%20"))).toEqual({ search: "", page: 1, page_size: 10 });
    expect(loadListParams(new URLSearchParams("?page=abc&search=x"))).toEqual({ search: "x", page: 1, page_size: 10 });
  });
});

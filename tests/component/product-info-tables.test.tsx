/**
 * The product information tables (components/product-info): filters read from and written to the
 * URL, "showing N of M products", Clear Filters, the pricing model, a bad SKU's "—" cells, the CSV
 * link carrying the filters.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { beforeAll, describe, expect, it, vi } from "vitest";

const mocks = vi.hoisted(() => ({ toastError: vi.fn() }));
vi.mock("@/lib/client/toast", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/client/toast")>();
  return { ...actual, toast: Object.assign(vi.fn(), actual.toast, { error: mocks.toastError }) };
});
import { AncillaryProductsTable } from "@/components/product-info/ancillary-products-table";
import { MealProductsTable } from "@/components/product-info/meal-products-table";
import type { AncillaryProduct, MealProduct } from "@/lib/contract/product-info";
import { loadColumnsMenu } from "@/components/ui/data-table/columns-menu-lazy";
import { IDENTIFIER_CELL } from "@/components/ui/data-table/styles";
import { UNKIBBLE_COLUMNS } from "@/lib/product-info-columns";

// As the pages' deferred islands do (components/product-info/islands.tsx): the Columns menu's code
// with the table's, so the table renders at once.
beforeAll(() => loadColumnsMenu());

const STD = "ALL PRODUCTS STANDARD PRICING";
const LEGACY = "LEGACY 2024 PRICING";
const prices = (perDay: number, freq: number) => ({
  [STD]: { currency: "USD", price: perDay * 7 * freq, price_per_day: perDay, price_per_week: perDay * 7, pricing_model_name: STD },
  [LEGACY]: { currency: "USD", price: perDay * 7 * freq * 0.5, price_per_day: perDay * 0.5, price_per_week: perDay * 3.5, pricing_model_name: LEGACY },
});
const meal = (code: string, daily: number, recipe: string, sku: string): MealProduct => ({
  code,
  description: `UnKibble ${code}`,
  type: "MEAL",
  recurring: true,
  frequency: 2,
  status: "ACTIVE",
  plan_size: { id: daily / 1000, daily_amount: daily, scoop_code: "SCOOP-150-B", scoops_per_day: 2 },
  prices: prices(2, 2),
  item_info: [{ recipe_id: recipe, weight_oz: 42.33, sku, quantity: 2, recipe: "x" }],
  scoop_codes: [],
});
const PRODUCTS = [
  meal("MEAL-U-B-10500-2W", 10500, "U-B", "UB-BAG-1200-V1"),
  meal("MEAL-U-B-2100-2W", 2100, "U-B", "UB-BAG-600-V1"),
  meal("MEAL-U-T-4200-2W", 4200, "U-T", "UTBAG1200"),
];

function renderMeal(query: string, onUrlUpdate?: (e: UrlUpdateEvent) => void) {
  return render(
    <NuqsTestingAdapter searchParams={query} onUrlUpdate={onUrlUpdate}>
      <MealProductsTable line="UNKIBBLE" products={PRODUCTS} />
    </NuqsTestingAdapter>,
  );
}
const rowOf = (code: string) => within(screen.getByRole("grid")).getAllByText(code, { selector: "td" })[0]!.closest("tr")!;

describe("MealProductsTable", () => {
  it("applies the URL's filters and prices, and counts shown of all", () => {
    renderMeal(`?plan=4200,2100&recipe=U-B&pricing=${encodeURIComponent(LEGACY)}`);
    expect(screen.getByTestId("showing-count")).toHaveTextContent("showing 1 of 3 products");
    expect(rowOf("MEAL-U-B-2100-2W")).toHaveTextContent("$14.00");
  });

  it("Download CSV fetches the filtered rows' route and, when it fails, says so on the page instead of saving the error as a file", async () => {
    const fetch = vi.fn(async () => Response.json({ detail: "The back-office service failed to answer the request." }, { status: 502 }));
    vi.stubGlobal("fetch", fetch);
    try {
      const user = userEvent.setup();
      renderMeal(`?plan=4200,2100&recipe=U-B&pricing=${encodeURIComponent(LEGACY)}`);
      await user.click(screen.getByRole("button", { name: "Download CSV" }));
      await waitFor(() => expect(fetch).toHaveBeenCalledWith(`/api/exports/product-info/unkibble?plan=4200,2100&recipe=U-B&pricing=${LEGACY.replaceAll(" ", "+")}`, expect.anything()));
      await waitFor(() => expect(mocks.toastError).toHaveBeenCalledWith("Error: The back-office service failed to answer the request.", expect.anything()));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("offers plan sizes sorted numerically and writes the chosen ones to the URL; Clear Filters empties it", async () => {
    const updates: string[] = [];
    renderMeal("", (e) => updates.push(e.queryString));
    expect(screen.getByTestId("showing-count")).toHaveTextContent("showing 3 of 3 products");
    expect(screen.getByRole("button", { name: "Clear Filters" })).toBeDisabled();
    await userEvent.click(screen.getByRole("combobox", { name: "Plan Size" }));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["2100", "4200", "10500"]);
    await userEvent.click(screen.getByRole("option", { name: "10500" }));
    expect(updates.at(-1)).toBe("?plan=10500");
    expect(screen.getByTestId("showing-count")).toHaveTextContent("showing 1 of 3 products");
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(updates.at(-1)).toBe("");
    expect(screen.getByTestId("showing-count")).toHaveTextContent("showing 3 of 3 products");
  });

  it("shows spec 02's UnKibble columns in its order, under Packout Details, Pricing and Plan Details (UnKibble)", () => {
    renderMeal("");
    const [groups, leaves] = within(screen.getByRole("grid")).getAllByRole("row").slice(0, 2);
    expect(within(groups!).getAllByRole("columnheader").map((c) => c.textContent).filter(Boolean)).toEqual(["Packout Details", "Pricing", "Plan Details (UnKibble)"]);
    expect(within(leaves!).getAllByRole("columnheader").map((c) => c.textContent)).toEqual([
      "Code", "Description", "Type", "Recurring", "Frequency", "Plan Size", "Status",
      "Packout Definition", "Price per Day", "Price per Week", "Price per Shipment",
      "Fill Amount per Bag (g)", "Calories per Bag", "Bags per Shipment", "Scoop SKU", "Calories per Scoop", "Scoop Volume (ml)", "US Cup Equivalent per Scoop", "Scoops per Day", "Bag Weight (oz)",
    ]);
  });

  it("sorts a number column by its number, not its text, both ways, a missing value (—) last either way", async () => {
    const products = [...PRODUCTS, meal("MEAL-U-B-4200-2W", 4200, "U-B", "UB-BAG-900-V1")];
    render(
      <NuqsTestingAdapter searchParams="">
        <MealProductsTable line="UNKIBBLE" products={products} />
      </NuqsTestingAdapter>,
    );
    const header = screen.getByRole("columnheader", { name: /^Fill Amount per Bag \(g\)/ });
    const fills = () => within(screen.getByRole("grid")).getAllByRole("row").slice(2).map((r) => within(r).getAllByRole("cell")[11]!.textContent);
    await userEvent.click(within(header).getByRole("button"));
    expect(header).toHaveAttribute("aria-sort", "ascending");
    expect(fills()).toEqual(["600", "900", "1,200", "—"]);
    await userEvent.click(within(header).getByRole("button"));
    expect(header).toHaveAttribute("aria-sort", "descending");
    expect(fills()).toEqual(["1,200", "900", "600", "—"]);
  });

  it("a bad SKU's derived cells show — and never NaN", () => {
    renderMeal("?recipe=U-T");
    const row = rowOf("MEAL-U-T-4200-2W");
    const cells = within(row).getAllByRole("cell").map((c) => c.textContent);
    // Fill amount and calories per bag (after Code … Status, the packout definition and the three prices).
    expect(cells[11]).toBe("—");
    expect(cells[12]).toBe("—");
    expect(row.textContent).not.toContain("NaN");
    expect(rowOf("MEAL-U-T-4200-2W")).toHaveTextContent("2 × UTBAG1200");
  });
});

describe("identifier cells stay on one line (DataTable's identifier columns)", () => {
  it("UnKibble: Code and Scoop SKU carry the one-line class, Description and Packout Definition wrap", () => {
    renderMeal("");
    const cells = within(rowOf("MEAL-U-B-2100-2W")).getAllByRole("cell");
    const at = (header: string) => UNKIBBLE_COLUMNS.findIndex((c) => c.header === header);
    expect(cells[at("Code")]).toHaveClass(IDENTIFIER_CELL);
    expect(cells[at("Scoop SKU")]).toHaveClass(IDENTIFIER_CELL);
    expect(cells[at("Description")]).not.toHaveClass(IDENTIFIER_CELL);
    expect(cells[at("Packout Definition")]).not.toHaveClass(IDENTIFIER_CELL);
  });
});

describe("AncillaryProductsTable", () => {
  const products: AncillaryProduct[] = [
    { code: "SNACK-A", description: "A", type: "SNACK", recurring: false, status: "ACTIVE", recipe_data_point: null, prices: { [STD]: { price: 12.5, currency: "USD", pricing_model_name: STD }, [LEGACY]: { price: 10, currency: "USD", pricing_model_name: LEGACY } }, items: [{ sku: "SN-A-1-X", name: "Bites", quantity: 1 }] },
  ];
  it("prices in the chosen pricing model, with 2 decimals and the currency prefix, under a Pricing header", async () => {
    const updates: string[] = [];
    render(
      <NuqsTestingAdapter searchParams="" onUrlUpdate={(e) => updates.push(e.queryString)}>
        <AncillaryProductsTable products={products} />
      </NuqsTestingAdapter>,
    );
    expect(screen.getByRole("columnheader", { name: "Pricing" })).toBeInTheDocument();
    expect(rowOf("SNACK-A")).toHaveTextContent("$12.50");
    expect(rowOf("SNACK-A")).toHaveTextContent("1 × Bites (SN-A-1-X)");
    await userEvent.click(screen.getByRole("combobox", { name: "Pricing Model" }));
    await userEvent.click(screen.getByRole("option", { name: LEGACY }));
    expect(rowOf("SNACK-A")).toHaveTextContent("$10.00");
    expect(updates.at(-1)).toBe(`?pricing=${LEGACY.replaceAll(" ", "+")}`);
  });
  it("has spec 02's columns, word for word: Code, Description, Type, Recurring, Status, Price, Product contents", () => {
    render(
      <NuqsTestingAdapter searchParams="">
        <AncillaryProductsTable products={products} />
      </NuqsTestingAdapter>,
    );
    for (const name of ["Code", "Description", "Type", "Recurring", "Status", "Price", "Product contents"]) {
      expect(screen.getByRole("columnheader", { name: new RegExp(`^${name}\\b`) })).toBeInTheDocument();
    }
    // The code stays on one line.
    expect(within(rowOf("SNACK-A")).getAllByRole("cell")[0]).toHaveClass(IDENTIFIER_CELL);
  });
});

describe("an unknown pricing model in the URL", () => {
  it("reads as the default one (prices shown), and Clear Filters removes it", () => {
    renderMeal("?pricing=NO+SUCH+PRICING");
    expect(rowOf("MEAL-U-B-2100-2W")).toHaveTextContent("$28.00");
    expect(screen.getByRole("combobox", { name: "Pricing Model" })).toHaveTextContent(STD);
    expect(screen.getByRole("button", { name: "Clear Filters" })).toBeEnabled();
  });

  it("so do a plan size and a recipe that are no option: read as absent, the others applied (was: every row filtered out, no option shown chosen), as the CSV applies and records them", () => {
    renderMeal("?plan=9999,2100&recipe=X-Y");
    expect(screen.getByTestId("showing-count")).toHaveTextContent("showing 1 of 3 products");
    expect(rowOf("MEAL-U-B-2100-2W")).toBeTruthy();
    const { unmount } = renderMeal("?plan=%00");
    expect(screen.getAllByTestId("showing-count").at(-1)).toHaveTextContent("showing 3 of 3 products");
    unmount();
  });
});

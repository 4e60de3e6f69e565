/**
 * The product-item mapping form (components/catalogue/product-items-form.tsx) on a stale mapping
 * (issue 19): the save sends the version loaded; a 409 shows the stale notice; Reload loads the
 * mapping's current version and merges it per SKU with the agent's edit (the quantities typed stay,
 * the rest is the current mapping; the notice stays and Save is busy until it has loaded), and saving
 * again sends that version.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ProductItemsForm } from "@/components/catalogue/product-items-form";
import { Toaster } from "@/components/ui/toaster";
import { ApiRequestError } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { PRODUCT_ITEMS_MESSAGES, STALE_PRODUCT_ITEMS_MESSAGE, type ProductItemsDto } from "@/lib/contract/product-items";

const mocks = vi.hoisted(() => ({ callApi: vi.fn(), refresh: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mocks.refresh, push: mocks.push, replace: vi.fn() }) }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/api")>()), callApi: mocks.callApi }));

const product: ProductItemsDto = { id: 7, code: "SNACK-JERKY-BEEF", name: "Beef jerky", status: "ACTIVE", items: [{ sku: "SN-JERKY-BEEF", quantity: 2 }], version: 2 };

type User = ReturnType<typeof userEvent.setup>;
/** The product's mapping at `version`, of these SKUs and quantities. */
const mapping = (version: number, ...items: [sku: string, quantity: number][]): ProductItemsDto => ({ ...product, items: items.map(([sku, quantity]) => ({ sku, quantity })), version });
/** The last save sent these SKUs and quantities on `version`. */
const expectSaved = (version: number, ...items: [sku: string, quantity: number][]) =>
  waitFor(() => expect(mocks.callApi).toHaveBeenLastCalledWith(endpoints.addProductItems, { params: { id: 7 }, body: { items: items.map(([sku, quantity]) => ({ sku, quantity })), version } }));
/** Save, then the confirmation's Save. */
async function saveMapping(user: User) {
  await user.click(screen.getByRole("button", { name: "Save" }));
  await user.click(within(await screen.findByRole("dialog", { name: "Save product-item mapping?" })).getByRole("button", { name: "Save" }));
}

beforeEach(() => {
  mocks.callApi.mockReset();
  mocks.refresh.mockReset();
  mocks.push.mockReset();
});

describe("ProductItemsForm on a stale mapping", () => {
  it("shows the 409 with Reload; the reload keeps the notice and Save busy until it has loaded, brings the current version and keeps the typed quantity", async () => {
    const user = userEvent.setup();
    let load!: () => void;
    const loaded = new Promise<void>((resolve) => (load = resolve));
    mocks.callApi.mockImplementation(async (endpoint, input: { body?: { version?: number } }) => {
      if (endpoint === endpoints.getProductItems) {
        await loaded;
        return { ...product, items: [{ sku: "SN-JERKY-BEEF", quantity: 9 }], version: 3 };
      }
      if (input.body?.version === 2) throw new ApiRequestError(409, { detail: STALE_PRODUCT_ITEMS_MESSAGE });
      return { ...product, version: 4 };
    });
    render(<ProductItemsForm skus={["SN-JERKY-BEEF"]} product={product} />);
    const quantity = screen.getByLabelText("Quantity 1");
    await user.clear(quantity);
    await user.type(quantity, "5");
    await saveMapping(user);
    expect(mocks.callApi).toHaveBeenCalledWith(endpoints.addProductItems, { params: { id: 7 }, body: { items: [{ sku: "SN-JERKY-BEEF", quantity: 5 }], version: 2 } });
    const notice = await screen.findByTestId("stale-version-notice");
    expect(notice).toHaveTextContent(STALE_PRODUCT_ITEMS_MESSAGE);

    await user.click(within(notice).getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(mocks.callApi).toHaveBeenCalledWith(endpoints.getProductItems, { params: { id: 7 } }));
    // The mapping is loading: the notice stays and Save cannot send the stale version again.
    expect(screen.getByTestId("stale-version-notice")).toHaveTextContent(STALE_PRODUCT_ITEMS_MESSAGE);
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save" })).toHaveAttribute("aria-busy", "true");
    load();
    await waitFor(() => expect(screen.queryByTestId("stale-version-notice")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled());
    expect(screen.getByLabelText("Quantity 1")).toHaveValue(5);
    await saveMapping(user);
    await waitFor(() => expect(mocks.callApi).toHaveBeenLastCalledWith(endpoints.addProductItems, { params: { id: 7 }, body: { items: [{ sku: "SN-JERKY-BEEF", quantity: 5 }], version: 3 } }));
    await waitFor(() => expect(mocks.push).toHaveBeenCalledWith("/product-items"));
  });

  it("Reload adds the items saved meanwhile that the form does not show, as saved rows: the save keeps them, so the form shows them", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockImplementation(async (endpoint, input: { body?: { version?: number } }) => {
      if (endpoint === endpoints.getProductItems) return { ...product, items: [{ sku: "SN-JERKY-BEEF", quantity: 2 }, { sku: "UB-BAG-600-V1", quantity: 4 }], version: 3 };
      if (input.body?.version === 2) throw new ApiRequestError(409, { detail: STALE_PRODUCT_ITEMS_MESSAGE });
      return { ...product, version: 4 };
    });
    render(<ProductItemsForm skus={["SN-JERKY-BEEF", "UB-BAG-600-V1"]} product={product} />);
    await saveMapping(user);
    await user.click(within(await screen.findByTestId("stale-version-notice")).getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(screen.getAllByTestId("mapping-item")).toHaveLength(2));
    expect(screen.getByRole("combobox", { name: "SKU 2" })).toHaveTextContent("UB-BAG-600-V1");
    expect(screen.getByRole("combobox", { name: "SKU 2" })).toBeDisabled();
    expect(screen.getByLabelText("Quantity 2")).toHaveValue(4);
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled());
    await saveMapping(user);
    await expectSaved(3, ["SN-JERKY-BEEF", 2], ["UB-BAG-600-V1", 4]);
  });

  it("Reload merges per SKU: the quantity the agent changed stays, the untouched rows take the current mapping (a quantity changed, an item removed, one added meanwhile), so the save writes back nothing the agent did not change", async () => {
    const user = userEvent.setup();
    const loadedMapping: ProductItemsDto = mapping(2, ["A", 2], ["B", 1], ["C", 1]);
    // Meanwhile someone else set A to 3, removed C and added D.
    const current: ProductItemsDto = mapping(4, ["A", 3], ["B", 1], ["D", 4]);
    mocks.callApi.mockImplementation(async (endpoint, input: { body?: { version?: number } }) => {
      if (endpoint === endpoints.getProductItems) return current;
      if (input.body?.version === 2) throw new ApiRequestError(409, { detail: STALE_PRODUCT_ITEMS_MESSAGE });
      return { ...current, version: 5 };
    });
    render(<ProductItemsForm skus={["A", "B", "C", "D"]} product={loadedMapping} />);
    const quantityB = screen.getByLabelText("Quantity 2");
    await user.clear(quantityB);
    await user.type(quantityB, "5");
    await saveMapping(user);
    await user.click(within(await screen.findByTestId("stale-version-notice")).getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(screen.queryByTestId("stale-version-notice")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled());
    const shown = screen.getAllByTestId("mapping-item").map((row) => [within(row).getByRole("combobox").textContent, (within(row).getByRole("spinbutton") as HTMLInputElement).value]);
    expect(shown).toEqual([
      ["A", "3"],
      ["B", "5"],
      ["D", "4"],
    ]);
    // Every row shown is one the product packs now: its SKU stays read-only.
    for (const sku of screen.getAllByRole("combobox")) expect(sku).toBeDisabled();
    await saveMapping(user);
    await expectSaved(4, ["A", 3], ["B", 5], ["D", 4]);
  });

  it("Reload of an item the agent changed that someone else removed meanwhile: its row stays with the agent's quantity, and a toast says Save maps it again", async () => {
    const user = userEvent.setup();
    const loadedMapping: ProductItemsDto = mapping(2, ["A", 2], ["B", 1]);
    // Meanwhile someone else removed B.
    const current: ProductItemsDto = mapping(3, ["A", 2]);
    mocks.callApi.mockImplementation(async (endpoint, input: { body?: { version?: number } }) => {
      if (endpoint === endpoints.getProductItems) return current;
      if (input.body?.version === 2) throw new ApiRequestError(409, { detail: STALE_PRODUCT_ITEMS_MESSAGE });
      return { ...current, version: 4 };
    });
    render(
      <>
        <ProductItemsForm skus={["A", "B"]} product={loadedMapping} />
        <Toaster />
      </>,
    );
    const quantityB = screen.getByLabelText("Quantity 2");
    await user.clear(quantityB);
    await user.type(quantityB, "5");
    await saveMapping(user);
    await user.click(within(await screen.findByTestId("stale-version-notice")).getByRole("button", { name: "Reload" }));
    const text = PRODUCT_ITEMS_MESSAGES.editedButRemoved(["B"], "SNACK-JERKY-BEEF");
    expect(text).toBe("B was removed from SNACK-JERKY-BEEF by someone else. Your quantity is still in the form, so Save maps it again; remove the row to leave it out.");
    expect(await screen.findByText(text)).toBeInTheDocument();
    const shown = screen.getAllByTestId("mapping-item").map((row) => [within(row).getByRole("combobox").textContent, (within(row).getByRole("spinbutton") as HTMLInputElement).value]);
    expect(shown).toEqual([
      ["A", "2"],
      ["B", "5"],
    ]);
  });

  describe("Remove after a 409 and Reload", () => {
    const loadedMapping: ProductItemsDto = mapping(2, ["A", 2], ["B", 1], ["C", 1]);

    async function removeCThenReload(user: User) {
      await user.click(screen.getByRole("button", { name: "Remove item 3" }));
      const dialog = await screen.findByRole("dialog", { name: "Remove item from mapping?" });
      expect(dialog).toHaveTextContent("C will no longer be packed");
      await user.click(within(dialog).getByRole("button", { name: "Remove" }));
      await user.click(within(await within(dialog).findByTestId("stale-version-notice")).getByRole("button", { name: "Reload" }));
    }

    it("the reloaded mapping dropped a row before it: the removal still drops its own row (C), found by SKU", async () => {
      const user = userEvent.setup();
      // Meanwhile someone else removed A.
      const current = { ...loadedMapping, items: loadedMapping.items.slice(1), version: 3 };
      mocks.callApi.mockImplementation(async (endpoint, input: { query?: { version?: number } }) => {
        if (endpoint === endpoints.getProductItems) return current;
        if (input.query?.version === 2) throw new ApiRequestError(409, { detail: STALE_PRODUCT_ITEMS_MESSAGE });
        return { ...current, items: [{ sku: "B", quantity: 1 }], version: 4 };
      });
      render(<ProductItemsForm skus={["A", "B", "C"]} product={loadedMapping} />);
      await removeCThenReload(user);
      const dialog = screen.getByRole("dialog", { name: "Remove item from mapping?" });
      await waitFor(() => expect(within(dialog).queryByTestId("stale-version-notice")).toBeNull());
      await user.click(within(dialog).getByRole("button", { name: "Remove" }));
      expect(mocks.callApi).toHaveBeenLastCalledWith(endpoints.removeProductItem, { params: { id: 7, sku: "C" }, query: { version: 3 } });
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(screen.getAllByTestId("mapping-item").map((row) => within(row).getByRole("combobox").textContent)).toEqual(["B"]);
    });

    it("a quantity typed into the item before Remove, the item removed meanwhile: the row goes with the question, so the next Save does not map it again", async () => {
      const user = userEvent.setup();
      const current = { ...loadedMapping, items: loadedMapping.items.slice(0, 2), version: 3 };
      mocks.callApi.mockImplementation(async (endpoint, input: { body?: { version?: number } }) => {
        if (endpoint === endpoints.getProductItems) return current;
        if (endpoint === endpoints.addProductItems && input.body?.version === 3) return { ...current, version: 4 };
        throw new ApiRequestError(409, { detail: STALE_PRODUCT_ITEMS_MESSAGE });
      });
      render(<ProductItemsForm skus={["A", "B", "C"]} product={loadedMapping} />);
      const quantityC = screen.getByLabelText("Quantity 3");
      await user.clear(quantityC);
      await user.type(quantityC, "3");
      await removeCThenReload(user);
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(screen.getAllByTestId("mapping-item").map((row) => within(row).getByRole("combobox").textContent)).toEqual(["A", "B"]);
      await saveMapping(user);
      await expectSaved(3, ["A", 2], ["B", 1]);
    });

    it("the reloaded mapping no longer packs the item: the question closes with a toast saying so, nothing more is sent", async () => {
      const user = userEvent.setup();
      const current = { ...loadedMapping, items: loadedMapping.items.slice(0, 2), version: 3 };
      mocks.callApi.mockImplementation(async (endpoint) => {
        if (endpoint === endpoints.getProductItems) return current;
        throw new ApiRequestError(409, { detail: STALE_PRODUCT_ITEMS_MESSAGE });
      });
      render(
        <>
          <ProductItemsForm skus={["A", "B", "C"]} product={loadedMapping} />
          <Toaster />
        </>,
      );
      await removeCThenReload(user);
      expect(await screen.findByText(PRODUCT_ITEMS_MESSAGES.alreadyRemoved("C", product.code))).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(screen.getAllByTestId("mapping-item")).toHaveLength(2);
      expect(mocks.callApi.mock.calls.filter(([endpoint]) => endpoint === endpoints.removeProductItem)).toHaveLength(1);
    });
  });
});

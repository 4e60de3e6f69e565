/**
 * ProductItemsForm (issue 18): Remove on a saved row deletes that mapping through the API (after a
 * question); on a new row it only drops the row; the server's `items.N.sku` messages show under
 * their inputs. The update page of a missing product reads "No product with id … exists".
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { itemRemovedText, ProductItemsForm } from "@/components/catalogue/product-items-form";
import { MissingProductNotice } from "@/components/catalogue/missing-product-notice";
import { Toaster } from "@/components/ui/toaster";
import { UnsavedChangesProvider } from "@/components/ui/unsaved-changes";
import { PRODUCT_ITEMS_MESSAGES, type ProductItemsDto } from "@/lib/contract/product-items";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }), usePathname: () => "/product-items/update-product-items/7" }));

const product: ProductItemsDto = {
  id: 7,
  code: "SNACK-JERKY-BEEF",
  name: "Beef jerky",
  status: "ACTIVE",
  items: [
    { sku: "SN-JERKY-BEEF", quantity: 3 },
    { sku: "UB-BAG-600-V1", quantity: 1 },
  ],
  version: 4,
};
const SKUS = ["SN-JERKY-BEEF", "UB-BAG-600-V1", "UB-BAG-1200-V1"];

function renderForm(shown: ProductItemsDto = product) {
  return render(
    <UnsavedChangesProvider>
      <ProductItemsForm product={shown} skus={SKUS} />
      <Toaster />
    </UnsavedChangesProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("ProductItemsForm", () => {
  it("Remove on a saved row asks, then DELETEs product_items/{id}/items/{sku} and drops the row", async () => {
    const fetchMock = vi.fn(async () => Response.json({ ...product, items: [{ sku: "SN-JERKY-BEEF", quantity: 3 }] }));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderForm();
    expect(screen.getAllByTestId("mapping-item")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Remove item 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove item from mapping?" });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    // The removal carries the mapping's version as loaded (a mapping saved meanwhile answers 409).
    expect(url).toBe("/api/upstream/product_items/7/items/UB-BAG-600-V1?version=4");
    expect(init.method).toBe("DELETE");
    expect(await screen.findByText(itemRemovedText("UB-BAG-600-V1", "SNACK-JERKY-BEEF"))).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId("mapping-item")).toHaveLength(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("Remove on a row not saved yet drops it without a call", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Add item" }));
    expect(screen.getAllByTestId("mapping-item")).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "Remove item 3" }));
    expect(screen.getAllByTestId("mapping-item")).toHaveLength(2);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a saved row keeps its SKU (read-only, the note says why): changing an item is Add item + Remove, so the save never leaves a SKU mapped that the form no longer shows", async () => {
    const fetchMock = vi.fn(async () => Response.json({ ...product, items: [...product.items, { sku: "UB-BAG-1200-V1", quantity: 2 }], version: 5 }));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderForm();
    for (const name of ["SKU 1", "SKU 2"]) {
      const sku = screen.getByRole("combobox", { name });
      expect(sku).toBeDisabled();
      expect(sku).toHaveAccessibleDescription(PRODUCT_ITEMS_MESSAGES.savedSkuFixed);
    }
    await user.click(screen.getByRole("combobox", { name: "SKU 1" }));
    expect(screen.queryByRole("listbox")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add item" }));
    const added = screen.getByRole("combobox", { name: "SKU 3" });
    expect(added).toBeEnabled();
    await user.click(added);
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "UB-BAG-1200-V1" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Save product-item mapping?" })).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      items: [
        { sku: "SN-JERKY-BEEF", quantity: 3 },
        { sku: "UB-BAG-600-V1", quantity: 1 },
        { sku: "UB-BAG-1200-V1", quantity: 1 },
      ],
      version: 4,
    });
  });

  it("a new row repeating a saved SKU is not the saved row: its SKU stays editable and Remove only drops it (the saved item stays mapped)", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Add item" }));
    await user.click(screen.getByRole("combobox", { name: "SKU 3" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "UB-BAG-600-V1" }));
    expect(screen.getByRole("combobox", { name: "SKU 3" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Remove item 3" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getAllByTestId("mapping-item")).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the last item the product packs cannot be removed: its Remove is disabled and says why, also beside a new row; a second saved item enables it", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    const single = { ...product, items: [{ sku: "SN-JERKY-BEEF", quantity: 3 }] };
    const { unmount } = renderForm(single);
    const lastItem = PRODUCT_ITEMS_MESSAGES.lastItem("SN-JERKY-BEEF", "SNACK-JERKY-BEEF");
    const remove1 = screen.getByRole("button", { name: "Remove item 1" });
    expect(remove1).toBeDisabled();
    expect(remove1).toHaveAttribute("aria-description", lastItem);
    // A new row is not saved yet: removing the saved one would still leave the product without items.
    await user.click(screen.getByRole("button", { name: "Add item" }));
    expect(screen.getByRole("button", { name: "Remove item 1" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Remove item 1" })).toHaveAttribute("aria-description", lastItem);
    expect(screen.getByRole("button", { name: "Remove item 2" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Remove item 1" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();

    renderForm();
    for (const name of ["Remove item 1", "Remove item 2"]) {
      expect(screen.getByRole("button", { name })).toBeEnabled();
      expect(screen.getByRole("button", { name })).not.toHaveAttribute("aria-description");
    }
  });

  it("the server's items.N.sku message shows under that row's SKU input", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ "items.1.sku": ["No item with sku UB-BAG-600-V1 exists."] }, { status: 400 })));
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("dialog", { name: "Save product-item mapping?" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByRole("combobox", { name: "SKU 2" })).toHaveAccessibleDescription("No item with sku UB-BAG-600-V1 exists."));
    expect(screen.getByRole("combobox", { name: "SKU 1" })).not.toHaveAttribute("aria-invalid", "true");
  });
});

describe("MissingProductNotice", () => {
  it("reads the spec's 'No product with id … exists' with a way back", () => {
    render(<MissingProductNotice productId="999999" />);
    expect(screen.getByRole("alert")).toHaveTextContent("No product with id 999999 exists");
    expect(screen.getByRole("link", { name: "Back to Product Items" })).toHaveAttribute("href", "/product-items");
  });
});

describe("ProductItemsForm, creating: choosing the product", () => {
  it("keeps the Product select usable while a mapping loads (a disabled one drops the keyboard's focus), and a later choice wins over a late answer", async () => {
    const chew: ProductItemsDto = { id: 8, code: "SNACK-CHEW", name: "Chew", status: "ACTIVE", items: [{ sku: "UB-BAG-1200-V1", quantity: 2 }], version: 1 };
    let answerFirst: (r: Response) => void = () => {};
    const fetchMock = vi.fn((url: string) =>
      url.endsWith("/product_items/7") ? new Promise<Response>((resolve) => (answerFirst = resolve)) : Promise.resolve(Response.json(chew)),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    render(
      <UnsavedChangesProvider>
        <ProductItemsForm skus={SKUS} products={[{ id: 7, code: "SNACK-JERKY-BEEF" }, { id: 8, code: "SNACK-CHEW" }]} />
        <Toaster />
      </UnsavedChangesProvider>,
    );
    const select = screen.getByRole("combobox", { name: "Product" });
    await user.click(select);
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "SNACK-JERKY-BEEF" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(select).not.toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    // The agent changes their mind before the first answer came.
    await user.click(select);
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "SNACK-CHEW" }));
    await waitFor(() => expect(screen.getByLabelText("Product details")).toHaveTextContent("SNACK-CHEW"));
    answerFirst(Response.json(product));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByLabelText("Product details")).toHaveTextContent("SNACK-CHEW");
    expect(screen.getAllByTestId("mapping-item")).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  const chew: ProductItemsDto = { id: 8, code: "SNACK-CHEW", name: "Chew", status: "ACTIVE", items: [{ sku: "UB-BAG-1200-V1", quantity: 2 }], version: 1 };
  const jerky: ProductItemsDto = { ...product, items: [{ sku: "SN-JERKY-BEEF", quantity: 3 }] };

  function renderCreate() {
    const fetchMock = vi.fn(async (url: string) => Response.json(url.endsWith("/product_items/7") ? jerky : chew));
    vi.stubGlobal("fetch", fetchMock);
    render(
      <UnsavedChangesProvider>
        <ProductItemsForm skus={SKUS} products={[{ id: 7, code: "SNACK-JERKY-BEEF" }, { id: 8, code: "SNACK-CHEW" }]} />
        <Toaster />
      </UnsavedChangesProvider>,
    );
    return fetchMock;
  }

  async function chooseProduct(user: ReturnType<typeof userEvent.setup>, code: string) {
    await user.click(screen.getByRole("combobox", { name: "Product" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: code }));
  }

  it("choosing another product while the rows hold edits asks first: Cancel keeps the product and the rows, Replace loads the other product's items", async () => {
    const fetchMock = renderCreate();
    const user = userEvent.setup();
    await chooseProduct(user, "SNACK-JERKY-BEEF");
    await waitFor(() => expect(screen.getAllByTestId("mapping-item")).toHaveLength(1));
    const qty = screen.getByRole("spinbutton", { name: "Quantity 1" });
    await user.clear(qty);
    await user.type(qty, "6");
    await user.click(screen.getByRole("button", { name: "Add item" }));
    expect(screen.getAllByTestId("mapping-item")).toHaveLength(2);

    await chooseProduct(user, "SNACK-CHEW");
    const dialog = await screen.findByRole("dialog", { name: "Replace the items?" });
    expect(dialog).toHaveTextContent(PRODUCT_ITEMS_MESSAGES.replaceItems("SNACK-JERKY-BEEF", "SNACK-CHEW"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("combobox", { name: "Product" })).toHaveTextContent("SNACK-JERKY-BEEF");
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Product" })).toHaveFocus());
    expect(screen.getByLabelText("Product details")).toHaveTextContent("SNACK-JERKY-BEEF");
    expect(screen.getAllByTestId("mapping-item")).toHaveLength(2);
    expect(screen.getByRole("spinbutton", { name: "Quantity 1" })).toHaveValue(6);

    await chooseProduct(user, "SNACK-CHEW");
    await user.click(within(await screen.findByRole("dialog", { name: "Replace the items?" })).getByRole("button", { name: "Replace" }));
    await waitFor(() => expect(screen.getByLabelText("Product details")).toHaveTextContent("SNACK-CHEW"));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getAllByTestId("mapping-item")).toHaveLength(1);
    expect(screen.getByRole("spinbutton", { name: "Quantity 1" })).toHaveValue(2);
  });

  it("choosing another product with no edits in the rows loads it without a question", async () => {
    const fetchMock = renderCreate();
    const user = userEvent.setup();
    await chooseProduct(user, "SNACK-JERKY-BEEF");
    await waitFor(() => expect(screen.getByLabelText("Product details")).toHaveTextContent("SNACK-JERKY-BEEF"));
    await chooseProduct(user, "SNACK-CHEW");
    await waitFor(() => expect(screen.getByLabelText("Product details")).toHaveTextContent("SNACK-CHEW"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getAllByTestId("mapping-item")).toHaveLength(1);
  });
});

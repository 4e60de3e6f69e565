/**
 * The product-item mapping form (components/catalogue/product-items-form.tsx) on a stale mapping
 * (issue 19): the save sends the version loaded; a 409 shows the stale notice; Reload loads the
 * mapping's current version and keeps the quantities typed (the notice stays and Save is busy until
 * it has loaded), and saving again sends that version.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ProductItemsForm } from "@/components/catalogue/product-items-form";
import { ApiRequestError } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { STALE_PRODUCT_ITEMS_MESSAGE, type ProductItemsDto } from "@/lib/contract/product-items";

const mocks = vi.hoisted(() => ({ callApi: vi.fn(), refresh: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mocks.refresh, push: mocks.push, replace: vi.fn() }) }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/api")>()), callApi: mocks.callApi }));

const product: ProductItemsDto = { id: 7, code: "SNACK-JERKY-BEEF", name: "Beef jerky", status: "ACTIVE", items: [{ sku: "SN-JERKY-BEEF", quantity: 2 }], version: 2 };

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
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Save product-item mapping?" })).getByRole("button", { name: "Save" }));
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
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Save product-item mapping?" })).getByRole("button", { name: "Save" }));
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
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Save product-item mapping?" })).getByRole("button", { name: "Save" }));
    await user.click(within(await screen.findByTestId("stale-version-notice")).getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(screen.getAllByTestId("mapping-item")).toHaveLength(2));
    expect(screen.getByRole("combobox", { name: "SKU 2" })).toHaveTextContent("UB-BAG-600-V1");
    expect(screen.getByRole("combobox", { name: "SKU 2" })).toBeDisabled();
    expect(screen.getByLabelText("Quantity 2")).toHaveValue(4);
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Save product-item mapping?" })).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(mocks.callApi).toHaveBeenLastCalledWith(endpoints.addProductItems, {
        params: { id: 7 },
        body: {
          items: [
            { sku: "SN-JERKY-BEEF", quantity: 2 },
            { sku: "UB-BAG-600-V1", quantity: 4 },
          ],
          version: 3,
        },
      }),
    );
  });
});

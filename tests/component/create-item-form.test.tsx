/**
 * CreateItemForm (components/catalogue/create-item-form.tsx) on the kit's create flow
 * (components/ui/confirmed-create.tsx): when the API refuses the create with a field message, the
 * confirm dialog closes, the message shows under its input and the focus goes to that input (not back
 * to "Create Item"), so a keyboard user lands on what to correct.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CreateItemForm } from "@/components/catalogue/create-item-form";
import { Toaster } from "@/components/ui/toaster";
import { UnsavedChangesProvider } from "@/components/ui/unsaved-changes";
import { ITEM_MESSAGES } from "@/lib/contract/items";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }), usePathname: () => "/items/create-item" }));

afterEach(() => vi.unstubAllGlobals());

describe("CreateItemForm", () => {
  it("a refused create focuses the field the server's message is under", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ sku: [ITEM_MESSAGES.skuTaken] }, { status: 400 })));
    const user = userEvent.setup();
    render(
      <UnsavedChangesProvider>
        <CreateItemForm recipes={["U-B"]} />
        <Toaster />
      </UnsavedChangesProvider>,
    );
    await user.type(screen.getByLabelText("SKU"), "UB-BAG-600-V1");
    await user.type(screen.getByLabelText("Name"), "Beef bag");
    await user.type(screen.getByLabelText("Weight (oz)"), "21");
    await user.type(screen.getByLabelText("Volume (cubic inches)"), "40");
    await user.click(screen.getByRole("combobox", { name: "Recipe" }));
    await user.click(await screen.findByRole("option", { name: "U-B" }));
    await user.click(screen.getByRole("button", { name: "Create Item" }));
    await user.click(await screen.findByRole("button", { name: "Create" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText(ITEM_MESSAGES.skuTaken, { selector: "form *" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("SKU")));
    // It stays there (the dialog's focus return does not take it back to the button).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(screen.getByLabelText("SKU"));
  });
});

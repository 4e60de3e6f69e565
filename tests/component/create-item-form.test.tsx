/**
 * CreateItemForm (components/catalogue/create-item-form.tsx) on the kit's create flow
 * (components/ui/confirmed-create.tsx): when the API refuses the create with a field message, the
 * confirm dialog closes, the message shows under its input and the focus goes to that input (not back
 * to "Create Item"), so a keyboard user lands on what to correct. After a successful create "Create
 * Item" stays busy until the list is on screen (flow.leaving): a second create meanwhile would make a
 * duplicate.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CreateItemForm } from "@/components/catalogue/create-item-form";
import { Toaster } from "@/components/ui/toaster";
import { UnsavedChangesProvider } from "@/components/ui/unsaved-changes";
import { ITEM_MESSAGES } from "@/lib/contract/items";
import { pages } from "@/lib/pages";
import { expectLeavingTo, navigation } from "../support/pending-navigation";

// Next's push: a transition that lands when the test says so (the form stays on screen meanwhile).
vi.mock("next/navigation", async () => ({ useRouter: (await import("../support/pending-navigation")).useTestRouter, usePathname: () => "/items/create-item" }));

beforeEach(() => navigation.reset());
afterEach(() => vi.unstubAllGlobals());

async function fillAndCreate(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("SKU"), "UB-BAG-600-V1");
  await user.type(screen.getByLabelText("Name"), "Beef bag");
  await user.type(screen.getByLabelText("Weight (oz)"), "21");
  await user.type(screen.getByLabelText("Volume (cubic inches)"), "40");
  await user.click(screen.getByRole("combobox", { name: "Recipe" }));
  await user.click(await screen.findByRole("option", { name: "U-B" }));
  await user.click(screen.getByRole("button", { name: "Create Item" }));
  await user.click(await screen.findByRole("button", { name: "Create" }));
}

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
    await fillAndCreate(user);

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText(ITEM_MESSAGES.skuTaken, { selector: "form *" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("SKU")));
    // It stays there (the dialog's focus return does not take it back to the button).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(screen.getByLabelText("SKU"));
  });

  it("after a successful create, Create Item stays busy until the list is on screen, and asks nothing more", async () => {
    const fetch = vi.fn(async () => Response.json({ id: 9, sku: "UB-BAG-600-V1", name: "Beef bag", weight_oz: 21, volume: 40, recipe: "U-B", created: "2031-03-10T12:00:00Z" }, { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    render(
      <UnsavedChangesProvider>
        <navigation.Root>
          <CreateItemForm recipes={["U-B"]} />
        </navigation.Root>
        <Toaster />
      </UnsavedChangesProvider>,
    );
    await fillAndCreate(user);
    // Enter in a field opens no second confirmation.
    await expectLeavingTo(pages.items.href(), { button: "Create Item", again: () => user.type(screen.getByLabelText("Name"), "{Enter}"), sent: () => fetch.mock.calls.length });
  });
});

/**
 * An action's error toast goes when the same action runs again (components/ui/error-toast.ts, used
 * by useAction and the Wizard's Save), so a stale failure never sits beside the retry's outcome
 * (issue 23's QA pass: Add New User refused "team+bark@example.com", the email fixed, created: the
 * success toast showed with "Error: bark user with this email already exists." still beside it).
 * The create pages of users, items and discounts, a confirmation retried, and a wizard's Save.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Toaster as SonnerToaster, toast as sonnerToast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CreateItemForm } from "@/components/catalogue/create-item-form";
import { DiscountCreateForm } from "@/components/discounts/discount-create-form";
import { CreateUserForm } from "@/components/staff/create-user-form";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { UnsavedChangesProvider } from "@/components/ui/unsaved-changes";
import { Wizard } from "@/components/ui/wizard";
import { ApiRequestError } from "@/lib/client/api";
import { ITEM_MESSAGES } from "@/lib/contract/items";
import { STAFF_MESSAGES } from "@/lib/contract/staff";
import { DISCOUNT_MESSAGES } from "@/lib/discount-rules";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }), usePathname: () => "/" }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (original) => ({ ...(await original<typeof import("@/lib/client/api")>()), callApi }));

beforeEach(() => callApi.mockReset());
afterEach(() => act(() => void sonnerToast.dismiss()));

/** The texts of the toasts on screen of one kind (sonner marks a closing one data-removed). */
const toasts = (type: "error" | "success") =>
  [...document.querySelectorAll<HTMLElement>(`[data-sonner-toast][data-type="${type}"]:not([data-removed="true"])`)].map((t) => t.textContent?.replace("Close toast", "").trim());

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

/**
 * The page with sonner's own outlet (lib/client/toast.ts: no kit outlet mounted, the toasts go to
 * it) whose toasts never time out: a toast that goes was dismissed, not expired.
 */
const page = (children: React.ReactNode) =>
  render(
    <UnsavedChangesProvider>
      {children}
      <SonnerToaster duration={600_000} />
    </UnsavedChangesProvider>,
  );

describe("a create page: refused, corrected, created", () => {
  it("Add New User: the 'already exists' error toast is gone when the corrected user is created (was: beside the success)", async () => {
    const taken = `Error: ${STAFF_MESSAGES.emailTaken}`;
    callApi.mockRejectedValueOnce(new ApiRequestError(400, { email: [STAFF_MESSAGES.emailTaken] })).mockImplementationOnce(async (_e, { body }) => ({
      id: 77,
      ...body,
      groups: [{ name: body.group_name }],
      created: "2026-03-01T12:00:00Z",
      last_updated: "2026-03-01T12:00:00Z",
      version: 1,
    }));
    const user = userEvent.setup();
    page(<CreateUserForm groups={["BarkTeamMember"]} />);
    await user.type(screen.getByLabelText("First name"), "Tea");
    await user.type(screen.getByLabelText("Last name"), "Member");
    await user.type(screen.getByLabelText("Email"), "team+bark@example.com");
    await choose(user, "User Group", "Team Member");
    await user.click(screen.getByRole("button", { name: "Create User" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Create user?" })).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(toasts("error")).toEqual([taken]));

    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "tea.member+bark@example.com");
    await user.click(screen.getByRole("button", { name: "Create User" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Create user?" })).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(toasts("success")).toEqual(["Successfully created bark user Tea Member"]));
    await waitFor(() => expect(toasts("error")).toEqual([]));
  });

  it("Create Item: the same (useConfirmedCreate)", async () => {
    callApi
      .mockRejectedValueOnce(new ApiRequestError(400, { sku: [ITEM_MESSAGES.skuTaken] }))
      .mockImplementationOnce(async (_e, { body }) => ({ id: 9, ...body, created: "2026-03-01T12:00:00Z" }));
    const user = userEvent.setup();
    page(<CreateItemForm recipes={["U-B"]} />);
    await user.type(screen.getByLabelText("SKU"), "UB-BAG-600-V1");
    await user.type(screen.getByLabelText("Name"), "Beef bag");
    await user.type(screen.getByLabelText("Weight (oz)"), "21");
    await user.type(screen.getByLabelText("Volume (cubic inches)"), "40");
    await choose(user, "Recipe", "U-B");
    await user.click(screen.getByRole("button", { name: "Create Item" }));
    await user.click(await screen.findByRole("button", { name: "Create" }));
    await waitFor(() => expect(toasts("error")).toEqual([`Error: ${ITEM_MESSAGES.skuTaken}`]));

    await user.clear(screen.getByLabelText("SKU"));
    await user.type(screen.getByLabelText("SKU"), "UB-BAG-600-V2");
    await user.click(screen.getByRole("button", { name: "Create Item" }));
    await user.click(await screen.findByRole("button", { name: "Create" }));
    await waitFor(() => expect(toasts("success")).toEqual(["Successfully created item Beef bag"]));
    await waitFor(() => expect(toasts("error")).toEqual([]));
  });

  it("Create Discount: the same (useAction)", async () => {
    callApi.mockRejectedValueOnce(new ApiRequestError(400, { code: [DISCOUNT_MESSAGES.codeTaken] })).mockResolvedValueOnce({ id: 5, code: "GOOD2" });
    const user = userEvent.setup();
    page(<DiscountCreateForm productCodes={[]} canBulk={false} />);
    await user.type(screen.getByLabelText("Code"), "good1");
    await choose(user, "Discount type", "Amount Discount");
    await user.type(screen.getByLabelText(/^Value/), "5");
    await choose(user, "Limit type", "Unlimited");
    await user.click(screen.getByLabelText("Onetime"));
    const create = async () => {
      await user.click(screen.getByRole("button", { name: "Create" }));
      await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Create" }));
    };
    await create();
    await waitFor(() => expect(toasts("error")).toEqual([`Error: ${DISCOUNT_MESSAGES.codeTaken}`]));

    await user.clear(screen.getByLabelText("Code"));
    await user.type(screen.getByLabelText("Code"), "good2");
    await create();
    await waitFor(() => expect(toasts("success")).toHaveLength(1));
    await waitFor(() => expect(toasts("error")).toEqual([]));
  });
});

describe("a confirmation and a wizard retried", () => {
  it("a confirmation that fails twice shows the last failure only, and none once it succeeds", async () => {
    const action = vi
      .fn<() => Promise<{ id: number }>>()
      .mockRejectedValueOnce(new ApiRequestError(400, { detail: "First failure." }))
      .mockRejectedValueOnce(new ApiRequestError(400, { detail: "Second failure." }))
      .mockResolvedValueOnce({ id: 1 });
    function Harness() {
      const [open, setOpen] = useState(true);
      return <ConfirmActionDialog open={open} onClose={() => setOpen(false)} title="Deactivate?" message="Sure?" confirmLabel="Deactivate" action={action} successText={() => "Done."} />;
    }
    const user = userEvent.setup();
    page(<Harness />);
    const confirm = await screen.findByRole("button", { name: "Deactivate" });
    await user.click(confirm);
    await waitFor(() => expect(toasts("error")).toEqual(["Error: First failure."]));
    await user.click(confirm);
    await waitFor(() => expect(toasts("error")).toEqual(["Error: Second failure."]));
    await user.click(confirm);
    await waitFor(() => expect(toasts("success")).toEqual(["Done."]));
    await waitFor(() => expect(toasts("error")).toEqual([]));
  });

  it("a wizard's Save: the failure's toast goes when Save is pressed again", async () => {
    let fail = true;
    const onSave = vi.fn(async () => {
      if (fail) throw new ApiRequestError(400, { detail: "Could not save the dog." });
    });
    const user = userEvent.setup();
    page(<Wizard title="Add dog" onSave={onSave} onClose={vi.fn()} dirty={false} steps={[{ id: "a", title: "Name", valid: true, content: <p>Ready</p> }]} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toasts("error")).toEqual(["Error: Could not save the dog."]));
    fail = false;
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(toasts("error")).toEqual([]));
  });
});

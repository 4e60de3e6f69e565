/**
 * EmailChangeDialog (components/customers/email-change-dialog.tsx) after a 409 (someone changed the
 * address meanwhile): the notice with Reload; while the page's data reloads the notice stays and
 * Change email is busy, so the change is not sent again on the old address; then the notice goes and
 * what was typed is still there.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EmailChangeDialog } from "@/components/customers/email-change-dialog";
import { CUSTOMER_EMAIL_STALE_MESSAGE as STALE } from "@/lib/contract/customers";
import { navigation } from "../support/pending-navigation";

vi.mock("next/navigation", async () => ({ useRouter: (await import("../support/pending-navigation")).useTestRouter }));

beforeEach(() => navigation.reset());
afterEach(() => vi.unstubAllGlobals());

describe("EmailChangeDialog after a 409", () => {
  it("Reload keeps the notice and Change email busy until the refreshed data has come, and keeps what was typed", async () => {
    const fetch = vi.fn(async () => Response.json({ detail: STALE }, { status: 409 }));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    render(
      <navigation.Root>
        <EmailChangeDialog open onClose={vi.fn()} customerId={7} currentEmail="jane@example.com" />
      </navigation.Root>,
    );
    const dialog = screen.getByRole("dialog", { name: "Change email" });
    await user.type(within(dialog).getByLabelText("New email"), "jane.new@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Change email" }));
    const notice = await within(dialog).findByTestId("stale-version-notice");
    expect(notice).toHaveTextContent(STALE);
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Change email" })).toBeEnabled());

    await user.click(within(notice).getByRole("button", { name: "Reload" }));
    expect(navigation.router.refresh).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByTestId("stale-version-notice")).toHaveTextContent(STALE);
    const submit = within(dialog).getByRole("button", { name: "Change email" });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute("aria-busy", "true");
    // A second Change email meanwhile sends nothing.
    await user.click(submit);
    expect(fetch).toHaveBeenCalledTimes(1);

    await navigation.land();
    expect(within(dialog).queryByTestId("stale-version-notice")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Change email" })).toBeEnabled();
    expect(within(dialog).getByLabelText("New email")).toHaveValue("jane.new@example.com");
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

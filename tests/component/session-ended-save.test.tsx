/**
 * A Save whose answer is the BFF's 401 (the session ended: signed out in another tab, revoked, the
 * cookie cleared) keeps the page: the dialog stays open with what was typed, and the session-ended
 * notice (lib/client/api.ts onUnauthorized → components/auth/session-ended-dialog.tsx) offers the
 * sign-in page in a new tab, with this page as `next`. No navigation, no second error toast.
 * A read's 401 still goes to /login.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "sonner";
import { EmailChangeDialog } from "@/components/customers/email-change-dialog";
import { SessionEndedOutlet } from "@/components/auth/session-ended-dialog";
import { NOT_AUTHENTICATED } from "@/lib/contract/session-answers";
import { SESSION_ENDED_NOTICE } from "@/lib/ui-constants";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  window.history.replaceState(null, "", "/customer-lookup/7__Jane_Doe?tab=account");
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
  vi.stubGlobal("fetch", vi.fn(async () => Response.json(NOT_AUTHENTICATED, { status: 401 })));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a Save after the session ended", () => {
  it("keeps the dialog and what was typed, and offers /login in a new tab with this page as next", async () => {
    const user = userEvent.setup();
    render(
      <>
        <EmailChangeDialog open onClose={vi.fn()} customerId={7} currentEmail="jane@example.com" />
        <SessionEndedOutlet />
        <Toaster />
      </>,
    );
    const form = screen.getByRole("dialog", { name: "Change email" });
    await user.type(within(form).getByLabelText("New email"), "jane.new@example.com");
    await user.click(within(form).getByRole("button", { name: "Change email" }));

    const notice = await screen.findByRole("dialog", { name: SESSION_ENDED_NOTICE.title });
    expect(notice).toHaveTextContent(SESSION_ENDED_NOTICE.text);
    const link = within(notice).getByRole("link", { name: SESSION_ENDED_NOTICE.signIn });
    expect(link).toHaveAttribute("href", "/login?next=%2Fcustomer-lookup%2F7__Jane_Doe%3Ftab%3Daccount&session=ended");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveFocus();
    expect(assign).not.toHaveBeenCalled();
    // No "Error: Authentication credentials were not provided." toast behind it.
    expect(screen.queryByText(/Authentication credentials were not provided/)).not.toBeInTheDocument();

    // Close: back at the form, still open, the typed address still there; Save works again.
    await user.click(within(notice).getByRole("button", { name: SESSION_ENDED_NOTICE.close }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: SESSION_ENDED_NOTICE.title })).not.toBeInTheDocument());
    const still = screen.getByRole("dialog", { name: "Change email" });
    expect(within(still).getByLabelText("New email")).toHaveValue("jane.new@example.com");
    expect(within(still).getByRole("button", { name: "Change email" })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });
});

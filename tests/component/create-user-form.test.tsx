/**
 * CreateUserForm (components/staff/create-user-form.tsx): Create User with no group chosen says
 * "Choose a user group." under User Group (the shared schema's sentence, the API's too), never
 * zod's list of the internal group names ("Choose one of: BarkAdmin, BarkTeamMember, …"), which
 * named groups an Admin may not grant; nothing is asked of the upstream.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CreateUserForm } from "@/components/staff/create-user-form";
import { UnsavedChangesProvider } from "@/components/ui/unsaved-changes";
import { STAFF_MESSAGES } from "@/lib/contract/staff";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }), usePathname: () => "/user-management/create-user" }));
afterEach(() => vi.unstubAllGlobals());

describe("CreateUserForm", () => {
  it("no group chosen: 'Choose a user group.' under User Group, no internal group name, no call", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    render(
      <UnsavedChangesProvider>
        <CreateUserForm groups={["BarkTeamMember", "BarkAdmin"]} />
      </UnsavedChangesProvider>,
    );
    await user.type(screen.getByLabelText("First name"), "Ann");
    await user.type(screen.getByLabelText("Last name"), "Lee");
    await user.type(screen.getByLabelText("Email"), "ann+bark@example.com");
    await user.click(screen.getByRole("button", { name: "Create User" }));

    expect(await screen.findByText(STAFF_MESSAGES.groupRequired, { selector: "form *" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "User Group" })).toHaveAccessibleDescription(expect.stringContaining(STAFF_MESSAGES.groupRequired));
    expect(document.body.textContent).not.toMatch(/Bark(Admin|TeamMember|OpsAdmin|AllModuleAccess)/);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

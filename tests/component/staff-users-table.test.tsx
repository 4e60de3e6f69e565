/**
 * Manage Users rows (issue 18, issue 19): an action the viewer may not take (a higher tier's
 * account, one's own deactivation, the reset link of a deactivated user) is a disabled icon whose
 * tooltip and description give the reason; the others open their confirm dialog. After a confirmed
 * Deactivate by keyboard, focus is back on that row's status button (issue 23's QA pass). After a
 * 409 and Reload the status dialog keeps the change it asked for (never the opposite one) and sends
 * it with the current version, or closes with a toast: the user is already in that state, or the
 * refreshed page no longer lists them (no retry on the old version).
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { toast as sonnerToast } from "sonner";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { StaffUsersTable } from "@/components/staff/staff-users-table";
import { Toaster } from "@/components/ui/toaster";
import { ApiRequestError } from "@/lib/client/api";
import { staffCalls } from "@/lib/client/endpoints";
import { STAFF_ACTION_REASONS, STAFF_TEXTS, STALE_STAFF_USER_MESSAGE, staffRowActions, type StaffUserDto } from "@/lib/contract/staff";

/** The page's refresh: the test's stand-in for the server's new rows (set by the test that needs it). */
const refresh = vi.hoisted(() => ({ current: () => {} }));
vi.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: () => refresh.current(), push: vi.fn(), replace: vi.fn() }),
  usePathname: () => "/user-management",
  useSearchParams: () => new URLSearchParams(),
}));
const callApi = vi.hoisted(() => vi.fn());
vi.mock("@/lib/client/api", async (original) => ({ ...(await original<typeof import("@/lib/client/api")>()), callApi }));

let id = 0;
const user = (email: string, group: string, is_active = true): StaffUserDto => ({
  id: ++id,
  first_name: "F",
  last_name: "L",
  email,
  is_active,
  groups: [{ name: group }],
  created: "2026-01-02T12:00:00Z",
  last_updated: "2026-01-02T12:00:00Z",
});
const ADMIN_VIEWER = { email: "admin+bark@example.com", is_active: true, groups: [{ name: "BarkAdmin" }] };
const rows = [
  user("admin+bark@example.com", "BarkAdmin"),
  user("team+bark@example.com", "BarkTeamMember"),
  user("ops+bark@example.com", "BarkOpsAdmin"),
  user("all+bark@example.com", "BarkAllModuleAccess"),
  user("gone+bark@example.com", "BarkTeamMember", false),
];

describe("staffRowActions", () => {
  it("gives the reason for each action the viewer may not take", () => {
    const [me, team, ops, all, gone] = rows;
    expect(staffRowActions(ADMIN_VIEWER, team!, "Team Member")).toEqual({ reset: undefined, status: undefined });
    expect(staffRowActions(ADMIN_VIEWER, me!, "Admin")).toEqual({ reset: undefined, status: STAFF_ACTION_REASONS.yourself });
    expect(staffRowActions(ADMIN_VIEWER, ops!, "Ops Admin")).toEqual({ reset: STAFF_ACTION_REASONS.higherTier("Ops Admin"), status: STAFF_ACTION_REASONS.higherTier("Ops Admin") });
    expect(staffRowActions(ADMIN_VIEWER, all!, "All Module Access User").reset).toBe(STAFF_ACTION_REASONS.higherTier("All Module Access User"));
    expect(staffRowActions(ADMIN_VIEWER, gone!, "Team Member")).toEqual({ reset: STAFF_ACTION_REASONS.inactive, status: undefined });
    expect(staffRowActions({ ...ADMIN_VIEWER, groups: [{ name: "BarkAllModuleAccess" }] }, all!, "All Module Access User")).toEqual({ reset: undefined, status: undefined });
  });
});

describe("StaffUsersTable", () => {
  it("an Admin sees disabled icons with the reason on a higher tier's row, its own status and a deactivated user's reset link", async () => {
    const u = userEvent.setup();
    render(<StaffUsersTable rows={rows} view={{ count: rows.length, page: 1, pageSize: 10, ordering: "" }} viewer={ADMIN_VIEWER} />);
    const opsReset = screen.getByRole("button", { name: "Send a password reset link to ops+bark@example.com" });
    const opsStatus = screen.getByRole("button", { name: "Deactivate ops+bark@example.com" });
    for (const b of [opsReset, opsStatus]) {
      expect(b).toHaveAttribute("aria-disabled", "true");
      expect(b).toHaveAccessibleDescription(STAFF_ACTION_REASONS.higherTier("Ops Admin"));
    }
    expect(screen.getByRole("button", { name: "Deactivate admin+bark@example.com" })).toHaveAccessibleDescription(STAFF_ACTION_REASONS.yourself);
    expect(screen.getByRole("button", { name: "Send a password reset link to gone+bark@example.com" })).toHaveAccessibleDescription(STAFF_ACTION_REASONS.inactive);
    expect(screen.getByRole("button", { name: "Reactivate gone+bark@example.com" })).not.toHaveAttribute("aria-disabled");
    // The icons are lucide's shapes (drawn by CSS), not text glyphs a font may lack (⏻ rendered as a missing-glyph box).
    expect(opsStatus.querySelector('[data-icon="power"]')).not.toBeNull();
    expect(opsReset.querySelector('[data-icon="mail"]')).not.toBeNull();
    expect(screen.getByRole("button", { name: "Reactivate gone+bark@example.com" }).querySelector('[data-icon="restore"]')).not.toBeNull();
    expect(opsStatus.querySelector("[aria-hidden=true]")?.textContent).toBe("");

    // The reason shows on focus; a click opens nothing.
    opsStatus.focus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent(STAFF_ACTION_REASONS.higherTier("Ops Admin"));
    await u.click(opsStatus);
    await u.click(opsReset);
    expect(screen.queryByRole("dialog")).toBeNull();

    // An allowed action opens its dialog.
    await u.click(screen.getByRole("button", { name: "Send a password reset link to team+bark@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Send password reset link" });
    expect(within(dialog).getByRole("button", { name: "Send" })).toBeEnabled();
    // Closed here, so its focus return runs in this test, not on the next test's page.
    await u.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("StaffUsersTable: focus after a confirmed status change", () => {
  it("by keyboard: Enter on a row's Deactivate, Enter on the confirmation: focus is on that row's Reactivate once the refreshed rows are in (was: the Email sort link)", async () => {
    const u = userEvent.setup();
    const listed = [user("a.first+bark@example.com", "BarkTeamMember"), user("b.second+bark@example.com", "BarkTeamMember"), user("c.third+bark@example.com", "BarkTeamMember")];
    const target = listed[1]!;
    const answer = { ...target, is_active: false, last_updated: "2026-03-01T12:00:00Z" };
    callApi.mockResolvedValue(answer);
    function Page() {
      const [state, setState] = useState({ rows: listed, viewer: ADMIN_VIEWER });
      // The server's answer to the refresh: new objects (the viewer too), the changed user first (sorted by Last Updated).
      refresh.current = () => setTimeout(() => setState({ rows: [answer, listed[0]!, listed[2]!], viewer: { ...ADMIN_VIEWER } }), 30);
      return (
        <main>
          <h1>Manage Users</h1>
          <section aria-label="Manage Users results">
            <StaffUsersTable rows={state.rows} view={{ count: 3, page: 1, pageSize: 10, ordering: "-last_updated" }} viewer={state.viewer} />
          </section>
        </main>
      );
    }
    render(<Page />);
    screen.getByRole("button", { name: `Deactivate ${target.email}` }).focus();
    await u.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Deactivate user" });
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus());
    await u.tab();
    expect(within(dialog).getByRole("button", { name: "Deactivate" })).toHaveFocus();
    await u.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const reactivate = await screen.findByRole("button", { name: `Reactivate ${target.email}` });
    await waitFor(() => expect(reactivate).toHaveFocus());
    // It stays there (the watch does not move it on).
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(reactivate).toHaveFocus();
    expect(within(screen.getAllByRole("row")[1]!).getByRole("button", { name: `Reactivate ${target.email}` })).toBe(reactivate);
  });
});

describe("StaffUsersTable: the status dialog after a 409 and Reload", () => {
  beforeEach(() => {
    callApi.mockReset();
    act(() => sonnerToast.dismiss());
  });

  /** The list page: its rows become `reloaded` when Reload refreshes it. */
  function renderPage(listed: StaffUserDto[], reloaded: StaffUserDto[]) {
    function Page() {
      const [shown, setShown] = useState(listed);
      refresh.current = () => setShown(reloaded);
      return (
        <>
          <StaffUsersTable rows={shown} view={{ count: shown.length, page: 1, pageSize: 10, ordering: "" }} viewer={ADMIN_VIEWER} />
          <Toaster />
        </>
      );
    }
    return render(<Page />);
  }

  async function deactivateThenReload(u: ReturnType<typeof userEvent.setup>, email: string) {
    await u.click(screen.getByRole("button", { name: `Deactivate ${email}` }));
    const dialog = await screen.findByRole("dialog", { name: "Deactivate user" });
    await u.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await u.click(within(await within(dialog).findByTestId("stale-version-notice")).getByRole("button", { name: "Reload" }));
  }

  it("the user is already deactivated: the dialog closes with a toast saying so instead of offering Reactivate, and nothing more is sent", async () => {
    const u = userEvent.setup();
    const team = { ...user("team+bark@example.com", "BarkTeamMember"), version: 1 };
    callApi.mockRejectedValue(new ApiRequestError(409, { detail: STALE_STAFF_USER_MESSAGE }));
    renderPage([team], [{ ...team, is_active: false, version: 2 }]);
    await deactivateThenReload(u, team.email);
    expect(await screen.findByText(STAFF_TEXTS.alreadyStatus(team.email, false))).toBeInTheDocument();
    expect(STAFF_TEXTS.alreadyStatus(team.email, false)).toBe("team+bark@example.com is already deactivated");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callApi).toHaveBeenCalledTimes(1);
  });

  it("the user is still active (changed otherwise): the dialog still deactivates, with the current version", async () => {
    const u = userEvent.setup();
    const team = { ...user("team+bark@example.com", "BarkTeamMember"), version: 1 };
    callApi.mockRejectedValueOnce(new ApiRequestError(409, { detail: STALE_STAFF_USER_MESSAGE })).mockResolvedValueOnce({ ...team, is_active: false, version: 4 });
    renderPage([team], [{ ...team, version: 3 }]);
    await deactivateThenReload(u, team.email);
    const dialog = screen.getByRole("dialog", { name: "Deactivate user" });
    await waitFor(() => expect(within(dialog).queryByTestId("stale-version-notice")).toBeNull());
    await u.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(callApi).toHaveBeenLastCalledWith(staffCalls.updateStaffUser, { body: { email: team.email, is_active: false, version: 3 } }));
  });

  it("the refreshed page no longer lists the user (the Active filter, another page): the dialog closes with a toast saying so, no retry on the old version", async () => {
    const u = userEvent.setup();
    const team = { ...user("team+bark@example.com", "BarkTeamMember"), version: 1 };
    const other = { ...user("other+bark@example.com", "BarkTeamMember"), version: 1 };
    callApi.mockRejectedValue(new ApiRequestError(409, { detail: STALE_STAFF_USER_MESSAGE }));
    renderPage([team, other], [other]);
    await deactivateThenReload(u, team.email);
    expect(await screen.findByText(STAFF_TEXTS.notListed(team.email))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callApi).toHaveBeenCalledTimes(1);
  });
});

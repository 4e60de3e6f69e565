/**
 * Manage Users rows (issue 18, issue 19): an action the viewer may not take (a higher tier's
 * account, one's own deactivation, the reset link of a deactivated user) is a disabled icon whose
 * tooltip and description give the reason; the others open their confirm dialog.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { StaffUsersTable } from "@/components/staff/staff-users-table";
import { STAFF_ACTION_REASONS, staffRowActions, type StaffUserDto } from "@/lib/contract/staff";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }), usePathname: () => "/user-management", useSearchParams: () => new URLSearchParams() }));

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
  });
});

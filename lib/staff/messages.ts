/**
 * The texts and the row-action rule of Manage Users, zod-free (the users table reads them in the
 * browser); lib/contract/staff.ts re-exports them beside its schemas.
 */
import { mayManageStaff, type StaffAccountLike } from "../roles";
import type { StaffUserDto } from "../contract/staff";

export const DEACTIVATE_YOURSELF_MESSAGE = "You cannot deactivate your own account.";

/** Why a Manage Users row offers no action to this viewer (shown on the disabled icon). */
export const STAFF_ACTION_REASONS = {
  higherTier: (groups: string) => `Only a higher tier may change ${groups} accounts.`,
  yourself: DEACTIVATE_YOURSELF_MESSAGE,
  inactive: "This user is deactivated: reactivate them before sending a reset link.",
} as const;

/**
 * The actions a Manage Users row offers to `viewer` (the API refuses the same): `undefined` = offered,
 * else the reason it is not. The reset link goes only to active users the viewer may change; the
 * status toggle to users the viewer may change, never to the viewer's own account.
 */
export function staffRowActions(viewer: StaffAccountLike & { email: string }, target: StaffUserDto, groupLabel: string): { reset?: string; status?: string } {
  const higher = mayManageStaff(viewer, target.groups) ? undefined : STAFF_ACTION_REASONS.higherTier(groupLabel);
  return {
    reset: higher ?? (target.is_active ? undefined : STAFF_ACTION_REASONS.inactive),
    status: target.email === viewer.email.toLowerCase() ? STAFF_ACTION_REASONS.yourself : higher,
  };
}

/** The success toasts of Manage Users. */
export const STAFF_TEXTS = {
  created: (first: string, last: string) => `Successfully created bark user ${first} ${last}`,
  resetSent: (email: string) => `Success! ${email} will receive an email to reset their password within a couple of minutes.`,
  statusChanged: (email: string, active: boolean) => `${email} is now ${active ? "reactivated" : "deactivated"}`,
  /** The status dialog closed after a Reload (409) showed the user already in the state asked for (no spec text). */
  alreadyStatus: (email: string, active: boolean) => `${email} is already ${active ? "active" : "deactivated"}`,
  /** The status dialog closed after a Reload (409) left the user out of the rows shown (filtered out, another page; no spec text). */
  notListed: (email: string) => `${email} is no longer in this view of the list, so nothing was changed. Find them again to see their current status.`,
} as const;

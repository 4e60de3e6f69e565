/**
 * The demo staff accounts of the local environment (only there): one per role, an Admin who needs
 * an authenticator code, a Team Member who must set one up, an inactive Admin and an active user of
 * an unsupported group (Marketing). All share one password (SEED_STAFF_PASSWORD, default
 * `Bark-demo-2026`).
 */
import type { StaffGroupName } from "../../../lib/contract/enums";
import { can, type Capability } from "../../../lib/roles";

/** The documented authenticator secret of mfa+bark@example.com (base32 of 20 bytes, SHA-1, 6 digits, 30 s). */
export const DEMO_MFA_TOTP_SECRET = "IJQXE22CMFRWWT3GMZUWGZKEMVWW6IJB";
export const DEFAULT_DEMO_STAFF_PASSWORD = "Bark-demo-2026";

export interface DemoStaff {
  email: string;
  firstName: string;
  lastName: string;
  /** A role group, or another name (guest: "Marketing", an unsupported group). */
  group: StaffGroupName | "Marketing";
  isActive: boolean;
  /** Authenticator code required at sign-in, with this secret. */
  totpSecret: string | null;
  /** Authenticator setup required on first sign-in (QR shown). */
  totpSetupRequired: boolean;
}

const staff = (
  email: string,
  firstName: string,
  lastName: string,
  group: DemoStaff["group"],
  extra: Partial<Pick<DemoStaff, "isActive" | "totpSecret" | "totpSetupRequired">> = {},
): DemoStaff => ({ email, firstName, lastName, group, isActive: true, totpSecret: null, totpSetupRequired: false, ...extra });

/** Whether the demo staff member's role may do what `capability` allows (lib/roles.ts, the one role table). */
export const demoStaffMay = (s: Pick<DemoStaff, "isActive" | "group">, capability: Capability): boolean =>
  can({ is_active: s.isActive, groups: [{ name: s.group }] }, capability);

export const DEMO_STAFF: readonly DemoStaff[] = [
  staff("team+bark@example.com", "Terry", "Team", "BarkTeamMember"),
  staff("admin+bark@example.com", "Ada", "Admin", "BarkAdmin"),
  staff("ops+bark@example.com", "Otis", "Ops", "BarkOpsAdmin"),
  staff("all+bark@example.com", "Alex", "Allaccess", "BarkAllModuleAccess"),
  staff("mfa+bark@example.com", "Mona", "Mfa", "BarkAdmin", { totpSecret: DEMO_MFA_TOTP_SECRET }),
  staff("setup+bark@example.com", "Sam", "Setup", "BarkTeamMember", { totpSetupRequired: true }),
  staff("inactive+bark@example.com", "Ivy", "Inactive", "BarkAdmin", { isActive: false }),
  staff("guest+bark@example.com", "Gus", "Guest", "Marketing"),
];

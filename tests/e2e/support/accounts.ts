/** The demo staff accounts, one per role plus the MFA, setup, inactive and unsupported-group ones (seeded by the embedded API). */
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from "../../../lib/ui-constants";
import { DEFAULT_DEMO_STAFF_PASSWORD, DEMO_MFA_TOTP_SECRET } from "../../../server/backend/seed/demo-staff";

export const DEMO_PASSWORD = DEFAULT_DEMO_STAFF_PASSWORD;

export const ACCOUNTS = {
  team: "team+bark@example.com",
  admin: "admin+bark@example.com",
  ops: "ops+bark@example.com",
  all: "all+bark@example.com",
  mfa: "mfa+bark@example.com",
  setup: "setup+bark@example.com",
  inactive: "inactive+bark@example.com",
  guest: "guest+bark@example.com",
} as const;

/** The documented authenticator secret of mfa+bark@example.com. */
export const MFA_SECRET = DEMO_MFA_TOTP_SECRET;

/** Exact texts the pages must show, word for word. */
export const TEXT = {
  invalidCredentials: "Invalid email and password combination. Remember to use the +bark qualifier in the email address.",
  generic: "Something went wrong. Please try again later!",
  unauthorized: "You do not have sufficient permissions to view this page",
  dailyExpired: "Daily login expired",
  notFoundTitle: NOT_FOUND_TITLE,
  notFoundText: NOT_FOUND_TEXT,
} as const;

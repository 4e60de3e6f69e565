/**
 * The four role accounts of the README's demo table and where the setup project (auth.setup.ts)
 * keeps each one's signed-in browser state, so tests open pages already signed in.
 */
import path from "node:path";
import { ACCOUNTS } from "./accounts";
import { E2E_DATA_DIR } from "./stack";

/** Team Member, Admin, Ops Admin, All Module Access User. */
export const ROLES = ["team", "admin", "ops", "all"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_EMAILS: Record<Role, string> = { team: ACCOUNTS.team, admin: ACCOUNTS.admin, ops: ACCOUNTS.ops, all: ACCOUNTS.all };

/** Beside the run's PGlite directory (start-stack.mjs wipes only that one). */
export const E2E_AUTH_DIR = path.join(E2E_DATA_DIR, "auth");

export function storageStatePath(role: Role): string {
  return path.join(E2E_AUTH_DIR, `${role}.json`);
}

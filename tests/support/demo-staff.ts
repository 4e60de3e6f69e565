/**
 * The demo staff for tests, by short name ("team" for team+bark@example.com): emails, password and
 * role groups all come from the seed module (server/backend/seed/demo-staff.ts), never restated.
 */
import { DEFAULT_DEMO_STAFF_PASSWORD, DEMO_STAFF, type DemoStaff } from "@/server/backend/seed/demo-staff";

export const DEMO_PASSWORD = DEFAULT_DEMO_STAFF_PASSWORD;

/** The short names: the part of each demo email before "+". */
export const DEMO_NAMES = ["team", "admin", "ops", "all", "mfa", "setup", "inactive", "guest"] as const;
export type DemoName = (typeof DEMO_NAMES)[number];

/** The seeded account of a short name (throws when the seed has none, or more than one). */
export function demoStaff(name: DemoName): DemoStaff {
  const found = DEMO_STAFF.filter((s) => s.email.split("+")[0] === name);
  if (found.length !== 1) throw new Error(`No single demo staff account named ${name}`);
  return found[0]!;
}

/** The email of a demo account: `demoEmail("team")` is "team+bark@example.com". */
export function demoEmail(name: DemoName): string {
  return demoStaff(name).email;
}

/** Every short name's email, e.g. `DEMO.team`. */
export const DEMO: Readonly<Record<DemoName, string>> = Object.freeze(Object.fromEntries(DEMO_NAMES.map((n) => [n, demoEmail(n)])) as Record<DemoName, string>);

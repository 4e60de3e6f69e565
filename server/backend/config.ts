/** The embedded API's configuration, from the environment, validated once. */
import path from "node:path";
import { z } from "zod";
import { DEFAULT_BUSINESS_TIME_ZONE, isValidTimeZone } from "../../lib/business-day";
import { GLADLY_PREFIX_SETTINGS } from "../../lib/claim-rules";

/** An on/off setting: off unless "true" (or "1") is given explicitly. */
const flag = z
  .enum(["true", "false", "1", "0"])
  .default("false")
  .transform((v) => v === "true" || v === "1");

const schema = z.object({
  BACKEND_HOST: z.string().default("127.0.0.1"),
  BACKEND_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** PostgreSQL instead of PGlite when set. */
  DATABASE_URL: z.string().url().optional(),
  /** PGlite data directory (git-ignored). */
  BACKEND_DATA_DIR: z.string().default(path.join(process.cwd(), ".data", "pglite")),
  /** Customers generated on first start of an empty database. */
  SEED_CUSTOMERS: z.coerce.number().int().min(0).max(1_000_000).default(500),
  SEED_STAFF_PASSWORD: z.string().min(10).default("Bark-demo-2026"),
  /** The customer portal that "login as customer" redirects to. */
  CUSTOMER_PORTAL_URL: z.string().url().default("http://localhost:3001/impersonate"),
  /** Base of the staff app, for links written to the outbox (password reset). */
  APP_BASE_URL: z.string().url().default("http://localhost:3000"),
  /** "Today" for staff tokens: a token answers 401 once the business day it was issued on is over. */
  BUSINESS_TIME_ZONE: z.string().default(DEFAULT_BUSINESS_TIME_ZONE).refine(isValidTimeZone, `must be an IANA time zone such as ${DEFAULT_BUSINESS_TIME_ZONE}`),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * The conversation-link prefixes a claim must start with: the same settings the app reads
   * (lib/claim-rules.ts), so the API accepts the links the wizard accepts. The API serves `local`:
   * GLADLY_PREFIX_TEST applies.
   */
  ...GLADLY_PREFIX_SETTINGS,
  /**
   * /dev/* helpers (the mail outbox, links withheld): off unless "true" is given explicitly (the
   * end-to-end stack does; a developer may for `local`). Never in front of real users.
   */
  ENABLE_DEV_ROUTES: flag,
  /**
   * With dev routes on: the value a caller must send in `X-Dev-Routes-Secret` to read one outbox
   * message's link (GET /dev/outbox/{id}/link). Unset: that route does not exist.
   */
  DEV_ROUTES_SECRET: z.string().min(32, "DEV_ROUTES_SECRET must be at least 32 characters").optional(),
  /**
   * With dev routes on: POST /dev/fixtures/* (routes/dev-fixtures.ts), which create customers and
   * staff users for the end-to-end tests. Off unless "true" is given explicitly; it needs
   * ENABLE_DEV_ROUTES=true (refused otherwise).
   */
  ENABLE_TEST_FIXTURES: flag,
}).refine((c) => !c.ENABLE_TEST_FIXTURES || c.ENABLE_DEV_ROUTES, {
  path: ["ENABLE_TEST_FIXTURES"],
  message: "ENABLE_TEST_FIXTURES=true needs ENABLE_DEV_ROUTES=true (the fixtures are dev routes)",
});

export type BackendConfig = z.infer<typeof schema>;

export function loadBackendConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid embedded API configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

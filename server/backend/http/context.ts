import type { Context } from "hono";
import type { Logger } from "pino";
import type { AuditActor } from "../queries/audit";
import type { BackendConfig } from "../config";
import type { Db } from "../db/client";
import type { StaffUser } from "../queries/staff";
import type { BulkDiscountRunner } from "../queries/discount-bulk";

/** What every route module is built from: `xxxRoutes(deps)` returns a Hono sub-app. */
export interface AppDeps {
  db: Db;
  logger: Logger;
  config: BackendConfig;
  /** Injectable clock for tests (expiry, TOTP steps). */
  now?: () => Date;
  /** Makes bulk discount codes in the background (startBackend passes one and resumes it; else the discount routes make their own). */
  bulkDiscounts?: BulkDiscountRunner;
}

export type AppEnv = {
  Variables: {
    staff: StaffUser;
    requestId: string;
  };
};

/** The staff member and request id of a call, for the staff audit log (queries/audit.ts recordAudit). */
export const auditActorOf = (c: Context<AppEnv>, now: Date): AuditActor => ({ staffEmail: c.get("staff").email, requestId: c.get("requestId"), now });

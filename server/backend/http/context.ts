import type { Logger } from "pino";
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

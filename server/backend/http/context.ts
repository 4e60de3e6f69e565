import type { Logger } from "pino";
import type { BackendConfig } from "../config";
import type { Db } from "../db/client";
import type { StaffUser } from "../queries/staff";

/** What every route module is built from: `xxxRoutes(deps)` returns a Hono sub-app. */
export interface AppDeps {
  db: Db;
  logger: Logger;
  config: BackendConfig;
  /** Injectable clock for tests (expiry, TOTP steps). */
  now?: () => Date;
}

export type AppEnv = {
  Variables: {
    staff: StaffUser;
    requestId: string;
  };
};

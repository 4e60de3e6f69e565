/** GET impersonate/?account_id=: "login as customer" (spec 01 §7), a short-lived single-use token. */
import { Hono } from "hono";
import { accountIdQuerySchema, type ImpersonateResponse } from "../../../lib/contract/customers";
import { requireCapability } from "../http/auth";
import type { AppDeps, AppEnv } from "../http/context";
import { queryParams } from "../http/validate";
import { createImpersonationToken } from "../queries/impersonation";

export function impersonateRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.get("/impersonate", requireCapability("customerAccountActions"), async (c) => {
    const { account_id } = queryParams(c, accountIdQuerySchema);
    const { token, expiresAt } = await createImpersonationToken(deps.db, {
      accountId: account_id,
      staffEmail: c.get("staff").email,
      now: deps.now?.() ?? new Date(),
    });
    const redirect = new URL(deps.config.CUSTOMER_PORTAL_URL);
    redirect.searchParams.set("token", token);
    const body: ImpersonateResponse = { redirect_to: redirect.toString(), expires_at: expiresAt.toISOString() };
    c.header("Cache-Control", "no-store");
    return c.json(body);
  });

  return app;
}

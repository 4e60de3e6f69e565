/** GET impersonate/?account_id=: "login as customer", a short-lived single-use token. */
import { Hono } from "hono";
import { customerEndpoints as e } from "../../../lib/contract/customers";
import type { AppDeps, AppEnv } from "../http/context";
import { register } from "../http/register";
import { createImpersonationToken } from "../queries/impersonation";

export function impersonateRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  register(app, e.impersonate, async ({ query }, c) => {
    const { token, expiresAt } = await createImpersonationToken(deps.db, {
      accountId: query.account_id,
      staffEmail: c.get("staff").email,
      requestId: c.get("requestId"),
      now: deps.now?.() ?? new Date(),
    });
    const redirect = new URL(deps.config.CUSTOMER_PORTAL_URL);
    redirect.searchParams.set("token", token);
    c.header("Cache-Control", "no-store");
    return { redirect_to: redirect.toString(), expires_at: expiresAt.toISOString() };
  });

  return app;
}

/**
 * The embedded back-office API: the upstream of `local`, of the demo and of every test.
 * createApp(deps) builds it from a database handed in, so tests can use a fresh one
 * (`app.request()`), and main.ts serves it on a port.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { isWellFormedRequestId } from "../../lib/request-id";
import type { AppDeps, AppEnv } from "./http/context";
import { ApiError } from "./http/errors";
import { requireStaff } from "./http/auth";
import { securityHeaders } from "./http/security-headers";
import { apiRouteModules, authRouteModules, devRouteModules } from "./routes";
import { loggableError } from "./http/loggable-error";

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  app.use(securityHeaders());

  // One JSON line per request: method, path, status, duration, staff email. Never headers or bodies.
  app.use(async (c, next) => {
    const started = performance.now();
    // The BFF's id when it sends one (the same id in both logs and in the staff audit log).
    const given = c.req.header("x-request-id");
    const requestId = isWellFormedRequestId(given) ? given : randomUUID();
    c.set("requestId", requestId);
    await next();
    const staff = c.get("staff");
    deps.logger.info(
      {
        request_id: requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        duration_ms: Math.round((performance.now() - started) * 100) / 100,
        staff_email: staff?.email ?? null,
        application: c.req.header("x-application") ?? null,
      },
      "request",
    );
  });

  app.get("/health", async (c) => {
    await deps.db.execute(sql`select 1`);
    return c.json({ status: "ok" });
  });

  for (const mod of authRouteModules) app.route("/auth", mod(deps));
  for (const mod of devRouteModules) app.route("/dev", mod(deps));

  const api = new Hono<AppEnv>({ strict: false });
  api.use(requireStaff(deps));
  for (const mod of apiRouteModules) api.route("/", mod(deps));
  app.route("/api", api);

  app.notFound((c) => c.json({ detail: "Not found." }, 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.body, err.status);
    deps.logger.error({ error: loggableError(err), request_id: c.get("requestId"), path: c.req.path }, "unexpected error");
    return c.json({ detail: "Internal error" }, 500);
  });
  return app;
}

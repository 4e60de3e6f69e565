/**
 * Local-only helpers, mounted at /dev when ENABLE_DEV_ROUTES is on (the default: this API is the
 * upstream of local, the demo and the tests only). GET /dev/outbox?to={email}: the mail that would
 * have been sent, newest first, so end-to-end tests can follow a password-reset link.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps, AppEnv } from "../http/context";
import { queryParams } from "../http/validate";
import { listOutboxMessages } from "../queries/auth";

export const OUTBOX_LIST_LIMIT = 20;

const outboxQuery = z.object({
  to: z.string().trim().toLowerCase().optional(),
});

export function devRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  if (!deps.config.ENABLE_DEV_ROUTES) return app;

  app.get("/outbox", async (c) => {
    const { to } = queryParams(c, outboxQuery);
    const rows = await listOutboxMessages(deps.db, { toEmail: to || undefined, limit: OUTBOX_LIST_LIMIT });
    return c.json({
      count: rows.length,
      results: rows.map((m) => ({
        id: m.id,
        to: m.toEmail,
        subject: m.subject,
        body: m.body,
        link: m.link,
        created: m.created.toISOString(),
      })),
    });
  });

  return app;
}

/**
 * Local-only helpers, mounted at /dev only when ENABLE_DEV_ROUTES=true is given explicitly (off by
 * default; the end-to-end stack turns them on).
 *
 * - GET /dev/outbox?to={email}: the mail that would have been sent, newest first, with every link
 *   withheld (a password-reset link is a credential: whoever holds it can take the account over).
 * - GET /dev/outbox/{id}/link: one message's link, only when DEV_ROUTES_SECRET is configured and the
 *   caller sends it in `X-Dev-Routes-Secret` (the end-to-end tests; docs/backend.md "Dev routes").
 */
import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { hashSecret } from "../auth/tokens";
import { outbox } from "../db/schema";
import { forbidden, notFound } from "../http/errors";
import type { AppDeps, AppEnv } from "../http/context";
import { parseWith, queryParams } from "../http/validate";
import { listOutboxMessages } from "../queries/auth";

export const OUTBOX_LIST_LIMIT = 20;
/** What the outbox list shows in place of a link, in the message body too. */
export const LINK_WITHHELD = "[link withheld]";
export const DEV_ROUTES_SECRET_HEADER = "x-dev-routes-secret";

const outboxQuery = z.object({
  to: z.string().trim().toLowerCase().optional(),
});
const messageIdParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Constant-time comparison of two secrets of any length (hashed first, so the lengths match). */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(Buffer.from(hashSecret(given), "hex"), Buffer.from(hashSecret(expected), "hex"));
}

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
        body: m.link ? m.body.split(m.link).join(LINK_WITHHELD) : m.body,
        has_link: m.link !== null,
        created: m.created.toISOString(),
      })),
    });
  });

  const secret = deps.config.DEV_ROUTES_SECRET;
  if (secret) {
    app.get("/outbox/:id/link", async (c) => {
      const given = c.req.header(DEV_ROUTES_SECRET_HEADER);
      if (!given || !sameSecret(given, secret)) throw forbidden();
      const { id } = parseWith(messageIdParam, { id: c.req.param("id") });
      const [row] = await deps.db.select({ id: outbox.id, link: outbox.link }).from(outbox).where(eq(outbox.id, id));
      if (!row?.link) throw notFound();
      return c.json({ id: row.id, link: row.link });
    });
  }

  return app;
}

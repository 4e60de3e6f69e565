/**
 * The claim calls. Method,
 * path, capability (create and edit: every role; delete: first, second and highest tiers) and
 * schemas come from the descriptors of lib/contract/claims.ts; the rules are lib/claim-rules.ts.
 */
import { Hono } from "hono";
import { CLAIM_NOT_FOUND_MESSAGE, claimEndpoints as e } from "../../../lib/contract/claims";
import { gladlyConversationPrefix, gladlyPrefixesOf } from "../../../lib/claim-rules";
import type { AppDeps, AppEnv } from "../http/context";
import { notFound } from "../http/errors";
import { register } from "../http/register";
import { createClaim, deleteClaim, getClaim, listOrderClaims, updateClaim } from "../queries/claims";

/** A path id that is not a positive integer names no claim: 404, never 500. */
function claimIdParam(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw notFound(CLAIM_NOT_FOUND_MESSAGE);
  return Number(raw);
}

export function claimRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const now = () => deps.now?.() ?? new Date();
  /** The embedded API serves `local` and the tests: the non-production conversation host, as configured for the app too. */
  const CONVERSATION_PREFIX = gladlyConversationPrefix("local", gladlyPrefixesOf(deps.config));

  register(app, e.listOrderClaims, async ({ params }) => listOrderClaims(deps.db, params.orderId));

  register(app, e.getClaim, async ({ params }) => {
    const claim = await getClaim(deps.db, claimIdParam(params.id));
    if (!claim) throw notFound(CLAIM_NOT_FOUND_MESSAGE);
    return claim;
  });

  register(app, e.createClaim, async ({ body, idempotency }, c) =>
    createClaim(deps.db, { body, staffEmail: c.get("staff").email, now: now(), conversationPrefix: CONVERSATION_PREFIX, idempotency }),
  );

  register(app, e.updateClaim, async ({ params, body }, c) => {
    const { version, ...claim } = body;
    return updateClaim(deps.db, claimIdParam(params.id), { body: claim, version, staffEmail: c.get("staff").email, now: now(), conversationPrefix: CONVERSATION_PREFIX });
  });

  register(app, e.deleteClaim, async ({ params, query }, c) => {
    await deleteClaim(deps.db, claimIdParam(params.id), { staffEmail: c.get("staff").email, now: now(), version: query.version });
    return { detail: "Claim deleted." };
  });

  return app;
}

/**
 * The replay half of the key rule of lib/contract/idempotency.ts, for a handler of an `idempotent`
 * descriptor: `register()` (server/backend/http/register.ts) has already refused a missing or
 * malformed key and hands the handler its `idempotency`; the handler's query runs its work through
 * `runIdempotent` inside its own transaction.
 *
 * The key is claimed first in the transaction (a concurrent request with the same key waits on its
 * row, then answers the stored result); a request that fails rolls the claim back with it.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { IDEMPOTENCY_KEY_REUSED, replaysStoredAnswer } from "../../../lib/contract/idempotency";
import type { Tx } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { badRequest } from "../http/errors";

/** The key of one request to an idempotent descriptor, as register() hands it to the handler. */
export interface Idempotency {
  /** The descriptor's path ("refunds"): keys of different calls never meet. */
  scope: string;
  key: string;
  staffEmail: string;
}

/**
 * An `idempotent: "optional"` descriptor's work: once per key when the call sent one, else as any
 * call. (A required descriptor uses runIdempotent, which refuses to run without a key.)
 */
export function runIdempotentIfKeyed<T>(tx: Tx, idempotency: Idempotency | undefined, request: unknown, now: Date, work: () => Promise<T>): Promise<T> {
  return idempotency ? runIdempotent(tx, idempotency, request, now, work) : work();
}

function requestHash(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

/**
 * Runs `work` once per key: `request` is what makes two requests "the same" (hashed); a repeat of
 * the same request by the same staff member answers the stored answer, anything else with the key
 * is 400 IDEMPOTENCY_KEY_REUSED.
 */
export async function runIdempotent<T>(tx: Tx, idempotency: Idempotency | undefined, request: unknown, now: Date, work: () => Promise<T>): Promise<T> {
  if (!idempotency) throw new Error("runIdempotent: the descriptor is not idempotent (no key from register())");
  const hash = requestHash(request);
  const where = and(eq(idempotencyKeys.scope, idempotency.scope), eq(idempotencyKeys.key, idempotency.key));
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ scope: idempotency.scope, key: idempotency.key, requestHash: hash, response: {}, staffEmail: idempotency.staffEmail, created: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [previous] = await tx.select().from(idempotencyKeys).where(where);
    // A key is its staff member's own: another staff member replaying it gets no stored answer.
    if (!replaysStoredAnswer(previous, { requestHash: hash, staffEmail: idempotency.staffEmail })) throw badRequest(IDEMPOTENCY_KEY_REUSED);
    return previous!.response as T;
  }
  const response = await work();
  await tx.update(idempotencyKeys).set({ response }).where(where);
  return response;
}

/**
 * Claims: list per order, read, create, update, delete, and the product
 * lookup the wizard and the rules need. Every write runs in one transaction with its customer
 * changelog entry and keeps the order's `has_claim` true while the order has a claim. The rules
 * are lib/claim-rules.ts (the wizard's own): a failure answers 400 with the wire's field names.
 */
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { CLAIM_NOT_FOUND_MESSAGE, claimToForm, type ClaimBody, type ClaimDto, type ClaimFieldName, type ClaimListEntry, claimFieldsShape, snakeToCamel } from "../../../lib/contract/claims";
import { claimDogsOf, claimLineOf, claimProductOf, errorsToWire, mispackAddedSkus, validateClaim, type ClaimDogs, type ClaimProduct } from "../../../lib/claim-rules";
import { CHANGELOG_OBJECT_TYPES, type ChangeAction } from "../../../lib/contract/enums";
import { sameChangeValue } from "../../../lib/format";
import type { Db, Tx } from "../db/client";
import { claims, fulfillmentItems, fulfillmentProducts, fulfillments, items, orders, pets } from "../db/schema";
import { ApiError, fieldErrors, notFound } from "../http/errors";
import { writeCustomerChangelog } from "./changelog";
import { runIdempotentIfKeyed, type Idempotency } from "./idempotency";
import { getProductByCode } from "./product-detail";
import { bumpVersion, checkVersion, staleVersion, versionMatches } from "./versioned";

export const ORDER_NOT_FOUND_MESSAGE = "Order not found.";
export const BELONGING_MESSAGES = {
  fulfillment: "Fulfillment not found.",
  order: "The fulfillment does not belong to this order.",
  product: "The product is not part of this fulfillment.",
  pet: "The pet does not belong to this fulfillment's product.",
  unchangeable: "The claim's fulfillment, product and pet cannot be changed.",
} as const;

type ClaimRow = typeof claims.$inferSelect;
const FIELD_NAMES = Object.keys(claimFieldsShape) as ClaimFieldName[];

/** The row's claim fields in snake_case (the row's property names are the form's camelCase names). */
function wireFields(row: ClaimRow): Record<ClaimFieldName, unknown> {
  return Object.fromEntries(FIELD_NAMES.map((f) => [f, (row as Record<string, unknown>)[snakeToCamel(f)] ?? null])) as Record<ClaimFieldName, unknown>;
}

function serialize(row: ClaimRow): ClaimDto {
  return {
    id: row.id,
    order_id: row.orderId,
    account_id: row.accountId,
    ...(wireFields(row) as Omit<ClaimDto, "id" | "order_id" | "account_id" | "version" | "created_by" | "created" | "last_updated">),
    version: row.version,
    created_by: row.createdBy,
    created: row.created.toISOString(),
    last_updated: row.lastUpdated.toISOString(),
  };
}

// ───────────────────────────── Product ─────────────────────────────

// ───────────────────────────── Reads ─────────────────────────────

export async function listOrderClaims(db: Db, orderId: string): Promise<ClaimListEntry[]> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const rows = await db
    .select({
      id: claims.id,
      fulfillmentId: claims.fulfillmentId,
      productCode: claims.productCode,
      petId: claims.petId,
      version: claims.version,
      claimTypes: claims.claimTypes,
      resolutionTypes: claims.resolutionTypes,
      created: claims.created,
      lastUpdated: claims.lastUpdated,
      createdBy: claims.createdBy,
    })
    .from(claims)
    .where(eq(claims.orderId, orderId))
    .orderBy(asc(claims.id));
  return rows.map((r) => ({
    claim_id: r.id,
    fulfillment_id: r.fulfillmentId,
    product_id: r.productCode,
    pet_id: r.petId,
    version: r.version,
    // Issue 22: what the order page's claims table shows.
    claim_types: r.claimTypes as ClaimListEntry["claim_types"],
    resolution_types: r.resolutionTypes as ClaimListEntry["resolution_types"],
    created: r.created.toISOString(),
    last_updated: r.lastUpdated.toISOString(),
    created_by: r.createdBy,
  }));
}

export async function getClaim(db: Db, id: number): Promise<ClaimDto | null> {
  const [row] = await db.select().from(claims).where(eq(claims.id, id)).limit(1);
  return row ? serialize(row) : null;
}

// ───────────────────────────── Writes ─────────────────────────────

interface WriteInput {
  body: ClaimBody;
  staffEmail: string;
  now: Date;
  conversationPrefix: string;
}

/**
 * The dogs a claim on the fulfillment's line of no dog may name (lib/claim-rules.ts claimDogsOf):
 * the dogs of every fulfillment of its order, as the order page and the claim page read them.
 */
export async function claimDogsOfFulfillment(tx: Tx, f: { id: string; orderId: string }): Promise<ClaimDogs> {
  const ofOrder = await tx.select({ id: fulfillments.id, pet_ids: fulfillments.petIds }).from(fulfillments).where(eq(fulfillments.orderId, f.orderId)).orderBy(asc(fulfillments.id));
  return claimDogsOf(f.id, ofOrder);
}

/** Product, fulfillment, pet and order must belong together; then every rule of the claim (`stored`: an update's claim as stored). */
async function checkClaim(tx: Tx, body: ClaimBody, conversationPrefix: string, stored: ClaimDto | null = null): Promise<{ orderId: string; accountId: number }> {
  const [f] = await tx
    .select({ id: fulfillments.id, orderId: fulfillments.orderId, petIds: fulfillments.petIds, accountId: orders.accountId })
    .from(fulfillments)
    .innerJoin(orders, eq(orders.id, fulfillments.orderId))
    .where(eq(fulfillments.id, body.fulfillment_id))
    .limit(1)
    // Held until the claim is written (FOR KEY SHARE, the weakest lock): a split of the fulfillment
    // (which takes it FOR UPDATE, then moves the claims of the lines it moves) runs before this
    // claim is checked, which then finds the product where the split put it, or after it is written,
    // and moves it; never in between, which would leave the claim behind on the old fulfillment.
    .for("key share", { of: fulfillments });
  if (!f) throw fieldErrors({ fulfillment_id: BELONGING_MESSAGES.fulfillment });
  if (body.order_id !== null && body.order_id !== f.orderId) throw fieldErrors({ order_id: BELONGING_MESSAGES.order });
  const lines = await tx
    .select()
    .from(fulfillmentProducts)
    .where(and(eq(fulfillmentProducts.fulfillmentId, f.id), eq(fulfillmentProducts.code, body.product_code)))
    .orderBy(asc(fulfillmentProducts.id));
  if (!lines.length) throw fieldErrors({ product_code: BELONGING_MESSAGES.product });
  // The line of that product for that dog (lib/claim-rules.ts claimLineOf, as the claim page finds it):
  // one fulfillment may hold the product for two dogs.
  const fp = claimLineOf(lines.map((l) => ({ ...l, pet_id: l.petId })), await claimDogsOfFulfillment(tx, f), body.product_code, body.pet_id);
  const [pet] = body.pet_id ? await tx.select({ accountId: pets.accountId }).from(pets).where(eq(pets.id, body.pet_id)).limit(1) : [];
  if (!fp || (body.pet_id !== null && pet?.accountId !== f.accountId)) throw fieldErrors({ pet_id: BELONGING_MESSAGES.pet });
  const catalogue = await getProductByCode(tx, body.product_code);
  const product: ClaimProduct = catalogue
    ? claimProductOf(catalogue)
    : {
        code: fp.code,
        name: fp.name,
        productType: fp.type,
        isFrozen: fp.isFrozen,
        items: (await tx.select().from(fulfillmentItems).where(eq(fulfillmentItems.fulfillmentProductId, fp.id))).map((i) => ({ sku: i.sku, name: i.name, quantity: i.quantity, recipeId: null })),
      };
  const form = claimToForm(body);
  // The skus added to the mispack "actually received" list must be items.
  const added = mispackAddedSkus(form, product);
  const itemSkus = new Set(added.length ? (await tx.select({ sku: items.sku }).from(items).where(inArray(items.sku, added))).map((i) => i.sku) : []);
  const errors = validateClaim(form, { product, conversationPrefix, stored: stored && claimToForm(stored), itemSkus });
  if (Object.keys(errors).length) throw new ApiError(400, errorsToWire(errors));
  return { orderId: f.orderId, accountId: f.accountId };
}

/** The columns of a claim body (camelCase properties; the body's schema already cut the vet bill to 2 decimals). */
function columnsOf(body: ClaimBody) {
  return Object.fromEntries(FIELD_NAMES.map((f) => [snakeToCamel(f), body[f]])) as Partial<typeof claims.$inferInsert>;
}


/** The claim fields that differ between two versions of a claim (`before` null: a new claim, its empty lists left out). */
function changedFields(before: ClaimDto | null, after: ClaimDto | null): ClaimFieldName[] {
  // Compared as jsonb gives them back (keys in any order): lib/format.ts `sameChangeValue`.
  return FIELD_NAMES.filter((f) => !sameChangeValue(before?.[f], after?.[f]) && !(before === null && sameChangeValue(after?.[f], [])));
}

/**
 * The customer changelog's entry of a claim created (`before` null), changed or deleted (`after`
 * null): the fields that differ, a new claim's empty lists left out.
 */
async function logClaimChange(
  tx: Db,
  claim: { accountId: number; petId: string | null; id: number },
  action: ChangeAction,
  before: ClaimDto | null,
  after: ClaimDto | null,
  actor: { staffEmail: string; now: Date },
): Promise<void> {
  const changed = changedFields(before, after);
  await writeCustomerChangelog(tx, {
    accountId: claim.accountId,
    petId: claim.petId,
    action,
    objectType: CHANGELOG_OBJECT_TYPES.claim,
    objectId: claim.id,
    changes: Object.fromEntries(changed.map((f) => [f, { old: before ? before[f] : null, new: after ? after[f] : null }])),
    staffEmail: actor.staffEmail,
    now: actor.now,
  });
}

/** POST claims, once per idempotency key when the request sent one (the key is claimed first in the transaction). */
export async function createClaim(db: Db, input: WriteInput & { idempotency?: Idempotency }): Promise<ClaimDto> {
  return db.transaction(async (tx) => runIdempotentIfKeyed(tx, input.idempotency, input.body, input.now, async () => {
    const { orderId, accountId } = await checkClaim(tx, input.body, input.conversationPrefix);
    const [row] = await tx
      .insert(claims)
      .values({ ...(columnsOf(input.body) as typeof claims.$inferInsert), accountId, orderId, createdBy: input.staffEmail, created: input.now, lastUpdated: input.now })
      .returning();
    await tx.update(orders).set({ hasClaim: true }).where(eq(orders.id, orderId));
    const created = serialize(row!);
    await logClaimChange(tx, { accountId, petId: row!.petId, id: row!.id }, "CREATE", null, created, input);
    return created;
  }));
}

export async function updateClaim(db: Db, id: number, input: WriteInput & { version: number }): Promise<ClaimDto> {
  return db.transaction(async (tx) => {
    const [named] = await tx.select({ fulfillmentId: claims.fulfillmentId }).from(claims).where(eq(claims.id, id)).limit(1);
    if (!named) throw notFound(CLAIM_NOT_FOUND_MESSAGE);
    // Its fulfillment, then the claim (a split's order: it moves claims while it holds their
    // fulfillment): a split committed meanwhile shows as the claim's new version (409, Reload), not as
    // its product gone from the fulfillment (400).
    await tx.select({ id: fulfillments.id }).from(fulfillments).where(eq(fulfillments.id, named.fulfillmentId)).for("key share");
    const [current] = await tx.select().from(claims).where(eq(claims.id, id)).for("update").limit(1);
    if (!current) throw notFound(CLAIM_NOT_FOUND_MESSAGE);
    checkVersion(current, input.version, "claim");
    const b = input.body;
    if (b.fulfillment_id !== current.fulfillmentId || b.product_code !== current.productCode || (b.pet_id ?? null) !== current.petId) {
      throw new ApiError(400, { non_field_errors: [BELONGING_MESSAGES.unchangeable] });
    }
    const before = serialize(current);
    const { orderId } = await checkClaim(tx, b, input.conversationPrefix, before);
    if (orderId !== current.orderId) throw fieldErrors({ order_id: BELONGING_MESSAGES.order });
    // Saved as it was: nothing changes, so no write, no new version and no changelog entry.
    if (changedFields(before, serialize({ ...current, ...columnsOf(b) } as ClaimRow)).length === 0) return before;
    // Conditional on the version read: a concurrent update in between makes this match nothing.
    const [row] = await tx
      .update(claims)
      .set({ ...columnsOf(b), ...bumpVersion(claims), lastUpdated: input.now })
      .where(and(eq(claims.id, id), versionMatches(claims, input.version)))
      .returning();
    if (!row) throw staleVersion("claim");
    const after = serialize(row);
    await logClaimChange(tx, row, "UPDATE", before, after, input);
    return after;
  });
}

/**
 * The claims filed on a fulfillment, locked (FOR UPDATE, in id order) for the caller's transaction:
 * a split takes them after the fulfillment (as every claim write does: checkClaim) and before it
 * writes anything, so a claim deleted meanwhile (the claim, then its order) never waits on it.
 */
export async function lockClaimsOfFulfillment(tx: Tx, fulfillmentId: string): Promise<ClaimRow[]> {
  return tx.select().from(claims).where(eq(claims.fulfillmentId, fulfillmentId)).orderBy(asc(claims.id)).for("update");
}

/**
 * Moves claims (locked by lockClaimsOfFulfillment) to another fulfillment of their order: a split
 * moving their lines, in its transaction. Each claim gets a new version (an edit opened before answers
 * 409 and reloads it) and its customer changelog entry, as an edit of its fulfillment_id.
 */
export async function moveClaimsTo(tx: Tx, rows: readonly ClaimRow[], fulfillmentId: string, actor: { staffEmail: string; now: Date }): Promise<void> {
  for (const current of rows) {
    const [row] = await tx
      .update(claims)
      .set({ fulfillmentId, ...bumpVersion(claims), lastUpdated: actor.now })
      .where(eq(claims.id, current.id))
      .returning();
    await logClaimChange(tx, row!, "UPDATE", serialize(current), serialize(row!), actor);
  }
}

export async function deleteClaim(db: Db, id: number, input: { staffEmail: string; now: Date; version?: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ version: claims.version }).from(claims).where(eq(claims.id, id)).for("update").limit(1);
    if (!locked) throw notFound(CLAIM_NOT_FOUND_MESSAGE);
    // A delete based on an older version (someone edited the claim meanwhile) answers 409.
    checkVersion(locked, input.version, "claim");
    const [row] = await tx.delete(claims).where(eq(claims.id, id)).returning();
    if (!row) throw notFound(CLAIM_NOT_FOUND_MESSAGE);
    // The order locked before its claims are counted: a claim being filed on it meanwhile (which
    // updates the order in its own transaction) is counted once it commits, not missed.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, row.orderId)).for("update");
    const [left] = await tx.select({ n: count() }).from(claims).where(eq(claims.orderId, row.orderId));
    await tx.update(orders).set({ hasClaim: (left?.n ?? 0) > 0 }).where(eq(orders.id, row.orderId));
    const before = serialize(row);
    await logClaimChange(tx, row, "DELETE", before, null, input);
  });
}

/**
 * The customer changelog (GET customer_changelog/{customerId}): every change made to a
 * customer through the API writes one entry, in the same transaction as the change.
 */
import { asc, desc, eq, sql } from "drizzle-orm";
import type { CustomerChangelogEntryDto } from "../../../lib/contract/customers";
import { sameChangeValue } from "../../../lib/format";
import { CHANGELOG_OBJECT_TYPES, type ChangeAction, type ChangelogObjectType, type OrderType } from "../../../lib/contract/enums";
import type { Db } from "../db/client";
import { accounts, customerChangelog, fulfillmentProducts, pets } from "../db/schema";
import { rowSetsUnder, tableRows } from "./json-rows";

export interface ChangelogEntryInput {
  accountId: number;
  petId?: string | null;
  action: ChangeAction;
  objectType: ChangelogObjectType;
  objectId?: string | number | null;
  changes: Record<string, { old: unknown; new: unknown }>;
  staffEmail: string;
  now?: Date;
}

type Changes = ChangelogEntryInput["changes"];

/**
 * The fields of `changes` whose value changed (an entry lists what changed, not every field the
 * request carried): old and new compared as lib/format.ts `sameChangeValue` compares them.
 */
export function changedOnly(changes: Changes): Changes {
  return Object.fromEntries(Object.entries(changes).filter(([, c]) => !sameChangeValue(c.old, c.new)));
}

/**
 * The dog an entry is about: the one dog every line it concerns (an order's or a fulfillment's
 * lines) belongs to; null when the lines belong to several dogs, or one of them to none (the
 * customer changelog's "Filter by pet" shows an entry under its dog: spec 01 §7).
 */
export function petOfLines(lines: readonly { petId: string | null }[]): string | null {
  const pets = new Set(lines.map((l) => l.petId));
  return pets.size === 1 ? ([...pets][0] ?? null) : null;
}

/** petOfLines of a fulfillment's products, as they are now in the transaction. */
export async function petOfFulfillment(tx: Db, fulfillmentId: string): Promise<string | null> {
  return petOfLines(await tx.select({ petId: fulfillmentProducts.petId }).from(fulfillmentProducts).where(eq(fulfillmentProducts.fulfillmentId, fulfillmentId)));
}

/** Call with the transaction handle of the change it records. */
export async function writeCustomerChangelog(db: Db, entry: ChangelogEntryInput): Promise<void> {
  await db.insert(customerChangelog).values({
    accountId: entry.accountId,
    petId: entry.petId ?? null,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId === undefined || entry.objectId === null ? null : String(entry.objectId),
    changes: entry.changes,
    staffEmail: entry.staffEmail,
    ...(entry.now ? { created: entry.now } : {}),
  });
}

/**
 * The CREATE entry of a new order, as every new order has one (the timeline credits the order to its
 * author by it): its type and products, and what else its kind records (`more`: a replacement's
 * parent order; a subscription or one-time order's total and discount codes, a one-time order's
 * charge status), each from null.
 */
export async function writeOrderCreated(
  db: Db,
  order: {
    accountId: number;
    petId: string | null;
    orderId: string;
    orderType: OrderType;
    lines: readonly { code: string; quantity: number }[];
    more: Record<string, unknown>;
    staffEmail: string;
    now?: Date;
  },
): Promise<void> {
  const values = { order_type: order.orderType, order_products: order.lines.map(({ code, quantity }) => ({ code, quantity })), ...order.more };
  await writeCustomerChangelog(db, {
    accountId: order.accountId,
    petId: order.petId,
    action: "CREATE",
    objectType: CHANGELOG_OBJECT_TYPES.order,
    objectId: order.orderId,
    changes: Object.fromEntries(Object.entries(values).map(([field, value]) => [field, { old: null, new: value }])),
    staffEmail: order.staffEmail,
    now: order.now,
  });
}

const CHANGELOG_SETS = {
  entries: tableRows(customerChangelog, eq(customerChangelog.accountId, accounts.id), [desc(customerChangelog.created), desc(customerChangelog.id)]),
  pets: tableRows(pets, sql`${pets.id} in (select ${customerChangelog.petId} from ${customerChangelog} where ${eq(customerChangelog.accountId, accounts.id)})`, [asc(pets.id)]),
};

/** The account's entries, newest first (ties broken by id, newest first); undefined when the account is missing (one statement). */
export async function listCustomerChangelog(db: Db, accountId: number): Promise<CustomerChangelogEntryDto[] | undefined> {
  const rows = await rowSetsUnder(db, "account_changelog", { table: accounts, key: accounts.id, value: accountId }, CHANGELOG_SETS);
  if (!rows) return undefined;
  const petName = new Map(rows.pets.map((p) => [p.id, p.name]));
  return rows.entries.map((entry) => ({
    id: entry.id,
    created: entry.created.toISOString(),
    action: entry.action,
    object_type: entry.objectType,
    object_id: entry.objectId,
    pet_id: entry.petId,
    pet_name: (entry.petId !== null ? petName.get(entry.petId) : undefined) ?? null,
    changes: entry.changes,
    staff_email: entry.staffEmail,
  }));
}

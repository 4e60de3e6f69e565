/**
 * Customers: search, the customer page's account read, treatments and the account actions
 * (email change, outreach flag, password reset mail, personal-data erasure). Every write runs in
 * one transaction with its changelog entry; a thrown ApiError rolls the whole change back.
 */
import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import {
  CHANGELOG_OBJECT_TYPES,
  CUSTOMER_RESET_LINK_TTL_HOURS,
  ERASED,
  type AccountDto,
  type AddressDto,
  type CustomerSearchCriteria,
  type CustomerSearchResult,
  type PrimaryAddressDto,
  type TreatmentDto,
  CUSTOMER_NOT_FOUND_MESSAGE,
  CUSTOMER_EMAIL_MOVED_MESSAGE,
  CUSTOMER_EMAIL_STALE_MESSAGE,
  piiDeletionBlocker,
} from "../../../lib/contract/customers";
import { ORDER_STATUSES_STILL_TO_CHARGE_OR_SHIP } from "../../../lib/contract/orders";
import { CANCELLABLE_PLAN_STATUSES } from "../../../lib/pet-form";
import { round2 } from "../../../lib/money";
import type { Db } from "../db/client";
import { accounts, addresses, customerChangelog, customerPasswordResetTokens, fulfillments, orders, outbox, petPlans, pets, pricingModels, surveyResponses, treatments } from "../db/schema";
import { insertOutboxMessage } from "./auth";
import { customerResetLink, issueCustomerPasswordResetToken } from "./customer-password-reset";
import { iso } from "./group-by";
import { ALL_FULFILLMENT_CONTENTS, CONTENTS_ORDER_ID, type FulfillmentContents } from "./fulfillments";
import { preparedOnce, runPreparedByText } from "./prepared";
import { decodeRowSets, rowSetFields, rowSetsUnder, tableRows } from "./json-rows";
import { groupOrders, orderDtos, orderRowSets } from "./orders";
import { petsAndPlansOf, petsAndPlansRowSets } from "./pets";
import { escapeLike } from "./like";
import { ApiError, badRequest, fieldErrors, notFound } from "../http/errors";
import { STALE_VERSION_STATUS } from "../../../lib/contract/stale-version";
import { writeCustomerChangelog } from "./changelog";
import { recordAudit, type Audited } from "./audit";

// ───────────────────────────── Search ─────────────────────────────

/** `lower(col) LIKE 'abc%'`: served by the `lower(col) text_pattern_ops` indexes of schema.ts. */
const prefixPattern = (value: string) => `${escapeLike(value.toLowerCase())}%`;

/** The conditions of a search, split: on the account row, and on one of its addresses (all on the same one). */
export function customerSearchConditionParts(c: CustomerSearchCriteria): { account: SQL[]; address: SQL[] } {
  const account: SQL[] = [];
  if (c.email) account.push(sql`lower(${accounts.email}) like ${prefixPattern(c.email)}`);
  if (c.first_name) account.push(sql`lower(${accounts.firstName}) like ${prefixPattern(c.first_name)}`);
  if (c.last_name) account.push(sql`lower(${accounts.lastName}) like ${prefixPattern(c.last_name)}`);
  if (c.phone_number) account.push(eq(accounts.phoneNumber, c.phone_number));
  if (c.order_id) {
    // An order id, or (an extension: docs/backend.md) the id of one of an order's fulfillments,
    // "5000013-S1" included: both are primary keys.
    account.push(
      sql`${accounts.id} in (select ${orders.accountId} from ${orders} where ${orders.id} = ${c.order_id} or ${orders.id} = (select ${fulfillments.orderId} from ${fulfillments} where ${fulfillments.id} = ${c.order_id}))`,
    );
  }
  const address: SQL[] = [];
  if (c.address_1) address.push(sql`lower(${addresses.address1}) like ${prefixPattern(c.address_1)}`);
  if (c.address_2) address.push(sql`lower(${addresses.address2}) like ${prefixPattern(c.address_2)}`);
  if (c.city) address.push(sql`lower(${addresses.city}) like ${prefixPattern(c.city)}`);
  if (c.state) address.push(eq(addresses.state, c.state));
  if (c.zip_code) address.push(sql`${addresses.zip} like ${`${escapeLike(c.zip_code)}%`}`);
  return { account, address };
}

/** The WHERE conditions of a search on accounts: every given field must match (AND). */
export function customerSearchConditions(c: CustomerSearchCriteria): SQL[] {
  const { account, address } = customerSearchConditionParts(c);
  if (address.length) {
    account.push(sql`exists (select 1 from ${addresses} where ${addresses.accountId} = ${accounts.id} and ${and(...address)})`);
  }
  return account;
}

/**
 * An address-only search with more matches than this walks the name order (accounts_name_order_idx,
 * read in order, each entry checked against its addresses) and stops after one page: from here on the
 * walk reads fewer index entries (about 10 × accounts ÷ matches) than the sort would fetch rows
 * (one per match). Fewer matches are fetched by id and sorted. Chosen for 1,000,000 customers
 * (√(10 × 1,000,000) ≈ 3,200; a state is 20,000 and more, a 3-digit zip prefix about 1,150).
 */
export const ADDRESS_SEARCH_WALK_FROM = 5000;

/**
 * The two statements of a search (not yet run): the count, and one page in a stable order (last
 * name, first name, id) once the count is known. Exposed so the search benchmark can EXPLAIN and
 * time exactly these.
 *
 * The count: an address-only search counts distinct account ids on the addresses alone (every
 * address has its account), which the (field, account_id) indexes answer without touching the
 * accounts; any other search counts accounts, which the covering last-name index
 * (accounts_last_name_search_idx) answers from the index alone for a last-name search.
 *
 * The page is chosen in two steps: first the page's keys (id and the sort columns only, so a
 * covering index answers without reading the accounts table for every match), then the page's ten
 * rows by id. How the keys are found:
 * - a search with a condition on the account: through that condition's own index, then sorted;
 * - an address-only search with few matches (`matches` ≤ ADDRESS_SEARCH_WALK_FROM): the matching
 *   account ids are collected from the address index first (`id = any(array(…))`), then fetched
 *   by primary key and sorted. Written as a join, the planner chose its plan from an estimate of
 *   the matches that is off a hundredfold either way for a zip prefix (the LIKE range of
 *   text_pattern_ops is estimated from the 100-entry histogram: 115 or 11,615 for ~1,150 real
 *   matches), and for the high estimates it scanned all 1,000,000 accounts in parallel and
 *   hash-joined them (85 ms at p95 against 7 ms at p50 on a quiet machine);
 * - an address-only search with many matches (a state): the walk of the name order (above).
 * Every path answers the same rows in the same order (tests/integration/customers-search.test.ts).
 */
export function customerSearchStatements(db: Db, criteria: CustomerSearchCriteria, page: { limit: number; offset: number }) {
  const parts = customerSearchConditionParts(criteria);
  const addressOnly = parts.account.length === 0 && parts.address.length > 0;
  const count = addressOnly
    ? db.select({ n: sql<number>`count(distinct ${addresses.accountId})::int` }).from(addresses).where(and(...parts.address))
    : db.select({ n: sql<number>`count(*)::int` }).from(accounts).where(and(...customerSearchConditions(criteria)));

  /** `matches`: the count's answer; only an address-only search needs it (pageNeedsCount). */
  const pageFor = (matches = 0) => {
    const strategy: SearchPageStrategy = !addressOnly ? "account-index" : matches > ADDRESS_SEARCH_WALK_FROM ? "name-order-walk" : "address-ids";
    return searchPageStatement(db, criteria, page, strategy);
  };
  return {
    count,
    /** True when the page statement depends on the count (run the count first). */
    pageNeedsCount: addressOnly,
    page: pageFor,
  };
}

export type SearchPageStrategy = "account-index" | "address-ids" | "name-order-walk";

/** The account columns of a search result row (both search statements read them). */
const SEARCH_ROW_COLUMNS = {
  id: accounts.id,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  email: accounts.email,
  phoneNumber: accounts.phoneNumber,
  status: accounts.status,
  created: accounts.created,
};

/**
 * One page of a search by the given strategy (customerSearchStatements chooses it). Exported for
 * the test that checks every strategy answers the same rows in the same order.
 */
export function searchPageStatement(
  db: Db,
  criteria: CustomerSearchCriteria,
  page: { limit: number; offset: number },
  strategy: SearchPageStrategy,
) {
  const parts = customerSearchConditionParts(criteria);
  const where =
    strategy === "address-ids" && parts.address.length > 0
      ? and(
          ...parts.account,
          sql`${accounts.id} = any(array(select ${addresses.accountId} from ${addresses} where ${and(...parts.address)}))`,
        )
      : and(...customerSearchConditions(criteria));
  const keys = db
    .select({ id: accounts.id, lastName: accounts.lastName, firstName: accounts.firstName })
    .from(accounts)
    .where(where)
    .orderBy(...searchOrder(strategy === "name-order-walk"))
    .limit(page.limit)
    .offset(page.offset)
    .as("page_keys");
  return db
    .select(SEARCH_ROW_COLUMNS)
    .from(keys)
    .innerJoin(accounts, eq(accounts.id, keys.id))
    .orderBy(asc(keys.lastName), asc(keys.firstName), asc(keys.id));
}

/**
 * The results' order: last name, first name, id. The name-order walk reads accounts_name_order_idx
 * in this order and stops after one page. Any other search has a selective condition whose own
 * index finds the matches, which are then sorted; for those the same order is written
 * `last_name || ''`, so the planner cannot walk the name-order index and filter instead: when the
 * matches sit late in that order (last name "Zulauf") or are rarer than it estimates (one "Suite
 * 811"), that walk reads nearly the whole index (measured: 0.7 to 2 s on 1,000,000 customers,
 * against 10 to 20 ms).
 */
function searchOrder(walkNameOrderIndex: boolean) {
  const lastName = walkNameOrderIndex ? accounts.lastName : sql`(${accounts.lastName} || '')`;
  return [asc(lastName), asc(accounts.firstName), asc(accounts.id)];
}

type SearchPageRow = Awaited<ReturnType<typeof searchPageStatement>>[number];

/** Turns a page of rows into search results, each with its primary address. */
export async function toSearchResults(db: Db, rows: SearchPageRow[]): Promise<CustomerSearchResult[]> {
  const primary = await primaryAddresses(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...searchResultOf(r), primary_address: primary.get(r.id) ?? null }));
}

/** A search result's account fields. */
function searchResultOf(r: SearchPageRow): Omit<CustomerSearchResult, "primary_address"> {
  return {
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    phone_number: r.phoneNumber,
    status: r.status,
    created: r.created.toISOString(),
  };
}

/**
 * A search with a condition on the account (every search but an address-only one: the search
 * page's, the lookup's by name, email, phone or order) as ONE statement: the page's keys, then the
 * page's rows by id with each one's primary address (a lateral read of its addresses, as
 * primaryAddresses orders them) and the count of all matches beside them (customerSearchStatements'
 * count as a scalar subquery: run once, from its index alone, the keys keep their top-N sort). Three statements became one
 * (issue 23: a database round trip costs more than the work of these small ones). The rows and
 * their order are searchPageStatement's "account-index" ones (tests/integration/customers-search.test.ts).
 * A page past the last match has no row to carry the count: the caller counts then.
 */
export function accountSearchStatement(db: Db, criteria: CustomerSearchCriteria, page: { limit: number; offset: number }) {
  const count = db.select({ n: sql<number>`count(*)::int` }).from(accounts).where(and(...customerSearchConditions(criteria)));
  const keys = db
    .select({
      id: accounts.id,
      lastName: accounts.lastName,
      firstName: accounts.firstName,
    })
    .from(accounts)
    .where(and(...customerSearchConditions(criteria)))
    .orderBy(...searchOrder(false))
    .limit(page.limit)
    .offset(page.offset)
    .as("page_keys");
  const primary = db
    .select({
      addressId: sql<number>`${addresses.id}`.as("address_id"),
      address1: addresses.address1,
      address2: addresses.address2,
      city: addresses.city,
      state: addresses.state,
      zip: addresses.zip,
      country: addresses.country,
    })
    .from(addresses)
    .where(eq(addresses.accountId, accounts.id))
    .orderBy(desc(addresses.isPrimary), asc(addresses.id))
    .limit(1)
    .as("primary_address");
  return db
    .select({
      ...SEARCH_ROW_COLUMNS,
      total: sql<number>`(${count})`,
      addressId: primary.addressId,
      address1: primary.address1,
      address2: primary.address2,
      city: primary.city,
      state: primary.state,
      zip: primary.zip,
      country: primary.country,
    })
    .from(keys)
    .innerJoin(accounts, eq(accounts.id, keys.id))
    .leftJoinLateral(primary, sql`true`)
    .orderBy(asc(keys.lastName), asc(keys.firstName), asc(keys.id));
}

/** One page of matching customers and the count of all matches. */
export async function searchCustomers(
  db: Db,
  criteria: CustomerSearchCriteria,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: CustomerSearchResult[] }> {
  const q = customerSearchStatements(db, criteria, page);
  if (!q.pageNeedsCount) {
    // Parsed once per criteria shape on PGlite (issue 23: the search page runs three a view).
    const rows = await runPreparedByText(db, "customer_search", accountSearchStatement(db, criteria, page));
    const count = rows.length > 0 ? Number(rows[0]!.total) : page.offset === 0 ? 0 : Number((await q.count)[0]?.n ?? 0);
    return {
      count,
      results: rows.map((r) => ({
        ...searchResultOf(r),
        primary_address:
          r.addressId === null
            ? null
            : { address1: r.address1, address2: r.address2, city: r.city, state: r.state, zip: r.zip, country: r.country! },
      })),
    };
  }
  const count = Number((await q.count)[0]?.n ?? 0);
  const rows = count > page.offset ? await q.page(count) : [];
  return { count, results: await toSearchResults(db, rows) };
}

type AddressRow = typeof addresses.$inferSelect;

/** The lines of an address, as a search result's primary address and the customer page's addresses show them. */
const primaryAddressDto = (a: AddressRow): PrimaryAddressDto => ({
  address1: a.address1,
  address2: a.address2,
  city: a.city,
  state: a.state,
  zip: a.zip,
  country: a.country,
});

/** Each account's primary address, or its first address when none is marked primary. */
async function primaryAddresses(db: Db, accountIds: number[]): Promise<Map<number, PrimaryAddressDto>> {
  const out = new Map<number, PrimaryAddressDto>();
  if (accountIds.length === 0) return out;
  const rows = await db
    .select()
    .from(addresses)
    .where(inArray(addresses.accountId, accountIds))
    .orderBy(desc(addresses.isPrimary), asc(addresses.id));
  for (const a of rows) {
    if (out.has(a.accountId)) continue;
    out.set(a.accountId, primaryAddressDto(a));
  }
  return out;
}

// ───────────────────────────── The customer page ─────────────────────────────

const addressDto = (a: AddressRow): AddressDto => ({ id: a.id, type: a.type, is_primary: a.isPrimary, ...primaryAddressDto(a) });

/** The row sets of the customer page's account read, by `fulfillment_contents` (built once each). */
const accountDetailSets = (contents: FulfillmentContents["of"]) => ({
  addresses: tableRows(addresses, eq(addresses.accountId, accounts.id), [desc(addresses.isPrimary), asc(addresses.id)]),
  surveyResponses: tableRows(surveyResponses, eq(surveyResponses.accountId, accounts.id), [desc(surveyResponses.created), desc(surveyResponses.id)]),
  ...petsAndPlansRowSets(accounts.id),
  ...orderRowSets(accounts.id, contents),
});
const ACCOUNT_DETAIL_SETS = { all: accountDetailSets("all"), none: accountDetailSets("none"), order: accountDetailSets("order") };

/**
 * The whole account for the customer page in one statement (prepared once per database handle,
 * ./prepared.ts), whatever the number of pets and orders: the account row, and each child table's
 * rows as a json row set (./json-rows.ts; the pet, plan, order and fulfillment serializers live in
 * pets.ts, orders.ts and fulfillments.ts). `contents`: whose fulfillments carry their products and
 * items (all by default). Undefined when missing.
 */
export async function getAccountDetail(db: Db, accountId: number, contents: FulfillmentContents = ALL_FULFILLMENT_CONTENTS): Promise<AccountDto | undefined> {
  const sets = ACCOUNT_DETAIL_SETS[contents.of];
  const statement = preparedOnce(db, `account_detail_${contents.of}`, (name) =>
    db
      .select({ account: accounts, pricingModelName: pricingModels.name, ...rowSetFields(sets) })
      .from(accounts)
      .leftJoin(pricingModels, eq(pricingModels.id, accounts.defaultPricingModelId))
      .where(eq(accounts.id, sql.placeholder("id")))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ id: accountId, [CONTENTS_ORDER_ID]: contents.of === "order" ? contents.orderId : null });
  if (!row) return undefined;
  const a = row.account;
  const rows = decodeRowSets(sets, row);
  const { pets, petplans, lookups } = petsAndPlansOf(rows);
  const [addressRows, surveyRows] = [rows.addresses, rows.surveyResponses];

  return {
    id: a.id,
    first_name: a.firstName,
    last_name: a.lastName,
    email: a.email,
    phone_number: a.phoneNumber,
    status: a.status,
    created: a.created.toISOString(),
    last_updated: a.lastUpdated.toISOString(),
    gladly_customer_id: a.gladlyCustomerId,
    default_pricing_model: row.pricingModelName ? { name: row.pricingModelName } : null,
    default_country: a.defaultCountry,
    primary_payment_processor: a.primaryPaymentProcessor,
    proactive_customer_support_opted_in: a.proactiveCustomerSupportOptedIn,
    pii_deleted_at: iso(a.piiDeletedAt),
    addresses: addressRows.map(addressDto),
    pets,
    petplans,
    orders: groupOrders(orderDtos(rows, lookups)),
    survey_responses: surveyRows.map((s) => ({
      id: s.id,
      created: s.created.toISOString(),
      pet: s.petId,
      survey_tag: s.surveyTag,
      primary_answer: s.primaryAnswer,
      secondary_answer: s.secondaryAnswer,
      customer_comments: s.customerComments,
      pet_plan_product: s.petPlanProductId,
    })),
  };
}

export async function accountExists(db: Db, accountId: number): Promise<boolean> {
  const rows = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return rows.length > 0;
}

const TREATMENT_SETS = {
  treatments: tableRows(treatments, eq(treatments.accountId, accounts.id), [desc(treatments.created), asc(treatments.id)]),
};

/** The account's treatments, newest first; undefined when the account is missing (one statement). */
export async function listTreatments(db: Db, accountId: number): Promise<TreatmentDto[] | undefined> {
  const rows = await rowSetsUnder(db, "account_treatments", { table: accounts, key: accounts.id, value: accountId }, TREATMENT_SETS);
  return rows?.treatments.map((t) => ({
    feature_flag: t.featureFlag,
    feature_flag_status: t.featureFlagStatus,
    created: t.created.toISOString(),
    treatment_name: t.treatmentName,
    treatment_control: t.treatmentControl,
    treatment_distribution: round2(t.treatmentDistribution),
  }));
}

// ───────────────────────────── Account actions ─────────────────────────────

export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists.";
export const EMAIL_UNCHANGED_MESSAGE = "This is already the customer's email.";
export const CANCELLED_EMAIL_MESSAGE = "The email of a cancelled account cannot be changed.";
/**
 * An erased account takes no new email: it would be personal data that nothing could erase again
 * (delete_pii and the password reset find only accounts not yet erased). A returning customer gets a new account.
 */
export const ERASED_EMAIL_MESSAGE = "This customer's personal data has been deleted, so no email can be set on this account.";
export { CUSTOMER_NOT_FOUND_MESSAGE };
/** 404 "Customer not found." (a read that found no account). */
export function notFoundCustomer(): never {
  throw notFound(CUSTOMER_NOT_FOUND_MESSAGE);
}
export const NO_CUSTOMER_WITH_EMAIL_MESSAGE = "No customer account has this email.";

interface Actor {
  staffEmail: string;
  now: Date;
}

async function lockAccount(db: Db, accountId: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).for("update").limit(1);
  if (!row) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE);
  return row;
}

/** PUT accounts/{id}/update_customer_email. `newEmail` is already trimmed and lower-cased. */
export async function updateCustomerEmail(
  db: Db,
  params: { accountId: number; newEmail: string; /** The address the change was based on (undefined: not checked). */ currentEmail?: string | null } & Actor & Audited,
): Promise<{ id: number; email: string }> {
  return db.transaction(async (tx) => {
    // Serialises concurrent claims on the same address (accounts.email has no unique index).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account-email:${params.newEmail}`}))`);
    const account = await lockAccount(tx, params.accountId);
    if (account.status === "CANCELLED") throw badRequest(CANCELLED_EMAIL_MESSAGE);
    if (account.piiDeletedAt) throw badRequest(ERASED_EMAIL_MESSAGE);
    // Someone changed the address since this change was opened: theirs is not silently overwritten.
    if (params.currentEmail !== undefined && (account.email ?? "").toLowerCase() !== (params.currentEmail ?? "").toLowerCase()) throw new ApiError(STALE_VERSION_STATUS, { detail: CUSTOMER_EMAIL_STALE_MESSAGE });
    if ((account.email ?? "").toLowerCase() === params.newEmail) throw fieldErrors({ new_email: EMAIL_UNCHANGED_MESSAGE });
    const taken = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(sql`lower(${accounts.email}) = ${params.newEmail}`, ne(accounts.id, params.accountId)))
      .limit(1);
    if (taken.length) throw fieldErrors({ new_email: EMAIL_TAKEN_MESSAGE });
    await tx.update(accounts).set({ email: params.newEmail, lastUpdated: params.now }).where(eq(accounts.id, params.accountId));
    await writeCustomerChangelog(tx, {
      accountId: params.accountId,
      action: "UPDATE",
      objectType: CHANGELOG_OBJECT_TYPES.account,
      objectId: params.accountId,
      changes: { email: { old: account.email, new: params.newEmail } },
      staffEmail: params.staffEmail,
      now: params.now,
    });
    await recordAudit(tx, params, { action: "email_change", accountId: params.accountId, objectType: "customer", objectId: params.accountId });
    return { id: params.accountId, email: params.newEmail };
  });
}

/** PUT accounts/{id}/update_proactive_customer_support/. Unchanged value: no write, no entry. */
export async function updateProactiveSupport(
  db: Db,
  params: { accountId: number; optedIn: boolean } & Actor,
): Promise<{ id: number; proactive_customer_support_opted_in: boolean }> {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, params.accountId);
    if (account.proactiveCustomerSupportOptedIn !== params.optedIn) {
      await tx
        .update(accounts)
        .set({ proactiveCustomerSupportOptedIn: params.optedIn, lastUpdated: params.now })
        .where(eq(accounts.id, params.accountId));
      await writeCustomerChangelog(tx, {
        accountId: params.accountId,
        action: "UPDATE",
        objectType: CHANGELOG_OBJECT_TYPES.account,
        objectId: params.accountId,
        changes: {
          proactive_customer_support_opted_in: { old: account.proactiveCustomerSupportOptedIn, new: params.optedIn },
        },
        staffEmail: params.staffEmail,
        now: params.now,
      });
    }
    return { id: params.accountId, proactive_customer_support_opted_in: params.optedIn };
  });
}

/** The account with this email (exact, case-insensitive), not yet erased. */
async function accountByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(sql`lower(${accounts.email}) = ${email.toLowerCase()}`, isNull(accounts.piiDeletedAt)))
    .orderBy(asc(accounts.id))
    .limit(1);
  return row;
}

/**
 * The account a by-email action acts on (password reset, personal-data deletion), locked (`lock`)
 * and checked again under the lock: accountByEmail finds it without a lock, so a change that
 * commits meanwhile is seen only once the lock is held. It must then still be not erased (a
 * deletion that finished first: 404, as done one after the other) and still hold the email (an
 * email change that finished first: the link would go to the new address, or the deletion answer
 * with the old one): 409 CUSTOMER_EMAIL_MOVED_MESSAGE when the page's account was sent, as the
 * contract promises, else 404 (the email is nobody's now). The account the page shows (`accountId`,
 * when sent) must be the one holding the email: one that moved to another customer is 409.
 * A personal-data deletion (FOR UPDATE) and a reset (FOR SHARE) thus never overlap: the second sees
 * the first's outcome (as login-as-customer does, impersonation.ts).
 */
async function lockAccountByEmail(tx: Db, email: string, accountId: number | undefined, lock: "share" | "update") {
  const moved = () => new ApiError(STALE_VERSION_STATUS, { detail: CUSTOMER_EMAIL_MOVED_MESSAGE });
  const found = await accountByEmail(tx, email);
  if (!found) throw notFound(NO_CUSTOMER_WITH_EMAIL_MESSAGE);
  // The account the page shows (when sent): an email that moved to another customer acts on nobody.
  if (accountId !== undefined && found.id !== accountId) throw moved();
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, found.id)).for(lock);
  if (!row || row.piiDeletedAt || !row.email) throw notFound(NO_CUSTOMER_WITH_EMAIL_MESSAGE);
  if (row.email.toLowerCase() !== email.toLowerCase()) throw accountId !== undefined ? moved() : notFound(NO_CUSTOMER_WITH_EMAIL_MESSAGE);
  return { ...row, email: row.email };
}

/**
 * POST default_password_request: mails the customer a link to set a new password on the customer
 * portal (written to the outbox; customer credentials live in the portal, not in this database).
 * The link carries a single-use token that expires (./customer-password-reset.ts); the changelog
 * records the email it went to and its expiry, never the token.
 */
export async function requestCustomerPasswordReset(
  db: Db,
  params: { email: string; portalUrl: string; accountId?: number } & Actor,
): Promise<{ email: string; expiresAt: Date }> {
  return db.transaction(async (tx) => {
    const account = await lockAccountByEmail(tx, params.email, params.accountId, "share");
    const { token, expiresAt } = await issueCustomerPasswordResetToken(tx, {
      accountId: account.id,
      email: account.email,
      staffEmail: params.staffEmail,
      now: params.now,
    });
    const link = customerResetLink(params.portalUrl, token);
    const mailId = await insertOutboxMessage(tx, {
      toEmail: account.email,
      subject: "Reset your BARK password",
      body:
        `Hi ${account.firstName ?? "there"},\n\nOur customer care team started a password reset for your account. ` +
        `Choose a new password here: ${link}\n\nThe link works once and expires in ${CUSTOMER_RESET_LINK_TTL_HOURS} hours. ` +
        `Your current password keeps working until you choose a new one. If you did not ask for this, you can ignore this email.`,
      link,
      now: params.now,
    });
    await writeCustomerChangelog(tx, {
      accountId: account.id,
      action: "CREATE",
      objectType: CHANGELOG_OBJECT_TYPES.passwordReset,
      objectId: mailId,
      changes: { password_reset_email: { old: null, new: account.email }, link_expires_at: { old: null, new: expiresAt.toISOString() } },
      staffEmail: params.staffEmail,
      now: params.now,
    });
    return { email: account.email, expiresAt };
  });
}

/** Changelog fields that hold the customer's personal data (the last part of a dotted name: `addresses.city`). */
/** The personal data delete_pii erases: the account's fields, and the address lines of its addresses and fulfillments (changelog names). */
const ERASED_ACCOUNT_FIELDS = ["first_name", "last_name", "email", "phone_number"];
const ERASED_ADDRESS_FIELDS = ["address1", "address2", "city", "zip"];
const PII_CHANGE_FIELDS = new Set([...ERASED_ACCOUNT_FIELDS, ...ERASED_ADDRESS_FIELDS, "new_email", "password_reset_email"]);
const isPiiField = (field: string) => PII_CHANGE_FIELDS.has(field.slice(field.lastIndexOf(".") + 1));

/**
 * The account's history keeps what was done, not who the customer was: in its changelog entries,
 * every value of a personal-data field, and any value equal to the customer's phone or one of its
 * emails (the current one and every email the entries recorded), becomes "[erased]"; the mails
 * sent to the account (the outbox rows its password-reset entries name) lose their address, body
 * and link; the account's password-reset tokens (which hold the email) are deleted. Run by
 * delete_pii in its transaction. Mails are found by id, not by address: an old address may since
 * belong to another account (or a staff user), whose mails are not this account's to erase.
 */
async function erasePiiFromHistory(tx: Db, accountId: number, current: (string | null)[]): Promise<void> {
  const entries = await tx
    .select({ id: customerChangelog.id, objectType: customerChangelog.objectType, objectId: customerChangelog.objectId, changes: customerChangelog.changes })
    .from(customerChangelog)
    .where(eq(customerChangelog.accountId, accountId));
  // Whole values matched anywhere: the emails and the phone (a name alone, "Ideal" say, could be any word; names are erased by field).
  const [email, , , phone] = current;
  const known = new Set([email, phone].filter((v): v is string => typeof v === "string" && v.trim() !== "").map((v) => v.trim().toLowerCase()));
  for (const { changes } of entries)
    for (const [field, change] of Object.entries(changes))
      if (isPiiField(field) && field.endsWith("email"))
        for (const v of [change?.old, change?.new]) if (typeof v === "string" && v !== ERASED) known.add(v.toLowerCase());
  const scrub = (field: string, v: unknown) => (v === null || v === undefined ? v : isPiiField(field) || (typeof v === "string" && known.has(v.trim().toLowerCase())) ? ERASED : v);
  for (const { id, changes } of entries) {
    let touched = false;
    const next = Object.fromEntries(
      Object.entries(changes).map(([field, change]) => {
        const erased = { old: scrub(field, change?.old), new: scrub(field, change?.new) };
        if (erased.old !== change?.old || erased.new !== change?.new) touched = true;
        return [field, erased];
      }),
    );
    if (touched) await tx.update(customerChangelog).set({ changes: next }).where(eq(customerChangelog.id, id));
  }
  // The reset mails sent to the account: each password_reset entry names its outbox row.
  const mailIds = entries
    .filter((e) => e.objectType === CHANGELOG_OBJECT_TYPES.passwordReset && e.objectId !== null && /^\d{1,9}$/.test(e.objectId))
    .map((e) => Number(e.objectId));
  if (mailIds.length > 0) await tx.update(outbox).set({ toEmail: ERASED, body: ERASED, link: null }).where(inArray(outbox.id, mailIds));
  await tx.delete(customerPasswordResetTokens).where(eq(customerPasswordResetTokens.accountId, accountId));
}

/**
 * What keeps the account's personal data from being erased (lib/contract/customers.ts
 * piiDeletionBlocker), read from its rows: its plans still billing, with their dogs' names, and its
 * orders still to be charged or shipped. Read after the account's row lock: a new dog, order or plan
 * change takes that lock (or a key-share lock on it) too, so none slips in meanwhile.
 */
async function piiDeletionBlockerOfRows(tx: Db, accountId: number): Promise<string | null> {
  const plans = await tx
    .select({ status: petPlans.status, dog: pets.name })
    .from(petPlans)
    .innerJoin(pets, eq(pets.id, petPlans.petId))
    .where(and(eq(petPlans.accountId, accountId), inArray(petPlans.status, [...CANCELLABLE_PLAN_STATUSES])));
  const open = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), inArray(orders.status, [...ORDER_STATUSES_STILL_TO_CHARGE_OR_SHIP])));
  return piiDeletionBlocker({ plans, orders: open });
}

/**
 * POST delete_pii: erases the customer's names, email, phone and the address lines, city and zip
 * of the account's addresses and of its fulfillments' address copies. Orders and amounts stay.
 * The changelog names the erased fields without their values, and the account's earlier entries,
 * mails and reset tokens lose the personal data they held (erasePiiFromHistory).
 * Refused (400 {detail}, nothing written) while a plan still bills or an order is still to be
 * charged or shipped: they would be left with no one to bill and nowhere to ship (piiDeletionBlocker).
 */
export async function deleteCustomerPii(db: Db, params: { email: string; accountId?: number } & Actor & Audited): Promise<{ accountId: number; email: string }> {
  return db.transaction(async (tx) => {
    // Checked again under the row lock: of two concurrent deletions the second finds nothing to erase,
    // and an email changed meanwhile erases nothing (409 with the page's account, else 404).
    const found = await lockAccountByEmail(tx, params.email, params.accountId, "update");
    const blocked = await piiDeletionBlockerOfRows(tx, found.id);
    if (blocked) throw badRequest(blocked);
    await tx
      .update(accounts)
      .set({ firstName: null, lastName: null, email: null, phoneNumber: null, piiDeletedAt: params.now, lastUpdated: params.now })
      .where(eq(accounts.id, found.id));
    const erasedAddress = { address1: null, address2: null, city: null, zip: null };
    const addressRows = await tx.update(addresses).set(erasedAddress).where(eq(addresses.accountId, found.id)).returning({ id: addresses.id });
    const orderIds = tx.select({ id: orders.id }).from(orders).where(eq(orders.accountId, found.id));
    const fulfillmentRows = await tx
      .update(fulfillments)
      .set(erasedAddress)
      .where(inArray(fulfillments.orderId, orderIds))
      .returning({ id: fulfillments.id });
    await erasePiiFromHistory(tx, found.id, [found.email, found.firstName, found.lastName, found.phoneNumber]);
    const erased = (fields: string[]) => Object.fromEntries(fields.map((f) => [f, { old: ERASED, new: null }]));
    await writeCustomerChangelog(tx, {
      accountId: found.id,
      action: "DELETE",
      objectType: CHANGELOG_OBJECT_TYPES.pii,
      objectId: found.id,
      changes: {
        ...erased(ERASED_ACCOUNT_FIELDS),
        ...(addressRows.length ? erased(ERASED_ADDRESS_FIELDS.map((f) => `addresses.${f}`)) : {}),
        ...(fulfillmentRows.length
          ? erased(ERASED_ADDRESS_FIELDS.map((f) => `fulfillments.${f}`))
          : {}),
        pii_deleted_at: { old: null, new: params.now.toISOString() },
      },
      staffEmail: params.staffEmail,
      now: params.now,
    });
    await recordAudit(tx, params, { action: "pii_deletion", accountId: found.id, objectType: "customer", objectId: found.id });
    return { accountId: found.id, email: params.email };
  });
}

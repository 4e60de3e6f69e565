/**
 * The demo data: catalogue, demo staff, the named scenario customers and N generated customers.
 * Deterministic: the same seed gives the same rows (dates are relative to the clock's now at the start).
 * Scales to 1,000,000 customers on PostgreSQL: customers are generated in chunks (memory stays
 * bounded), every id is assigned here, and each chunk is written with one jsonb-expanded INSERT
 * per table slice (bulk-insert.ts), a few chunks in flight at once.
 */
import { Faker, base, en, en_US } from "@faker-js/faker";
import { sql } from "drizzle-orm";
import { DEFAULT_BUSINESS_TIME_ZONE } from "../../../lib/business-day";
import type { Db } from "../db/client";
import {
  discounts,
  items,
  nutrientRows,
  petFormOptions,
  planSizes,
  pricingModels,
  productItems,
  productPrices,
  products,
  promotions,
  recipes,
  systemChangelog,
} from "../db/schema";
import type { Logger } from "../logger";
import { bulkInsert, syncSequences } from "./bulk-insert";
import { buildCatalogue } from "./catalogue";
import { DEMO_STAFF, demoStaffMay } from "./demo-staff";
import type { Capability } from "../../../lib/roles";
import { generateCustomer } from "./generate-customers";
import { buildDiscounts, buildPromotions, buildSystemChangelog } from "./marketing";
import { buildNutrientRows, buildPetFormOptions } from "./reference-data";
import { CUSTOMER_TABLES, emptyRows, IdCounters, rowCount, type CustomerRows, type SeedContext } from "./rows";
import { buildScenarios, SCENARIO_FAKER_SEED } from "./scenarios";
import { seedStaffUsers } from "./staff";
import { dataTables } from "./truncate";

/** The faker seed of the generated customers unless --seed says otherwise. */
export const DEFAULT_SEED = 42;
/** Customers generated and written per chunk; chunks in flight at once. */
const CHUNK_CUSTOMERS = 2000;
const CHUNKS_IN_FLIGHT = 3;

export interface SeedOptions {
  customers: number;
  staffPassword: string;
  seed?: number;
  logger?: Logger;
  onProgress?: (done: number, total: number) => void;
  /**
   * The injected clock (as the API's AppDeps.now): its instant when the seed starts is the
   * reference of every relative date, so nothing seeded as history lies after it.
   */
  now?: () => Date;
  /** The business time zone (BUSINESS_TIME_ZONE): date-only values are its calendar days. */
  timeZone?: string;
}

function seededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en_US, en, base] });
  faker.seed(seed);
  return faker;
}

async function insertCustomerRows(db: Db, rows: CustomerRows): Promise<void> {
  for (const [name, table] of Object.entries(CUSTOMER_TABLES)) {
    await bulkInsert(db, table, rows[name as keyof CustomerRows] as never);
  }
}

/** Seeds an EMPTY database (the CLI truncates first; seedIfEmpty checks). */
export async function seedDatabase(db: Db, opts: SeedOptions): Promise<void> {
  const started = Date.now();
  const total = Math.max(0, Math.floor(opts.customers));
  const now = (opts.now ?? (() => new Date()))();
  const timeZone = opts.timeZone ?? DEFAULT_BUSINESS_TIME_ZONE;
  const log = opts.logger;
  const authorStaff = DEMO_STAFF.filter((s) => s.isActive && s.group !== "Marketing" && !s.totpSetupRequired && !s.totpSecret);
  const staffEmails = authorStaff.map((s) => s.email);
  // The authors of seeded records: demo staff whose role may make them (lib/roles.ts).
  const authorsFor = (capability: Capability) => {
    const allowed = authorStaff.filter((s) => demoStaffMay(s, capability)).map((s) => s.email);
    if (allowed.length === 0) throw new Error(`seed: no demo staff member may ${capability}`);
    return allowed;
  };

  // Catalogue and reference data.
  const catalogue = buildCatalogue();
  const discountRows = buildDiscounts(now, authorsFor);
  await bulkInsert(db, pricingModels, catalogue.pricingModels);
  await bulkInsert(db, recipes, catalogue.recipes);
  await bulkInsert(db, planSizes, catalogue.planSizes);
  await bulkInsert(db, products, catalogue.products);
  await bulkInsert(db, productPrices, catalogue.prices);
  await bulkInsert(db, items, catalogue.items);
  await bulkInsert(db, productItems, catalogue.productItems);
  await bulkInsert(db, nutrientRows, buildNutrientRows());
  await bulkInsert(db, petFormOptions, buildPetFormOptions());
  await bulkInsert(db, discounts, discountRows);
  await bulkInsert(db, promotions, buildPromotions(now, authorsFor));
  await bulkInsert(db, systemChangelog, buildSystemChangelog(now, authorsFor, catalogue, discountRows));
  await seedStaffUsers(db, { password: opts.staffPassword, now });
  log?.info({ products: catalogue.products.length, items: catalogue.items.length }, "seed: catalogue and staff written");

  const discountsByCode = new Map(discountRows.map((d) => [d.code, d]));
  // Scenario customers: fixed faker seed, ids from 1 (orders 1000xxx, fulfillments 5000xxx).
  const scenario: SeedContext = {
    catalogue,
    discounts: discountsByCode,
    now,
    timeZone,
    rand: seededFaker(SCENARIO_FAKER_SEED),
    ids: new IdCounters({ orders: 1_000_100, fulfillments: 5_000_100 }),
    rows: emptyRows(),
    staffEmails,
  };
  buildScenarios(scenario);
  await insertCustomerRows(db, scenario.rows);
  log?.info({ customers: scenario.rows.accounts.length, rows: rowCount(scenario.rows) }, "seed: scenario customers written");

  // Generated customers: ids start at fixed bases so they never depend on the scenario list.
  const base = 100_001;
  const ctx: SeedContext = {
    catalogue,
    discounts: discountsByCode,
    now,
    timeZone,
    rand: seededFaker(opts.seed ?? DEFAULT_SEED),
    ids: new IdCounters({
      ...Object.fromEntries(Object.keys(CUSTOMER_TABLES).map((t) => [t, base])),
      accounts: 1001,
      orders: 2_000_000,
      fulfillments: 50_000_000,
      shopOrders: 9_000_000,
    }),
    rows: emptyRows(),
    staffEmails,
  };
  let done = 0;
  let written = 0;
  let failure: unknown = null;
  const inFlight: Promise<void>[] = [];
  for (let start = 0; start < total && failure === null; start += CHUNK_CUSTOMERS) {
    const count = Math.min(CHUNK_CUSTOMERS, total - start);
    ctx.rows = emptyRows();
    for (let i = start; i < start + count; i += 1) generateCustomer(ctx, i);
    const rows = ctx.rows;
    const job = insertCustomerRows(db, rows).then(
      () => {
        done += count;
        written += rowCount(rows);
        opts.onProgress?.(done, total);
        log?.debug({ done, total }, "seed: customers written");
      },
      (err: unknown) => {
        failure ??= err;
      },
    );
    inFlight.push(job);
    if (inFlight.length >= CHUNKS_IN_FLIGHT) await inFlight.shift();
  }
  await Promise.all(inFlight);
  if (failure !== null) throw failure;
  ctx.rows = emptyRows();

  await syncSequences(db, dataTables());
  log?.info({ customers: total, rows: written, ms: Date.now() - started }, "seed: done");
}

/** True when no staff user, customer or product exists yet. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const res = await db.execute(
    sql`select (exists (select 1 from staff_users) or exists (select 1 from accounts) or exists (select 1 from products)) as used`,
  );
  const rows = (res as unknown as { rows: { used: boolean }[] }).rows;
  return !rows[0]?.used;
}

/** Seeds the demo data on an empty database only (first start); true when it seeded. */
export async function seedIfEmpty(
  db: Db,
  opts: { customers: number; staffPassword: string; logger?: Logger; now?: () => Date; timeZone?: string },
): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  opts.logger?.info({ customers: opts.customers }, "empty database: seeding the demo data");
  await seedDatabase(db, opts);
  return true;
}

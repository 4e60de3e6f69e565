/**
 * The demo data's invariants (issue 2 "Demo data"), on PGlite and, with TEST_DB_DRIVER=postgres,
 * on PostgreSQL: every enumeration value present per column, every scenario customer present and
 * in the state it claims, the demo staff, referential integrity (foreign keys checked), sequences
 * moved past the seeded ids, determinism, and seedIfEmpty seeding only an empty database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { moneyRuleViolations } from "@/server/backend/queries/money-rules";
import {
  AccountStatus,
  ActiveState,
  ChangeAction,
  ChargeStatus,
  ClaimType,
  DEFAULT_PRICING_MODEL_NAME,
  DiscountLimitType,
  DiscountType,
  DiscountVisibility,
  FreshRecipeCode,
  FulfillmentProductType,
  FulfillmentStatus,
  Gender,
  ItemKind,
  OrderItemType,
  OrderStatus,
  OrderType,
  PaymentProcessor,
  PetStatus,
  ProductCategory,
  RESERVED_DISCOUNT_CODES,
  RecipeCode,
  ResolutionType,
  SubscriptionStatus,
  SystemChangelogCategory,
  UnkibbleRecipeCode,
} from "@/lib/contract/enums";
import type { Database } from "@/server/backend/db/client";
import { accounts } from "@/server/backend/db/schema";
import { claimProductOf, GLADLY_PREFIX_TEST, mispackExpectedOf, sameMispackLines, validateClaim } from "@/lib/claim-rules";
import { claimToForm, type MispackLine } from "@/lib/contract/claims";
import { getClaim } from "@/server/backend/queries/claims";
import { getProductByCode } from "@/server/backend/queries/product-detail";
import { isDatabaseEmpty, seedDatabase, seedIfEmpty } from "@/server/backend/seed";
import { DEMO_STAFF, demoStaffMay } from "@/server/backend/seed/demo-staff";
import { CHANGELOG_CAPABILITY } from "@/server/backend/seed/marketing";
import { endpoints } from "@/lib/contract/endpoints";
import type { Capability } from "@/lib/roles";
import { truncateAllData } from "@/server/backend/seed/truncate";
import {
  SCENARIO_EMAILS,
  SCENARIO_FULFILLMENT_IDS as FID,
  SCENARIO_MANY_EMAILS,
  SCENARIO_MANY_LAST_NAME,
  SCENARIO_ORDER_IDS as OID,
} from "@/server/backend/seed/scenario-emails";
import { openTestDatabase, TEST_DB_DRIVER } from "../support/test-db";
import { DOG_NAME_PATTERN } from "@/lib/pet-form";

const CUSTOMERS = 40;
const PASSWORD = "Bark-demo-2026";

type Row = Record<string, unknown>;
async function rows<T = Row>(database: Database, text: string): Promise<T[]> {
  const res = await database.db.execute(sql.raw(text));
  return (res as unknown as { rows: T[] }).rows;
}
async function values(database: Database, text: string): Promise<string[]> {
  return (await rows<{ v: string }>(database, text)).map((r) => String(r.v));
}

describe(`demo data seed (${TEST_DB_DRIVER})`, () => {
  let database: Database;
  let firstSeed: boolean;
  const q = (text: string) => rows(database, text);
  const distinct = (table: string, expr: string) => values(database, `select distinct v from (select ${expr} as v from ${table}) s where v is not null`);
  const accountId = async (email: string) => {
    const [row] = await q(`select id from accounts where email = '${email}'`);
    expect(row, email).toBeDefined();
    return Number(row!.id);
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    firstSeed = await seedIfEmpty(database.db, { customers: CUSTOMERS, staffPassword: PASSWORD });
  });
  afterAll(async () => database?.close());

  it("seedIfEmpty seeds an empty database once and is a no-op the second time", async () => {
    expect(firstSeed).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const before = await q(`select count(*)::int as n from accounts`);
    expect(await seedIfEmpty(database.db, { customers: CUSTOMERS, staffPassword: PASSWORD })).toBe(false);
    expect(await q(`select count(*)::int as n from accounts`)).toEqual(before);
  });

  it("writes the scenario customers plus the requested number of generated customers", async () => {
    const [{ n }] = (await q(`select count(*)::int as n from accounts where id > 1000`)) as [{ n: number }];
    expect(n).toBe(CUSTOMERS);
    const scenarioCount = Object.keys(SCENARIO_EMAILS).length + SCENARIO_MANY_EMAILS.length;
    expect((await q(`select count(*)::int as n from accounts where id <= 1000`))[0]!.n).toBe(scenarioCount);
  });

  it("uses every value of every status/type enumeration in its column", async () => {
    const expectAll = async (table: string, expr: string, expected: readonly string[]) => {
      const present = await distinct(table, expr);
      for (const v of expected) expect(present, `${table}.${expr} lacks ${v}`).toContain(v);
    };
    await expectAll("accounts", "status", AccountStatus.options);
    await expectAll("accounts", "primary_payment_processor", PaymentProcessor.options);
    await expectAll("payment_methods", "processor", PaymentProcessor.options);
    await expectAll("pets", "status", PetStatus.options);
    await expectAll("pets", "gender", Gender.options);
    await expectAll("pet_plans", "status", SubscriptionStatus.options);
    await expectAll("pet_plan_products", "status", SubscriptionStatus.options);
    await expectAll("orders", "status", OrderStatus.options);
    await expectAll("orders", "order_type", OrderType.options);
    await expectAll("orders", "charge->>'status'", ChargeStatus.options);
    await expectAll("order_products", "type", OrderItemType.options);
    await expectAll("fulfillments", "status", FulfillmentStatus.options);
    await expectAll("fulfillment_products", "type", FulfillmentProductType.options);
    await expectAll("products", "product_type", ItemKind.options);
    await expectAll("order_products", "product_type", ["MEAL", "SNACK", "SUPPLEMENT", "PUPGUM", "SCOOP", "MATERIAL", "MERCH", "BUFFER", "SAMPLE"]);
    await expectAll("products", "category", ProductCategory.options);
    await expectAll("products", "status", ActiveState.options);
    await expectAll("promotions", "status", ActiveState.options);
    await expectAll("customer_changelog", "action", ChangeAction.options);
    await expectAll("claims", "unnest(claim_types)", ClaimType.options);
    await expectAll("claims", "unnest(resolution_types)", ResolutionType.options);
    await expectAll("discounts", "discount_type", DiscountType.options);
    await expectAll("discounts", "limit_type", DiscountLimitType.options);
    await expectAll("discounts", "visibility", DiscountVisibility.options);
    await expectAll("discounts", "code", RESERVED_DISCOUNT_CODES);
    await expectAll("recipes", "id", RecipeCode.options);
    const combos = await values(database, `select distinct category || '/' || operation_type as v from system_changelog`);
    for (const c of SystemChangelogCategory.options) for (const op of ChangeAction.options) expect(combos).toContain(`${c}/${op}`);
    for (const column of ["shipped", "in_transit", "out_for_delivery", "available_for_pickup", "delivered", "voided", "returned", "exception"]) {
      expect((await q(`select count(*)::int as n from shipments where ${column} is not null`))[0]!.n, column).toBeGreaterThan(0);
    }
  });

  it("has the catalogue the screens rely on", async () => {
    expect(await values(database, `select name as v from pricing_models`)).toContain(DEFAULT_PRICING_MODEL_NAME);
    expect((await q(`select count(*)::int as n from pricing_models`))[0]!.n).toBeGreaterThanOrEqual(2);
    expect(await values(database, `select daily_amount as v from plan_sizes order by tier`)).toEqual(["2100", "2625", "3150", "4200", "5250", "6300"]);
    expect(await values(database, `select scoop_code as v from plan_sizes order by tier`)).toEqual(["SCOOP-75-B", "SCOOP-94-B", "SCOOP-113-B", "SCOOP-150-B", "SCOOP-188-B", "SCOOP-225-B"]);
    const meals = await q(`select p.code, p.is_frozen, p.recipes, ps.daily_amount from products p join plan_sizes ps on ps.id = p.plan_size_id where p.product_type = 'MEAL'`);
    for (const recipe of [...UnkibbleRecipeCode.options, ...FreshRecipeCode.options]) {
      for (const amount of [2100, 2625, 3150, 4200, 5250, 6300]) {
        const found = meals.filter((m) => (m.recipes as string[]).includes(recipe) && Number(m.daily_amount) === amount);
        expect(found.length, `${recipe} ${amount}`).toBeGreaterThan(0);
        for (const m of found) {
          expect(String(m.code).startsWith(recipe.startsWith("U-") ? "MEAL-U-" : "MEAL-F-")).toBe(true);
          expect(m.is_frozen).toBe(recipe.startsWith("F-"));
        }
      }
    }
    const codes = await values(database, `select code as v from products`);
    expect(codes).toContain("CLIP");
    expect(codes.some((c) => c.endsWith("BUFFER-1T-FREE"))).toBe(true);
    expect(codes).toContain("SCOOP-75-B");
    expect((await q(`select count(*)::int as n from products where product_type = 'SAMPLE' and is_frozen`))[0]!.n).toBeGreaterThan(0);
    // Every product has a price in every pricing model.
    expect((await q(`select count(*)::int as n from products p cross join pricing_models m where not exists (select 1 from product_prices pp where pp.product_id = p.id and pp.pricing_model_id = m.id)`))[0]!.n).toBe(0);
    // SKUs: dash-separated, the third segment is the fill amount.
    for (const sku of await values(database, `select sku as v from items`)) expect(sku, sku).toMatch(/^[A-Z0-9]+-[A-Z0-9]+-\d+(-[A-Z0-9]+)*$/);
    expect((await q(`select count(*)::int as n from product_items`))[0]!.n).toBeGreaterThan(0);
    for (const recipe of RecipeCode.options) expect((await q(`select count(*)::int as n from nutrient_rows where recipe_id = '${recipe}'`))[0]!.n).toBeGreaterThan(5);
    expect(await values(database, `select name as v from pet_form_options where kind = 'breed' order by sort limit 1`)).toEqual(["Mixed Breed"]);
    expect(await values(database, `select name as v from pet_form_options where kind = 'lifestyle'`)).toContain("Lazy");
    for (const kind of ["body_type", "health_condition"]) expect((await q(`select count(*)::int as n from pet_form_options where kind = '${kind}'`))[0]!.n).toBeGreaterThan(1);
    expect((await q(`select count(*)::int as n from discounts where code like 'WB-%'`))[0]!.n).toBeGreaterThan(1);
  });

  it("agrees with its own system changelog: what a DELETE entry last touched is gone, what a CREATE or UPDATE last set is there", async () => {
    // Each object's last entry.
    const last = await q(
      `select distinct on (category, object_id) category, object_id, operation_type, new_value from system_changelog order by category, object_id, created_at desc, id desc`,
    );
    const deleted = last.filter((r) => r.operation_type === "DELETE");
    expect(deleted.map((r) => r.category).sort()).toEqual([...SystemChangelogCategory.options].sort());
    const stillThere: Record<string, string> = {
      Item: `select count(*)::int as n from items where sku = $1`,
      "Product Item": `select count(*)::int as n from product_items pi join products p on p.id = pi.product_id where p.code = $1`,
      Discount: `select count(*)::int as n from discounts where code = $1`,
      "Bulk Discount": `select count(*)::int as n from discounts where bulk_prefix = $1`,
    };
    const literal = (value: unknown) => `'${String(value).replace(/'/g, "''")}'`;
    for (const r of deleted) expect((await q(stillThere[String(r.category)]!.replace("$1", literal(r.object_id))))[0]!.n, `${r.category} ${r.object_id}`).toBe(0);

    // And what a CREATE or UPDATE entry last set is what the catalogue holds now.
    for (const r of last.filter((v) => v.operation_type !== "DELETE")) {
      const value = r.new_value as Record<string, unknown>;
      const what = `${r.category} ${r.object_id}`;
      if (r.category === "Item") {
        expect((await q(`select name from items where sku = ${literal(r.object_id)}`))[0], what).toMatchObject({ name: value.name });
      } else if (r.category === "Product Item") {
        const mapped = await q(`select i.sku, pi.quantity from product_items pi join products p on p.id = pi.product_id join items i on i.id = pi.item_id where p.code = ${literal(r.object_id)} order by i.sku`);
        expect(mapped, what).toEqual(value.items);
      } else if (r.category === "Discount") {
        const [row] = await q(`select is_active, discount_type, value::float as value from discounts where code = ${literal(r.object_id)}`);
        for (const field of ["is_active", "discount_type", "value"]) if (field in value) expect(row?.[field], `${what} ${field}`).toEqual(value[field]);
      } else {
        const rows = await q(`select distinct is_active from discounts where bulk_prefix = ${literal(r.object_id)}`);
        if ("is_active" in value) expect(rows, what).toEqual([{ is_active: value.is_active }]);
      }
    }
  });

  it("names as the author of each seeded discount, promotion and catalogue change someone whose role may make it", async () => {
    const byEmail = new Map(DEMO_STAFF.map((s) => [s.email, s]));
    const may = (email: unknown, capability: Capability) => {
      const staff = byEmail.get(String(email));
      return staff !== undefined && demoStaffMay(staff, capability);
    };
    for (const r of await q(`select category, author_email from system_changelog`))
      expect(may(r.author_email, CHANGELOG_CAPABILITY[r.category as SystemChangelogCategory]), `${r.category} by ${r.author_email}`).toBe(true);
    for (const r of await q(`select code, created_by, bulk_prefix from discounts where created_by is not null`))
      expect(may(r.created_by, r.bulk_prefix ? endpoints.bulkCreateDiscounts.capability : endpoints.createDiscount.capability), `${r.code} by ${r.created_by}`).toBe(true);
    for (const r of await q(`select name, created_by from promotions`)) expect(may(r.created_by, endpoints.createPromotion.capability), `${r.name} by ${r.created_by}`).toBe(true);
  });

  it("gives away in each seeded promotion a product Create Promotion offers (active and marked free)", async () => {
    const rows = await q(`select pr.name, pr.free_product_code, p.is_free, p.status from promotions pr left join products p on p.code = pr.free_product_code`);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect({ free: r.is_free, status: r.status }, `${r.name}: ${r.free_product_code}`).toEqual({ free: true, status: "ACTIVE" });
  });

  it("seeds the eight demo staff accounts", async () => {
    const staff = await q(`select email, is_active, groups from staff_users order by email`);
    expect(staff.map((s) => s.email).sort()).toEqual(DEMO_STAFF.map((s) => s.email).sort());
    expect(staff.find((s) => s.email === "inactive+bark@example.com")!.is_active).toBe(false);
    expect(staff.find((s) => s.email === "guest+bark@example.com")!.groups).toEqual(["Marketing"]);
  });

  it("stores coherent customers: +1 and 10-digit phones, a primary SHIPPING address in a listed state", async () => {
    expect((await q(`select count(*)::int as n from accounts where phone_number is not null and phone_number !~ '^\\+1[0-9]{10}$'`))[0]!.n).toBe(0);
    expect((await q(`select count(*)::int as n from accounts a where a.status <> 'PENDING' and (select count(*) from addresses d where d.account_id = a.id and d.is_primary and d.type = 'SHIPPING') <> 1`))[0]!.n).toBe(0);
    expect((await q(`select count(*)::int as n from addresses where state !~ '^[A-Z]{2}$'`))[0]!.n).toBe(0);
    expect((await q(`select count(*)::int as n from accounts where email is null or gladly_customer_id is null or default_pricing_model_id is null`))[0]!.n).toBe(0);
    // Every order keeps the money rules: totals the sums of their lines, refunds their records (server/backend/queries/money-rules.ts).
    expect(await moneyRuleViolations(database.db)).toEqual({});
    // Every dog's name is one the dog form accepts (Update Dog could not save "Buddy 1").
    const names = (await q(`select name from pets`)).map((r) => String(r.name));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => !DOG_NAME_PATTERN.test(n))).toEqual([]);
    // Buffer-bag allowances only on UnKibble plans.
    expect((await q(`select count(*)::int as n from buffer_bag_allowances b join pet_plan_products pp on pp.pet_plan_id = b.pet_plan_id and pp.type = 'SUBSCRIPTION' join products p on p.id = pp.product_id where p.code not like 'MEAL-U-%'`))[0]!.n).toBe(0);
  });

  it("keeps generated order and fulfillment ids apart from the scenario ids, at any size", async () => {
    // Scenario orders are 1000001…1000099 and 1000100…, generated ones start at 2000000 (so 1,000,000
    // customers with ~4 orders each never reach a scenario id); fulfillments likewise 5000xxx / 50000000+.
    const [o] = await q(`select min(id::bigint)::bigint as lo from orders where account_id > 1000 and id ~ '^[0-9]+$'`);
    expect(Number(o!.lo)).toBeGreaterThanOrEqual(2_000_000);
    const [f] = await q(`select min(f.id::bigint)::bigint as lo from fulfillments f join orders o on o.id = f.order_id where o.account_id > 1000 and f.id ~ '^[0-9]+$'`);
    expect(Number(f!.lo)).toBeGreaterThanOrEqual(50_000_000);
    const [s] = await q(`select max(id::bigint)::bigint as hi from orders where account_id <= 1000 and id ~ '^[0-9]+$'`);
    expect(Number(s!.hi)).toBeLessThan(2_000_000);
  });

  it("moves every serial sequence past the seeded ids", async () => {
    const [max] = await q(`select max(id)::int as m from accounts`);
    const [created] = await database.db.insert(accounts).values({ status: "PENDING", email: "sequence-check@example.com" }).returning({ id: accounts.id });
    expect(created!.id).toBeGreaterThan(Number(max!.m));
    await database.db.execute(sql`delete from accounts where email = 'sequence-check@example.com'`);
  });

  describe("scenario customers", () => {
    it("are all present under their documented emails", async () => {
      const emails = await values(database, `select email as v from accounts`);
      for (const email of [...Object.values(SCENARIO_EMAILS), ...SCENARIO_MANY_EMAILS]) expect(emails).toContain(email);
    });

    it("PENDING and CANCELLED accounts", async () => {
      expect(await values(database, `select status as v from accounts where email = '${SCENARIO_EMAILS.pending}'`)).toEqual(["PENDING"]);
      expect(await values(database, `select status as v from accounts where email = '${SCENARIO_EMAILS.cancelled}'`)).toEqual(["CANCELLED"]);
    });

    const order = async (id: string) => {
      const [o] = await q(`select o.*, a.email from orders o join accounts a on a.id = o.account_id where o.id = '${id}'`);
      expect(o, id).toBeDefined();
      return o!;
    };
    const codes = (id: string) => values(database, `select code as v from order_products where order_id = '${id}'`);

    it("PREVIEW orders on an UnKibble plan (with buffer bags) and on a Fresh plan", async () => {
      const u = await order(OID.previewUnkibble);
      expect([u.email, u.status]).toEqual([SCENARIO_EMAILS.previewUnkibble, "PREVIEW"]);
      expect((await codes(OID.previewUnkibble)).some((c) => c.startsWith("MEAL-U-"))).toBe(true);
      const [bb] = await q(`select count(*)::int as n from buffer_bag_allowances b join order_products p on p.pet_plan_id = b.pet_plan_id where p.order_id = '${OID.previewUnkibble}'`);
      expect(bb!.n).toBeGreaterThan(0);
      // A second dog on a Fresh plan shares the order (no allowance): the extra-meals selector shows it disabled.
      const plans = await q(
        `select pp.pet_plan_id, bool_or(pp.code like 'MEAL-F-%') as fresh, count(b.id)::int as allowances from order_products pp left join buffer_bag_allowances b on b.pet_plan_id = pp.pet_plan_id where pp.order_id = '${OID.previewUnkibble}' group by pp.pet_plan_id order by pp.pet_plan_id`,
      );
      expect(plans.map((p) => [p.fresh, Number(p.allowances) > 0])).toEqual([
        [false, true],
        [true, false],
      ]);
      const f = await order(OID.previewFresh);
      expect([f.email, f.status]).toEqual([SCENARIO_EMAILS.previewFresh, "PREVIEW"]);
      expect((await codes(OID.previewFresh)).every((c) => c.startsWith("MEAL-F-"))).toBe(true);
    });

    it("FULFILLING, FULFILLED, COMPLETE and HOLD orders", async () => {
      for (const [id, email, status] of [
        [OID.fulfilling, SCENARIO_EMAILS.fulfilling, "FULFILLING"],
        [OID.fulfilled, SCENARIO_EMAILS.fulfilled, "FULFILLED"],
        [OID.complete, SCENARIO_EMAILS.complete, "COMPLETE"],
        [OID.hold, SCENARIO_EMAILS.hold, "HOLD"],
      ] as const) {
        const o = await order(id);
        expect([o.email, o.status]).toEqual([email, status]);
        if (status !== "HOLD") expect(o.order_type).not.toBe("REPLACEMENT");
      }
      expect(((await order(OID.fulfilling)).charge as { status: string }).status).toBe("SUCCESS");
      expect(((await order(OID.hold)).charge as { status: string }).status).toBe("FAILED");
    });

    it("an ORDERDESK_SENT fulfillment with several products, not split; and an already split one", async () => {
      const [f] = await q(`select f.*, a.email, (select count(*)::int from fulfillment_products p where p.fulfillment_id = f.id) as products from fulfillments f join orders o on o.id = f.order_id join accounts a on a.id = o.account_id where f.id = '${FID.split}'`);
      expect(f).toMatchObject({ email: SCENARIO_EMAILS.split, status: "ORDERDESK_SENT", is_split_fulfillment: false });
      expect(f!.products).toBeGreaterThan(1);
      expect((await q(`select count(*)::int as n from fulfillment_items i join fulfillment_products p on p.id = i.fulfillment_product_id where p.fulfillment_id = '${FID.split}'`))[0]!.n).toBeGreaterThan(1);
      const [child] = await q(`select * from fulfillments where id = '${FID.alreadySplitChild}'`);
      expect(child).toMatchObject({ is_split_fulfillment: true, split_from_id: FID.alreadySplit });
    });

    it("a SHIPPED fulfillment with a tracking number", async () => {
      const [f] = await q(`select f.status, s.tracking_number, s.shipped from fulfillments f join shipments s on s.fulfillment_id = f.id where f.id = '${FID.shipped}'`);
      expect(f!.status).toBe("SHIPPED");
      expect(String(f!.tracking_number)).toMatch(/^1Z\d{16}$/);
      expect(f!.shipped).not.toBeNull();
    });

    it("a refundable order and one non-refundable order of each kind", async () => {
      const r = await order(OID.refundable);
      expect(r.email).toBe(SCENARIO_EMAILS.refundable);
      expect(r.id).toMatch(/^\d+$/);
      expect(r.order_type).not.toBe("REPLACEMENT");
      expect((r.charge as { status: string }).status).toBe("SUCCESS");
      expect(Number(r.total_refunds)).toBe(0);
      expect(Number((await order(OID.partiallyRefunded)).total_refunds)).toBeGreaterThan(0);
      const shop = await order(OID.nonRefundableShop);
      expect(shop.email).toBe(SCENARIO_EMAILS.nonRefundable);
      expect(String(shop.id).startsWith("SHO-")).toBe(true);
      expect((shop.charge as { status: string }).status).toBe("SUCCESS");
      const replacement = await order(OID.nonRefundableReplacement);
      expect([replacement.email, replacement.order_type, replacement.replacement_parent_order_id]).toEqual([SCENARIO_EMAILS.nonRefundable, "REPLACEMENT", OID.replacedOriginal]);
      const failed = await order(OID.nonRefundableFailedCharge);
      expect([failed.email, (failed.charge as { status: string }).status]).toEqual([SCENARIO_EMAILS.nonRefundable, "FAILED"]);
    });

    it("a cancelled dog with cancel surveys beside an active dog", async () => {
      const id = await accountId(SCENARIO_EMAILS.cancelledDog);
      expect((await values(database, `select status as v from pets where account_id = ${id} order by status`))).toEqual(["ACTIVE", "CANCELLED"]);
      const surveys = await q(`select s.primary_answer from survey_responses s join pets p on p.id = s.pet_id where p.account_id = ${id} and p.status = 'CANCELLED'`);
      expect(surveys.length).toBeGreaterThanOrEqual(1);
    });

    it("existing claims covering every claim type, with the spec's field shapes", async () => {
      const id = await accountId(SCENARIO_EMAILS.claims);
      const claims = await q(`select * from claims where account_id = ${id}`);
      expect(claims.length).toBeGreaterThanOrEqual(3);
      expect(new Set(claims.flatMap((c) => c.claim_types as string[]))).toEqual(new Set(ClaimType.options));
      for (const c of claims) {
        expect(String(c.gladly_conversation_url).startsWith("https://bark.gladly.qa/")).toBe(true);
        if ((c.claim_types as string[]).includes("MISPACK")) {
          for (const entry of c.mispack_actually_received as Record<string, number>[]) expect(Object.keys(entry)).toHaveLength(1);
        }
        if ((c.claim_types as string[]).includes("PRODUCT_QUALITY")) {
          expect((c.product_quality_issues as { issue_type: string; lot_codes: object }[])[0]).toMatchObject({ issue_type: expect.any(String), lot_codes: expect.any(Object) });
        }
      }
      expect((await q(`select count(*)::int as n from orders where account_id = ${id} and has_claim`))[0]!.n).toBeGreaterThan(0);
      // A mispack's expected list is the product's items, as the wizard copies it and the rules require (was: × the ordered quantity).
      const mispacks = await q(`select product_code, mispack_should_have_received as expected from claims where 'MISPACK' = any(claim_types)`);
      expect(mispacks.length).toBeGreaterThan(0);
      for (const c of mispacks) {
        const items = await q(`select i.sku, pi.quantity from product_items pi join products p on p.id = pi.product_id join items i on i.id = pi.item_id where p.code = '${String(c.product_code)}'`);
        expect(sameMispackLines(c.expected as MispackLine[], mispackExpectedOf({ items: items as { sku: string; quantity: number }[] })), String(c.product_code)).toBe(true);
      }
    });

    it("every seeded claim keeps the claim rules the API enforces (was: a quality issue type the product is not offered, e.g. PELLETS_OFF_SPEC on a Fresh meal)", async () => {
      const ids = await q(`select id from claims order by id`);
      expect(ids.length).toBeGreaterThan(0);
      const itemSkus = new Set(await values(database, `select sku as v from items`));
      const broken: Record<string, unknown> = {};
      for (const { id } of ids) {
        const claim = (await getClaim(database.db, Number(id)))!;
        const product = (await getProductByCode(database.db, claim.product_code))!;
        expect(product, claim.product_code).not.toBeNull();
        const errors = validateClaim(claimToForm(claim), { product: claimProductOf(product), conversationPrefix: GLADLY_PREFIX_TEST, itemSkus });
        if (Object.keys(errors).length) broken[`claim ${String(id)} (${claim.product_code}: ${claim.claim_types.join(", ")})`] = errors;
      }
      expect(broken).toEqual({});
    });

    it("payment processors, a 10-digit phone number and states matched by full name", async () => {
      expect(await values(database, `select primary_payment_processor as v from accounts where email = '${SCENARIO_EMAILS.braintree}'`)).toEqual(["braintree"]);
      expect(await values(database, `select primary_payment_processor as v from accounts where email = '${SCENARIO_EMAILS.stripe}'`)).toEqual(["stripe"]);
      expect(await values(database, `select phone_number as v from accounts where email = '${SCENARIO_EMAILS.phone}'`)).toEqual(["+12125550147"]);
      for (const [email, state] of [
        [SCENARIO_EMAILS.newYork, "NY"],
        [SCENARIO_EMAILS.northCarolina, "NC"],
        [SCENARIO_EMAILS.districtOfColumbia, "DC"],
      ]) {
        expect(await values(database, `select d.state as v from addresses d join accounts a on a.id = d.account_id where a.email = '${email}' and d.is_primary`)).toEqual([state]);
      }
    });

    it("a discount-code history: WB- codes within 90 days, a BUFFER-1T-FREE product within 365 days", async () => {
      const id = await accountId(SCENARIO_EMAILS.discountHistory);
      const wb = await q(`select count(*)::int as n from order_discounts od join discounts d on d.id = od.discount_id join orders o on o.id = od.order_id where o.account_id = ${id} and d.code like 'WB-%' and o.status <> 'PREVIEW' and o.scheduled > now() - interval '90 days'`);
      expect(wb[0]!.n).toBe(2);
      const older = await q(`select count(*)::int as n from order_discounts od join discounts d on d.id = od.discount_id join orders o on o.id = od.order_id where o.account_id = ${id} and d.code like 'WB-%' and o.scheduled <= now() - interval '90 days'`);
      expect(older[0]!.n).toBe(1);
      const free = await q(`select count(*)::int as n from order_products p join orders o on o.id = p.order_id where o.account_id = ${id} and p.code like '%BUFFER-1T-FREE' and o.scheduled > now() - interval '365 days'`);
      expect(free[0]!.n).toBe(1);
    });

    it("a customer with several pages of orders and more than 25 customers sharing a last name", async () => {
      const id = await accountId(SCENARIO_EMAILS.manyOrders);
      expect((await q(`select count(*)::int as n from orders where account_id = ${id}`))[0]!.n).toBeGreaterThan(50);
      expect((await q(`select count(*)::int as n from accounts where last_name = '${SCENARIO_MANY_LAST_NAME}'`))[0]!.n).toBeGreaterThan(25);
    });

    it("an ACTIVE customer with no dogs and no orders, written after every other scenario (the Add a New Dog end-to-end test)", async () => {
      const id = await accountId(SCENARIO_EMAILS.newDog);
      expect(id).toBe(Object.keys(SCENARIO_EMAILS).length + SCENARIO_MANY_EMAILS.length);
      expect(await values(database, `select status as v from accounts where id = ${id}`)).toEqual(["ACTIVE"]);
      expect((await q(`select count(*)::int as n from pets where account_id = ${id}`))[0]!.n).toBe(0);
      expect((await q(`select count(*)::int as n from orders where account_id = ${id}`))[0]!.n).toBe(0);
    });
  });

  it("charges every charged order to a card on its account's file (its last 4 digits, brand and expiry month)", async () => {
    const charged = await q(`select o.id, o.account_id, o.charge->>'card_number' as card, o.charge->>'card_type' as brand from orders o where o.charge is not null`);
    expect(charged.length).toBeGreaterThan(100);
    const strays = await q(`
      select o.id, o.account_id, o.charge->>'card_number' as card, o.charge->>'card_type' as brand
      from orders o
      where o.charge is not null
        and not exists (
          select 1 from payment_methods pm
          where pm.account_id = o.account_id
            and o.charge->>'card_number' = '************' || pm.last4
            and o.charge->>'card_type' = pm.brand
            and (o.charge->'payload'->>'exp_month')::int = pm.exp_month
        )
      order by o.id`);
    expect(strays).toEqual([]);
  });

  // (A different --seed changing only the generated customers is covered by tests/unit/seed-generator.test.ts.)
  it("is deterministic: seeding again with the same seed gives the same scenario rows and generated customers", async () => {
    // Date columns are relative to the reference day; everything else must match exactly.
    const snapshot = async () => ({
      accounts: await q(`select id, email, first_name, last_name, phone_number, status, primary_payment_processor, gladly_customer_id from accounts order by id`),
      pets: await q(`select id, account_id, name, status, breeds, properties from pets order by id`),
      orders: await q(`select id, account_id, status, order_type, total_price, charge->>'status' as charge from orders order by id`),
      orderProducts: await q(`select id, order_id, code, quantity, unit_price, total_price from order_products order by id`),
      fulfillments: await q(`select id, order_id, status, pet_ids, carrier from fulfillments order by id`),
      claims: await q(`select id, order_id, claim_types, resolution_types from claims order by id`),
    });
    const first = await snapshot();
    // The same path `npm run db:seed` takes: empty every table, seed afresh (here with the checks on).
    await truncateAllData(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDatabase(database.db, { customers: CUSTOMERS, staffPassword: PASSWORD });
    expect(await snapshot()).toEqual(first);
  });
});

/** Every timestamp column of the data tables except those that hold the future by nature (upcoming dates, expiries, validity windows). */
const FUTURE_BY_NATURE = new Set(["scheduled", "expires_at", "available_start_date", "available_end_date", "start_timestamp", "end_timestamp"]);

describe(`demo data seeded in New York's evening (${TEST_DB_DRIVER})`, () => {
  // 23:30 in New York (EST) is 04:30 UTC the next day: noon UTC of that day lies 7.5 hours ahead.
  const NOW = new Date("2026-11-27T04:30:00Z");
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDatabase(database.db, { customers: CUSTOMERS, staffPassword: PASSWORD, now: () => NOW, timeZone: "America/New_York" });
  });
  afterAll(async () => database?.close());

  it("dates no seeded history after the injected clock's now", async () => {
    const columns = await rows<{ table_name: string; column_name: string }>(
      database,
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and data_type = 'timestamp with time zone' order by table_name, column_name`,
    );
    const history = columns.filter((c) => !FUTURE_BY_NATURE.has(c.column_name));
    expect(history.length).toBeGreaterThan(20);
    const later: string[] = [];
    for (const { table_name: t, column_name: c } of history) {
      const [row] = await rows<{ n: number; latest: string | null }>(database, `select count(*)::int as n, max("${c}")::text as latest from "${t}" where "${c}" > '${NOW.toISOString()}'`);
      if (Number(row!.n) > 0) later.push(`${t}.${c}: ${row!.n} rows, latest ${row!.latest}`);
    }
    expect(later).toEqual([]);
  });

  it("keeps upcoming orders upcoming and dates a plan's next charge on the New York calendar", async () => {
    const [upcoming] = await rows<{ n: number; past: number }>(database, `select count(*)::int as n, count(*) filter (where scheduled <= '${NOW.toISOString()}')::int as past from orders where status = 'PREVIEW'`);
    expect(upcoming!.n).toBeGreaterThan(0);
    expect(upcoming!.past).toBe(0);
    // Uma Upcoming's plan is charged on the day of her upcoming order (10 days on), as New York reads it.
    const [plan] = await rows<{ next: string; scheduled: string }>(
      database,
      `select pp.next_charge_date::text as next, to_char(o.scheduled at time zone 'America/New_York', 'YYYY-MM-DD') as scheduled
       from orders o join order_products op on op.order_id = o.id join pet_plans pp on pp.id = op.pet_plan_id
       where o.id = '${OID.previewUnkibble}' order by op.id limit 1`,
    );
    expect(plan).toEqual({ next: "2026-12-06", scheduled: "2026-12-06" });
  });
});

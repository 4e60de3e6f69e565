/**
 * Test-only fixtures, mounted at /dev when the configuration (server/backend/config.ts) has both
 * ENABLE_DEV_ROUTES and ENABLE_TEST_FIXTURES on (nothing else turns them on; tests/e2e/support/stack.ts
 * sets both for the end-to-end stack only):
 *
 *   POST /dev/fixtures/customers   Authorization: Token {staff token that may manage users}
 *     body (every field optional): { email, first_name, last_name, status, primary_payment_processor,
 *       proactive_customer_support_opted_in, upcoming_orders, order_page, money_orders, dog }
 *     → 201 { id, email, first_name, last_name, order_ids }
 *     `order_page: true`: the order page's customer instead (seed/order-page-fixture.ts: an UnKibble
 *     and a Fresh dog, a PREVIEW and a FULFILLING order on the demo catalogue); order_ids is
 *     [preview, fulfilling].
 *
 *   GET /dev/fixtures/money_rules   (same token)
 *     → 200 { broken: { [rule]: rows } }: the money rules every order keeps (queries/money-rules.ts),
 *     empty when they hold; the end-to-end run checks them last (tests/e2e/money-rules.teardown.ts).
 *
 *   POST /dev/fixtures/staff_users   (same token)
 *     body: { group?: "BarkTeamMember" | "BarkAdmin" | "BarkOpsAdmin" | "BarkAllModuleAccess", password? }
 *     → 201 { id, email }: a fresh active staff user (fixture.{random}+bark@example.com), no
 *     authenticator, for a test that resets a password or otherwise ends the user's sessions.
 *
 * Each end-to-end test that changes a customer makes its own here, with the one test-data builder
 * (seed/rows.ts createCustomer), so tests never share mutable customers and can run in parallel;
 * a test that ends a staff user's sessions does it to a staff user of its own.
 */
import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { requireCapability, requireStaff } from "../http/auth";
import type { AppDeps, AppEnv } from "../http/context";
import { jsonBody } from "../http/validate";
import { hashPassword } from "../auth/password";
import { eq } from "drizzle-orm";
import { products, staffUsers } from "../db/schema";
import { AccountStatus, FIRST_PAYMENT_PROCESSOR, OrderStatus, PaymentProcessor, StaffGroupName } from "../../../lib/contract/enums";
import { createCustomer, type OrderSpec } from "../seed/rows";
import { createOrderPageCustomer } from "../seed/order-page-fixture";
import { createClaimFixture } from "../seed/claim-fixtures";
import { moneyRuleViolations } from "../queries/money-rules";

const DAY_MS = 86_400_000;
const text = (max: number) => z.string().trim().min(1).max(max).refine((s) => !s.includes("\u0000"), "Invalid character.");

export const fixtureCustomerBody = z.object({
  email: text(254).pipe(z.email()).optional(),
  first_name: text(100).optional(),
  last_name: text(100).optional(),
  status: AccountStatus.optional(),
  primary_payment_processor: PaymentProcessor.optional(),
  proactive_customer_support_opted_in: z.boolean().optional(),
  /** PREVIEW orders scheduled 7, 14, … days from now (the page's "Upcoming orders"). */
  upcoming_orders: z.number().int().min(0).max(10).optional(),
  /** The order page's customer (seed/order-page-fixture.ts). */
  order_page: z.boolean().optional(),
  /**
   * Issue 10: one dog on an UnKibble plan (MEAL-U-B-4200-4W) and the money-and-shipment shapes of
   * the scenario customers, for tests that change them: a refundable COMPLETE order (meal + taxed
   * snack, charge SUCCESS), a FULFILLED order whose fulfillment is SHIPPED (meal ×2: replacement,
   * delivery failed) and a FULFILLING order whose fulfillment is ORDERDESK_SENT with three products
   * (split). Their ids: order_ids[0..2].
   */
  money_orders: z.boolean().optional(),
  /** Issue 18: the same dog on MEAL-U-B-4200-4W without any order (unless other fields add some). */
  dog: z.boolean().optional(),
});

export const fixtureStaffBody = z.object({
  group: StaffGroupName.optional(),
  password: z.string().min(10).max(128).optional(),
});

const MONEY_MEAL = "MEAL-U-B-4200-4W";
const CHARGED = { status: "SUCCESS" as const, error: null, card_number: "************4242", card_type: "Visa", payload: null };

async function productIdOf(deps: AppDeps, code: string): Promise<number | undefined> {
  const [row] = await deps.db.select({ id: products.id }).from(products).where(eq(products.code, code)).limit(1);
  return row?.id;
}

/** The orders of `money_orders` (see fixtureCustomerBody). */
function moneyOrders(now: Date): OrderSpec[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const meal = { code: MONEY_MEAL, description: "UnKibble Beef 4200 every 4 weeks", productType: "MEAL" as const, type: "SUBSCRIPTION" as const };
  const snack = { code: "SNACK-JERKY-BEEF", description: "Beef Jerky Bites", productType: "SNACK" as const, type: "ADDON" as const };
  const supp = { code: "SUPP-PROBIOTIC", description: "Probiotic Supplement", productType: "SUPPLEMENT" as const, type: "ADDON" as const };
  const totals = { subtotalPrice: 112.99, totalDiscounts: 0, totalTax: 0.91, totalPrice: 113.9 };
  return [
    {
      status: "COMPLETE",
      orderType: "SUBSCRIPTION",
      ...totals,
      charge: CHARGED,
      scheduled: at(-25),
      products: [
        { ...meal, unitPrice: 100, totalPrice: 100 },
        { ...snack, unitPrice: 12.99, taxAmount: 0.91, totalPrice: 13.9 },
      ],
      fulfillments: [{ status: "DELIVERED", products: [{ code: MONEY_MEAL, name: meal.description }, { code: snack.code, name: snack.description, type: "SNACK", price: 12.99 }] }],
    },
    {
      status: "FULFILLED",
      orderType: "SUBSCRIPTION",
      subtotalPrice: 200,
      totalTax: 0,
      totalPrice: 200,
      charge: CHARGED,
      scheduled: at(-4),
      products: [{ ...meal, quantity: 2, unitPrice: 100, totalPrice: 200 }],
      fulfillments: [{ status: "SHIPPED", products: [{ code: MONEY_MEAL, name: meal.description }], shipments: [{ trackingNumber: "1Z999AA10123456784", shipped: at(-3) }] }],
    },
    {
      status: "FULFILLING",
      orderType: "SUBSCRIPTION",
      subtotalPrice: 137.98,
      totalTax: 2.66,
      totalPrice: 140.64,
      charge: CHARGED,
      scheduled: at(-1),
      products: [
        { ...meal, unitPrice: 100, totalPrice: 100 },
        { ...snack, unitPrice: 12.99, taxAmount: 0.91, totalPrice: 13.9 },
        { ...supp, unitPrice: 24.99, taxAmount: 1.75, totalPrice: 26.74 },
      ],
      fulfillments: [
        {
          status: "ORDERDESK_SENT",
          products: [
            { code: MONEY_MEAL, name: meal.description },
            { code: snack.code, name: snack.description, type: "SNACK", price: 12.99 },
            { code: supp.code, name: supp.description, type: "SUPPLEMENT", price: 24.99 },
          ],
        },
      ],
    },
  ];
}

export function devFixtureRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  if (!deps.config.ENABLE_DEV_ROUTES || !deps.config.ENABLE_TEST_FIXTURES) return app;

  app.post("/fixtures/customers", requireStaff(deps), requireCapability("manageUsers"), async (c) => {
    const body = await jsonBody(c, fixtureCustomerBody);
    const tag = randomUUID().slice(0, 8);
    const now = deps.now?.() ?? new Date();
    const upcoming = body.upcoming_orders ?? 0;
    // Who the fixture customer is: the body's names and email, else ones made unique by the tag.
    const person = {
      now,
      email: (body.email ?? `fixture.${tag}@example.com`).toLowerCase(),
      firstName: body.first_name ?? "Fixture",
      lastName: body.last_name ?? `Customer${tag}`,
      phoneNumber: null,
      gladlyCustomerId: `fixture-${tag}`,
    };
    const answer = (made: { id: number; email: string | null }, orderIds: string[]) =>
      c.json({ id: made.id, email: made.email, first_name: person.firstName, last_name: person.lastName, order_ids: orderIds }, 201);
    if (body.order_page) {
      const made = await createOrderPageCustomer(deps.db, person);
      return answer(made, [made.previewOrderId, made.fulfillingOrderId]);
    }
    const created = await createCustomer(deps.db, {
      ...person,
      status: body.status ?? AccountStatus.enum.ACTIVE,
      primaryPaymentProcessor: body.primary_payment_processor ?? FIRST_PAYMENT_PROCESSOR,
      proactiveCustomerSupportOptedIn: body.proactive_customer_support_opted_in ?? false,
      paymentMethods: [{ processor: body.primary_payment_processor ?? FIRST_PAYMENT_PROCESSOR }],
      orders: [
        ...(body.money_orders ? moneyOrders(now) : []),
        ...Array.from({ length: upcoming }, (_, i) => ({ status: OrderStatus.enum.PREVIEW, scheduled: new Date(now.getTime() + (i + 1) * 7 * DAY_MS) })),
      ],
      pets: body.money_orders || body.dog ? [{ name: `Fixture dog ${tag}`, plan: { products: [{ productId: await productIdOf(deps, MONEY_MEAL) }] } }] : [],
    });
    return answer(created, created.orderIds);
  });

  app.post("/fixtures/staff_users", requireStaff(deps), requireCapability("manageUsers"), async (c) => {
    const body = await jsonBody(c, fixtureStaffBody);
    const tag = randomUUID().slice(0, 8);
    const email = `fixture.${tag}+bark@example.com`;
    const [row] = await deps.db
      .insert(staffUsers)
      .values({
        email,
        firstName: "Fixture",
        lastName: `Staff${tag}`,
        passwordHash: await hashPassword(body.password ?? deps.config.SEED_STAFF_PASSWORD),
        isActive: true,
        groups: [body.group ?? StaffGroupName.enum.BarkTeamMember],
        totpSecret: null,
        totpEnabled: false,
        totpSetupRequired: false,
        totpLastStep: null,
      })
      .returning({ id: staffUsers.id });
    return c.json({ id: row!.id, email }, 201);
  });

  // Issue 11: a customer with a delivered order whose fulfillment holds a claimable product of its
  // own (seed/claim-fixtures.ts): body { kind: "FRESH_MEAL" | "UNKIBBLE_MEAL" | "SNACK" }.
  app.post("/fixtures/claim_orders", requireStaff(deps), requireCapability("manageUsers"), async (c) => {
    const body = await jsonBody(c, z.object({ kind: z.enum(["FRESH_MEAL", "UNKIBBLE_MEAL", "SNACK"]) }));
    const tag = randomUUID().slice(0, 8);
    const f = await createClaimFixture(deps.db, body.kind, { email: `fixture.${tag}@example.com`, firstName: "Claire", lastName: `Fixture${tag}` });
    return c.json(
      {
        id: f.id,
        email: f.email,
        first_name: "Claire",
        last_name: `Fixture${tag}`,
        order_id: f.orderId,
        fulfillment_id: f.fulfillmentId,
        pet_id: f.petId,
        product_code: f.productCode,
        product_name: f.productName,
        skus: f.skus,
      },
      201,
    );
  });

  // The end-to-end run's last step: whether every order of the run's database keeps the money rules
  // (queries/money-rules.ts) after everything its tests did through the app: { broken: {rule: rows} }.
  app.get("/fixtures/money_rules", requireStaff(deps), requireCapability("manageUsers"), async (c) => c.json({ broken: await moneyRuleViolations(deps.db) }));

  return app;
}

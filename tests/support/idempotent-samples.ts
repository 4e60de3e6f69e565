/**
 * One valid call of each idempotent descriptor of the registry (`true` or `"optional"`), for the tests that prove the
 * key rule (lib/contract/idempotency.ts) holds for every one of them: `register()`
 * (tests/integration/idempotency.test.ts) and the proxy (tests/integration/bff-proxy.test.ts).
 * A descriptor marked idempotent without a sample here fails those tests (`idempotentDescriptors`).
 */
import { asc, eq } from "drizzle-orm";
import type { ApiEndpoint, CallInput } from "@/lib/contract/endpoint";
import { endpoints, type EndpointName } from "@/lib/contract/endpoints";
import type { Db } from "@/server/backend/db/client";
import { discounts, orderDiscounts, orderProducts, orders, recipes } from "@/server/backend/db/schema";
import { seedDatabase } from "@/server/backend/seed";
import { DEFAULT_DEMO_STAFF_PASSWORD } from "@/server/backend/seed/demo-staff";
import { createClaimFixture } from "@/server/backend/seed/claim-fixtures";
import { listFreeProducts } from "@/server/backend/queries/promotions";
import { createOrderPageCustomer } from "@/server/backend/seed/order-page-fixture";
import { createCustomer } from "./factories";

/** A dog profile the API takes (born three years before the clock's year, in January). */
const DOG = { name: "Biscuit", gender: "MALE" as const, neutered: true, birth_year: new Date().getUTCFullYear() - 3, birth_month: 1, weight: 20, body_type: "Ideal", lifestyle: "Active", breeds: ["Mixed Breed"], health_conditions: [] };

/** The demo seed's catalogue (written once, on an empty database; before any fixture adds a recipe of its own). */
async function ensureCatalogue(db: Db): Promise<void> {
  if ((await db.select({ id: recipes.id }).from(recipes).limit(1)).length === 0) await seedDatabase(db, { customers: 0, staffPassword: DEFAULT_DEMO_STAFF_PASSWORD });
}

/** A valid claim (one type, Feeding guide) on a fixture's meal. */
function claimBody(f: { productCode: string; fulfillmentId: string; petId: string; orderId: string }) {
  return {
    claim_types: ["FEEDING_GUIDE" as const],
    gladly_conversation_url: "https://bark.gladly.qa/agent/customer/abc/conversation/def",
    photos_received: "YES" as const,
    resolution_types: ["REFUND" as const],
    product_code: f.productCode,
    fulfillment_id: f.fulfillmentId,
    pet_id: f.petId,
    order_id: f.orderId,
    feeding_guide_issue_type: "NO_FEEDING_GUIDE" as const,
  };
}

/** A promotion giving one `freeProductCode`, every field as the create form sends it (blanks for the optional ones). */
const promotionBody = (freeProductCode: string) => ({
  name: "Free jerky",
  status: "ACTIVE",
  promotion_type: "ORDER",
  start_timestamp: "",
  end_timestamp: "",
  free_product_code: freeProductCode,
  quantity: 1,
  minimum_order_gross_value_threshold_amount: 0,
});

/** A bulk batch of one 10%-off code, as the bulk form sends it. */
const bulkBatch = () => ({
  prefix: "ONCE",
  number_of_codes: 1,
  discount_type: "PERCENTAGE",
  value: 10,
  description: "Idempotent batch",
  limit_type: "X_ORDERS_PER_CUSTOMER",
  limit_value: 1,
  is_active: true,
  order_trial: false,
  order_subscription: true,
  order_onetime: false,
  eligible_products: [] as string[],
  exempt_from_sale_state: false,
});

interface Sample<E extends ApiEndpoint> {
  /** An input the descriptor's schemas accept (no data behind it). */
  input: CallInput<E>;
  /** An input the embedded API answers with a success: the data it needs, made in `db`. */
  prepare(db: Db): Promise<CallInput<E>>;
}

type Samples = { [K in EndpointName]?: Sample<(typeof endpoints)[K]> };

const SAMPLES: Samples = {
  // `idempotent: "optional"`: Add a New Dog. Its catalogue comes from the demo seed (written once, on an empty database).
  createPetAndPetPlan: {
    input: { body: { account_id: 1, pet: DOG, pet_plan: { recipes: ["U-B"], plan_size: 4, quantity: 1 as const } } },
    async prepare(db) {
      await ensureCatalogue(db);
      const c = await createCustomer(db);
      return { body: { account_id: c.id, pet: DOG, pet_plan: { recipes: ["U-B"], plan_size: 4, quantity: 1 as const } } };
    },
  },
  createRefund: {
    input: { body: { account: 1, order_id: "1000001", order_product_refunds: [{ order_product_id: 1, amount: 1 }] } },
    async prepare(db) {
      const c = await createCustomer(db, {
        orders: [{ status: "COMPLETE", orderType: "SUBSCRIPTION", charge: { status: "SUCCESS", error: null, card_number: null, card_type: null, payload: null }, products: [{ unitPrice: 50 }] }],
      });
      const [line] = await db.select().from(orderProducts).where(eq(orderProducts.orderId, c.orderIds[0]!)).orderBy(asc(orderProducts.id));
      return { body: { account: c.id, order_id: c.orderIds[0]!, order_product_refunds: [{ order_product_id: line!.id, amount: 5, tax_amount: 0 }] } };
    },
  },
  // `idempotent: "optional"`: a replacement of one line of a delivered order.
  createOrder: {
    input: { query: {}, body: { account: 1, order_type: "REPLACEMENT", replacement_parent_order: "1000001", order_products: [{ product_code: "MEAL-U-B-2625-4W", quantity: 1, replacement_parent_order_product: 1 }] } },
    async prepare(db) {
      const c = await createCustomer(db, {
        orders: [{ status: "COMPLETE", orderType: "SUBSCRIPTION", charge: { status: "SUCCESS", error: null, card_number: null, card_type: null, payload: null }, products: [{ unitPrice: 50, quantity: 3 }] }],
      });
      const [line] = await db.select().from(orderProducts).where(eq(orderProducts.orderId, c.orderIds[0]!)).orderBy(asc(orderProducts.id));
      return { query: {}, body: { account: c.id, order_type: "REPLACEMENT", replacement_parent_order: c.orderIds[0]!, order_products: [{ product_code: line!.code, quantity: 1, replacement_parent_order_product: line!.id }] } };
    },
  },
  // `idempotent: "optional"`: one-time products added to an upcoming order (the order page's fixture, on the demo catalogue).
  updateOrder: {
    input: { params: { id: "1000001" }, query: {}, body: { account: 1, order_id: "1000001", order_type: "SUBSCRIPTION", order_products: [{ pet_plan: 1, product_code: "SNACK-JERKY-CHICKEN", quantity: 1, type: "ONETIME" }], discount_codes: [] } },
    async prepare(db) {
      await ensureCatalogue(db);
      const c = await createOrderPageCustomer(db);
      const [order] = await db.select().from(orders).where(eq(orders.id, c.previewOrderId));
      const lines = await db.select().from(orderProducts).where(eq(orderProducts.orderId, c.previewOrderId)).orderBy(asc(orderProducts.id));
      const current = lines.map((l) => ({ pet_plan: l.petPlanId, product_code: l.code, quantity: l.quantity, type: l.type }));
      const added = { pet_plan: c.unkibblePlanId, product_code: "SNACK-JERKY-CHICKEN", quantity: 1, type: "ONETIME" as const };
      return { params: { id: c.previewOrderId }, query: {}, body: { account: c.id, order_id: c.previewOrderId, order_type: order!.orderType, order_products: [...current, added], discount_codes: [], version: order!.version } };
    },
  },
  // `idempotent: "optional"`: a code removed from an upcoming order (after the demo seed, whose discounts take fixed ids).
  removeOrderDiscount: {
    input: { params: { id: "1000001" }, query: {}, body: { discount_code: "TENOFF" } },
    async prepare(db) {
      await ensureCatalogue(db);
      const c = await createOrderPageCustomer(db);
      const code = `ONCE-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
      const [d] = await db.insert(discounts).values({ code, discountType: "PERCENTAGE", value: 10, limitType: "UNLIMITED", orderSubscription: true }).returning();
      await db.insert(orderDiscounts).values({ orderId: c.previewOrderId, discountId: d!.id });
      return { params: { id: c.previewOrderId }, query: {}, body: { discount_code: code } };
    },
  },
  // `idempotent: "optional"`: a claim on a delivered Fresh meal (server/backend/seed/claim-fixtures.ts).
  createClaim: {
    input: { body: claimBody({ productCode: "MEAL-F-B-1", fulfillmentId: "5000001", petId: "P-1", orderId: "1000001" }) },
    async prepare(db) {
      await ensureCatalogue(db);
      return { body: claimBody(await createClaimFixture(db, "FRESH_MEAL")) };
    },
  },
  // `idempotent: "optional"`: a promotion (All Module Access only) giving the demo catalogue's free product.
  createPromotion: {
    input: { body: promotionBody("SNACK-JERKY-BEEF") },
    async prepare(db) {
      await ensureCatalogue(db);
      const [free] = await listFreeProducts(db);
      return { body: promotionBody(free!.code) };
    },
  },
  // `idempotent: "optional"`: a customer-service code (the one-time order wizard's presets), tied to nothing.
  // The demo seed first: its discounts take fixed ids, so it must come before any code a sample makes.
  generateExclusiveDiscount: {
    input: { body: { discount_type: "CX_10_PERCENT" } },
    async prepare(db) {
      await ensureCatalogue(db);
      return { body: { discount_type: "CX_10_PERCENT" } };
    },
  },
  // `idempotent: "optional"`: 10% off one upcoming order of a customer of its own (after the demo seed, whose discounts take fixed ids).
  createExclusiveDiscount: {
    input: { params: { id: 1 }, body: { discount_type: "CX_10_PERCENT", order_id: "1000001" } },
    async prepare(db) {
      await ensureCatalogue(db);
      const c = await createCustomer(db, { orders: [{ status: "PREVIEW" }] });
      return { params: { id: c.id }, body: { discount_type: "CX_10_PERCENT", order_id: c.orderIds[0]! } };
    },
  },
  // `idempotent: "optional"`: a bulk batch of one code (All Module Access only; made in the background at once),
  // after the demo seed (whose discounts take fixed ids).
  bulkCreateDiscounts: {
    input: { body: bulkBatch() },
    async prepare(db) {
      await ensureCatalogue(db);
      return { body: bulkBatch() };
    },
  },
};

export interface IdempotentDescriptor {
  name: EndpointName;
  /** `idempotent: true` (a call without a key is refused), not `"optional"` (it runs without one). */
  required: boolean;
  endpoint: ApiEndpoint;
  input: CallInput<ApiEndpoint>;
  prepare(db: Db): Promise<CallInput<ApiEndpoint>>;
}

/** Every idempotent descriptor of the registry with its sample; throws when one has none. */
export function idempotentDescriptors(): IdempotentDescriptor[] {
  return (Object.entries(endpoints) as [EndpointName, ApiEndpoint][])
    .filter(([, e]) => e.idempotent)
    .map(([name, endpoint]) => {
      const sample = SAMPLES[name] as Sample<ApiEndpoint> | undefined;
      if (!sample) throw new Error(`${name} is idempotent: add a sample call to tests/support/idempotent-samples.ts`);
      return { name, endpoint, required: endpoint.idempotent === true, input: sample.input, prepare: sample.prepare };
    });
}

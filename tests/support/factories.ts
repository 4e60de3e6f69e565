/**
 * Small data builders for tests: insert a customer with addresses, payment methods, pets, plans,
 * orders, fulfillments, treatments and survey responses through the schema, with plain defaults
 * that any field can override. Each call gets unique ids/emails from a counter.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/backend/db/client";
import {
  accounts,
  addresses,
  fulfillmentItems,
  fulfillmentProducts,
  fulfillments,
  orderProducts,
  orders,
  paymentMethods,
  petPlanProducts,
  petPlans,
  pets,
  pricingModels,
  products,
  shipments,
  surveyResponses,
  treatments,
} from "@/server/backend/db/schema";
import { DEFAULT_PRICING_MODEL_NAME } from "@/lib/enums";

let seq = 0;
const next = () => ++seq;

type AccountRow = typeof accounts.$inferInsert;
type AddressRow = typeof addresses.$inferInsert;
type PetRow = typeof pets.$inferInsert;
type OrderRow = typeof orders.$inferInsert;
type FulfillmentRow = typeof fulfillments.$inferInsert;
type ShipmentRow = typeof shipments.$inferInsert;

export async function ensurePricingModel(db: Db, name = DEFAULT_PRICING_MODEL_NAME): Promise<number> {
  const [existing] = await db.select().from(pricingModels).where(eq(pricingModels.name, name)).limit(1);
  if (existing) return existing.id;
  const [row] = await db.insert(pricingModels).values({ name }).returning();
  return row!.id;
}

export async function createProduct(db: Db, overrides: Partial<typeof products.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      code: `MEAL-U-B-${n}`,
      name: `UnKibble Beef ${n}`,
      description: "UnKibble beef meal plan",
      productType: "MEAL",
      category: "UNKIBBLE",
      recurring: true,
      frequency: 4,
      recipes: ["U-B"],
      ...overrides,
    })
    .returning();
  return row!;
}

export interface FulfillmentSpec extends Partial<FulfillmentRow> {
  products?: { code?: string; name?: string; type?: string; price?: number; items?: { sku: string; name: string; quantity: number }[] }[];
  shipments?: Partial<ShipmentRow>[];
}

export interface OrderSpec extends Partial<OrderRow> {
  products?: Partial<typeof orderProducts.$inferInsert>[];
  fulfillments?: FulfillmentSpec[];
}

export interface PetSpec extends Partial<PetRow> {
  /** A plan with these products (created on the fly unless productId is given). */
  plan?: {
    status?: "ACTIVE" | "PAUSED" | "CANCELLED";
    nextChargeDate?: string | null;
    products?: { productId?: number; unitPrice?: number; type?: "SUBSCRIPTION" | "ADDON"; recipes?: string[]; code?: string }[];
  };
}

export interface CustomerSpec extends Partial<AccountRow> {
  addresses?: Partial<AddressRow>[];
  pets?: PetSpec[];
  orders?: OrderSpec[];
  paymentMethods?: Partial<typeof paymentMethods.$inferInsert>[];
  treatments?: Partial<typeof treatments.$inferInsert>[];
  surveyResponses?: Partial<typeof surveyResponses.$inferInsert>[];
}

export interface CreatedCustomer {
  id: number;
  email: string | null;
  petIds: string[];
  petPlanIds: number[];
  orderIds: string[];
  fulfillmentIds: string[];
}

/**
 * A customer account. Defaults: ACTIVE, braintree, one primary SHIPPING address in NY, no pets,
 * no orders. `addresses: []` makes an account without address.
 */
export async function createCustomer(db: Db, spec: CustomerSpec = {}): Promise<CreatedCustomer> {
  const n = next();
  const {
    addresses: addressSpecs,
    pets: petSpecs = [],
    orders: orderSpecs = [],
    paymentMethods: pmSpecs = [],
    treatments: treatmentSpecs = [],
    surveyResponses: surveySpecs = [],
    ...accountFields
  } = spec;
  const pricingModelId = await ensurePricingModel(db);
  const [account] = await db
    .insert(accounts)
    .values({
      firstName: `First${n}`,
      lastName: `Last${n}`,
      email: `customer${n}@example.com`,
      phoneNumber: `+1555${String(n).padStart(7, "0")}`,
      status: "ACTIVE",
      gladlyCustomerId: `gladly-${n}`,
      defaultPricingModelId: pricingModelId,
      primaryPaymentProcessor: "braintree",
      ...accountFields,
    })
    .returning();
  const accountId = account!.id;

  const addrs = addressSpecs ?? [{}];
  if (addrs.length) {
    await db.insert(addresses).values(
      addrs.map((a, i) => ({
        accountId,
        isPrimary: i === 0,
        address1: `${100 + n} Main Street`,
        address2: null,
        city: "Brooklyn",
        state: "NY",
        zip: "11201",
        ...a,
      })),
    );
  }
  if (pmSpecs.length) {
    await db.insert(paymentMethods).values(
      pmSpecs.map((m, i) => ({ accountId, processor: "braintree" as const, isDefault: i === 0, brand: "Visa", last4: "4242", expMonth: 12, expYear: 2030, ...m })),
    );
  }
  if (treatmentSpecs.length) {
    await db.insert(treatments).values(
      treatmentSpecs.map((t) => ({
        accountId,
        featureFlag: "new-checkout",
        featureFlagStatus: "ACTIVE",
        treatmentName: "variant-a",
        treatmentControl: false,
        treatmentDistribution: 50,
        ...t,
      })),
    );
  }

  const petIds: string[] = [];
  const petPlanIds: number[] = [];
  for (const p of petSpecs) {
    const { plan, ...petFields } = p;
    const [pet] = await db
      .insert(pets)
      .values({
        id: randomUUID(),
        accountId,
        name: `Dog${n}`,
        gender: "FEMALE",
        status: "ACTIVE",
        birthMonth: 3,
        birthYear: 2020,
        breeds: ["Mixed Breed"],
        properties: { weight: 40, neutered: true, lifestyle: "active", body_type: "ideal", health_conditions: [] },
        ...petFields,
      })
      .returning();
    petIds.push(pet!.id);
    if (plan) {
      const [pp] = await db
        .insert(petPlans)
        .values({ petId: pet!.id, accountId, status: plan.status ?? "ACTIVE", nextChargeDate: plan.nextChargeDate ?? "2026-12-01" })
        .returning();
      petPlanIds.push(pp!.id);
      for (const prod of plan.products ?? [{}]) {
        const productId =
          prod.productId ?? (await createProduct(db, { ...(prod.recipes ? { recipes: prod.recipes } : {}), ...(prod.code ? { code: prod.code } : {}) })).id;
        await db.insert(petPlanProducts).values({
          petPlanId: pp!.id,
          productId,
          status: "ACTIVE",
          frequency: 4,
          quantity: 1,
          unitPrice: prod.unitPrice ?? 89.5,
          type: prod.type ?? "SUBSCRIPTION",
        });
      }
    }
  }

  const orderIds: string[] = [];
  const fulfillmentIds: string[] = [];
  for (const [i, o] of orderSpecs.entries()) {
    const { products: opSpecs = [{}], fulfillments: fSpecs = [], ...orderFields } = o;
    const orderId = orderFields.id ?? `${1_000_000 + n * 100 + i}`;
    await db.insert(orders).values({
      id: orderId,
      accountId,
      status: "PREVIEW",
      orderType: "SUBSCRIPTION",
      subtotalPrice: 100,
      totalDiscounts: 0,
      totalTax: 8,
      totalPrice: 108,
      totalShippingPrice: 0,
      shippingMethod: "GROUND",
      pricingModelId,
      paymentType: "CARD",
      paymentProcessor: "braintree",
      scheduled: new Date(Date.UTC(2026, 11, 1 + i)),
      ...orderFields,
    });
    orderIds.push(orderId);
    const opRows = opSpecs.length
      ? await db
          .insert(orderProducts)
          .values(
            opSpecs.map((op) => ({
              orderId,
              code: "MEAL-U-B",
              description: "UnKibble beef",
              quantity: 1,
              unitPrice: 100,
              totalPrice: 100,
              type: "SUBSCRIPTION" as const,
              productType: "MEAL" as const,
              petId: petIds[0] ?? null,
              petPlanId: petPlanIds[0] ?? null,
              ...op,
            })),
          )
          .returning()
      : [];
    for (const [j, f] of fSpecs.entries()) {
      const { products: fpSpecs = [{}], shipments: shipSpecs = [], ...fFields } = f;
      const fulfillmentId = fFields.id ?? `F-${orderId}-${j + 1}`;
      await db.insert(fulfillments).values({
        id: fulfillmentId,
        orderId,
        status: "SHIPPED",
        petIds: petIds.slice(0, 1),
        address1: `${100 + n} Main Street`,
        city: "Brooklyn",
        state: "NY",
        zip: "11201",
        country: "US",
        carrier: "UPS",
        carrierRateClass: "GROUND",
        ...fFields,
      });
      fulfillmentIds.push(fulfillmentId);
      for (const fp of fpSpecs) {
        const [fpRow] = await db
          .insert(fulfillmentProducts)
          .values({
            fulfillmentId,
            orderProductId: opRows[0]?.id ?? null,
            code: fp.code ?? "MEAL-U-B",
            name: fp.name ?? "UnKibble Beef",
            type: fp.type ?? "MEAL",
            petId: petIds[0] ?? null,
            price: fp.price ?? 100,
            scoopsPerDay: 2,
            scoopCalories: 150,
          })
          .returning();
        const items = fp.items ?? [{ sku: "UB-BAG-32", name: "UnKibble Beef 32oz", quantity: 2 }];
        if (items.length) await db.insert(fulfillmentItems).values(items.map((it) => ({ fulfillmentProductId: fpRow!.id, ...it })));
      }
      if (shipSpecs.length) await db.insert(shipments).values(shipSpecs.map((s) => ({ fulfillmentId, carrier: "UPS", ...s })));
    }
  }

  if (surveySpecs.length) {
    await db.insert(surveyResponses).values(
      surveySpecs.map((s) => ({ accountId, petId: petIds[0] ?? null, primaryAnswer: "Price", ...s })),
    );
  }

  return { id: accountId, email: account!.email, petIds, petPlanIds, orderIds, fulfillmentIds };
}

/**
 * A customer of a test's own for the order page (issue 9), on the demo catalogue (the database
 * must hold the seeded catalogue): two dogs, Rex on an UnKibble plan (MEAL-U-B-4200-4W with the
 * SNACK-JERKY-BEEF add-on and an extra-meals allowance of 3 bags × 5 days, U-B-BUFFER-1T and
 * U-B-BUFFER-1T-FREE) and Ivy on a Fresh plan (MEAL-F-L-3150-2W); an upcoming PREVIEW order with
 * both plans' lines, and a FULFILLING order (charged, its fulfillment PREPARING). Lines are priced
 * from the catalogue under the standard pricing (lib/order-pricing). Used by the integration tests
 * and the end-to-end fixture route (routes/dev-fixtures.ts, `order_page: true`).
 */
import { and, eq, inArray } from "drizzle-orm";
import { DEFAULT_PRICING_MODEL_NAME, type OrderItemType } from "../../../lib/contract/enums";
import { priceOrder } from "../../../lib/order-pricing";
import type { Db } from "../db/client";
import { bufferBagAllowances, fulfillmentItems, fulfillmentProducts, fulfillments, orderProducts, orders, pricingModels, productPrices, products } from "../db/schema";
import { createCustomer, testOrderId, type CustomerSpec } from "./rows";

export const ORDER_PAGE_FIXTURE = {
  unkibbleMeal: "MEAL-U-B-4200-4W",
  addon: "SNACK-JERKY-BEEF",
  freshMeal: "MEAL-F-L-3150-2W",
  buffer: "U-B-BUFFER-1T",
  freeBuffer: "U-B-BUFFER-1T-FREE",
  unkibbleDog: "Rex",
  freshDog: "Ivy",
  extraDays: 5,
  bagsAllowed: 3,
} as const;

export interface OrderPageCustomer {
  id: number;
  email: string | null;
  previewOrderId: string;
  fulfillingOrderId: string;
  fulfillmentId: string;
  unkibblePlanId: number;
  freshPlanId: number;
  petIds: [string, string];
}

export async function createOrderPageCustomer(db: Db, spec: Omit<CustomerSpec, "pets" | "orders"> = {}): Promise<OrderPageCustomer> {
  const F = ORDER_PAGE_FIXTURE;
  const codes = [F.unkibbleMeal, F.addon, F.freshMeal, F.buffer, F.freeBuffer];
  const [model] = await db.select({ id: pricingModels.id }).from(pricingModels).where(eq(pricingModels.name, DEFAULT_PRICING_MODEL_NAME)).limit(1);
  const rows = await db
    .select({ product: products, price: productPrices.price })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.pricingModelId, model?.id ?? -1)))
    .where(inArray(products.code, codes));
  const byCode = new Map(rows.map((r) => [r.product.code, r]));
  const get = (code: string) => {
    const r = byCode.get(code);
    if (!r) throw new Error(`order-page fixture: the catalogue has no priced ${code} (seed the catalogue first)`);
    return r;
  };

  const customer = await createCustomer(db, {
    paymentMethods: [{}],
    ...spec,
    pets: [
      {
        name: F.unkibbleDog,
        plan: {
          products: [
            { productId: get(F.unkibbleMeal).product.id, unitPrice: get(F.unkibbleMeal).price, type: "SUBSCRIPTION" },
            { productId: get(F.addon).product.id, unitPrice: get(F.addon).price, type: "ADDON" },
          ],
        },
      },
      { name: F.freshDog, plan: { products: [{ productId: get(F.freshMeal).product.id, unitPrice: get(F.freshMeal).price, type: "SUBSCRIPTION" }] } },
    ],
  });
  const [rexPlan, ivyPlan] = customer.petPlanIds as [number, number];
  const [rex, ivy] = customer.petIds as [string, string];
  await db.insert(bufferBagAllowances).values({
    petPlanId: rexPlan,
    extraDays: F.extraDays,
    numberOfBagsAllowed: F.bagsAllowed,
    products: [
      { code: F.buffer, price: get(F.buffer).price, recipe_name: get(F.buffer).product.name },
      { code: F.freeBuffer, price: 0, recipe_name: get(F.freeBuffer).product.name },
    ],
  });

  const lineSpecs: { code: string; type: OrderItemType; planId: number; petId: string }[] = [
    { code: F.unkibbleMeal, type: "SUBSCRIPTION", planId: rexPlan, petId: rex },
    { code: F.addon, type: "ADDON", planId: rexPlan, petId: rex },
    { code: F.freshMeal, type: "SUBSCRIPTION", planId: ivyPlan, petId: ivy },
  ];
  const priced = priceOrder(
    lineSpecs.map((l) => {
      const p = get(l.code);
      return { ...l, quantity: 1, unitPrice: p.price, productType: p.product.productType, discountEligible: p.product.discountEligible };
    }),
    [],
  );
  const now = (spec.now ?? new Date()).getTime();
  const orderIds = [testOrderId(customer.id, 900), testOrderId(customer.id, 901)];
  for (const [i, status] of (["PREVIEW", "FULFILLING"] as const).entries()) {
    const scheduled = new Date(now + (status === "PREVIEW" ? 10 : -1) * 86_400_000);
    await db.insert(orders).values({
      id: orderIds[i]!,
      accountId: customer.id,
      status,
      orderType: "SUBSCRIPTION",
      subtotalPrice: priced.subtotalPrice,
      totalDiscounts: priced.totalDiscounts,
      totalTax: priced.totalTax,
      totalPrice: priced.totalPrice,
      totalShippingPrice: priced.totalShippingPrice,
      shippingMethod: "STANDARD",
      pricingModelId: model?.id ?? null,
      paymentType: "CARD",
      paymentProcessor: "braintree",
      scheduled,
      charged: status === "FULFILLING" ? scheduled : null,
      charge: status === "FULFILLING" ? { status: "SUCCESS", error: null, card_number: "************4242", card_type: "Visa", payload: { exp_month: 4 } } : null,
    });
    const inserted = await db
      .insert(orderProducts)
      .values(
        priced.lines.map((p, n) => ({ line: lineSpecs[n]!, ...p })).map((p) => ({
          orderId: orderIds[i]!,
          productId: get(p.line.code).product.id,
          code: p.line.code,
          description: get(p.line.code).product.name,
          quantity: 1,
          unitPrice: p.unitPrice,
          discountAmount: p.discountAmount,
          taxAmount: p.taxAmount,
          totalPrice: p.totalPrice,
          type: p.line.type,
          productType: get(p.line.code).product.productType,
          petId: p.line.petId,
          petPlanId: p.line.planId,
        })),
      )
      .returning();
    if (status === "FULFILLING") {
      const fid = `F-${orderIds[i]}-1`;
      await db.insert(fulfillments).values({ id: fid, orderId: orderIds[i]!, status: "PREPARING", petIds: [rex, ivy], address1: "1 Test Street", city: "Austin", state: "TX", zip: "78701", country: "US", carrier: "UPS", carrierRateClass: "GROUND" });
      for (const line of inserted) {
        const [fp] = await db
          .insert(fulfillmentProducts)
          .values({ fulfillmentId: fid, orderProductId: line.id, code: line.code, name: line.description, type: line.productType === "SNACK" ? "SNACK" : "MEAL", petId: line.petId, price: line.unitPrice })
          .returning();
        await db.insert(fulfillmentItems).values({ fulfillmentProductId: fp!.id, sku: `${line.code}-ITEM`, name: line.description, quantity: 1 });
      }
    }
  }
  return {
    id: customer.id,
    email: customer.email,
    previewOrderId: orderIds[0]!,
    fulfillingOrderId: orderIds[1]!,
    fulfillmentId: `F-${orderIds[1]}-1`,
    unkibblePlanId: rexPlan,
    freshPlanId: ivyPlan,
    petIds: [rex, ivy],
  };
}

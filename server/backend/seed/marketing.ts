/**
 * Discounts (the reserved customer-service codes, winback WB- codes, bulk codes, every limit type,
 * both discount types, active and inactive), promotions (both statuses) and the system changelog
 * (Item, Product Item, Discount, Bulk Discount × CREATE, UPDATE, DELETE). Fixed data relative to
 * the seed's reference date.
 */
import type { InferInsertModel } from "drizzle-orm";
import { ChangeAction, SystemChangelogCategory } from "../../../lib/contract/enums";
import type { discounts, promotions, systemChangelog } from "../db/schema";
import type { Catalogue } from "./catalogue";
import { endpoints } from "../../../lib/contract/endpoints";
import type { Capability } from "../../../lib/roles";

/**
 * The demo staff who may do what `capability` allows (server/backend/seed/index.ts, from the role
 * table): every seeded record names as its author someone whose role could have made it, so the
 * demo history never shows a Team Member deleting a discount.
 */
export type AuthorsFor = (capability: Capability) => readonly string[];

/** Who writes each category of the system changelog: the capability of its create call. */
export const CHANGELOG_CAPABILITY: Record<SystemChangelogCategory, Capability> = {
  Item: endpoints.createItem.capability,
  "Product Item": endpoints.addProductItems.capability,
  Discount: endpoints.createDiscount.capability,
  "Bulk Discount": endpoints.bulkCreateDiscounts.capability,
};

export type DiscountRow = InferInsertModel<typeof discounts> & { id: number; code: string };

const DAY = 86_400_000;
const APPLICATION = "bark-backoffice";

type DiscountSpec = Partial<DiscountRow> & Pick<DiscountRow, "code" | "discountType" | "value" | "limitType">;

export function buildDiscounts(now: Date, authorsFor: AuthorsFor): DiscountRow[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const specs: DiscountSpec[] = [
    // Reserved customer-service codes.
    { code: "10POFFX1", description: "Customer service: 10% off one order", discountType: "PERCENTAGE", value: 10, limitType: "X_ORDERS_PER_CUSTOMER", limitValue: 1, orderSubscription: true, orderOnetime: true, cxKind: "CX_10_PERCENT" },
    { code: "WB-CX-10X3", description: "Winback: 10% off the next 3 orders", discountType: "PERCENTAGE", value: 10, limitType: "X_ORDERS_PER_CUSTOMER", limitValue: 3, orderSubscription: true, cxKind: "CX_10_PERCENT_FOR_THREE_ORDERS" },
    { code: "30POFFX1", description: "Customer service: 30% off one order", discountType: "PERCENTAGE", value: 30, limitType: "X_ORDERS_PER_CUSTOMER", limitValue: 1, orderSubscription: true, orderOnetime: true, cxKind: "CX_30_PERCENT" },
    { code: "REPROCESS", description: "Reprocess: 100% off", discountType: "PERCENTAGE", value: 100, limitType: "UNLIMITED", orderSubscription: true, orderOnetime: true, exemptFromSaleState: true },
    { code: "CX-ACCOM", description: "Customer service accommodation", discountType: "AMOUNT", value: 15, limitType: "X_ORDERS_PER_CUSTOMER", limitValue: 1, orderSubscription: true, orderOnetime: true, cxKind: "CX_CUSTOM_CODE" },
    // Winback codes (the history check counts WB- codes over the last 90 days).
    { code: "WB-10OFF", description: "Winback 10% off", discountType: "PERCENTAGE", value: 10, limitType: "X_ORDERS_PER_CUSTOMER", limitValue: 1, orderSubscription: true, cxKind: "WINBACK_10_PERCENT" },
    { code: "WB-30OFF", description: "Winback 30% off", discountType: "PERCENTAGE", value: 30, limitType: "X_ORDERS_PER_CUSTOMER", limitValue: 1, orderSubscription: true, cxKind: "WINBACK_30_PERCENT" },
    { code: "WB-SPRING25", description: "Spring winback $25 off", discountType: "AMOUNT", value: 25, limitType: "X_CUSTOMERS", limitValue: 5000, orderSubscription: true, availableStartDate: at(-120), availableEndDate: at(60) },
    // Marketing codes.
    { code: "WELCOME50", description: "50% off your first box", discountType: "PERCENTAGE", value: 50, trialValue: 50, limitType: "X_ORDERS_PER_CUSTOMER_SUBSCRIPTION_TRIAL_SPLIT", limitValue: 2, orderTrial: true, orderSubscription: true, visibility: "MARKETING_SITE" },
    { code: "TRIAL20", description: "$20 off the trial box", discountType: "AMOUNT", value: 20, trialValue: 20, limitType: "X_CUSTOMERS", limitValue: 10000, orderTrial: true, visibility: "ALL_FUNNEL_PAGES" },
    { code: "FRESH15", description: "15% off Fresh plans", discountType: "PERCENTAGE", value: 15, limitType: "X_ORDERS_PER_CUSTOMER", limitValue: 2, orderSubscription: true, visibility: "ONLY_CHECKOUT_PAGE", availableStartDate: at(-30), availableEndDate: at(30) },
    { code: "SNACKS5", description: "$5 off snacks", discountType: "AMOUNT", value: 5, limitType: "UNLIMITED", orderOnetime: true, visibility: "NO_FUNNEL_UI", eligibleProducts: ["SNACK-JERKY-BEEF", "SNACK-JERKY-CHICKEN", "SNACK-CHEWS-SALMON"] },
    { code: "INFLUENCER-MAXDOG", description: "Influencer code: Max the Dog", discountType: "PERCENTAGE", value: 25, limitType: "X_ORDERS_FOR_ONE_CUSTOMER", limitValue: 3, orderSubscription: true, orderTrial: true },
    { code: "SUMMER2024", description: "Summer 2024 sale (expired)", discountType: "PERCENTAGE", value: 20, limitType: "X_CUSTOMERS", limitValue: 2000, orderSubscription: true, isActive: false, availableStartDate: at(-500), availableEndDate: at(-400) },
    { code: "HOLIDAY-GIFT", description: "Holiday gift (inactive)", discountType: "AMOUNT", value: 10, limitType: "UNLIMITED", orderOnetime: true, isActive: false },
  ];
  // A bulk batch: several single-use codes sharing a prefix.
  for (let i = 1; i <= 5; i += 1) {
    specs.push({ code: `BULK-SHELTER-${String(i).padStart(4, "0")}`, description: "Shelter partnership (bulk)", discountType: "PERCENTAGE", value: 20, limitType: "X_CUSTOMERS", limitValue: 1, orderTrial: true, orderSubscription: true, bulkPrefix: "BULK-SHELTER" });
  }
  const authors = authorsFor(endpoints.createDiscount.capability);
  const bulkAuthors = authorsFor(endpoints.bulkCreateDiscounts.capability);
  return specs.map((s, i) => ({
    description: "",
    isActive: true,
    createdBy: s.bulkPrefix ? bulkAuthors[i % bulkAuthors.length]! : authors[i % authors.length]!,
    trialValue: null,
    limitValue: null,
    availableStartDate: at(-365),
    availableEndDate: null,
    orderTrial: false,
    orderSubscription: false,
    orderOnetime: false,
    eligibleProducts: [],
    exemptFromSaleState: false,
    visibility: null,
    cxKind: null,
    accountId: null,
    bulkPrefix: null,
    created: at(-400 + i),
    lastUpdated: at(-30 + i),
    ...s,
    id: i + 1,
  }));
}

/** Each gives away a product Create Promotion offers (active and marked free, listFreeProducts): the seed test checks it. */
export function buildPromotions(now: Date, authorsFor: AuthorsFor): InferInsertModel<typeof promotions>[] {
  const authors = authorsFor(endpoints.createPromotion.capability);
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  return [
    { id: 1, name: "Free Bandana with Fresh", createdBy: authors[0], status: "ACTIVE", promotionType: "ORDER", bannerCopy: "A free BARK bandana with your first Fresh box", marketingSiteDesktopBannerCopy: "Try Fresh and get a BARK bandana free", marketingSiteMobileBannerCopy: "Free bandana with Fresh", startTimestamp: at(-14), endTimestamp: at(30), bannerType: "ONLY_CHECKOUT_PAGE", freeProductCode: "MERCH-BANDANA", quantity: 1, requiredConditionsProducts: ["MEAL-F-B-2100-2W", "MEAL-F-B-4200-2W"], minimumOrderGrossValueThresholdAmount: 0, created: at(-20) },
    { id: 2, name: "Beef Sample Summer", createdBy: authors[1 % authors.length], status: "INACTIVE", promotionType: "ORDER", bannerCopy: null, marketingSiteDesktopBannerCopy: "A free UnKibble beef sample this summer", marketingSiteMobileBannerCopy: "Free UnKibble sample", startTimestamp: at(-200), endTimestamp: at(-110), bannerType: "NO_FUNNEL_UI", freeProductCode: "SAMPLE-U-B", quantity: 2, requiredConditionsProducts: [], minimumOrderGrossValueThresholdAmount: 75, created: at(-210) },
    { id: 3, name: "Tote for Big Boxes", createdBy: authors[2 % authors.length], status: "ACTIVE", promotionType: "ORDER", bannerCopy: null, marketingSiteDesktopBannerCopy: null, marketingSiteMobileBannerCopy: null, startTimestamp: at(-3), endTimestamp: at(90), bannerType: "NO_FUNNEL_UI", freeProductCode: "MERCH-TOTE", quantity: 1, requiredConditionsProducts: [], minimumOrderGrossValueThresholdAmount: 150, created: at(-5) },
  ];
}

/** Every category × operation at least once, newest last. */
export function buildSystemChangelog(now: Date, authorsFor: AuthorsFor, catalogue: Catalogue, discountRows: DiscountRow[]): InferInsertModel<typeof systemChangelog>[] {
  const rows: InferInsertModel<typeof systemChangelog>[] = [];
  const item = catalogue.items[0]!;
  const snack = catalogue.byCode.get("SNACK-JERKY-BEEF")!;
  const discount = discountRows.find((d) => d.code === "FRESH15")!;
  const bulk = discountRows.filter((d) => d.bulkPrefix);
  const values: Record<string, Record<string, unknown>[]> = {
    Item: [
      { sku: "UB-BAG-2400-V1", name: "UnKibble beef bag 2400 g", weight_oz: 84.66, volume: 150, recipe: "U-B" },
      // Renamed to the name it has now: each object's last entry agrees with the demo catalogue (tests/integration/seed.test.ts).
      { sku: item.sku, name: item.name, weight_oz: item.weightOz, volume: item.volume, recipe: item.recipeId },
      { sku: "UB-BAG-2400-V1" },
    ],
    "Product Item": [
      { product_code: snack.row.code, items: [{ sku: snack.items[0]!.sku, quantity: 2 }] },
      { product_code: snack.row.code, items: snack.items.map(({ sku, quantity }) => ({ sku, quantity })) },
      { product_code: "MERCH-BOWL", items: [] },
    ],
    Discount: [
      { code: "FALL-TEST", discount_type: "PERCENTAGE", value: 15, is_active: true },
      { code: discount.code, is_active: true },
      { code: "FALL-TEST" },
    ],
    "Bulk Discount": [
      { prefix: "BULK-SHELTER", number_of_codes: bulk.length, discount_type: "PERCENTAGE", value: 20 },
      { prefix: "BULK-SHELTER", is_active: true },
      { prefix: "BULK-OLDPARTNER", number_of_codes: 0 },
    ],
  };
  let day = -180;
  for (const category of SystemChangelogCategory.options) {
    const authors = authorsFor(CHANGELOG_CAPABILITY[category]);
    ChangeAction.options.forEach((operationType, i) => {
      const newValue = values[category]![i]!;
      rows.push({
        id: rows.length + 1,
        category,
        operationType,
        newValue,
        createdAt: new Date(now.getTime() + day * DAY),
        authorEmail: authors[(rows.length + 1) % authors.length]!,
        application: APPLICATION,
        objectId: String(newValue.sku ?? newValue.product_code ?? newValue.code ?? newValue.prefix),
      });
      day += 9;
    });
  }
  return rows;
}

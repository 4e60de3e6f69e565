/**
 * The embedded back-office API's data model: every entity of the customer-service and the catalogue
 * specifications.
 * One schema for both drivers (PGlite and node-postgres). Enumerated columns are typed with the
 * zod enums of lib/enums.ts (stored as text, validated at the API's edge).
 * Money columns are numeric(12,2) read as numbers; lib/money.ts rounds every computation.
 */
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { ChangelogObjectType, DiscountBulkJobStatus } from "../../../lib/contract/enums";
import type { AuditAction, AuditObjectType } from "../../../lib/contract/audit";
import type {
  AccountStatus,
  ChangeAction,
  FulfillmentStatus,
  ItemKind,
  OrderItemType,
  OrderStatus,
  OrderType,
  PaymentProcessor,
  PetStatus,
  ProductCategory,
  SubscriptionStatus,
} from "../../../lib/contract/enums";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const created = () => ts("created").notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });
/**
 * Optimistic concurrency (lib/contract/versioned.ts, server/backend/queries/versioned.ts): raised by
 * every update of the row; an edit carries the version it was based on (stale → 409). Migrations 0007, 0010.
 */
const version = () => integer("version").notNull().default(1);

// ───────────────────────────── Staff and authentication ─────────────────────────────

export const staffUsers = pgTable("staff_users", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  passwordHash: text("password_hash").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  groups: text("groups").array().notNull().default([]),
  totpSecret: text("totp_secret"),
  totpEnabled: boolean("totp_enabled").notNull().default(false),
  totpSetupRequired: boolean("totp_setup_required").notNull().default(false),
  /** The last 30-second step whose code was accepted: a code of that step or earlier is a replay. */
  totpLastStep: bigint("totp_last_step", { mode: "number" }),
  version: version(),
  created: created(),
  lastUpdated: ts("last_updated").notNull().defaultNow(),
});

export const staffTokens = pgTable("staff_tokens", {
  id: serial("id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  staffUserId: integer("staff_user_id")
    .notNull()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  created: created(),
});

export const passwordResetTokens = pgTable("password_reset_tokens", {
  id: text("id").primaryKey(),
  keyHash: text("key_hash").notNull(),
  staffUserId: integer("staff_user_id")
    .notNull()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  expiresAt: ts("expires_at").notNull(),
  usedAt: ts("used_at"),
  created: created(),
});

/** Mail that would have been sent (no mail leaves this machine). */
export const outbox = pgTable("outbox", {
  id: serial("id").primaryKey(),
  toEmail: text("to_email").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  link: text("link"),
  created: created(),
});

// ───────────────────────────── Catalogue ─────────────────────────────

export const pricingModels = pgTable("pricing_models", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const recipes = pgTable("recipes", {
  /** Recipe code, e.g. U-B, F-L. */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  mealType: text("meal_type").notNull().$type<"UNKIBBLE" | "FRESH">(),
});

export const planSizes = pgTable("plan_sizes", {
  id: integer("id").primaryKey(),
  /** Dog-size tier 1..6 and its daily amount (2100, 2625, 3150, 4200, 5250, 6300). */
  tier: integer("tier").notNull(),
  dailyAmount: integer("daily_amount").notNull(),
  caloriesPerDay: integer("calories_per_day").notNull(),
  scoopCode: text("scoop_code"),
  scoopsPerDay: numeric("scoops_per_day", { precision: 6, scale: 2, mode: "number" }),
  scoopCalories: numeric("scoop_calories", { precision: 8, scale: 2, mode: "number" }),
  packsPerDay: numeric("packs_per_day", { precision: 6, scale: 2, mode: "number" }),
});

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    productType: text("product_type").notNull().$type<ItemKind>(),
    category: text("category").notNull().$type<ProductCategory>(),
    recurring: boolean("recurring").notNull().default(false),
    /** Weeks between shipments; null for non-recurring products. */
    frequency: integer("frequency"),
    status: text("status").notNull().$type<"ACTIVE" | "INACTIVE">().default("ACTIVE"),
    isFrozen: boolean("is_frozen").notNull().default(false),
    planSizeId: integer("plan_size_id").references(() => planSizes.id),
    recipes: text("recipes").array().notNull().default([]),
    /** Offered as a free product in promotions (GET /products/free). */
    isFree: boolean("is_free").notNull().default(false),
    oneTimeEligible: boolean("one_time_eligible").notNull().default(false),
    discountEligible: boolean("discount_eligible").notNull().default(true),
    country: text("country").notNull().default("US"),
    /** The version of the product's item mapping (product_items), raised by every add_items (migration 0010). */
    itemsVersion: integer("items_version").notNull().default(1),
    created: created(),
  },
  (t) => [index("products_type_idx").on(t.productType), index("products_category_idx").on(t.category)],
);

export const productPrices = pgTable(
  "product_prices",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    pricingModelId: integer("pricing_model_id")
      .notNull()
      .references(() => pricingModels.id),
    price: money("price").notNull(),
    pricePerDay: money("price_per_day"),
    pricePerWeek: money("price_per_week"),
    currency: text("currency").notNull().default("USD"),
  },
  (t) => [uniqueIndex("product_prices_product_model_uq").on(t.productId, t.pricingModelId)],
);

export const items = pgTable("items", {
  id: serial("id").primaryKey(),
  sku: text("sku").notNull().unique(),
  name: text("name").notNull(),
  weightOz: numeric("weight_oz", { precision: 10, scale: 2, mode: "number" }).notNull(),
  /** Cubic inches. */
  volume: numeric("volume", { precision: 10, scale: 2, mode: "number" }).notNull(),
  recipeId: text("recipe_id").references(() => recipes.id),
  created: created(),
});

export const productItems = pgTable(
  "product_items",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id),
    quantity: integer("quantity").notNull(),
  },
  (t) => [uniqueIndex("product_items_product_item_uq").on(t.productId, t.itemId)],
);

export const nutrientRows = pgTable("nutrient_rows", {
  id: serial("id").primaryKey(),
  recipeId: text("recipe_id")
    .notNull()
    .references(() => recipes.id),
  nutrientCategory: text("nutrient_category").notNull(),
  name: text("name").notNull(),
  asFedBasis: text("as_fed_basis").notNull(),
  dryMatterBasis: text("dry_matter_basis").notNull(),
  sort: integer("sort").notNull().default(0),
});

/** Pet form options: breeds ("Mixed Breed" first), lifestyles, body types, health conditions. */
export const petFormOptions = pgTable("pet_form_options", {
  id: serial("id").primaryKey(),
  kind: text("kind").notNull().$type<"breed" | "lifestyle" | "body_type" | "health_condition">(),
  name: text("name").notNull(),
  slug: text("slug").notNull(),
  sort: integer("sort").notNull().default(0),
});

export const discounts = pgTable(
  "discounts",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    description: text("description").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    createdBy: text("created_by"),
    discountType: text("discount_type").notNull().$type<"PERCENTAGE" | "AMOUNT">(),
    value: money("value").notNull(),
    trialValue: money("trial_value"),
    limitType: text("limit_type").notNull(),
    limitValue: integer("limit_value"),
    availableStartDate: ts("available_start_date"),
    availableEndDate: ts("available_end_date"),
    orderTrial: boolean("order_trial").notNull().default(false),
    orderSubscription: boolean("order_subscription").notNull().default(false),
    orderOnetime: boolean("order_onetime").notNull().default(false),
    eligibleProducts: text("eligible_products").array().notNull().default([]),
    exemptFromSaleState: boolean("exempt_from_sale_state").notNull().default(false),
    visibility: text("visibility"),
    /** Customer-service kind (CX_10_PERCENT, ...) when made by the customer page. */
    cxKind: text("cx_kind"),
    /** Exclusive discounts belong to one account. */
    accountId: integer("account_id"),
    bulkPrefix: text("bulk_prefix"),
    /** The bulk batch that made the code (migration 0008). */
    bulkJobId: integer("bulk_job_id").references(() => discountBulkJobs.id),
    version: version(),
    created: created(),
    lastUpdated: ts("last_updated").notNull().defaultNow(),
  },
  (t) => [
    index("discounts_account_idx").on(t.accountId),
    // Migration 0011 (the list's filters and sorts, issue 22).
    index("discounts_bulk_job_idx").on(t.bulkJobId, t.id),
    index("discounts_active_id_idx").on(t.isActive, t.id),
    index("discounts_created_idx").on(t.created),
    index("discounts_code_prefix_idx").using("btree", t.code.op("text_pattern_ops")),
    index("discounts_available_idx").on(t.availableStartDate, t.availableEndDate),
  ],
);

/** A bulk discount creation batch: made in the background, in batches, resumable. */
export const discountBulkJobs = pgTable(
  "discount_bulk_jobs",
  {
    id: serial("id").primaryKey(),
    prefix: text("prefix").notNull(),
    numberOfCodes: integer("number_of_codes").notNull(),
    createdCount: integer("created_count").notNull().default(0),
    status: text("status").notNull().$type<DiscountBulkJobStatus>().default("RUNNING"),
    /** The fields every code of the batch gets (the validated request without prefix and number). */
    template: jsonb("template").notNull().$type<Record<string, unknown>>(),
    createdBy: text("created_by"),
    application: text("application"),
    created: created(),
    finished: ts("finished"),
  },
  (t) => [
    index("discount_bulk_jobs_status_idx").on(t.status),
    // Migration 0015 adds FAILED (a batch the runner gave up on).
    check("discount_bulk_jobs_status_check", sql.raw(`"status" in (${DiscountBulkJobStatus.options.map((v) => `'${v}'`).join(", ")})`)),
  ],
);

export const promotions = pgTable("promotions", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  createdBy: text("created_by"),
  status: text("status").notNull().$type<"ACTIVE" | "INACTIVE">().default("INACTIVE"),
  promotionType: text("promotion_type").notNull().default("ORDER"),
  bannerCopy: text("banner_copy"),
  marketingSiteDesktopBannerCopy: text("marketing_site_desktop_banner_copy"),
  marketingSiteMobileBannerCopy: text("marketing_site_mobile_banner_copy"),
  startTimestamp: ts("start_timestamp"),
  endTimestamp: ts("end_timestamp"),
  bannerType: text("banner_type").notNull().default("NO_FUNNEL_UI"),
  freeProductCode: text("free_product_code").notNull(),
  quantity: integer("quantity").notNull().default(1),
  requiredConditionsProducts: text("required_conditions_products").array().notNull().default([]),
  minimumOrderGrossValueThresholdAmount: money("minimum_order_gross_value_threshold_amount").notNull().default(0),
  version: version(),
  created: created(),
});

export const systemChangelog = pgTable(
  "system_changelog",
  {
    id: serial("id").primaryKey(),
    category: text("category").notNull().$type<"Item" | "Product Item" | "Discount" | "Bulk Discount">(),
    operationType: text("operation_type").notNull().$type<ChangeAction>(),
    newValue: jsonb("new_value"),
    createdAt: ts("created_at").notNull().defaultNow(),
    authorEmail: text("author_email"),
    application: text("application"),
    objectId: text("object_id"),
  },
  (t) => [index("system_changelog_category_idx").on(t.category, t.createdAt)],
);

// ───────────────────────────── Customers ─────────────────────────────

export const accounts = pgTable("accounts", {
  id: serial("id").primaryKey(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  email: text("email"),
  /** Stored as +1 followed by 10 digits. */
  phoneNumber: text("phone_number"),
  status: text("status").notNull().$type<AccountStatus>(),
  gladlyCustomerId: text("gladly_customer_id"),
  defaultPricingModelId: integer("default_pricing_model_id").references(() => pricingModels.id),
  defaultCountry: text("default_country").notNull().default("US"),
  primaryPaymentProcessor: text("primary_payment_processor").$type<PaymentProcessor>(),
  proactiveCustomerSupportOptedIn: boolean("proactive_customer_support_opted_in").notNull().default(false),
  piiDeletedAt: ts("pii_deleted_at"),
  created: created(),
  lastUpdated: ts("last_updated").notNull().defaultNow(),
}, (t) => [
  // Customer search (queries/customers.ts): case-insensitive prefix matches use these at any size.
  index("accounts_email_lower_idx").on(sql`lower(${t.email}) text_pattern_ops`),
  index("accounts_first_name_lower_idx").on(sql`lower(${t.firstName}) text_pattern_ops`),
  // Covering (migration 0013): a last-name search counts its matches and picks its page's keys
  // (id, last name, first name) from this index alone, without reading an account row per match.
  index("accounts_last_name_search_idx").on(sql`lower(${t.lastName}) text_pattern_ops`, t.lastName, t.firstName, t.id),
  index("accounts_phone_number_idx").on(t.phoneNumber),
  // The results' order: a broad search (e.g. one state) reads accounts in this order and stops at 10.
  index("accounts_name_order_idx").on(t.lastName, t.firstName, t.id),
]);

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    type: text("type").notNull().default("SHIPPING"),
    isPrimary: boolean("is_primary").notNull().default(false),
    address1: text("address1"),
    address2: text("address2"),
    city: text("city"),
    state: text("state"),
    zip: text("zip"),
    country: text("country").notNull().default("US"),
  },
  (t) => [
    index("addresses_account_idx").on(t.accountId),
    // Customer search by address fields (queries/customers.ts).
    index("addresses_address1_lower_idx").on(sql`lower(${t.address1}) text_pattern_ops`),
    index("addresses_address2_lower_idx").on(sql`lower(${t.address2}) text_pattern_ops`),
    // With account_id: counting the accounts of a broad address search reads the index only.
    index("addresses_city_lower_idx").on(sql`lower(${t.city}) text_pattern_ops`, t.accountId),
    index("addresses_state_account_idx").on(t.state, t.accountId),
    index("addresses_zip_idx").on(sql`${t.zip} text_pattern_ops`, t.accountId),
  ],
);

export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    processor: text("processor").notNull().$type<PaymentProcessor>(),
    isDefault: boolean("is_default").notNull().default(false),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    created: created(),
  },
  (t) => [index("payment_methods_account_idx").on(t.accountId)],
);

export const pets = pgTable(
  "pets",
  {
    /** A UUID string: the page shows its first 5 characters. */
    id: text("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    gender: text("gender").notNull().$type<"MALE" | "FEMALE">(),
    status: text("status").notNull().$type<PetStatus>(),
    birthMonth: integer("birth_month"),
    birthYear: integer("birth_year"),
    breeds: text("breeds").array().notNull().default([]),
    properties: jsonb("properties")
      .notNull()
      .$type<{
        weight: number;
        neutered: boolean;
        lifestyle: string | null;
        body_type: string | null;
        health_conditions: string[];
      }>(),
    version: version(),
    created: created(),
    lastUpdated: ts("last_updated").notNull().defaultNow(),
  },
  (t) => [index("pets_account_idx").on(t.accountId)],
);

export const petPlans = pgTable(
  "pet_plans",
  {
    id: serial("id").primaryKey(),
    petId: text("pet_id")
      .notNull()
      .references(() => pets.id, { onDelete: "cascade" }),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    isTopper: boolean("is_topper").notNull().default(false),
    status: text("status").notNull().$type<SubscriptionStatus>(),
    nextChargeDate: date("next_charge_date", { mode: "string" }),
    planSizeId: integer("plan_size_id").references(() => planSizes.id),
    version: version(),
    created: created(),
  },
  (t) => [index("pet_plans_account_idx").on(t.accountId), index("pet_plans_pet_idx").on(t.petId)],
);

export const petPlanProducts = pgTable(
  "pet_plan_products",
  {
    id: serial("id").primaryKey(),
    petPlanId: integer("pet_plan_id")
      .notNull()
      .references(() => petPlans.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    status: text("status").notNull().$type<SubscriptionStatus>(),
    frequency: integer("frequency"),
    quantity: integer("quantity").notNull().default(1),
    unitPrice: money("unit_price").notNull(),
    type: text("type").notNull().$type<OrderItemType>(),
    created: created(),
  },
  (t) => [index("pet_plan_products_plan_idx").on(t.petPlanId)],
);

export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    petId: text("pet_id").references(() => pets.id, { onDelete: "cascade" }),
    petPlanProductId: integer("pet_plan_product_id").references(() => petPlanProducts.id),
    surveyTag: text("survey_tag"),
    primaryAnswer: text("primary_answer").notNull(),
    secondaryAnswer: text("secondary_answer"),
    customerComments: text("customer_comments"),
    created: created(),
  },
  (t) => [index("survey_responses_account_idx").on(t.accountId)],
);

export const treatments = pgTable(
  "treatments",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    featureFlag: text("feature_flag").notNull(),
    featureFlagStatus: text("feature_flag_status").notNull(),
    treatmentName: text("treatment_name").notNull(),
    treatmentControl: boolean("treatment_control").notNull().default(false),
    /** Percent, 0..100. */
    treatmentDistribution: numeric("treatment_distribution", { precision: 5, scale: 2, mode: "number" }).notNull(),
    created: created(),
  },
  (t) => [index("treatments_account_idx").on(t.accountId)],
);

// ───────────────────────────── Orders and fulfillment ─────────────────────────────

export interface OrderCharge {
  status: "SUCCESS" | "FAILED" | "PENDING";
  error: string | null;
  card_number: string | null;
  card_type: string | null;
  payload: Record<string, unknown> | null;
  /** When the charge was attempted (ISO timestamp; a failed charge keeps no `charged` time). Absent in charges recorded before it. */
  attempted_at?: string | null;
}

export const orders = pgTable(
  "orders",
  {
    /** Text: ids like "1000123", and "SHO-…" for orders imported from the shop (never refundable). */
    id: text("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    status: text("status").notNull().$type<OrderStatus>(),
    orderType: text("order_type").notNull().$type<OrderType>(),
    subtotalPrice: money("subtotal_price").notNull().default(0),
    totalDiscounts: money("total_discounts").notNull().default(0),
    totalTax: money("total_tax").notNull().default(0),
    totalPrice: money("total_price").notNull().default(0),
    totalRefunds: money("total_refunds").notNull().default(0),
    totalShippingPrice: money("total_shipping_price").notNull().default(0),
    shippingMethod: text("shipping_method"),
    pricingModelId: integer("pricing_model_id").references(() => pricingModels.id),
    paymentType: text("payment_type"),
    paymentProcessor: text("payment_processor").$type<PaymentProcessor>(),
    scheduled: ts("scheduled"),
    charged: ts("charged"),
    minDeliveryDate: date("min_delivery_date", { mode: "string" }),
    maxDeliveryDate: date("max_delivery_date", { mode: "string" }),
    hasClaim: boolean("has_claim").notNull().default(false),
    charge: jsonb("charge").$type<OrderCharge>(),
    replacementParentOrderId: text("replacement_parent_order_id"),
    version: version(),
    created: created(),
    lastUpdated: ts("last_updated").notNull().defaultNow(),
  },
  (t) => [
    index("orders_account_idx").on(t.accountId),
    // Migration 0014: the money rules one row can keep (NOT VALID there: older rows are checked on their next write, not when it runs).
    check("orders_refunds_check", sql`${t.totalRefunds} >= 0 AND ${t.totalRefunds} <= ${t.totalPrice}`),
  ],
);

/** Numbers of the orders the API creates (migration 0004): text ids "10000000", "10000001", … */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 10000000 });

export const orderDiscounts = pgTable(
  "order_discounts",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    discountId: integer("discount_id")
      .notNull()
      .references(() => discounts.id),
    created: created(),
  },
  (t) => [index("order_discounts_order_idx").on(t.orderId), index("order_discounts_discount_idx").on(t.discountId)],
);

export const orderProducts = pgTable(
  "order_products",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id),
    code: text("code").notNull(),
    description: text("description").notNull().default(""),
    quantity: integer("quantity").notNull().default(1),
    unitPrice: money("unit_price").notNull().default(0),
    discountAmount: money("discount_amount").notNull().default(0),
    taxAmount: money("tax_amount").notNull().default(0),
    totalPrice: money("total_price").notNull().default(0),
    totalRefunds: money("total_refunds").notNull().default(0),
    type: text("type").notNull().$type<OrderItemType>(),
    productType: text("product_type").notNull().$type<ItemKind>(),
    petId: text("pet_id"),
    petPlanId: integer("pet_plan_id"),
    replacementParentOrderProductId: integer("replacement_parent_order_product_id"),
  },
  (t) => [
    index("order_products_order_idx").on(t.orderId),
    // Migration 0014: a line's total is gross − discount + tax; amounts within their bounds; refunds at most the total.
    check("order_products_total_check", sql`${t.totalPrice} = round(${t.unitPrice} * ${t.quantity}, 2) - ${t.discountAmount} + ${t.taxAmount}`),
    check(
      "order_products_amounts_check",
      sql`${t.unitPrice} >= 0 AND ${t.taxAmount} >= 0 AND ${t.discountAmount} >= 0 AND ${t.discountAmount} <= round(${t.unitPrice} * ${t.quantity}, 2)`,
    ),
    check("order_products_refunds_check", sql`${t.totalRefunds} >= 0 AND ${t.totalRefunds} <= ${t.totalPrice}`),
  ],
);

export const fulfillments = pgTable(
  "fulfillments",
  {
    /** Text: split-off fulfillments carry the suffix -S{n}. */
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").notNull().$type<FulfillmentStatus>(),
    isSplitFulfillment: boolean("is_split_fulfillment").notNull().default(false),
    splitFromId: text("split_from_id"),
    petIds: text("pet_ids").array().notNull().default([]),
    address1: text("address1"),
    address2: text("address2"),
    city: text("city"),
    state: text("state"),
    zip: text("zip"),
    country: text("country"),
    carrier: text("carrier"),
    carrierRateClass: text("carrier_rate_class"),
    created: created(),
  },
  (t) => [index("fulfillments_order_idx").on(t.orderId)],
);

export const fulfillmentProducts = pgTable(
  "fulfillment_products",
  {
    id: serial("id").primaryKey(),
    fulfillmentId: text("fulfillment_id")
      .notNull()
      .references(() => fulfillments.id, { onDelete: "cascade", onUpdate: "cascade" }),
    orderProductId: integer("order_product_id").references(() => orderProducts.id),
    code: text("code").notNull(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    isFrozen: boolean("is_frozen").notNull().default(false),
    petId: text("pet_id"),
    price: money("price").notNull().default(0),
    discountAmount: money("discount_amount").notNull().default(0),
    packsPerDay: numeric("packs_per_day", { precision: 6, scale: 2, mode: "number" }),
    scoopsPerDay: numeric("scoops_per_day", { precision: 6, scale: 2, mode: "number" }),
    scoopCalories: numeric("scoop_calories", { precision: 8, scale: 2, mode: "number" }),
  },
  (t) => [index("fulfillment_products_fulfillment_idx").on(t.fulfillmentId)],
);

export const fulfillmentItems = pgTable(
  "fulfillment_items",
  {
    id: serial("id").primaryKey(),
    fulfillmentProductId: integer("fulfillment_product_id")
      .notNull()
      .references(() => fulfillmentProducts.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [index("fulfillment_items_product_idx").on(t.fulfillmentProductId)],
);

export const shipments = pgTable(
  "shipments",
  {
    id: serial("id").primaryKey(),
    fulfillmentId: text("fulfillment_id")
      .notNull()
      .references(() => fulfillments.id, { onDelete: "cascade", onUpdate: "cascade" }),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    shipped: ts("shipped"),
    inTransit: ts("in_transit"),
    outForDelivery: ts("out_for_delivery"),
    availableForPickup: ts("available_for_pickup"),
    delivered: ts("delivered"),
    voided: ts("voided"),
    returned: ts("returned"),
    exception: ts("exception"),
  },
  (t) => [index("shipments_fulfillment_idx").on(t.fulfillmentId)],
);

export const bufferBagAllowances = pgTable("buffer_bag_allowances", {
  id: serial("id").primaryKey(),
  petPlanId: integer("pet_plan_id")
    .notNull()
    .references(() => petPlans.id, { onDelete: "cascade" }),
  extraDays: integer("extra_days").notNull(),
  numberOfBagsAllowed: integer("number_of_bags_allowed").notNull(),
  products: jsonb("products").notNull().$type<{ code: string; price: number; recipe_name: string }[]>(),
});

export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderProductId: integer("order_product_id")
      .notNull()
      .references(() => orderProducts.id),
    amount: money("amount").notNull(),
    taxAmount: money("tax_amount").notNull().default(0),
    staffEmail: text("staff_email"),
    created: created(),
  },
  (t) => [index("refunds_order_idx").on(t.orderId), check("refunds_amount_check", sql`${t.amount} > 0 AND ${t.taxAmount} >= 0`)],
);

export const claims = pgTable(
  "claims",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fulfillmentId: text("fulfillment_id").notNull(),
    productCode: text("product_code").notNull(),
    petId: text("pet_id"),
    claimTypes: text("claim_types").array().notNull(),
    gladlyConversationUrl: text("gladly_conversation_url").notNull(),
    photosReceived: text("photos_received"),
    resolutionTypes: text("resolution_types").array().notNull(),
    adverseReactionVetVisitRequired: text("adverse_reaction_vet_visit_required"),
    adverseReactionVetBillRequested: boolean("adverse_reaction_vet_bill_requested"),
    adverseReactionVetBillCost: money("adverse_reaction_vet_bill_cost"),
    adverseReactionSymptoms: text("adverse_reaction_symptoms").array(),
    adverseReactionAdditionalNotes: text("adverse_reaction_additional_notes"),
    adverseReactionLotCodes: jsonb("adverse_reaction_lot_codes").$type<Record<string, string>>(),
    feedingGuideIssueType: text("feeding_guide_issue_type"),
    mispackHaveInformationOnWhatWasReceived: text("mispack_have_information_on_what_was_received"),
    mispackShouldHaveReceived: jsonb("mispack_should_have_received").$type<Record<string, number>[]>(),
    mispackActuallyReceived: jsonb("mispack_actually_received").$type<Record<string, number>[]>(),
    orderManifestIssueType: text("order_manifest_issue_type"),
    roofUnkibbleUsedCorrectScoop: text("roof_unkibble_used_correct_scoop"),
    roofUnkibbleFedCorrectNumberOfScoops: text("roof_unkibble_fed_correct_number_of_scoops"),
    roofUnkibbleLeveledOffScoop: text("roof_unkibble_leveled_off_scoop"),
    roofFreshFedCorrectNumberOfPacks: text("roof_fresh_fed_correct_number_of_packs"),
    roofLotCodes: jsonb("roof_lot_codes").$type<Record<string, string>>(),
    warmBoxFoodInsideSilverBag: text("warm_box_food_inside_silver_bag"),
    warmBoxSilverBagSealed: text("warm_box_silver_bag_sealed"),
    warmBoxGelPackOrDryIcePresent: text("warm_box_gel_pack_or_dry_ice_present"),
    productQualityIssues:
      jsonb("product_quality_issues").$type<
        { issue_type: string; sub_issue: string | null; notes: string | null; lot_codes: Record<string, string> }[]
      >(),
    createdBy: text("created_by"),
    version: version(),
    created: created(),
    lastUpdated: ts("last_updated").notNull().defaultNow(),
  },
  (t) => [index("claims_order_idx").on(t.orderId)],
);

export const customerChangelog = pgTable(
  "customer_changelog",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    petId: text("pet_id"),
    action: text("action").notNull().$type<ChangeAction>(),
    /** What was changed: the object and field-level before/after. */
    objectType: text("object_type").notNull().$type<ChangelogObjectType>(),
    objectId: text("object_id"),
    changes: jsonb("changes").notNull().$type<Record<string, { old: unknown; new: unknown }>>(),
    staffEmail: text("staff_email"),
    created: created(),
  },
  (t) => [
    index("customer_changelog_account_idx").on(t.accountId, t.created),
    // One spelling in the data: the enum's values only (a new type needs `npm run db:generate`).
    check("customer_changelog_object_type_check", sql.raw(`"object_type" in (${ChangelogObjectType.options.map((v) => `'${v}'`).join(", ")})`)),
  ],
);

/** Short-lived single-use tokens for "login as customer". */
export const impersonationTokens = pgTable("impersonation_tokens", {
  id: serial("id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  accountId: integer("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  staffEmail: text("staff_email").notNull(),
  expiresAt: ts("expires_at").notNull(),
  usedAt: ts("used_at"),
  created: created(),
});

/**
 * Customer password-reset links (issue 18, migration 0009): a random token the customer portal
 * verifies, stored only as its SHA-256, valid until `expires_at` and usable once.
 */
export const customerPasswordResetTokens = pgTable(
  "customer_password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    staffEmail: text("staff_email").notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    created: created(),
  },
  (t) => [index("customer_password_reset_tokens_account_idx").on(t.accountId)],
);

/** Idempotency keys of refund requests (migration 0006): the stored answer of the first request. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    response: jsonb("response").notNull().$type<unknown>(),
    staffEmail: text("staff_email"),
    created: created(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key], name: "idempotency_keys_scope_key_pk" })],
);

// ───────────────────────────── Staff audit log ─────────────────────────────

/**
 * One row per privileged action (issue 22; lib/contract/audit.ts), written in the action's own
 * transaction by server/backend/queries/audit.ts `recordAudit`, never changed: no route updates or
 * deletes a row, and a trigger refuses UPDATE and DELETE (migration 0011).
 */
export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    created: created(),
    staffEmail: text("staff_email").notNull(),
    action: text("action").notNull().$type<AuditAction>(),
    /** The customer the action concerns, if any (no foreign key: the log outlives any row). */
    accountId: integer("account_id"),
    objectType: text("object_type").$type<AuditObjectType>(),
    objectId: text("object_id"),
    details: jsonb("details").notNull().$type<Record<string, unknown>>().default({}),
    requestId: text("request_id").notNull(),
  },
  (t) => [
    index("staff_audit_log_created_idx").on(t.created, t.id),
    index("staff_audit_log_staff_idx").on(t.staffEmail, t.created),
    index("staff_audit_log_action_idx").on(t.action, t.created),
  ],
);

/**
 * Every enumeration of both specifications, once. The embedded API, the BFF, the forms and the
 * demo-data generator all import these; never spell a status string anywhere else.
 *
 * Zod-free (issue 23: a client component that only needs a status list or label must not download
 * zod): each enumeration is `literals([...])`, `{ options, enum }` like zod's enum, so
 * `OrderStatus.options` and `OrderStatus.enum.HOLD` read the same everywhere. The zod schema of
 * each (`z.enum(OrderStatus.options)`, same name) lives in lib/contract/enums.ts, which the
 * contract, the embedded API and the server import instead of this file.
 */

/** A zod-free enumeration: its values in order, and `enum`: each value under its own name. */
export interface Literals<T extends string> {
  readonly options: readonly [T, ...T[]];
  readonly enum: { readonly [K in T]: K };
}
/** The union of an enumeration's values: `EnumValue<typeof OrderStatus>`. */
export type EnumValue<E extends Literals<string>> = E["options"][number];

export function literals<const T extends readonly [string, ...string[]]>(values: T): { readonly options: T; readonly enum: { readonly [K in T[number]]: K } } {
  return { options: values, enum: Object.fromEntries(values.map((v) => [v, v])) as { [K in T[number]]: K } };
}

export const AccountStatus = literals(["PENDING", "ACTIVE", "CANCELLED"]);
export const PetStatus = literals(["ACTIVE", "CANCELLED", "DECEASED_TO_NOT_LIST", "UNKNOWN"]);
/** Customer/subscription status (pet plans). */
export const SubscriptionStatus = literals([
  "ACTIVE",
  "PAUSED",
  "CANCELLED",
  "DECEASED",
  "DECEASED_TO_NOT_LIST",
  "UNKNOWN",
]);
export const Gender = literals(["MALE", "FEMALE"]);
export const AddressType = literals(["SHIPPING"]);
export const PaymentProcessor = literals(["braintree", "stripe"]);
/** The first provider: the one from which a switch is offered. */
export const FIRST_PAYMENT_PROCESSOR = "braintree" as const;

export const OrderStatus = literals([
  "PREVIEW",
  "PROCESSING",
  "CHARGING",
  "MAX_RETRY_REACHED",
  "READY_FOR_FULFILLMENT",
  "FULFILLING",
  "PARTIALLY_FULFILLED",
  "FULFILLED",
  "COMPLETE",
  "HOLD",
  "CANCELLED",
  "ERROR",
  "HISTORICAL",
  "RUSH_ORDER",
]);
export const OrderType = literals(["TRIAL", "SUBSCRIPTION", "ONETIME", "REPLACEMENT"]);
export const OrderItemType = literals(["SUBSCRIPTION", "ADDON", "ONETIME", "REPLACEMENT"]);
export const ChargeStatus = literals(["SUCCESS", "FAILED", "PENDING"]);

export const FulfillmentStatus = literals([
  "SCHEDULED",
  "FULFILLMENTS_CREATED",
  "PREPARING",
  "ORDERDESK_SENT",
  "CREATING_AFTERSHIP_SHIPMENTS",
  "PARTIALLY_SHIPPED",
  "SHIPPED",
  "DELIVERED",
  "CANCELLED",
  "ERROR",
  "DELIVERY_FAILED",
]);
/** Product types of a fulfillment product. */
export const FulfillmentProductType = literals([
  "MEAL",
  "SNACK",
  "SUPPLEMENT",
  "PUPGUM",
  "SCOOP",
  "MATERIAL",
  "MERCH",
]);

/** Item kinds = product types in the catalogue. */
export const ItemKind = literals([
  "RECIPE",
  "MEAL",
  "SCOOP",
  "SNACK",
  "MATERIAL",
  "REPLACE",
  "SAMPLE",
  "SUPPLEMENT",
  "MERCH",
  "BUFFER",
  "PUPGUM",
]);
export const ProductCategory = literals([
  "UNKIBBLE",
  "FRESH",
  "SNACK",
  "SCOOP",
  "MATERIAL",
  "SUPPLEMENT",
  "MERCH",
  "DC",
]);
export const MealType = literals(["UNKIBBLE", "FRESH", "ANCILLARY"]);
export const ActiveState = literals(["ACTIVE", "INACTIVE"]);
export const ChangeAction = literals(["CREATE", "UPDATE", "DELETE"]);
/**
 * What a customer changelog entry names (its `object_type`): one spelling, lower snake_case, for
 * the API's own writes, the demo data and the database (a CHECK constraint; migration 0003 rewrote
 * the seed's earlier "Account"/"Pet"/"PetPlan" rows). A new slice adds its types here.
 */
export const ChangelogObjectType = literals([
  "account",
  "pet",
  "pet_plan",
  "pet_plan_product",
  "payment_processor",
  "password_reset",
  "pii",
  "impersonation",
  "discount",
  "order",
  "claim",
  "refund",
  "fulfillment",
]);
/** The writers' names for them (`CHANGELOG_OBJECT_TYPES.account`). */
export const CHANGELOG_OBJECT_TYPES = {
  account: "account",
  pet: "pet",
  petPlan: "pet_plan",
  petPlanProduct: "pet_plan_product",
  paymentProcessor: "payment_processor",
  passwordReset: "password_reset",
  pii: "pii",
  impersonation: "impersonation",
  discount: "discount",
  order: "order",
  claim: "claim",
  refund: "refund",
  fulfillment: "fulfillment",
} as const satisfies Record<string, ChangelogObjectType>;
export const SystemChangelogCategory = literals(["Item", "Product Item", "Discount", "Bulk Discount"]);

export const UnkibbleRecipeCode = literals(["U-B", "U-T", "U-C", "U-S"]);
export const FreshRecipeCode = literals(["F-L", "F-B", "F-T"]);
export const RecipeCode = literals([...UnkibbleRecipeCode.options, ...FreshRecipeCode.options]);
export const DEFAULT_RECIPE_CODE = "U-B" as const;
export const RECIPE_NAMES: Record<EnumValue<typeof RecipeCode>, string> = {
  "U-B": "Beef",
  "U-T": "Turkey",
  "U-C": "Chicken",
  "U-S": "Salmon",
  "F-L": "Lamb",
  "F-B": "Beef",
  "F-T": "Turkey",
};

// Discounts
export const DiscountType = literals(["PERCENTAGE", "AMOUNT"]);
export const DISCOUNT_TYPE_LABELS: Record<EnumValue<typeof DiscountType>, string> = {
  PERCENTAGE: "Percentage Discount",
  AMOUNT: "Amount Discount",
};
export const DiscountLimitType = literals([
  "UNLIMITED",
  "X_CUSTOMERS",
  "X_ORDERS_PER_CUSTOMER",
  "X_ORDERS_PER_CUSTOMER_SUBSCRIPTION_TRIAL_SPLIT",
  "X_ORDERS_FOR_ONE_CUSTOMER",
]);
/** The limit types as the discount screens name them. */
export const DISCOUNT_LIMIT_TYPE_LABELS: Record<EnumValue<typeof DiscountLimitType>, string> = {
  UNLIMITED: "Unlimited",
  X_CUSTOMERS: "X customers (one order each)",
  X_ORDERS_PER_CUSTOMER: "X orders per customer",
  X_ORDERS_PER_CUSTOMER_SUBSCRIPTION_TRIAL_SPLIT: "X orders per customer, subscription/trial split",
  X_ORDERS_FOR_ONE_CUSTOMER: "X orders per customer for just one customer",
};
/**
 * A bulk discount batch (discount_bulk_jobs.status): RUNNING while its codes are made in the
 * background, DONE when all exist, FAILED when the background runner gave up after repeated
 * failures (the codes made stay; server/backend/queries/discount-bulk.ts).
 */
export const DiscountBulkJobStatus = literals(["RUNNING", "DONE", "FAILED"]);
export const DiscountVisibility = literals([
  "MARKETING_SITE",
  "ALL_FUNNEL_PAGES",
  "ONLY_CHECKOUT_PAGE",
  "NO_FUNNEL_UI",
]);
/** Customer-service discount kinds. "{token}" is a per-customer generated code. */
export const CxDiscountKind = literals([
  "WINBACK_10_PERCENT",
  "WINBACK_30_PERCENT",
  "CX_10_PERCENT",
  "CX_10_PERCENT_FOR_THREE_ORDERS",
  "CX_30_PERCENT",
  "CX_CUSTOM_CODE",
]);
/** The three exclusive discount types offered on the customer page. */
export const ExclusiveDiscountType = literals([
  "CX_10_PERCENT",
  "CX_10_PERCENT_FOR_THREE_ORDERS",
  "CX_30_PERCENT",
]);
export const RESERVED_DISCOUNT_CODES = ["10POFFX1", "WB-CX-10X3", "30POFFX1", "REPROCESS", "CX-ACCOM"] as const;
export const DEFAULT_PRICING_MODEL_NAME = "ALL PRODUCTS STANDARD PRICING";
export const OneTimeKind = literals(["one-time-order", "one-time-product", "one-time-order-non-recurring"]);

// Promotions
export const PromotionType = literals(["ORDER"]);
export const BannerType = literals(["ONLY_CHECKOUT_PAGE", "NO_FUNNEL_UI"]);

// Claims
export const ClaimType = literals([
  "ADVERSE_REACTION",
  "FEEDING_GUIDE",
  "MISPACK",
  "ORDER_MANIFEST",
  "PRODUCT_QUALITY",
  "ROOF",
  "WARM_BOX",
]);
export const ResolutionType = literals(["FREE_PRODUCT", "FUTURE_DISCOUNT", "NO_RESOLUTION", "REFUND", "REPLACEMENT"]);
export const YesNoUnknown = literals(["YES", "NO", "UNKNOWN"]);
export const BagAnswer = literals(["YES", "NO", "NO_BAG", "UNKNOWN"]);
export const Cooling = literals(["GEL_PACK", "DRY_ICE", "NEITHER", "UNKNOWN"]);
export const Symptom = literals([
  "BLOOD_IN_STOOL",
  "CHOKING",
  "CONSTIPATION",
  "DEATH",
  "DIARRHEA",
  "LAMENESS",
  "SEIZURES",
  "SKIN_REACTION",
  "STOMACH",
  "VOMIT",
  "OTHER",
  "UNKNOWN",
]);
export const FeedingGuideIssue = literals(["DIFFERENT_DOG_FEEDING_GUIDE", "NO_FEEDING_GUIDE", "PRINTING_ISSUE", "UNKNOWN"]);
export const OrderManifestIssue = literals([
  "RECEIVED_DIFFERENT_CUSTOMER_ORDER_MANIFEST",
  "NO_ORDER_MANIFEST",
  "PRINTING_ISSUE",
  "UNKNOWN",
]);
export const PRODUCT_QUALITY_SUB_ISSUES = {
  DAMAGED_PRODUCT: [
    "PACK_SEAL_FAILED",
    "PACK_RIPPED",
    "MOISTURE_INSIDE",
    "MOISTURE_OUTSIDE",
    "LIP_UNDONE",
    "STAINING_INSIDE",
    "STAINING_OUTSIDE",
  ],
  FOREIGN_CONTAMINATION: ["ORGANIC_BUGS", "ROCKS", "WOOD", "PLASTIC_SOFT", "PLASTIC_HARD", "METAL", "MOLD", "PAPER"],
  PELLETS_OFF_SPEC: [
    "TEXTURE_CRUMBLES",
    "TEXTURE_TOO_HARD",
    "SHAPE_ELONGATED",
    "SHAPE_MERGED",
    "SMELLS_OFF",
    "APPEARANCE_VARIATION",
  ],
  INCLUSIONS_OFF_SPEC: ["TOO_FEW", "TOO_MANY", "POORLY_DISTRIBUTED", "INCLUSION_APPEARANCE", "INCLUSION_MERGED"],
  OTHER: [],
  UNKNOWN: [],
} as const;
export const ProductQualityIssueType = literals(
  Object.keys(PRODUCT_QUALITY_SUB_ISSUES) as [keyof typeof PRODUCT_QUALITY_SUB_ISSUES, ...(keyof typeof PRODUCT_QUALITY_SUB_ISSUES)[]],
);

// Staff
export const StaffGroupName = literals(["BarkAdmin", "BarkTeamMember", "BarkOpsAdmin", "BarkAllModuleAccess"]);

// The union of each enumeration's values, under the same name.
export type AccountStatus = EnumValue<typeof AccountStatus>;
export type PetStatus = EnumValue<typeof PetStatus>;
export type SubscriptionStatus = EnumValue<typeof SubscriptionStatus>;
export type Gender = EnumValue<typeof Gender>;
export type AddressType = EnumValue<typeof AddressType>;
export type PaymentProcessor = EnumValue<typeof PaymentProcessor>;
export type OrderStatus = EnumValue<typeof OrderStatus>;
export type OrderType = EnumValue<typeof OrderType>;
export type OrderItemType = EnumValue<typeof OrderItemType>;
export type ChargeStatus = EnumValue<typeof ChargeStatus>;
export type FulfillmentStatus = EnumValue<typeof FulfillmentStatus>;
export type FulfillmentProductType = EnumValue<typeof FulfillmentProductType>;
export type ItemKind = EnumValue<typeof ItemKind>;
export type ProductCategory = EnumValue<typeof ProductCategory>;
export type MealType = EnumValue<typeof MealType>;
export type ActiveState = EnumValue<typeof ActiveState>;
export type ChangeAction = EnumValue<typeof ChangeAction>;
export type ChangelogObjectType = EnumValue<typeof ChangelogObjectType>;
export type SystemChangelogCategory = EnumValue<typeof SystemChangelogCategory>;
export type UnkibbleRecipeCode = EnumValue<typeof UnkibbleRecipeCode>;
export type FreshRecipeCode = EnumValue<typeof FreshRecipeCode>;
export type RecipeCode = EnumValue<typeof RecipeCode>;
export type DiscountType = EnumValue<typeof DiscountType>;
export type DiscountLimitType = EnumValue<typeof DiscountLimitType>;
export type DiscountVisibility = EnumValue<typeof DiscountVisibility>;
export type DiscountBulkJobStatus = EnumValue<typeof DiscountBulkJobStatus>;
export type CxDiscountKind = EnumValue<typeof CxDiscountKind>;
export type ExclusiveDiscountType = EnumValue<typeof ExclusiveDiscountType>;
export type OneTimeKind = EnumValue<typeof OneTimeKind>;
export type PromotionType = EnumValue<typeof PromotionType>;
export type BannerType = EnumValue<typeof BannerType>;
export type ClaimType = EnumValue<typeof ClaimType>;
export type ResolutionType = EnumValue<typeof ResolutionType>;
export type YesNoUnknown = EnumValue<typeof YesNoUnknown>;
export type BagAnswer = EnumValue<typeof BagAnswer>;
export type Cooling = EnumValue<typeof Cooling>;
export type Symptom = EnumValue<typeof Symptom>;
export type FeedingGuideIssue = EnumValue<typeof FeedingGuideIssue>;
export type OrderManifestIssue = EnumValue<typeof OrderManifestIssue>;
export type ProductQualityIssueType = EnumValue<typeof ProductQualityIssueType>;
export type StaffGroupName = EnumValue<typeof StaffGroupName>;

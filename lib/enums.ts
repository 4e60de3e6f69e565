/**
 * Every enumeration of both specifications, once. The embedded API, the BFF, the forms and the
 * demo-data generator all import these; never spell a status string anywhere else.
 */
import { z } from "zod";

export const AccountStatus = z.enum(["PENDING", "ACTIVE", "CANCELLED"]);
export const PetStatus = z.enum(["ACTIVE", "CANCELLED", "DECEASED_TO_NOT_LIST", "UNKNOWN"]);
/** Customer/subscription status (pet plans). */
export const SubscriptionStatus = z.enum([
  "ACTIVE",
  "PAUSED",
  "CANCELLED",
  "DECEASED",
  "DECEASED_TO_NOT_LIST",
  "UNKNOWN",
]);
export const Gender = z.enum(["MALE", "FEMALE"]);
export const AddressType = z.enum(["SHIPPING"]);
export const PaymentProcessor = z.enum(["braintree", "stripe"]);
/** The first provider: the one from which a switch is offered. */
export const FIRST_PAYMENT_PROCESSOR = "braintree" as const;

export const OrderStatus = z.enum([
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
export const OrderType = z.enum(["TRIAL", "SUBSCRIPTION", "ONETIME", "REPLACEMENT"]);
export const OrderItemType = z.enum(["SUBSCRIPTION", "ADDON", "ONETIME", "REPLACEMENT"]);
export const ChargeStatus = z.enum(["SUCCESS", "FAILED", "PENDING"]);

export const FulfillmentStatus = z.enum([
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
export const FulfillmentProductType = z.enum([
  "MEAL",
  "SNACK",
  "SUPPLEMENT",
  "PUPGUM",
  "SCOOP",
  "MATERIAL",
  "MERCH",
]);

/** Item kinds = product types in the catalogue. */
export const ItemKind = z.enum([
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
export const ProductCategory = z.enum([
  "UNKIBBLE",
  "FRESH",
  "SNACK",
  "SCOOP",
  "MATERIAL",
  "SUPPLEMENT",
  "MERCH",
  "DC",
]);
export const MealType = z.enum(["UNKIBBLE", "FRESH", "ANCILLARY"]);
export const ActiveState = z.enum(["ACTIVE", "INACTIVE"]);
export const ChangeAction = z.enum(["CREATE", "UPDATE", "DELETE"]);
/**
 * What a customer changelog entry names (its `object_type`): one spelling, lower snake_case, for
 * the API's own writes, the demo data and the database (a CHECK constraint; migration 0003 rewrote
 * the seed's earlier "Account"/"Pet"/"PetPlan" rows). A new slice adds its types here.
 */
export const ChangelogObjectType = z.enum([
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
export const SystemChangelogCategory = z.enum(["Item", "Product Item", "Discount", "Bulk Discount"]);

export const UnkibbleRecipeCode = z.enum(["U-B", "U-T", "U-C", "U-S"]);
export const FreshRecipeCode = z.enum(["F-L", "F-B", "F-T"]);
export const RecipeCode = z.enum([...UnkibbleRecipeCode.options, ...FreshRecipeCode.options]);
export const DEFAULT_RECIPE_CODE = "U-B" as const;
export const RECIPE_NAMES: Record<z.infer<typeof RecipeCode>, string> = {
  "U-B": "Beef",
  "U-T": "Turkey",
  "U-C": "Chicken",
  "U-S": "Salmon",
  "F-L": "Lamb",
  "F-B": "Beef",
  "F-T": "Turkey",
};

// Discounts
export const DiscountType = z.enum(["PERCENTAGE", "AMOUNT"]);
export const DISCOUNT_TYPE_LABELS: Record<z.infer<typeof DiscountType>, string> = {
  PERCENTAGE: "Percentage Discount",
  AMOUNT: "Amount Discount",
};
export const DiscountLimitType = z.enum([
  "UNLIMITED",
  "X_CUSTOMERS",
  "X_ORDERS_PER_CUSTOMER",
  "X_ORDERS_PER_CUSTOMER_SUBSCRIPTION_TRIAL_SPLIT",
  "X_ORDERS_FOR_ONE_CUSTOMER",
]);
export const DiscountVisibility = z.enum([
  "MARKETING_SITE",
  "ALL_FUNNEL_PAGES",
  "ONLY_CHECKOUT_PAGE",
  "NO_FUNNEL_UI",
]);
/** Customer-service discount kinds. "{token}" is a per-customer generated code. */
export const CxDiscountKind = z.enum([
  "WINBACK_10_PERCENT",
  "WINBACK_30_PERCENT",
  "CX_10_PERCENT",
  "CX_10_PERCENT_FOR_THREE_ORDERS",
  "CX_30_PERCENT",
  "CX_CUSTOM_CODE",
]);
/** The three exclusive discount types offered on the customer page. */
export const ExclusiveDiscountType = z.enum([
  "CX_10_PERCENT",
  "CX_10_PERCENT_FOR_THREE_ORDERS",
  "CX_30_PERCENT",
]);
export const RESERVED_DISCOUNT_CODES = ["10POFFX1", "WB-CX-10X3", "30POFFX1", "REPROCESS", "CX-ACCOM"] as const;
export const DEFAULT_PRICING_MODEL_NAME = "ALL PRODUCTS STANDARD PRICING";
export const OneTimeKind = z.enum(["one-time-order", "one-time-product", "one-time-order-non-recurring"]);

// Promotions
export const PromotionType = z.enum(["ORDER"]);
export const BannerType = z.enum(["ONLY_CHECKOUT_PAGE", "NO_FUNNEL_UI"]);

// Claims
export const ClaimType = z.enum([
  "ADVERSE_REACTION",
  "FEEDING_GUIDE",
  "MISPACK",
  "ORDER_MANIFEST",
  "PRODUCT_QUALITY",
  "ROOF",
  "WARM_BOX",
]);
export const ResolutionType = z.enum(["FREE_PRODUCT", "FUTURE_DISCOUNT", "NO_RESOLUTION", "REFUND", "REPLACEMENT"]);
export const YesNoUnknown = z.enum(["YES", "NO", "UNKNOWN"]);
export const BagAnswer = z.enum(["YES", "NO", "NO_BAG", "UNKNOWN"]);
export const Cooling = z.enum(["GEL_PACK", "DRY_ICE", "NEITHER", "UNKNOWN"]);
export const Symptom = z.enum([
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
export const FeedingGuideIssue = z.enum(["DIFFERENT_DOG_FEEDING_GUIDE", "NO_FEEDING_GUIDE", "PRINTING_ISSUE", "UNKNOWN"]);
export const OrderManifestIssue = z.enum([
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
export const ProductQualityIssueType = z.enum(
  Object.keys(PRODUCT_QUALITY_SUB_ISSUES) as [keyof typeof PRODUCT_QUALITY_SUB_ISSUES, ...(keyof typeof PRODUCT_QUALITY_SUB_ISSUES)[]],
);

// Staff
export const StaffGroupName = z.enum(["BarkAdmin", "BarkTeamMember", "BarkOpsAdmin", "BarkAllModuleAccess"]);

export type AccountStatus = z.infer<typeof AccountStatus>;
export type PetStatus = z.infer<typeof PetStatus>;
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;
export type OrderStatus = z.infer<typeof OrderStatus>;
export type OrderType = z.infer<typeof OrderType>;
export type OrderItemType = z.infer<typeof OrderItemType>;
export type FulfillmentStatus = z.infer<typeof FulfillmentStatus>;
export type ItemKind = z.infer<typeof ItemKind>;
export type ProductCategory = z.infer<typeof ProductCategory>;
export type PaymentProcessor = z.infer<typeof PaymentProcessor>;
export type ChangeAction = z.infer<typeof ChangeAction>;
export type ChangelogObjectType = z.infer<typeof ChangelogObjectType>;
export type StaffGroupName = z.infer<typeof StaffGroupName>;
export type ExclusiveDiscountType = z.infer<typeof ExclusiveDiscountType>;

/**
 * The contract of the customer endpoints of the back-office API (spec 01 §3, §7 "Customers"):
 * request schemas (validated by the embedded API, the BFF proxy table and the forms) and the
 * response shapes, snake_case exactly as on the wire.
 */
import { z } from "zod";
import {
  ExclusiveDiscountType,
  OrderStatus,
  type AccountStatus,
  type ChangeAction,
  type ChangelogObjectType,
  type FulfillmentStatus,
  type ItemKind,
  type OrderItemType,
  type OrderType,
  type PaymentProcessor,
  type PetStatus,
  type SubscriptionStatus,
} from "../enums";

export {
  AT_LEAST_ONE_FIELD_MESSAGE,
  customerSearchFormSchema,
  customerSearchRequestSchema,
  PHONE_NUMBER_MESSAGE,
  type CustomerSearchCriteria,
} from "../customer-search";

// ───────────────────────────── Order groups ─────────────────────────────

/**
 * How the customer page groups orders (spec 01 §2: upcoming, processing, past). Upcoming is
 * PREVIEW; an order still moving through payment or the warehouse (or stuck there) is processing;
 * a finished one (delivered, completed, cancelled, imported history) is past.
 */
export const ORDER_GROUP_STATUSES = {
  upcoming: ["PREVIEW"],
  processing: [
    "PROCESSING",
    "CHARGING",
    "READY_FOR_FULFILLMENT",
    "FULFILLING",
    "PARTIALLY_FULFILLED",
    "RUSH_ORDER",
    "MAX_RETRY_REACHED",
    "HOLD",
    "ERROR",
  ],
  past: ["FULFILLED", "COMPLETE", "CANCELLED", "HISTORICAL"],
} as const satisfies Record<string, readonly z.infer<typeof OrderStatus>[]>;
export type OrderGroup = keyof typeof ORDER_GROUP_STATUSES;

export function orderGroupOf(status: z.infer<typeof OrderStatus>): OrderGroup {
  for (const group of Object.keys(ORDER_GROUP_STATUSES) as OrderGroup[]) {
    if ((ORDER_GROUP_STATUSES[group] as readonly string[]).includes(status)) return group;
  }
  return "processing";
}

// ───────────────────────────── Exclusive (customer-service) discounts ─────────────────────────────

export type ExclusiveDiscountKind = z.infer<typeof ExclusiveDiscountType>;

/**
 * The three presets of spec 01 §7 / spec 02 §4. Each generated code is its reserved base code
 * (spec 01 §9) followed by a random suffix, e.g. "10POFFX1-7K3QZP"; the winback code starts with
 * "WB-", so the 90-day winback history check of spec 01 §9 counts it.
 */
export const EXCLUSIVE_DISCOUNT_PRESETS: Record<
  ExclusiveDiscountKind,
  { label: string; codePrefix: string; percent: number; orders: number; appliesTo: "order" | "account" }
> = {
  CX_10_PERCENT: { label: "10% off 1 order", codePrefix: "10POFFX1", percent: 10, orders: 1, appliesTo: "order" },
  CX_10_PERCENT_FOR_THREE_ORDERS: {
    label: "10% off 3 orders (winback)",
    codePrefix: "WB-CX-10X3",
    percent: 10,
    orders: 3,
    appliesTo: "account",
  },
  CX_30_PERCENT: { label: "30% off 1 order", codePrefix: "30POFFX1", percent: 30, orders: 1, appliesTo: "order" },
};
export const ORDER_ID_REQUIRED_MESSAGE = "Choose the upcoming order this discount applies to.";

// ───────────────────────────── Requests ─────────────────────────────

const email = (message = "Enter a valid email address.") =>
  z
    .string({ error: "This field is required." })
    .trim()
    .toLowerCase()
    .min(1, "This field is required.")
    .max(254, "Ensure this field has no more than 254 characters.")
    .pipe(z.email(message));

export const updateCustomerEmailSchema = z.object({ new_email: email() });
export type UpdateCustomerEmailRequest = z.input<typeof updateCustomerEmailSchema>;

export const updateProactiveSupportSchema = z.object({
  proactive_customer_support_opted_in: z.boolean({ error: "Must be true or false." }),
});
export type UpdateProactiveSupportRequest = z.infer<typeof updateProactiveSupportSchema>;

export const customerEmailSchema = z.object({ email: email() });
/** POST default_password_request */
export const defaultPasswordRequestSchema = customerEmailSchema;
/** POST delete_pii */
export const deletePiiSchema = customerEmailSchema;

const accountId = z.coerce
  .number({ error: "A valid integer is required." })
  .int("A valid integer is required.")
  .positive("A valid integer is required.");

export const switchPaymentProcessorSchema = z.object({ account_id: accountId });
export const accountIdQuerySchema = z.object({ account_id: accountId });

export const createExclusiveDiscountSchema = z
  .object({
    discount_type: ExclusiveDiscountType,
    order_id: z
      .union([z.string().trim(), z.number().int().transform(String)])
      .optional()
      .nullable()
      .transform((v) => (v === null || v === undefined || v === "" ? undefined : v)),
  })
  .superRefine((v, ctx) => {
    if (EXCLUSIVE_DISCOUNT_PRESETS[v.discount_type].appliesTo === "order" && v.order_id === undefined) {
      ctx.addIssue({ code: "custom", path: ["order_id"], message: ORDER_ID_REQUIRED_MESSAGE });
    }
  });
export type CreateExclusiveDiscountRequest = z.input<typeof createExclusiveDiscountSchema>;

export const generateExclusiveDiscountSchema = z.object({ discount_type: ExclusiveDiscountType });

// ───────────────────────────── Responses ─────────────────────────────

export interface AddressDto {
  id: number;
  type: string;
  is_primary: boolean;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string;
}
export type PrimaryAddressDto = Pick<AddressDto, "address1" | "address2" | "city" | "state" | "zip" | "country">;

export interface CustomerSearchResult {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  status: AccountStatus;
  created: string;
  primary_address: PrimaryAddressDto | null;
}

export interface PetDto {
  id: string;
  name: string;
  gender: "MALE" | "FEMALE";
  status: PetStatus;
  account: number;
  birth_month: number | null;
  birth_year: number | null;
  breeds: string[];
  /** The pet's current plan id (the latest), or null. */
  pet_plan: number | null;
  properties: {
    weight: number;
    neutered: boolean;
    lifestyle: string | null;
    body_type: string | null;
    health_conditions: string[];
  };
  created: string;
}

export interface PetPlanProductDto {
  id: number;
  code: string;
  name: string;
  description: string;
  product_type: ItemKind;
  status: SubscriptionStatus;
  frequency: number | null;
  quantity: number;
  unit_price: number;
  created: string;
  recipes: string[];
  type: OrderItemType;
  pet_plan: number;
}

export interface RecipeDataDto {
  /** UNKIBBLE or FRESH. */
  type: "UNKIBBLE" | "FRESH";
  recipe: string;
  name: string;
}

export interface PetPlanDto {
  id: number;
  pet: string;
  account: number;
  is_topper: boolean;
  status: SubscriptionStatus;
  next_charge_date: string | null;
  products: PetPlanProductDto[];
  recipe_data: RecipeDataDto[];
}

export interface OrderChargeDto {
  status: "SUCCESS" | "FAILED" | "PENDING";
  error: string | null;
  card_number: string | null;
  card_type: string | null;
  payload: Record<string, unknown> | null;
}

export interface OrderProductDto {
  id: number;
  code: string;
  description: string;
  quantity: number;
  unit_price: number;
  discount_amount: number;
  tax_amount: number;
  total_price: number;
  total_refunds: number;
  /** What is still refundable on this line: total_price − total_refunds (never below 0). */
  refund_amount: number;
  type: OrderItemType;
  product_type: ItemKind;
  pet_id: string | null;
  pet_plan: { id: number; pet_name: string | null } | null;
}

export interface FulfillmentItemDto {
  id: number;
  sku: string;
  name: string;
  quantity: number;
}

export interface FulfillmentProductDto {
  id: number;
  code: string;
  name: string;
  type: string;
  is_frozen: boolean;
  pet_id: string | null;
  price: number;
  discount_amount: number;
  items: FulfillmentItemDto[];
  packs_per_day: number | null;
  scoops_per_day: number | null;
  plan_size: { scoop_calories: number | null };
}

export interface ShipmentDto {
  id: number;
  carrier: string | null;
  tracking_number: string | null;
  shipped: string | null;
  in_transit: string | null;
  out_for_delivery: string | null;
  available_for_pickup: string | null;
  delivered: string | null;
  voided: string | null;
  returned: string | null;
  exception: string | null;
}

export interface FulfillmentDto {
  id: string;
  order_id: string;
  status: FulfillmentStatus;
  is_split_fulfillment: boolean;
  pet_ids: string[];
  /** The first pet of the fulfillment ({id, name}), or null. */
  pet: { id: string; name: string | null } | null;
  products: FulfillmentProductDto[];
  /** Every item of every product of the fulfillment. */
  items: FulfillmentItemDto[];
  shipments: ShipmentDto[];
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  carrier: string | null;
  carrier_rate_class: string | null;
  created: string;
}

export interface OrderDto {
  id: string;
  status: z.infer<typeof OrderStatus>;
  order_type: OrderType;
  subtotal_price: number;
  total_discounts: number;
  total_tax: number;
  total_price: number;
  total_refunds: number;
  total_shipping_price: number;
  shipping_method: string | null;
  pricing_model: { name: string } | null;
  payment_type: string | null;
  payment_processor: PaymentProcessor | null;
  scheduled: string | null;
  charged: string | null;
  min_delivery_date: string | null;
  max_delivery_date: string | null;
  has_claim: boolean;
  discounts: { discount: { code: string } }[];
  charge: OrderChargeDto | null;
  products: OrderProductDto[];
  fulfillments: FulfillmentDto[];
  replacement_parent_order: string | null;
  created: string;
}

export interface SurveyResponseDto {
  id: number;
  created: string;
  pet: string | null;
  survey_tag: string | null;
  primary_answer: string;
  secondary_answer: string | null;
  customer_comments: string | null;
  pet_plan_product: number | null;
}

export interface AccountDto {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  status: AccountStatus;
  created: string;
  last_updated: string;
  gladly_customer_id: string | null;
  default_pricing_model: { name: string } | null;
  default_country: string;
  primary_payment_processor: PaymentProcessor | null;
  proactive_customer_support_opted_in: boolean;
  pii_deleted_at: string | null;
  addresses: AddressDto[];
  pets: PetDto[];
  petplans: PetPlanDto[];
  orders: Record<OrderGroup, OrderDto[]>;
  survey_responses: SurveyResponseDto[];
}

export interface TreatmentDto {
  feature_flag: string;
  feature_flag_status: string;
  created: string;
  treatment_name: string;
  treatment_control: boolean;
  /** Percent, 0..100. */
  treatment_distribution: number;
}

export interface CustomerChangelogEntryDto {
  id: number;
  created: string;
  action: ChangeAction;
  object_type: ChangelogObjectType;
  object_id: string | null;
  pet_id: string | null;
  pet_name: string | null;
  changes: Record<string, { old: unknown; new: unknown }>;
  staff_email: string | null;
}

export interface PaymentMethodDto {
  id: number;
  is_default: boolean;
  processor: PaymentProcessor;
  card: { brand: string; last4: string; exp_month: number | null; exp_year: number | null };
}

export interface UpdateCustomerEmailResponse {
  id: number;
  email: string;
}
export interface UpdateProactiveSupportResponse {
  id: number;
  proactive_customer_support_opted_in: boolean;
}
export interface DetailResponse {
  detail: string;
}
export interface SwitchPaymentProcessorResponse {
  new_payment_processor: PaymentProcessor;
}
export interface ImpersonateResponse {
  redirect_to: string;
  expires_at: string;
}
export interface CreateExclusiveDiscountResponse {
  discount_code: string;
  discount_type: ExclusiveDiscountKind;
  account_id: number;
  /** The upcoming order the code was applied to; null for the account-level winback code. */
  order: { id: string; total_discounts: number; total_price: number } | null;
}
export interface GenerateExclusiveDiscountResponse {
  discount_code: string;
}

/** The object types a customer changelog entry names (one enum: lib/enums.ts). */
export { CHANGELOG_OBJECT_TYPES } from "../enums";

/** The value recorded in the changelog in place of erased personal data. */
export const ERASED = "[erased]";

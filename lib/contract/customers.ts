/**
 * The contract of the customer endpoints of the back-office API:
 * request schemas (validated by the embedded API, the BFF proxy and the forms), the answer
 * schemas, snake_case exactly as on the wire, and one endpoint descriptor per call.
 */
import { z } from "zod";
import { AccountStatus, ChangeAction, ChangelogObjectType, PaymentProcessor } from "./enums";
import { customerSearchRequestSchema } from "../customer-search";
import { BOUND_MESSAGES, idText } from "./bounds";
import { endpoint } from "./endpoint";
import { customerOrdersExportQuerySchema, groupedOrdersSchema } from "./orders";
import { streamedAnswerSchema } from "./streamed";
import { pageQuerySchema, pageSchema } from "./paging";
import { petPlanSchema, petSchema, surveyResponseSchema } from "./pets";
import { EMAIL_MAX_LENGTH, emailField, maxLengthMessage, REQUIRED_MESSAGE, safeString } from "./strings";
import { staleVersionMessage } from "./stale-version";

export {
  AT_LEAST_ONE_FIELD_MESSAGE,
  customerSearchFormSchema,
  customerSearchRequestSchema,
  PHONE_NUMBER_MESSAGE,
  type CustomerSearchCriteria,
} from "../customer-search";

// ───────────────────────────── Requests ─────────────────────────────

/** The 404 of a customer that does not exist (the embedded API's reads and actions, the BFF's customer routes). */
export const CUSTOMER_NOT_FOUND_MESSAGE = "Customer not found.";

/** A customer's email (lib/contract/strings.ts `emailField`): missing, not a string or blank → "This field is required.". */
const email = () => emailField({ required: REQUIRED_MESSAGE, notString: REQUIRED_MESSAGE, blank: REQUIRED_MESSAGE });

/**
 * The email change: `new_email`, and `current_email`, the address the change was based on (an
 * extension, like an edit's `version`, lib/contract/versioned.ts): when the account's email is another
 * by now (someone changed it meanwhile), 409 `{detail: CUSTOMER_EMAIL_STALE_MESSAGE}` and nothing is
 * written; absent: not checked (a client of the upstream contract that sends none). The app always sends it.
 */
export const updateCustomerEmailSchema = z.object({ new_email: email(), current_email: safeString().max(EMAIL_MAX_LENGTH, maxLengthMessage(EMAIL_MAX_LENGTH)).nullable().optional() });
/** The 409 of an email change based on an address the account no longer has. */
export const CUSTOMER_EMAIL_STALE_MESSAGE = staleVersionMessage("customer's email");
export type UpdateCustomerEmailRequest = z.input<typeof updateCustomerEmailSchema>;

export const updateProactiveSupportSchema = z.object({
  proactive_customer_support_opted_in: z.boolean({ error: "Must be true or false." }),
});
export type UpdateProactiveSupportRequest = z.infer<typeof updateProactiveSupportSchema>;

export const customerEmailSchema = z.object({ email: email() });
/**
 * The account actions by email (password reset, personal-data deletion), with the account the page
 * shows (`account_id`, optional: spec 01 §7 names only the email): when sent, the email must still be
 * that account's, else 409 CUSTOMER_EMAIL_MOVED_MESSAGE and nothing is done (a page opened before
 * the email moved to another customer never acts on that other customer).
 */
const customerEmailActionSchema = z.object({ email: email(), account_id: idText(BOUND_MESSAGES.integer).optional() });
export const CUSTOMER_EMAIL_MOVED_MESSAGE = "This email is no longer this customer's (it was changed meanwhile): reload the page and check the email.";
/** POST default_password_request: mails the customer a link to set a new password (issue 18). */
export const defaultPasswordRequestSchema = customerEmailActionSchema;
/** A customer's password-reset link works once, within this many hours (the dialog says so). */
export const CUSTOMER_RESET_LINK_TTL_HOURS = 24;
/** The API's answer `detail` to default_password_request. */
export const customerResetLinkDetail = (email: string) =>
  `A password reset link was sent to ${email}. It works once and expires in ${CUSTOMER_RESET_LINK_TTL_HOURS} hours.`;
/** POST delete_pii */
export const deletePiiSchema = customerEmailActionSchema;

export const accountId = idText(BOUND_MESSAGES.integer);

export const switchPaymentProcessorSchema = z.object({ account_id: accountId });
export const accountIdQuerySchema = z.object({ account_id: accountId });

// ───────────────────────────── Answers ─────────────────────────────

export const addressSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  is_primary: z.boolean(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string(),
});
export type AddressDto = z.infer<typeof addressSchema>;
export const primaryAddressSchema = addressSchema.pick({ address1: true, address2: true, city: true, state: true, zip: true, country: true });
export type PrimaryAddressDto = z.infer<typeof primaryAddressSchema>;

/** What a search result and the full account share. */
const accountSummaryFields = {
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  status: AccountStatus,
  created: z.string(),
};

export const customerSearchResultSchema = z.object({
  ...accountSummaryFields,
  primary_address: primaryAddressSchema.nullable(),
});
export type CustomerSearchResult = z.infer<typeof customerSearchResultSchema>;

export const accountSchema = z.object({
  ...accountSummaryFields,
  last_updated: z.string(),
  gladly_customer_id: z.string().nullable(),
  default_pricing_model: z.object({ name: z.string() }).nullable(),
  default_country: z.string(),
  primary_payment_processor: PaymentProcessor.nullable(),
  proactive_customer_support_opted_in: z.boolean(),
  pii_deleted_at: z.string().nullable(),
  addresses: z.array(addressSchema),
  pets: z.array(petSchema),
  petplans: z.array(petPlanSchema),
  orders: groupedOrdersSchema,
  survey_responses: z.array(surveyResponseSchema),
});
export type AccountDto = z.infer<typeof accountSchema>;

export const treatmentSchema = z.object({
  feature_flag: z.string(),
  feature_flag_status: z.string(),
  created: z.string(),
  treatment_name: z.string(),
  treatment_control: z.boolean(),
  /** Percent, 0..100. */
  treatment_distribution: z.number(),
});
export type TreatmentDto = z.infer<typeof treatmentSchema>;

export const customerChangelogEntrySchema = z.object({
  id: z.number().int(),
  created: z.string(),
  action: ChangeAction,
  object_type: ChangelogObjectType,
  object_id: z.string().nullable(),
  pet_id: z.string().nullable(),
  pet_name: z.string().nullable(),
  changes: z.record(z.string(), z.object({ old: z.unknown(), new: z.unknown() })),
  staff_email: z.string().nullable(),
});
export type CustomerChangelogEntryDto = z.infer<typeof customerChangelogEntrySchema>;

export const paymentMethodSchema = z.object({
  id: z.number().int(),
  is_default: z.boolean(),
  processor: PaymentProcessor,
  card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number().int().nullable(), exp_year: z.number().int().nullable() }),
});
export type PaymentMethodDto = z.infer<typeof paymentMethodSchema>;

export const updateCustomerEmailResponseSchema = z.object({ id: z.number().int(), email: z.string() });
export type UpdateCustomerEmailResponse = z.infer<typeof updateCustomerEmailResponseSchema>;
export const updateProactiveSupportResponseSchema = z.object({ id: z.number().int(), proactive_customer_support_opted_in: z.boolean() });
export type UpdateProactiveSupportResponse = z.infer<typeof updateProactiveSupportResponseSchema>;
export const detailResponseSchema = z.object({ detail: z.string() });
export type DetailResponse = z.infer<typeof detailResponseSchema>;
export const switchPaymentProcessorResponseSchema = z.object({ new_payment_processor: PaymentProcessor });
export type SwitchPaymentProcessorResponse = z.infer<typeof switchPaymentProcessorResponseSchema>;
export const impersonateResponseSchema = z.object({ redirect_to: z.string(), expires_at: z.string() });
export type ImpersonateResponse = z.infer<typeof impersonateResponseSchema>;

/** The object types a customer changelog entry names (one enum: lib/enums.ts). */
export { CHANGELOG_OBJECT_TYPES } from "./enums";

/** The value recorded in the changelog in place of erased personal data. */
export const ERASED = "[erased]";

/** GET impersonate/ on an account whose personal data was deleted (issue 19): 400 {detail}. */
export const IMPERSONATION_ERASED_MESSAGE = "This customer's personal data has been deleted, so no one can log in as this customer.";

/**
 * Nothing new ships to an account whose personal data was deleted (`pii_deleted_at`, POST delete_pii):
 * it has no name or address left to ship to. The one rule of the API and of the screens:
 * POST pet_and_petplan (a new dog's food) and POST orders (a one-time order or a replacement, its dry
 * run too) answer 400 {detail} with its sentence before anything is written or charged
 * (server/backend/queries/pet-plans.ts createPetAndPlan, order-actions.ts lockAccountToShipTo); the
 * customer page does not offer Add a New Dog, and Create One-Time Order and Replace Order are
 * disabled with the sentence as their reason (lib/orders/rules.ts oneTimeOrderOffer, replaceOrderUnavailable).
 */
export const PII_DELETED_NO_NEW_DOG_MESSAGE = "This customer's personal data was deleted: no dog can be added to the account.";
export const PII_DELETED_NO_NEW_ORDER_MESSAGE =
  "This customer's personal data was deleted, so the account has no address left to ship to: no order can be placed on it. A returning customer needs a new account.";
/** What is refused on an erased account: a new dog, or a new order (one-time or replacement). */
export type NewShipment = "dog" | "order";
/** The sentence that refuses `what` on this account (its `pii_deleted_at`), or null when its personal data is still there. */
export function erasedAccountRefusal(piiDeletedAt: Date | string | null, what: NewShipment): string | null {
  if (piiDeletedAt === null) return null;
  return what === "dog" ? PII_DELETED_NO_NEW_DOG_MESSAGE : PII_DELETED_NO_NEW_ORDER_MESSAGE;
}

/**
 * GET accounts/{id}'s optional query (issue 23, an extension of the upstream contract: docs/backend.md
 * "Account reads without every fulfillment's contents"). `fulfillment_contents=none`: every
 * fulfillment answers `products: []` and `items: []` (the customer page shows neither);
 * `fulfillment_contents={orderId}`: only that order's fulfillments carry them (the order pages).
 * Without it, every fulfillment in full (the spec's answer); an upstream without the extension
 * ignores it and answers in full, which the pages read the same way.
 */
export const FULFILLMENT_CONTENTS_NONE = "none";
export const ACCOUNT_QUERY_MAX_LENGTH = 100;
export const accountQuerySchema = z.object({
  fulfillment_contents: safeString()
    .trim()
    .min(1)
    .max(ACCOUNT_QUERY_MAX_LENGTH, { message: maxLengthMessage(ACCOUNT_QUERY_MAX_LENGTH) })
    .optional(),
});
export type AccountQuery = z.infer<typeof accountQuerySchema>;

// ───────────────────────────── Endpoints ─────────────────────────────

export const customerEndpoints = {
  /** Server-side: the search page renders the results. */
  searchCustomers: endpoint({
    method: "POST",
    path: "customer_search",
    capability: "customerLookup",
    body: customerSearchRequestSchema,
    query: pageQuerySchema,
    response: pageSchema(customerSearchResultSchema),
  }),
  /**
   * Server-side for the pages; the browser too (issue 23): the customer page's Replace Order dialog
   * reads the account when it opens (components/customers/replace-order-on-demand.tsx) instead of
   * the page sending every order's lines.
   */
  getAccount: endpoint({ method: "GET", path: "accounts/:id", capability: "customerLookup", query: accountQuerySchema, response: accountSchema, browser: true }),
  /** CSV of one of the customer page's order tables as its view filters it (an extension; downloaded through app/api/exports/customer-orders). */
  exportCustomerOrders: endpoint({
    method: "GET",
    path: "orders_export",
    capability: "customerLookup",
    query: customerOrdersExportQuerySchema,
    response: streamedAnswerSchema,
  }),
  listUserTreatments: endpoint({
    method: "GET",
    path: "accounts/:id/user_treatments",
    capability: "customerLookup",
    response: z.array(treatmentSchema),
  }),
  listCustomerChangelog: endpoint({
    method: "GET",
    path: "customer_changelog/:customerId",
    capability: "customerLookup",
    response: z.array(customerChangelogEntrySchema),
  }),
  updateCustomerEmail: endpoint({
    method: "PUT",
    path: "accounts/:id/update_customer_email",
    capability: "customerAccountActions",
    body: updateCustomerEmailSchema,
    response: updateCustomerEmailResponseSchema,
    browser: true,
  }),
  updateProactiveSupport: endpoint({
    method: "PUT",
    path: "accounts/:id/update_proactive_customer_support/",
    capability: "customerAccountActions",
    body: updateProactiveSupportSchema,
    response: updateProactiveSupportResponseSchema,
    browser: true,
  }),
  requestCustomerPasswordReset: endpoint({
    method: "POST",
    path: "default_password_request",
    capability: "customerAccountActions",
    body: defaultPasswordRequestSchema,
    response: detailResponseSchema,
    browser: true,
  }),
  deleteCustomerPii: endpoint({
    method: "POST",
    path: "delete_pii",
    capability: "deleteCustomerPii",
    body: deletePiiSchema,
    response: detailResponseSchema,
    browser: true,
  }),
  listPaymentMethods: endpoint({
    method: "GET",
    path: "payment_methods/",
    capability: "customerLookup",
    query: accountIdQuerySchema,
    response: z.array(paymentMethodSchema),
    // The processor switch dialog checks for the card the customer adds through the portal.
    browser: true,
  }),
  switchPaymentProcessor: endpoint({
    method: "POST",
    path: "payment_methods/switch_payment_processor",
    capability: "switchPaymentProcessor",
    body: switchPaymentProcessorSchema,
    response: switchPaymentProcessorResponseSchema,
    browser: true,
  }),
  /** Login as customer: creates a token and a changelog entry, so sensitive although a GET. */
  impersonate: endpoint({
    method: "GET",
    path: "impersonate/",
    capability: "customerAccountActions",
    query: accountIdQuerySchema,
    response: impersonateResponseSchema,
    browser: true,
    sensitive: true,
  }),
};

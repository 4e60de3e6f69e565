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
import { customerOrdersExportQuerySchema, groupedOrdersSchema, ORDER_GROUP_STATUSES, ORDER_STATUSES_STILL_TO_CHARGE_OR_SHIP, type OrderGroup } from "./orders";
import { CANCELLABLE_PLAN_STATUSES } from "../pet-form";
import { listText } from "../list-text";
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
 * Nothing is erased while something is in flight (POST delete_pii): a plan still billing (ACTIVE or
 * PAUSED: CANCELLABLE_PLAN_STATUSES) or an order still to be charged or shipped
 * (ORDER_STATUSES_STILL_TO_CHARGE_OR_SHIP) would be left with no name or address to ship to. The
 * one rule of the API and of the screen: delete_pii answers 400 {detail} with its sentence, checked
 * under the account's row lock (server/backend/queries/customers.ts deleteCustomerPii), and the
 * customer page's Danger zone disables "Delete personal data" with the same sentence as its reason.
 * Its shape is what both have: the account's plans (status, the dog's name) and orders (id, status),
 * from the database rows in the API and from the account (piiDeletionBlockerOf) on the page.
 */
export interface AccountInFlight {
  plans: readonly { status: string; dog: string }[];
  orders: readonly { id: string; status: string }[];
}
/** How many names a reason lists before "and N more". */
export const PII_BLOCKER_NAMES_SHOWN = 3;
const named = (names: readonly string[]) =>
  names.length > PII_BLOCKER_NAMES_SHOWN ? `${names.slice(0, PII_BLOCKER_NAMES_SHOWN).join(", ")} and ${names.length - PII_BLOCKER_NAMES_SHOWN} more` : names.join(", ");
/** "an active plan (Rex)", "2 upcoming orders (1000123, 1000124)"; null for none. */
const counted = (count: number, names: readonly string[], one: string, many: string) =>
  count === 0 ? null : `${count === 1 ? one : `${count} ${many}`}${names.length ? ` (${named(names)})` : ""}`;
const sortedUnique = (values: readonly string[]) => [...new Set(values.filter((v) => v !== ""))].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
export const PII_BLOCKER_CANCEL_PLANS = "cancel their plans";
export const PII_BLOCKER_WAIT_FOR_ORDERS = "wait for their orders to be delivered";
/** Only an order being fulfilled may be marked cancelled (Mark cancelled, PUT orders/mark_order_cancelled). */
export const PII_BLOCKER_FULFILLING = "an order being fulfilled can be marked cancelled";
/** An order on hold waits for a new payment method, which only the customer can give. */
export const PII_BLOCKER_ON_HOLD = "an order on hold is charged and shipped once the customer updates the payment method";
export const PII_BLOCKER_THEN = "then delete the personal data.";

/**
 * Why the personal data cannot be deleted yet, in one message that names what blocks it and what to
 * do, or null when nothing is in flight. E.g. "This customer still has an active plan (Rex) and an
 * upcoming order (1000123). Cancel their plans, then delete the personal data." Cancelling a plan
 * takes its dog's lines off the upcoming and held orders, cancelling one left empty
 * (server/backend/queries/pet-plans.ts cancelPet); orders in progress
 * are waited for, and the message says which the agent can act on: one being fulfilled can be marked
 * cancelled, one on hold waits for the customer's new payment method.
 */
export function piiDeletionBlocker(account: AccountInFlight): string | null {
  const stillToShip = account.orders.filter((o) => (ORDER_STATUSES_STILL_TO_CHARGE_OR_SHIP as readonly string[]).includes(o.status));
  const upcomingStatuses: readonly string[] = ORDER_GROUP_STATUSES.upcoming;
  const upcoming = sortedUnique(stillToShip.filter((o) => upcomingStatuses.includes(o.status)).map((o) => o.id));
  const inProgress = sortedUnique(stillToShip.filter((o) => !upcomingStatuses.includes(o.status)).map((o) => o.id));
  // The plans still billing, active and paused apart (CANCELLABLE_PLAN_STATUSES: ACTIVE, PAUSED).
  const [activeStatus, pausedStatus] = CANCELLABLE_PLAN_STATUSES;
  const active = account.plans.filter((p) => p.status === activeStatus);
  const paused = account.plans.filter((p) => p.status === pausedStatus);
  const dogs = (plans: AccountInFlight["plans"]) => sortedUnique(plans.map((p) => p.dog));
  const blockers = [
    // A dog may have two plans (its meal and a topper): each plan counts, each dog is named once.
    counted(active.length, dogs(active), "an active plan", "active plans"),
    counted(paused.length, dogs(paused), "a paused plan", "paused plans"),
    counted(upcoming.length, upcoming, "an upcoming order", "upcoming orders"),
    counted(inProgress.length, inProgress, "an order in progress", "orders in progress"),
  ].filter((b): b is string => b !== null);
  if (blockers.length === 0) return null;
  const hasPlans = active.length + paused.length > 0;
  // Without a plan to cancel, an upcoming order is waited for as one in progress is.
  const waitForOrders = inProgress.length > 0 || (!hasPlans && upcoming.length > 0);
  // What the agent can do about the orders: only a FULFILLING one may be marked cancelled; a HOLD one waits for the customer.
  const notes = [
    stillToShip.some((o) => o.status === "FULFILLING") ? PII_BLOCKER_FULFILLING : null,
    stillToShip.some((o) => o.status === "HOLD") ? PII_BLOCKER_ON_HOLD : null,
  ].filter((n): n is string => n !== null);
  const wait = `${PII_BLOCKER_WAIT_FOR_ORDERS}${notes.length ? ` (${notes.join("; ")})` : ""}`;
  const steps = [hasPlans ? PII_BLOCKER_CANCEL_PLANS : null, waitForOrders ? wait : null, PII_BLOCKER_THEN];
  const todo = steps.filter((s) => s !== null).join(", ");
  return `This customer still has ${listText(blockers)}. ${todo.charAt(0).toUpperCase()}${todo.slice(1)}`;
}

/** piiDeletionBlocker over the account the customer page reads (GET accounts/{id}): its plans with their dogs' names, and its orders of every group. */
export function piiDeletionBlockerOf(account: Pick<AccountDto, "pets" | "petplans" | "orders">): string | null {
  const dogOf = new Map(account.pets.map((p) => [p.id, p.name]));
  return piiDeletionBlocker({
    plans: account.petplans.map((p) => ({ status: p.status, dog: dogOf.get(p.pet) ?? "" })),
    orders: (Object.keys(account.orders) as OrderGroup[]).flatMap((g) => account.orders[g]),
  });
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

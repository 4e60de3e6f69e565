/**
 * The search page's lookups (lib/search/quick-search.ts plans them): each one only when the staff member
 * may make that call, all at once; an order number found leads to its order page (a fulfillment
 * id, to the order holding it). An upstream 404 (no such order, customer or code) finds
 * nothing; any other failure of one lookup is reported beside what the others found, so a slow
 * discount service does not hide the customers.
 */
import "server-only";
import { unstable_rethrow } from "next/navigation";
import { FULFILLMENT_CONTENTS_NONE, type CustomerSearchCriteria, type CustomerSearchResult } from "../../../lib/contract/customers";
import { endpoints } from "../../../lib/contract/endpoints";
import type { StaffAccount } from "../../../lib/contract/session";
import { CUSTOMER_SEARCH_FIELDS } from "../../../lib/customer-search";
import { customerDisplayName } from "../../../lib/customers/display";
import { customerPath } from "../../../lib/customers/paths";
import { customerSegment } from "../../../lib/customers/segment";
import { pages } from "../../../lib/pages";
import { orderIdHolding, QUICK_SEARCH_PAGE_SIZE, type QuickSearchPlan } from "../../../lib/search/quick-search";
import { canCall } from "../../../lib/roles";
import { UPSTREAM_MESSAGES, UpstreamError, upstreamCall } from "../upstream/upstream";
import { serverSentence, unavailableTextOf } from "../../../lib/error-text";

export type QuickSearchHit =
  | { kind: "order"; orderId: string; customer: CustomerSearchResult; href: string }
  | { kind: "customer"; customer: CustomerSearchResult; href: string }
  | { kind: "discount"; code: string; discountId: number; href: string };

export interface QuickSearchResult {
  hits: QuickSearchHit[];
  /** How many matching customers the list leaves out: the most any one search leaves out (customersLeftOut). */
  moreCustomers: number;
  /** The customer search with the most matches left over, to refine in Customer Lookup; null when none. */
  refine: CustomerSearchCriteria | null;
  /** Lookups that failed for another reason than "not found". */
  failures: number;
  /** The first failure's sentence (the BFF's own upstream messages, or the upstream's detail); null without failures. */
  failure: string | null;
}

/** null on the upstream's 404 (nothing found); other failures counted, with their sentence. */
async function attempt<T>(load: () => Promise<T>, failed: (sentence: string) => void): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    unstable_rethrow(error);
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status !== 404 && error.status !== 400) failed(failureSentence(error));
    return null;
  }
}

/** The failure as a page says it (lib/error-text.ts: a slow or unreachable upstream's sentence, else the answer's own), else the BFF's "failed to answer" one. */
function failureSentence(error: UpstreamError): string {
  const sentence = (unavailableTextOf(error.status, error.data) ?? serverSentence(error.data) ?? UPSTREAM_MESSAGES.failed).trim();
  // It stands between two sentences: it ends as one.
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** The search reads ids, names and addresses only: no fulfillment's products and items (docs/backend.md). */
const ACCOUNT_WITHOUT_CONTENTS = { fulfillment_contents: FULFILLMENT_CONTENTS_NONE };

export async function runQuickSearch(plan: QuickSearchPlan, staff: StaffAccount): Promise<QuickSearchResult> {
  let failures = 0;
  let failure: string | null = null;
  const failed = (sentence: string) => {
    failures += 1;
    failure ??= sentence;
  };
  const maySearch = canCall(staff, endpoints.searchCustomers);
  const search = (criteria: QuickSearchPlan["customerSearches"][number]) => {
    const body = Object.fromEntries(CUSTOMER_SEARCH_FIELDS.map((f) => [f, criteria[f]])) as Required<typeof criteria>;
    return attempt(() => upstreamCall(endpoints.searchCustomers, { body, query: { page: 1 } }), failed);
  };

  const [orderAnswers, account, customerAnswers, discount] = await Promise.all([
    maySearch ? Promise.all(plan.orderIds.map((order_id) => search({ order_id }).then((page) => ({ order_id, page })))) : [],
    plan.customerId !== null && canCall(staff, endpoints.getAccount)
      ? attempt(() => upstreamCall(endpoints.getAccount, { params: { id: plan.customerId! }, query: ACCOUNT_WITHOUT_CONTENTS }), failed)
      : null,
    maySearch ? Promise.all(plan.customerSearches.map(search)) : [],
    plan.discountCode !== null && canCall(staff, endpoints.lookupDiscount)
      ? attempt(() => upstreamCall(endpoints.lookupDiscount, { query: { discount_code: plan.discountCode!, avoid_validation: true } }), failed)
      : null,
  ]);

  // The order itself: the id may be a fulfillment's (the upstream finds its customer), so the
  // order is looked for in the owner's account.
  const orderHits = await Promise.all(
    orderAnswers.map(async ({ order_id, page }): Promise<QuickSearchHit | null> => {
      const owner = page?.results[0];
      if (!owner) return null;
      const ownerAccount = account?.id === owner.id ? account : await attempt(() => upstreamCall(endpoints.getAccount, { params: { id: owner.id }, query: ACCOUNT_WITHOUT_CONTENTS }), failed);
      const orderId = ownerAccount ? orderIdHolding(ownerAccount.orders, order_id) : null;
      if (!orderId) return null;
      const segment = customerSegment(owner.id, customerDisplayName(owner));
      return { kind: "order", orderId, customer: owner, href: pages.order.href({ customerSegment: segment, orderId }) };
    }),
  );
  const hits: QuickSearchHit[] = orderHits.filter((h): h is QuickSearchHit => h !== null);
  const seen = new Set<number>();
  const addCustomer = (customer: CustomerSearchResult) => {
    if (seen.has(customer.id)) return;
    seen.add(customer.id);
    hits.push({ kind: "customer", customer, href: customerPath(customer) });
  };
  if (account) addCustomer({ ...account, primary_address: account.addresses.find((a) => a.is_primary) ?? null });
  for (const page of customerAnswers) page?.results.slice(0, QUICK_SEARCH_PAGE_SIZE).forEach(addCustomer);
  const { moreCustomers, index } = customersLeftOut(customerAnswers, seen);
  const refine: CustomerSearchCriteria | null = index === null ? null : plan.customerSearches[index]!;
  if (discount) {
    hits.push({ kind: "discount", code: discount.code, discountId: discount.id, href: pages.discountLookupDetail.href({ discountId: discount.id }) });
  }
  return { hits, moreCustomers, refine, failures, failure };
}

/**
 * How many customers that match are not in the list, and which search leaves out the most (the one
 * "Refine this search in Customer Lookup" opens). A one-word query runs several searches (first name,
 * last name, email…) whose matches overlap, so their leftovers are not added up (fifteen "Jane"s found
 * by first name and by email were "10 more" beside the 10 shown): each search's leftover is its count
 * less those of its first page that are shown, and the largest one is the number.
 */
export function customersLeftOut(
  answers: ReadonlyArray<{ count: number; results: ReadonlyArray<{ id: number }> } | null>,
  shown: ReadonlySet<number>,
): { moreCustomers: number; index: number | null } {
  let moreCustomers = 0;
  let index: number | null = null;
  for (const [i, page] of answers.entries()) {
    if (!page) continue;
    const left = page.count - page.results.filter((r) => shown.has(r.id)).length;
    if (left > moreCustomers) [moreCustomers, index] = [left, i];
  }
  return { moreCustomers, index };
}

/** Where to go without showing a list: the one thing found, when nothing else was found or failed. */
export function singleDestination(result: QuickSearchResult): string | null {
  return result.hits.length === 1 && result.moreCustomers === 0 && result.failures === 0 ? result.hits[0]!.href : null;
}

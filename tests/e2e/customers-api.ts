/**
 * The customer helpers the customer specs were written against, kept with the same names for the
 * specs other branches add at the same time. New tests use support/fixtures.ts instead: the `api`
 * fixture (one sign-in per worker) and `api.createCustomer()` for a customer of the test's own.
 */
import { test, type Page } from "@playwright/test";
import type { AccountDto } from "../../lib/contract/customers";
import { ACCOUNTS } from "./support/accounts";
import { backOfficeApi, openCustomer as openCustomerPage, type BackOfficeApi } from "./support/api";

export type CustomerApi = BackOfficeApi;

/** The embedded API signed in as `email` (the Admin by default); dispose() when done. */
export function customerApi(email: string = ACCOUNTS.admin): Promise<CustomerApi> {
  return backOfficeApi(email);
}

/** The seed writes its generated customers from this account id on (docs/demo-data.md: accounts 1001 … 1000 + N). */
const GENERATED_FIRST_ID = 1001;

/** Customers already handed to a test of this worker: no two tests act on the same customer. */
const claimed = new Set<number>();

/**
 * A generated (non-scenario) ACTIVE customer with an email that satisfies `matches` and that no
 * other test of this run has been given (`skip` more are passed over), scanning account ids upwards.
 * Safe on several workers: worker k of n only takes account ids ≡ k (mod n).
 */
export async function generatedCustomer(api: CustomerApi, skip: number, matches: (a: AccountDto) => boolean = () => true): Promise<AccountDto> {
  const { parallelIndex, config } = test.info();
  const workers = Math.max(1, config.workers);
  let seen = 0;
  let misses = 0;
  for (let id = GENERATED_FIRST_ID; misses < 20 * workers; id++) {
    if (id % workers !== parallelIndex % workers) continue;
    const a = await api.account(id);
    if (!a) {
      misses += 1;
      continue;
    }
    misses = 0;
    if (claimed.has(a.id) || a.status !== "ACTIVE" || !a.email || a.email.startsWith("scenario.") || !matches(a)) continue;
    if (seen === skip) {
      claimed.add(a.id);
      return a;
    }
    seen += 1;
  }
  throw new Error(`no generated customer matching the condition (skip ${skip})`);
}

/** Opens the customer page and waits for its details panel. */
export function openCustomer(page: Page, customer: Pick<AccountDto, "id" | "first_name" | "last_name">): Promise<void> {
  return openCustomerPage(page, customer);
}

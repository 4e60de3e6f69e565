/**
 * Helpers of the customer end-to-end tests (tests/e2e/customers*.spec.ts): read-only look-ups on
 * the run's embedded API, so a test can find its customer (a scenario customer by email, or a
 * generated customer that no other test file touches) without spelling ids.
 * Mutating tests pick generated customers (not the documented scenarios other screens rely on),
 * each test a different one, so the tests do not depend on each other's changes.
 */
import { expect, request, type APIRequestContext, type Page } from "@playwright/test";
import type { AccountDto, CustomerSearchResult } from "../../lib/contract/customers";
import { customerPath } from "../../lib/customer-display";
import { SCENARIO_EMAILS, type ScenarioKey } from "../../server/backend/seed/scenario-emails";
import { ACCOUNTS, DEMO_PASSWORD } from "./support/accounts";
import { E2E_BACKEND_URL } from "./support/stack";

export interface CustomerApi {
  account(id: number): Promise<AccountDto | null>;
  search(body: Record<string, string>, page?: number): Promise<{ count: number; results: CustomerSearchResult[] }>;
  scenario(key: ScenarioKey): Promise<AccountDto>;
  dispose(): Promise<void>;
}

export async function customerApi(email: string = ACCOUNTS.admin): Promise<CustomerApi> {
  const ctx: APIRequestContext = await request.newContext({ baseURL: `${E2E_BACKEND_URL}/` });
  const login = await ctx.post("auth/login", { data: { email, password: DEMO_PASSWORD }, headers: { "x-application": "bark-backoffice" } });
  expect(login.ok(), `API sign-in of ${email}`).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Token ${token}`, "x-application": "bark-backoffice" };

  const account = async (id: number) => {
    const res = await ctx.get(`api/accounts/${id}`, { headers });
    if (res.status() === 404) return null;
    expect(res.ok(), `GET accounts/${id}`).toBeTruthy();
    return (await res.json()) as AccountDto;
  };
  const search = async (body: Record<string, string>, page = 1) => {
    const res = await ctx.post(`api/customer_search?page=${page}`, { data: body, headers });
    expect(res.ok(), `customer_search ${JSON.stringify(body)}`).toBeTruthy();
    return (await res.json()) as { count: number; results: CustomerSearchResult[] };
  };
  return {
    account,
    search,
    async scenario(key) {
      const { results } = await search({ email: SCENARIO_EMAILS[key] });
      const found = results.find((r) => r.email === SCENARIO_EMAILS[key]);
      if (!found) throw new Error(`scenario customer ${key} not found`);
      return (await account(found.id))!;
    },
    dispose: () => ctx.dispose(),
  };
}

/** The seed writes its generated customers from this account id on (docs/demo-data.md: accounts 1001 … 1000 + N). */
const GENERATED_FIRST_ID = 1001;

/** Customers already handed to a test of this worker: no two tests act on the same customer. */
const claimed = new Set<number>();

/**
 * A generated (non-scenario) ACTIVE customer with an email that satisfies `matches` and that no
 * other test of this run has been given (`skip` more are passed over), scanning account ids upwards.
 */
export async function generatedCustomer(api: CustomerApi, skip: number, matches: (a: AccountDto) => boolean = () => true): Promise<AccountDto> {
  let seen = 0;
  let misses = 0;
  for (let id = GENERATED_FIRST_ID; misses < 20; id++) {
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
export async function openCustomer(page: Page, customer: Pick<AccountDto, "id" | "first_name" | "last_name">): Promise<void> {
  await page.goto(customerPath(customer));
  await expect(page.getByRole("heading", { name: "Customer Details" })).toBeVisible();
}

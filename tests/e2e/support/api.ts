/**
 * The end-to-end tests' door to the run's embedded API (not through the browser): read-only
 * look-ups (an account, a search, a scenario customer by its documented email) and the test-only
 * fixtures of routes/dev-fixtures.ts (a customer or a staff user of the test's own, made with the
 * one test-data builder). Signed in once per worker as the Admin (tests/e2e/support/fixtures.ts).
 */
import { expect, request, type APIRequestContext, type Page } from "@playwright/test";
import type { AccountDto, CustomerSearchResult } from "../../../lib/contract/customers";
import { customerPath } from "../../../lib/customers/paths";
import type { StaffGroupName } from "../../../lib/contract/enums";
import { SCENARIO_EMAILS, type ScenarioKey } from "../../../server/backend/seed/scenario-emails";
import { ACCOUNTS, DEMO_PASSWORD } from "./accounts";
import { E2E_BACKEND_URL } from "./stack";

/** What POST /dev/fixtures/customers takes (every field optional). */
export interface FixtureCustomerSpec {
  email?: string;
  first_name?: string;
  last_name?: string;
  status?: "PENDING" | "ACTIVE" | "CANCELLED";
  primary_payment_processor?: "braintree" | "stripe";
  proactive_customer_support_opted_in?: boolean;
  /** PREVIEW orders scheduled 7, 14, … days from now. */
  upcoming_orders?: number;
  /** The order page's customer (server/backend/seed/order-page-fixture.ts): order ids [preview, fulfilling]. */
  order_page?: boolean;
  /** Issue 10: a dog and a refundable, a FULFILLED/SHIPPED and an ORDERDESK_SENT order (routes/dev-fixtures.ts). */
  money_orders?: boolean;
  /** Issue 18: one dog on an UnKibble plan (MEAL-U-B-4200-4W) and no order. */
  dog?: boolean;
}

/** What POST /dev/fixtures/claim_orders answers. */
export interface ClaimOrderFixture {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  order_id: string;
  fulfillment_id: string;
  pet_id: string;
  product_code: string;
  product_name: string;
  skus: string[];
}

export interface BackOfficeApi {
  account(id: number): Promise<AccountDto | null>;
  search(body: Record<string, string>, page?: number): Promise<{ count: number; results: CustomerSearchResult[] }>;
  /** A documented scenario customer (read-only, except the order-page edits of 1000001 that restore it: docs/demo-data.md, issue 9). */
  scenario(key: ScenarioKey): Promise<AccountDto>;
  /** A new customer of this test's own (POST /dev/fixtures/customers), as GET accounts/{id} shows it. */
  createCustomer(spec?: FixtureCustomerSpec): Promise<AccountDto>;
  /** A new active staff user without authenticator, signing in with the demo password. */
  createStaffUser(group?: StaffGroupName): Promise<{ id: number; email: string }>;
  /** A new discount code of this test's own (POST discounts, the real call): its id and code. */
  createDiscount(body: Record<string, unknown>): Promise<{ id: number; code: string }>;
  /** Any call of the API base as the Admin (e.g. POST pet_plans/create_pet_and_pet_plan for a dog of the test's own customer). */
  call(method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<{ status: number; json: unknown }>;
  /** Issue 11: a customer with a delivered order holding a claimable product of its own (POST /dev/fixtures/claim_orders). */
  createClaimOrder(kind: "FRESH_MEAL" | "UNKIBBLE_MEAL" | "SNACK"): Promise<ClaimOrderFixture>;
  /** The money rules every order of the run's database breaks, by rule (GET /dev/fixtures/money_rules); empty when they hold. */
  brokenMoneyRules(): Promise<Record<string, unknown[]>>;
  dispose(): Promise<void>;
}

export async function backOfficeApi(email: string = ACCOUNTS.admin): Promise<BackOfficeApi> {
  const ctx: APIRequestContext = await request.newContext({ baseURL: `${E2E_BACKEND_URL}/` });
  const login = await ctx.post("auth/login", { data: { email, password: DEMO_PASSWORD }, headers: { "x-application": "bark-backoffice" } });
  expect(login.ok(), `API sign-in of ${email}`).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  // One connection per call: the worker keeps this context across tests, and a kept-alive socket the
  // API server has meanwhile closed (Node's 5 s keep-alive timeout) would fail the next call.
  const headers = { authorization: `Token ${token}`, "x-application": "bark-backoffice", connection: "close" };

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
    async createCustomer(spec = {}) {
      const res = await ctx.post("dev/fixtures/customers", { data: spec, headers });
      expect(res.status(), `POST dev/fixtures/customers ${await res.text()}`).toBe(201);
      const { id } = (await res.json()) as { id: number };
      return (await account(id))!;
    },
    async brokenMoneyRules() {
      const res = await ctx.get("dev/fixtures/money_rules", { headers });
      expect(res.status(), `GET dev/fixtures/money_rules ${await res.text()}`).toBe(200);
      return ((await res.json()) as { broken: Record<string, unknown[]> }).broken;
    },
    async createStaffUser(group = "BarkTeamMember") {
      const res = await ctx.post("dev/fixtures/staff_users", { data: { group }, headers });
      expect(res.status(), `POST dev/fixtures/staff_users ${await res.text()}`).toBe(201);
      return (await res.json()) as { id: number; email: string };
    },
    async createDiscount(body) {
      const res = await ctx.post("api/discounts", { data: body, headers });
      expect(res.status(), `POST discounts ${await res.text()}`).toBe(201);
      return (await res.json()) as { id: number; code: string };
    },
    async call(method, path, data) {
      const res = await ctx.fetch(`api/${path}`, { method, data, headers });
      return { status: res.status(), json: await res.json().catch(() => null) };
    },
    async createClaimOrder(kind) {
      const res = await ctx.post("dev/fixtures/claim_orders", { data: { kind }, headers });
      expect(res.status(), `POST dev/fixtures/claim_orders ${await res.text()}`).toBe(201);
      return (await res.json()) as ClaimOrderFixture;
    },
    dispose: () => ctx.dispose(),
  };
}

/** Opens the customer page and waits for its details panel. */
export async function openCustomer(page: Page, customer: Pick<AccountDto, "id" | "first_name" | "last_name">): Promise<void> {
  await page.goto(customerPath(customer));
  await expect(page.getByRole("heading", { name: "Customer Details" })).toBeVisible();
}

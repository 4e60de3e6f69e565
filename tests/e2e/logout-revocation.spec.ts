/**
 * Logout ends the session (issue 7): a copy of the cookie taken before Logout opens nothing
 * afterwards, in a fresh browser context: the pages go to /login, a proxied call answers 401, and
 * the upstream token itself answers 401 on the embedded API.
 */
import { request, type BrowserContext, type Page } from "@playwright/test";
import { SESSION_ENDED } from "../../lib/contract/session-answers";
import { customerSegment } from "../../lib/customers/segment";
import { SCENARIO_ORDER_IDS } from "../../server/backend/seed/scenario-emails";
import { ACCOUNTS } from "./support/accounts";
import { expectNoA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { readSession, sessionCookie } from "./support/session-cookie";
import { signIn } from "./support/sign-in";
import { E2E_BACKEND_URL, E2E_BASE_URL } from "./support/stack";

// Signed out: these tests sign in through /login and end that session, never a saved sign-in.

/** Signs in as the Team Member, then the upstream signs the user out behind the app's back (as a reset or a deactivation does). */
async function signInThenDropTokenUpstream(page: Page, context: BrowserContext): Promise<void> {
  await signIn(page, ACCOUNTS.team);
  await expect(page).toHaveURL(/\/$/);
  const { token } = await readSession(context);
  const direct = await request.newContext({ baseURL: `${E2E_BACKEND_URL}/` });
  expect((await direct.post("auth/logout", { headers: { authorization: `Token ${token}`, "x-application": "bark-backoffice" } })).status()).toBe(200);
  await direct.dispose();
}

test("a cookie copied before Logout opens no page and no call afterwards; its upstream token is revoked", async ({ page, context, browser, api }) => {
  // Three browser contexts and a dozen navigations: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const customer = await api.scenario("phone");

  await signIn(page, ACCOUNTS.admin);
  const copied = await sessionCookie(context);
  const { token } = await readSession(context);
  expect(token).toBeTruthy();

  // Before Logout the copy works in another context (so what follows is the logout's doing).
  const before = await browser.newContext();
  await before.addCookies([copied]);
  const beforePage = await before.newPage();
  await beforePage.goto("/customer-lookup");
  await expect(beforePage).toHaveURL(/\/customer-lookup$/);
  await expectNoA11yViolations(beforePage);
  await beforePage.goto(`/customer-lookup/${customer.id}`);
  await expect(beforePage).toHaveURL(new RegExp(`/customer-lookup/${customer.id}__`));
  // (axe on the customer page and its dialogs: tests/e2e/customers-page.spec.ts and customers-actions.spec.ts.)
  await before.close();

  await page.getByRole("banner").getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((u) => u.pathname === "/login");
  // (`page` stays on /login to the end: the automatic axe check reads it there.)

  // The replay, in a fresh context.
  const replay = await browser.newContext();
  await replay.addCookies([copied]);
  const replayPage = await replay.newPage();
  await replayPage.goto("/customer-lookup");
  await expect(replayPage).toHaveURL(/\/login\?next=%2Fcustomer-lookup$/);
  await expectNoA11yViolations(replayPage);
  await replay.addCookies([copied]);
  await replayPage.goto(`/customer-lookup/${customer.id}`);
  await expect(replayPage).toHaveURL(/\/login\?next=%2Fcustomer-lookup%2F\d+/);

  await replay.addCookies([copied]);
  const list = await replay.request.get("/api/upstream/bark_user/");
  expect(list.status()).toBe(401);
  const write = await replay.request.put(`/api/upstream/accounts/${customer.id}/update_proactive_customer_support`, {
    data: { proactive_customer_support_opted_in: true },
    headers: { origin: E2E_BASE_URL },
  });
  expect(write.status()).toBe(401);
  await replay.close();

  // The upstream token is gone too.
  const direct = await request.newContext({ baseURL: `${E2E_BACKEND_URL}/` });
  const headers = { authorization: `Token ${token}`, "x-application": "bark-backoffice" };
  expect((await direct.get("api/bark_user/", { headers })).status()).toBe(401);
  expect((await direct.get("auth/session", { headers })).status()).toBe(401);
  await direct.dispose();
});

test("a token the upstream dropped (password reset, deactivation, logout elsewhere) sends even the home page to /login", async ({ page, context }) => {
  await signInThenDropTokenUpstream(page, context);

  // Home calls nothing upstream itself; the signed-in layout's check finds the token gone.
  await page.goto("/");
  // (/login without `next`: "/" is where a sign-in goes anyway.) The sign-in page says why the user is there.
  await expect(page).toHaveURL(/\/login\?session=ended$/);
  await expect(page.getByRole("status")).toHaveText(SESSION_ENDED.detail);
  expect((await context.cookies()).find((c) => c.name === "bark_session")).toBeUndefined();
});

test("a token the upstream dropped gets no search page, whether its lookups run or not: the session-gone route, then /login", async ({ page, context }) => {
  // The search page has no check of its own before its lookups (issue 23): their 401 ends the
  // session; with nothing to look up, the check runs after all.
  for (const [path, next] of [
    ["/search?q=scenario", /\/login\?next=%2Fsearch%3Fq%3Dscenario&session=ended$/],
    ["/search", /\/login\?next=%2Fsearch&session=ended$/],
  ] as const) {
    await signInThenDropTokenUpstream(page, context);

    await page.goto(path);
    await expect(page).toHaveURL(next);
    expect((await context.cookies()).find((c) => c.name === "bark_session")).toBeUndefined();
  }
});

test("a token the upstream dropped opens no customer page and no order page: the session-gone route, then /login", async ({ page, context, api }) => {
  // Neither page asks GET {auth}/session before its account read (issue 23): the read's 401 ends the session.
  const customer = await api.scenario("complete");
  const segment = customerSegment(customer.id, `${customer.first_name} ${customer.last_name}`);
  const customerPage = `/customer-lookup/${segment}`;
  for (const path of [customerPage, `${customerPage}/order/${SCENARIO_ORDER_IDS.complete}`]) {
    await signInThenDropTokenUpstream(page, context);

    await page.goto(path);
    await page.waitForURL((u) => u.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("next")).toBe(path);
    await expect(page.getByRole("status")).toHaveText(SESSION_ENDED.detail);
    expect((await context.cookies()).find((c) => c.name === "bark_session")).toBeUndefined();
  }
});

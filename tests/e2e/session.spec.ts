/**
 * The session: daily expiry (a session is valid for one calendar day) by resealing the cookie with yesterday's
 * entry day, and the token never reaching browser JavaScript (issue 3).
 */
import { ACCOUNTS, TEXT } from "./support/accounts";
import { expectNoA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { dayBefore, readSession, SESSION_COOKIE, sessionCookie, writeSession } from "./support/session-cookie";

// Signed out: each test signs in through /login, since ending a session (the expired day) must
// never touch the saved sign-ins other tests run on.

test("a session from yesterday: 'Daily login expired', then /login about 3 s later", async ({ page, context }) => {
  await signIn(page, ACCOUNTS.team);
  // Leave the app first: a background request of the open page (a link prefetch) must not meet the
  // resealed cookie before the navigation under test does.
  await page.goto("about:blank");
  const session = await readSession(context);
  expect(session.entryDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await writeSession(context, { ...session, entryDay: dayBefore(session.entryDay!) });

  const started = Date.now();
  await page.goto("/customer-lookup");
  await expect(page).toHaveURL(/\/session-expired$/);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: TEXT.dailyExpired });
  await expect(toast).toBeVisible();
  // Bottom-centre.
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "bottom");
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-x-position", "center");
  await page.waitForURL((u) => u.pathname === "/login", { timeout: 10_000 });
  const elapsed = Date.now() - started;
  expect(elapsed).toBeGreaterThanOrEqual(2_900);
  expect(elapsed).toBeLessThan(8_000);
  // The expired session was destroyed: the cookie is gone and / asks for a sign-in again.
  expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
});

test("the Signed out page (/session-expired) passes axe while its toast shows", async ({ page }) => {
  // Hold the move to /login (a client navigation fetching /login) until axe has read the page.
  let release!: () => void;
  const checked = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname === "/login", async (route) => {
    await checked;
    await route.continue();
  });
  await page.goto("/session-expired");
  await expect(page.getByRole("heading", { name: "Signed out" })).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: TEXT.dailyExpired })).toBeVisible();
  await expectNoA11yViolations(page);
  release();
  await page.waitForURL((u) => u.pathname === "/login", { timeout: 10_000 });
  // The after-test axe check reads /login: not while the toast is still fading in or out (a
  // half-transparent toast reads as low contrast).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
});

test("an API call with yesterday's session answers 401 daily_login_expired", async ({ page, context }) => {
  await signIn(page, ACCOUNTS.admin);
  // Leave the app so no background request of the page races the resealed cookie.
  await page.goto("about:blank");
  const fresh = await context.request.get("/api/upstream/bark_user/");
  expect(fresh.status()).toBe(200);
  const session = await readSession(context);
  await writeSession(context, { ...session, entryDay: dayBefore(session.entryDay!) });
  const answer = await context.request.get("/api/upstream/bark_user/");
  expect(answer.status()).toBe(401);
  expect(await answer.json()).toMatchObject({ code: "daily_login_expired", detail: TEXT.dailyExpired });
});

test("no cookie readable by script, nor any storage or window value, exposes the token", async ({ page, context }) => {
  await signIn(page, ACCOUNTS.all);
  const cookie = await sessionCookie(context);
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe("Lax");
  expect(cookie.path).toBe("/");
  expect(cookie.value.length).toBeLessThan(4096);
  const { token } = await readSession(context);
  expect(token && token.length).toBeGreaterThan(10);

  for (const path of ["/", "/no-such-page"]) {
    await page.goto(path);
    const seen = await page.evaluate(() => {
      const values: string[] = [document.cookie, document.documentElement.outerHTML];
      for (const store of [window.localStorage, window.sessionStorage]) {
        for (let i = 0; i < store.length; i++) {
          const key = store.key(i)!;
          values.push(key, store.getItem(key) ?? "");
        }
      }
      for (const key of Object.getOwnPropertyNames(window)) {
        let value: unknown;
        try {
          value = (window as unknown as Record<string, unknown>)[key];
        } catch {
          continue;
        }
        if (typeof value === "string") values.push(value);
        else if (key.startsWith("__next") || key.startsWith("__NEXT")) {
          try {
            values.push(JSON.stringify(value) ?? "");
          } catch {
            // not serialisable
          }
        }
      }
      return { cookie: document.cookie, joined: values.join("\n") };
    });
    expect(seen.cookie, path).not.toContain(SESSION_COOKIE);
    expect(seen.joined.includes(token!), path).toBe(false);
    expect(seen.joined.includes(cookie.value), path).toBe(false);
  }
});

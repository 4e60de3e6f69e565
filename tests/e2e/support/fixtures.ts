/**
 * The end-to-end tests' `test`: Playwright's, extended with
 *   - `role` (an option): `test.use({ role: "team" })` starts `page` and `context` signed in as
 *     that role, from the state auth.setup.ts saved (no sign-in through the page per test);
 *   - `asRole(role)`: one more page signed in as another role, in its own browser context;
 *   - `api`: the embedded API as the Admin, one sign-in per worker (support/api.ts): look-ups,
 *     and customers or staff users of the test's own (`api.createCustomer()`), so tests that
 *     change data never share it and the suite runs on several workers.
 * A file that tests signing in itself leaves `role` unset and uses signIn() from sign-in.ts.
 *
 * Accessibility (issue 7: every test that opens a page or a dialog runs axe-core): after each test
 * body that passed, axe-core checks the test's `page` and every `asRole()` page as the test left
 * them, when they are open on a page of the app (support/axe.ts: fails on a serious or critical
 * violation; an open [role=dialog] is part of the page and so checked too). States the test passes
 * through (a dialog it closes again, a page it leaves) need their own `expectNoA11yViolations(page)`.
 * Opting out is for a test whose last page is deliberately half-rendered, and needs a comment:
 *   // Why: …
 *   test.use({ a11y: false });
 */
import { test as base, type BrowserContext, type Page } from "@playwright/test";
import { backOfficeApi, type BackOfficeApi } from "./api";
import { expectNoA11yViolations } from "./axe";
import { storageStatePath, type Role } from "./roles";

export { expect } from "@playwright/test";
export type { APIRequestContext, APIResponse, Page } from "@playwright/test";
export { openCustomer } from "./api";
export type { Role } from "./roles";

interface TestFixtures {
  /** The role `page` is signed in as; null: a signed-out browser. */
  role: Role | null;
  /** axe-core on the pages the test leaves open (default true); false only with a comment saying why. */
  a11y: boolean;
  asRole: (role: Role) => Promise<Page>;
  /** The pages asRole() opened, for the accessibility check. */
  rolePages: Page[];
  /** The automatic accessibility check (see the top of this file). */
  a11yAfterTest: void;
}

interface WorkerFixtures {
  api: BackOfficeApi;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  role: [null, { option: true }],
  a11y: [true, { option: true }],
  storageState: async ({ role, storageState }, provide) => {
    await provide(role ? storageStatePath(role) : storageState);
  },
  rolePages: async ({}, provide) => {
    await provide([]);
  },
  asRole: async ({ browser, baseURL, rolePages }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (role) => {
      const context = await browser.newContext({ baseURL, storageState: storageStatePath(role) });
      contexts.push(context);
      const opened = await context.newPage();
      rolePages.push(opened);
      return opened;
    });
    for (const context of contexts) await context.close();
  },
  a11yAfterTest: [
    // Depends on `page` and `asRole`, so their pages are still open when this runs after the test body.
    async ({ a11y, page, asRole, rolePages, baseURL }, provide, testInfo) => {
      void asRole;
      await provide();
      if (!a11y || testInfo.status !== "passed") return;
      const appOrigin = new URL(baseURL!).origin;
      for (const open of [page, ...rolePages]) {
        if (open.isClosed() || !isAppUrl(open.url(), appOrigin)) continue;
        await base.step(`axe-core on ${new URL(open.url()).pathname}`, async () => {
          await open.waitForLoadState();
          await expectNoA11yViolations(open);
        }, { box: true });
      }
    },
    { auto: true },
  ],
  api: [
    async ({}, provide) => {
      const api = await backOfficeApi();
      await provide(api);
      await api.dispose();
    },
    { scope: "worker" },
  ],
});

function isAppUrl(url: string, appOrigin: string): boolean {
  try {
    return new URL(url).origin === appOrigin;
  } catch {
    return false;
  }
}

/**
 * Waits until every deferred form on the page has its code (components/ui/deferred.tsx: the
 * wrapper reads data-deferred="loaded"). A click before that is held and replayed once the code is
 * there, which a real user sees as a short delay, but Playwright's check() reads the state right
 * after its click and fails. Tests of the hold-and-replay itself (deferred-forms.spec.ts) do not use it.
 */
export async function formLive(page: Page): Promise<void> {
  await base.expect(page.locator("[data-deferred]").first()).toBeAttached();
  await base.expect(page.locator('[data-deferred="waiting"]')).toHaveCount(0, { timeout: 15_000 });
}

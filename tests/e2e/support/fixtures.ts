/**
 * The end-to-end tests' `test`: Playwright's, extended with
 *   - `role` (an option): `test.use({ role: "team" })` starts `page` and `context` signed in as
 *     that role, from the state auth.setup.ts saved (no sign-in through the page per test);
 *   - `asRole(role)`: one more page signed in as another role, in its own browser context;
 *   - `api`: the embedded API as the Admin, one sign-in per worker (support/api.ts): look-ups,
 *     and customers or staff users of the test's own (`api.createCustomer()`), so tests that
 *     change data never share it and the suite runs on several workers.
 * A file that tests signing in itself leaves `role` unset and uses signIn() from sign-in.ts.
 */
import { test as base, type BrowserContext, type Page } from "@playwright/test";
import { backOfficeApi, type BackOfficeApi } from "./api";
import { storageStatePath, type Role } from "./roles";

export { expect } from "@playwright/test";
export type { Page } from "@playwright/test";
export { openCustomer } from "./api";
export type { Role } from "./roles";

interface TestFixtures {
  /** The role `page` is signed in as; null: a signed-out browser. */
  role: Role | null;
  asRole: (role: Role) => Promise<Page>;
}

interface WorkerFixtures {
  api: BackOfficeApi;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  role: [null, { option: true }],
  storageState: async ({ role, storageState }, provide) => {
    await provide(role ? storageStatePath(role) : storageState);
  },
  asRole: async ({ browser, baseURL }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (role) => {
      const context = await browser.newContext({ baseURL, storageState: storageStatePath(role) });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
  api: [
    async ({}, provide) => {
      const api = await backOfficeApi();
      await provide(api);
      await api.dispose();
    },
    { scope: "worker" },
  ],
});

/**
 * The end-to-end run's last step (playwright.config.ts: the setup project's teardown, after every
 * test): whatever the tests did through the app (refunds, splits, replacements, one-time orders,
 * order edits, re-sized plans, exclusive discounts, claims), every order of the run's database still
 * keeps the money rules (server/backend/queries/money-rules.ts: a line's total is gross − discount
 * + tax, an order's totals the sums of its lines, refunds the sums of their records and at most what
 * was paid), read through GET /dev/fixtures/money_rules.
 */
import { expect, test as teardown } from "@playwright/test";
import { backOfficeApi } from "./support/api";

teardown("every order of the run's database keeps the money rules", async () => {
  const api = await backOfficeApi();
  try {
    expect(await api.brokenMoneyRules()).toEqual({});
  } finally {
    await api.dispose();
  }
});

/**
 * The JavaScript budget check (scripts/js-budget.ts, a stage of `npm test`, issue 23): what counts
 * as a route's first load, and the verdict that fails the stage: a route grown over the budget (a
 * heavy import), a route still over it grown past its ceiling, a ceiling naming no route.
 */
import { describe, expect, it } from "vitest";
import { ALL_PAGES } from "@/lib/pages";
import { budgetVerdict, firstLoadFiles, JS_BUDGET_KB, limitOf, OVER_BUDGET_CEILINGS_KB } from "../../scripts/js-budget";

const kB = 1000;

describe("first load", () => {
  it("is the framework's root chunks and every entry's chunks, once each, without global-error", () => {
    const files = firstLoadFiles(["framework.js", "main.js"], {
      "[project]/app/layout": ["shell.js", "main.js"],
      "[project]/app/(app)/items/page": ["items.js", "shell.js"],
      "[project]/app/global-error": ["global-error.js"],
    });
    expect(files.sort()).toEqual(["framework.js", "items.js", "main.js", "shell.js"]);
  });
});

describe("verdict", () => {
  const ceilings = { "/items": 233 };

  it("passes routes within the budget and listed routes within their ceiling", () => {
    const v = budgetVerdict([{ route: "/login", bytes: 154.1 * kB }, { route: "/items", bytes: 232.7 * kB }], ceilings);
    expect(v.over).toEqual([]);
    expect(v.withinNow).toEqual([]);
    expect(v.unknownCeilings).toEqual([]);
  });

  it("fails a route that a heavy import puts over the budget", () => {
    const login = firstLoadFiles(["framework.js"], { "[project]/app/(public)/login/page": ["login.js"] });
    const sizes: Record<string, number> = { "framework.js": 131.5 * kB, "login.js": 22.6 * kB, "zod.js": 31.8 * kB };
    const before = login.reduce((sum, f) => sum + sizes[f], 0);
    const after = [...login, "zod.js"].reduce((sum, f) => sum + sizes[f], 0);
    expect(budgetVerdict([{ route: "/login", bytes: before }], ceilings).over).toEqual([]);
    expect(budgetVerdict([{ route: "/login", bytes: after }], ceilings).over.map((r) => r.route)).toEqual(["/login"]);
  });

  it("fails a listed route grown past its ceiling, and names one back within the budget", () => {
    expect(budgetVerdict([{ route: "/items", bytes: 233.1 * kB }], ceilings).over.map((r) => r.route)).toEqual(["/items"]);
    const v = budgetVerdict([{ route: "/items", bytes: 169.9 * kB }], ceilings);
    expect(v.over).toEqual([]);
    expect(v.withinNow.map((r) => r.route)).toEqual(["/items"]);
  });

  it("names a ceiling whose route does not exist", () => {
    expect(budgetVerdict([{ route: "/login", bytes: 1 }], { "/nowhere": 200 }).unknownCeilings).toEqual(["/nowhere"]);
  });
});

describe("the ceilings of routes not yet within the budget", () => {
  it("name routes of lib/pages.ts, each above the budget (else the row goes)", () => {
    const patterns = new Set(ALL_PAGES.map((p) => p.pattern));
    for (const [route, ceiling] of Object.entries(OVER_BUDGET_CEILINGS_KB)) {
      expect(patterns.has(route), route).toBe(true);
      expect(ceiling, route).toBeGreaterThan(JS_BUDGET_KB);
    }
  });

  it("leave every other route at the budget", () => {
    expect(limitOf("/login")).toBe(JS_BUDGET_KB);
    expect(JS_BUDGET_KB).toBe(170);
  });
});

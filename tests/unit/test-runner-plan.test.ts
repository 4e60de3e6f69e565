/**
 * Issue 18: the suite must pass on any day, and `npm test` proves it by running the unit, component
 * and PGlite integration stages with the clock moved ahead (faketime). This fails when a change to
 * scripts/test.mjs drops those stages (TEST_PLAN_ONLY=1 prints every stage's command, runs none).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const script = path.resolve(__dirname, "../../scripts/test.mjs");

function plan(env: Record<string, string> = {}): string[] {
  const r = spawnSync(process.execPath, [script], { env: { ...process.env, TEST_PLAN_ONLY: "1", ...env }, encoding: "utf8", timeout: 30_000 });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.split("\n").filter((l) => l.startsWith("━━ ") && !/: (ok|FAILED)/.test(l));
}

describe("npm test's stages", () => {
  it("run unit, component and PGlite integration tests with the clock 400 days ahead", () => {
    const stages = plan({ TEST_CLOCK_OFFSET: "+400d" });
    expect(stages.some((l) => /^━━ unit and component tests, clock \+400d: faketime -f \+400d \S*vitest run --project unit --project component /.test(l))).toBe(true);
    expect(stages.some((l) => /^━━ integration tests \(PGlite\), clock \+400d: faketime -f \+400d \S*vitest run --project integration /.test(l))).toBe(true);
  });

  it("begin with the type check and ESLint, and end with the end-to-end tests", () => {
    const stages = plan();
    expect(stages[0]).toMatch(/^━━ typecheck: tsc --noEmit/);
    expect(stages[1]).toMatch(/^━━ lint: eslint --max-warnings=0 \./);
    expect(stages.at(-2)).toMatch(/^━━ end-to-end tests \(playwright\): playwright test/);
    expect(stages.at(-1)).toMatch(/^━━ JavaScript budget \(first load per route\): tsx scripts\/js-budget\.ts/);
  });
});

#!/usr/bin/env node
/**
 * `npm test`: every check, in order (two pairs side by side, `together` below), stopping at the first failure:
 *   1. tsc --noEmit   2. eslint --max-warnings=0 . (1 and 2 side by side)   3. vitest unit, then
 *   unit and component (happy-dom) with the clock moved (below)   3b. the app's production build
 *   (scripts/build-app.mjs, when the sources changed)
 *   4. vitest integration on PGlite   5. vitest integration on PostgreSQL (only when a server
 *   answers at TEST_PG_ADMIN_URL, default 127.0.0.1:5432; otherwise says so; without the tests that
 *   do not depend on the driver, DRIVER_INDEPENDENT; 4 and 5 side by side)   6. playwright (when
 *   playwright.config.ts exists)   7. the JavaScript budget of every route's first load
 *   (scripts/js-budget.ts, on the production build the end-to-end stage used; a size, not a timing).
 * Prints each stage's time as it ends, then a table of every stage's time and the total (the budget
 * is 25 minutes on a 2-core machine), and ends with one line `tests: N passed, M failed`, counted
 * from the JSON reports in test-results/.
 *
 * The suite must pass on any day, so some stages run with the clock moved ahead (Debian's
 * `faketime`, TEST_CLOCK_OFFSET, default +400d): the unit tests run once more that way, and the
 * component tests and the PGlite integration stage run only that way (the unit tests, the
 * PostgreSQL stage and the end-to-end tests keep the real clock, so both clocks are covered without
 * running the two slow stages twice; a moved clock is the stricter of the two, since a test that
 * mixes a fixed date with the real one fails there). With TEST_CLOCK_OFFSET=off the component tests
 * run on the real clock instead.
 *
 * What the suite needs from the system (Debian's chromium and faketime) is checked first: when one
 * is missing, it is installed as .ci/run does (as root, with apt-get), or the run stops at once with
 * the one command to run.
 */
import { spawn, spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_BUSINESS_TIME_ZONE } from "../lib/business-time-zone.mjs";
import { secondsLeftInBusinessDay } from "./business-midnight.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const results = path.join(root, "test-results");
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", FORCE_COLOR: process.env.FORCE_COLOR ?? "1" };
const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const totals = { passed: 0, failed: 0 };
const reports = [];
/** Every stage run so far: label, seconds, ok. */
const stages = [];
const startedAt = Date.now();
/** `npm test` should stay under this on the 2-core machines (issue 7). */
const BUDGET_SECONDS = 25 * 60;
/**
 * TEST_PLAN_ONLY=1: print every stage's command and run none of them (tests/unit/test-runner-plan.test.ts
 * checks from it that the clock-moved stages are still there).
 */
const PLAN_ONLY = process.env.TEST_PLAN_ONLY === "1";

function run(label, command, args, env = baseEnv, { clockOffset, capture } = {}) {
  if (clockOffset) {
    args = ["-f", clockOffset, command, ...args];
    command = FAKETIME;
  }
  console.log(`\n━━ ${label}: ${[path.basename(command), ...args].join(" ")}`);
  if (PLAN_ONLY) {
    stages.push({ label, seconds: 0, ok: true });
    return Promise.resolve(0);
  }
  const started = Date.now();
  return new Promise((resolve) => {
    // `capture`: the stage runs beside another one (see `together`); its output is kept and printed
    // as one block when it ends, so the two never interleave.
    const child = spawn(command, args, { cwd: root, env, stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output = [];
    if (capture) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => output.push(chunk));
    child.on("error", (err) => {
      console.error(`${label}: could not start: ${err.message}`);
      resolve(1);
    });
    child.on("close", (code, signal) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      const status = code ?? (signal ? 1 : 0);
      stages.push({ label, seconds: Number(secs), ok: status === 0 });
      if (capture) {
        console.log(`\n━━ ${label}: its output\n`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`━━ ${label}: ${status === 0 ? "ok" : `FAILED (exit ${code ?? signal})`} in ${secs} s`);
      resolve(status);
    });
  });
}

/**
 * Stages that run at the same time (issue 7: the suite's time on a 2-core machine): each of them
 * keeps one core busy at most (tsc and ESLint; the integration stages run their files one at a
 * time), so two of them side by side take about as long as the longer one. The first one's output
 * streams; the others' is printed when they end. Resolves to the first non-zero exit code, or 0.
 */
async function together(...starts) {
  const codes = await Promise.all(starts.map((start, i) => start(i > 0 && !PLAN_ONLY)));
  return codes.find((code) => code !== 0) ?? 0;
}

/**
 * Adds the counts of a vitest or playwright JSON report (if it was written). Returns the number of
 * failed tests it reported (-1 when there was no report).
 */
function count(file, kind) {
  if (!existsSync(file)) return -1;
  try {
    const json = JSON.parse(readFileSync(file, "utf8"));
    if (kind === "vitest") {
      totals.passed += json.numPassedTests ?? 0;
      totals.failed += json.numFailedTests ?? 0;
      reports.push(`${path.relative(root, file)}: ${json.numPassedTests} passed, ${json.numFailedTests} failed`);
      return json.numFailedTests ?? 0;
    } else {
      const s = json.stats ?? {};
      const passed = (s.expected ?? 0) + (s.flaky ?? 0);
      const failed = s.unexpected ?? 0;
      totals.passed += passed;
      totals.failed += failed;
      reports.push(`${path.relative(root, file)}: ${passed} passed, ${failed} failed`);
      return failed;
    }
  } catch (err) {
    console.error(`could not read ${file}: ${err.message}`);
    return -1;
  }
}

/** A test step that failed without a failing test (unhandled error, a file that did not load): count it as one failure. */
function countStepFailure(label, code, failedTests) {
  if (code !== 0 && failedTests <= 0) {
    totals.failed += 1;
    reports.push(`${label}: failed outside any test (see the output above); counted as 1 failure`);
  }
}

/** 65.3 → "1:05.3" (minutes:seconds). */
function clock(seconds) {
  const tenths = Math.round(seconds * 10);
  return `${Math.floor(tenths / 600)}:${((tenths % 600) / 10).toFixed(1).padStart(4, "0")}`;
}

/** The stage times and the total, as a table (before the last line). */
function timeSummary() {
  const total = (Date.now() - startedAt) / 1000;
  const width = Math.max(5, ...stages.map((s) => s.label.length));
  const lines = ["", "stage times:"];
  for (const s of stages) lines.push(`  ${s.label.padEnd(width)}  ${clock(s.seconds).padStart(8)}  ${s.ok ? "ok" : "FAILED"}`);
  lines.push(`  ${"total".padEnd(width)}  ${clock(total).padStart(8)}  ${total <= BUDGET_SECONDS ? "within" : "OVER"} the ${BUDGET_SECONDS / 60}-minute budget`);
  return lines.join("\n");
}

function finish(code) {
  if (reports.length) console.log(`\n${reports.join("\n")}`);
  console.log(timeSummary());
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

function postgresAnswers(url, timeoutMs = 1500) {
  let host = "127.0.0.1";
  let port = 5432;
  try {
    const u = new URL(url);
    host = u.hostname || host;
    port = Number(u.port) || port;
  } catch {
    /* default address */
  }
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve({ ok, where: `${host}:${port}` });
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

async function vitest(label, projects, reportName, extraEnv = {}, exclude = [], options = {}) {
  const file = path.join(results, `vitest-${reportName}.json`);
  if (!PLAN_ONLY) rmSync(file, { force: true });
  const env = { ...baseEnv, ...extraEnv };
  if (!("TEST_DB_DRIVER" in extraEnv)) delete env.TEST_DB_DRIVER;
  const projectArgs = [projects].flat().flatMap((p) => ["--project", p]);
  const args = ["run", ...projectArgs, ...exclude.flatMap((glob) => ["--exclude", glob]), "--reporter=default", "--reporter=json", `--outputFile.json=${file}`];
  const code = await run(label, bin("vitest"), args, env, options);
  countStepFailure(label, code, count(file, "vitest"));
  return code;
}

/** Where a command is on PATH, or undefined. */
function which(name) {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      /* not here */
    }
  }
  return undefined;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** How far ahead the clock-moved stages run (a faketime offset); "off" runs none of them. */
const CLOCK_OFFSET = process.env.TEST_CLOCK_OFFSET ?? "+400d";
const wantsE2e = existsSync(path.join(root, "playwright.config.ts"));

/**
 * Debian's packages the suite needs and does not have: chromium (the end-to-end tests; browsers are
 * never downloaded) and faketime (the clock-moved stages).
 */
function missingSystemPackages() {
  const missing = [];
  if (wantsE2e && !existsSync(CHROMIUM)) missing.push("chromium");
  if (CLOCK_OFFSET !== "off" && !which("faketime")) missing.push("faketime");
  return missing;
}

/** Installs what is missing as .ci/run does, or stops at once saying the one command to run. */
function ensureSystemPackages() {
  const missing = missingSystemPackages();
  if (missing.length === 0) return;
  const install = `apt-get update && apt-get install -y ${missing.join(" ")}`;
  const canInstall = process.getuid?.() === 0 && which("apt-get");
  if (!canInstall) {
    console.error(`\nnpm test needs Debian's ${missing.join(" and ")}, which this machine does not have; installing needs root.`);
    console.error(`Run this once, then npm test again:\n\n  sudo sh -c '${install}'\n`);
    process.exit(1);
  }
  console.log(`\n━━ installing Debian's ${missing.join(" and ")} (${install})`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", ...missing]]) {
    const r = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (r.status !== 0) {
      console.error(`\napt-get ${args.join(" ")} failed; run it by hand (${install}), then npm test again.`);
      process.exit(1);
    }
  }
  const still = missingSystemPackages();
  if (still.length) {
    console.error(`\n${still.join(" and ")} still missing after apt-get; run ${install} by hand, then npm test again.`);
    process.exit(1);
  }
}

if (!PLAN_ONLY) ensureSystemPackages();
const FAKETIME = CLOCK_OFFSET === "off" ? undefined : (which("faketime") ?? (PLAN_ONLY ? "faketime" : undefined));
/** The clock-moved stages' options (none when TEST_CLOCK_OFFSET=off). */
const movedClock = FAKETIME ? { clockOffset: CLOCK_OFFSET } : {};
if (!FAKETIME) console.log("\nTEST_CLOCK_OFFSET=off: no stage runs with the clock moved ahead");

mkdirSync(results, { recursive: true });

if ((await together((capture) => run("typecheck", bin("tsc"), ["--noEmit"], baseEnv, { capture }), (capture) => run("lint", bin("eslint"), ["--max-warnings=0", "."], baseEnv, { capture }))) !== 0) finish(1);
/** Each kind's files are two vitest projects: those sharing one module graph and those with their own (tests/support/isolation.ts). */
const UNIT = ["unit", "unit-isolated"];
const INTEGRATION = ["integration", "integration-isolated"];
if ((await vitest("unit tests", UNIT, "unit")) !== 0) finish(1);
if (FAKETIME) {
  if ((await vitest(`unit and component tests, clock ${CLOCK_OFFSET}`, [...UNIT, "component"], "unit-component-moved-clock", {}, [], movedClock)) !== 0) finish(1);
} else if ((await vitest("component tests", "component", "component")) !== 0) finish(1);
// The app's production build, once, before the stages that start it (the multi-process integration
// tests, the end-to-end stack, the JavaScript budget): its own stage, so a failed build shows its
// output here, and no test builds it beside another stage's servers.
const buildLabel = "app build (next build, when the sources changed)";
const build = await run(buildLabel, process.execPath, [path.join(root, "scripts", "build-app.mjs")]);
countStepFailure(buildLabel, build, 0);
if (build !== 0) finish(1);
const pgliteLabel = FAKETIME ? `integration tests (PGlite), clock ${CLOCK_OFFSET}` : "integration tests (PGlite)";

/**
 * Integration tests that do not depend on the database driver run in the PGlite stage only (two
 * `next start` processes on one Redis: minutes, and nothing of them changes with PostgreSQL; the
 * BFF's tests against a fake upstream). tests/unit/test-runner-plan.test.ts checks that each of
 * them is a file that opens no database.
 */
const DRIVER_INDEPENDENT = [
  "tests/integration/replicas.test.ts",
  "tests/integration/logout-restart.test.ts",
  "tests/integration/app-workers.test.ts",
  "tests/integration/sign-in-over-session.test.ts",
  // The BFF against a fake upstream of the test's own (tests/support/bff.ts): no database at all.
  ...["bench-bare", "bff-auth", "bff-bad-escapes", "bff-page-proxy", "bff-proxy", "bff-server-components", "bff-token-after-reads", "bff-upstream-client", "csv-download", "customer-open-claims", "hostile-input-bff-pages", "hostile-input-bff", "pet-form-options-kept", "session-hardening", "shared-store"].map((name) => `tests/integration/${name}.test.ts`),
];

// The two integration stages run side by side (`together`): each runs its files one at a time
// (vitest.config.ts, fileParallelism false), on databases, ports and Redis key prefixes of its own.
const pg = await postgresAnswers(PG_ADMIN_URL);
const pgliteStage = (capture) => vitest(pgliteLabel, INTEGRATION, "integration-pglite", {}, [], { ...movedClock, capture });
if (pg.ok) {
  console.log(`\n${DRIVER_INDEPENDENT.join(", ")}: not run again on PostgreSQL (they do not depend on the database driver; they ran in the PGlite stage)`);
  const pgStage = (capture) => vitest("integration tests (PostgreSQL)", INTEGRATION, "integration-postgres", { TEST_DB_DRIVER: "postgres" }, DRIVER_INDEPENDENT, { capture });
  if ((await together(pgliteStage, pgStage)) !== 0) finish(1);
} else {
  if ((await pgliteStage(false)) !== 0) finish(1);
  console.log(`\nPostgreSQL path NOT run: no server at ${pg.where} (set TEST_PG_ADMIN_URL or start PostgreSQL to run it)`);
}

if (wantsE2e) {
  await awayFromBusinessMidnight();
  const file = path.join(results, "playwright.json");
  if (!PLAN_ONLY) rmSync(file, { force: true });
  const code = await run("end-to-end tests (playwright)", bin("playwright"), ["test", "--reporter=list,json"], {
    ...baseEnv,
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  countStepFailure("end-to-end tests (playwright)", code, count(file, "playwright"));
  if (code !== 0) finish(1);
} else {
  console.log("\nend-to-end tests: no playwright.config.ts yet, nothing to run");
}

/**
 * The end-to-end stage signs each role in once (tests/e2e/auth.setup.ts) and a sign-in lasts until the
 * business day ends (midnight in the business time zone, real clock: the daily login): a stage that
 * crossed midnight would find every session over. So when less than E2E_DAY_MARGIN_MINUTES (default
 * 30, more than the stage takes) of the business day is left, the stage waits for the next one.
 */
async function awayFromBusinessMidnight() {
  const margin = Number(process.env.E2E_DAY_MARGIN_MINUTES ?? 30);
  const zone = process.env.BUSINESS_TIME_ZONE || DEFAULT_BUSINESS_TIME_ZONE;
  const secondsLeft = secondsLeftInBusinessDay(new Date(), zone);
  if (PLAN_ONLY || secondsLeft > margin * 60) return;
  const wait = secondsLeft + 60;
  console.log(`\nend-to-end tests wait ${Math.ceil(wait / 60)} min for the business day (${zone}) to turn: their sign-ins end at midnight there`);
  await new Promise((resolve) => setTimeout(resolve, wait * 1000));
}

const budgetLabel = "JavaScript budget (first load per route)";
const budget = await run(budgetLabel, bin("tsx"), ["scripts/js-budget.ts"]);
countStepFailure(budgetLabel, budget, 0);
if (budget !== 0) finish(1);

finish(0);

/**
 * Issue 13 acceptance: "an export of 100,000 items streams with the app's resident memory growing
 * by less than 50 MB". The embedded API and the app's route handler run in this process, so the
 * figure covers both (tests/support/export-memory.ts; `npm run bench:export` prints it).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestBackend, measureItemsExport, seedItems } from "../support/export-memory";
import type { TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";

const ITEMS = 100_000;

describe(`items export of ${ITEMS} items (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  beforeAll(async () => {
    be = await createTestBackend();
    await seedItems(be, ITEMS);
  }, 300_000);
  afterAll(async () => be?.close());

  it("streams every row with resident memory growing by less than 50 MB", async () => {
    const m = await measureItemsExport(be, ITEMS);
    console.info(`items export (${TEST_DB_DRIVER}): ${m.lines} lines, ${(m.bytes / 1024 / 1024).toFixed(1)} MB in ${m.seconds.toFixed(1)} s; RSS ${m.baselineRssMb.toFixed(1)} → peak ${m.peakRssMb.toFixed(1)} MB (growth ${m.growthMb.toFixed(1)} MB); first bytes after ${m.firstChunkMs.toFixed(0)} ms`);
    expect(m.lines).toBe(ITEMS + 1);
    expect(m.growthMb).toBeLessThan(50);
  }, 300_000);
});

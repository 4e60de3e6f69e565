/**
 * `npm run backend`'s start path (startBackend in server/backend/server.ts): opens the configured
 * database, migrates, seeds an empty one, listens; a second start reuses the data; a PGlite data
 * directory cannot be opened by two processes at once. On PGlite (a temp directory) or, with
 * TEST_DB_DRIVER=postgres, on a throw-away PostgreSQL database through DATABASE_URL.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lockDataDir } from "@/server/backend/server";
import { DEMO_PASSWORD } from "../support/backend";
import { startableBackend } from "../support/backend-start";
import { TEST_DB_DRIVER } from "../support/test-db";
import { authEndpoints } from "@/lib/contract/auth";
import { endpoints } from "@/lib/contract/endpoints";
import { httpApiClient } from "../support/api-client";
import { DEMO } from "../support/demo-staff";

describe(`startBackend (${TEST_DB_DRIVER})`, () => {
  const { dir, start } = startableBackend("start");

  it("seeds an empty database on first start, serves it, and reuses the data on the next start", async () => {
    const first = await start();
    expect(first.backend.database.driver).toBe(TEST_DB_DRIVER);
    expect(first.backend.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${first.backend.url}/health`)).status).toBe(200);
    const login = await httpApiClient(first.backend.url).as(null).call(authEndpoints.login, { body: { email: DEMO.admin, password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    expect(first.log()).toContain("empty database: seeding the demo data");
    expect(first.log()).toContain("embedded API listening on");
    await first.backend.close();

    const second = await start();
    expect(second.log()).not.toContain("seeding the demo data");
    // The token issued before the restart still works: the data persisted.
    const list = await httpApiClient(second.backend.url).as({ token }).call(endpoints.listStaffUsers, { query: {} });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { count: number }).count).toBe(8);
    await second.backend.close();
  });

  it("refuses to open a PGlite directory that another live process owns, and frees it on close", async () => {
    const dataDir = path.join(dir(), "locked");
    const lockFile = `${dataDir}.lock`;
    const release = lockDataDir(dataDir);
    expect(existsSync(lockFile)).toBe(true);
    // A lock held by another live process (the test runner's parent stands in for it).
    release();
    const { writeFileSync } = await import("node:fs");
    writeFileSync(lockFile, String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(/in use by process/);
    // A stale lock (no such process) is taken over.
    writeFileSync(lockFile, "999999999");
    const again = lockDataDir(dataDir);
    again();
    expect(existsSync(lockFile)).toBe(false);
  });
});

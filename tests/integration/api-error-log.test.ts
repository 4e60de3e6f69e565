/**
 * The embedded API's "unexpected error" log line (server/backend/http/loggable-error.ts): a query
 * that fails unexpectedly answers 500 "Internal error", and its log line names the failed SQL and
 * the database's error code but none of the values the request carried (a customer's name in a
 * search, here), which drizzle's error message and `params` property would otherwise write out.
 * Runs on both drivers: the table is renamed for the one call, so the query fails in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { loggableError } from "@/server/backend/http/loggable-error";
import { endpoints } from "@/lib/contract/endpoints";
import { createTestBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";

const NAME = "Quillfeather";

describe(`the API's unexpected-error log line (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  beforeAll(async () => {
    be = await createTestBackend();
    await be.signIn("team");
  });
  afterAll(async () => {
    await be?.close();
  });

  it("answers 500 and logs the SQL and the error code, not the customer's name the search carried", async () => {
    await be.db.execute(sql`alter table accounts rename to accounts_away`);
    try {
      const res = await be.as("team").unchecked(endpoints.searchCustomers, { body: { last_name: NAME, email: `${NAME.toLowerCase()}@example.com` } });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ detail: "Internal error" });
    } finally {
      await be.db.execute(sql`alter table accounts_away rename to accounts`);
    }
    const line = be.logLines().find((l) => l.msg === "unexpected error");
    expect(line).toBeDefined();
    const err = line!.error as Record<string, unknown>;
    expect(String(err.query)).toMatch(/accounts/);
    expect((err.cause as Record<string, unknown>).code).toBe("42P01");
    expect(be.logText()).not.toMatch(new RegExp(NAME, "i"));
  });

  it("keeps the stack's frames and drops a params list that runs over several lines", () => {
    const e = new DrizzleQueryError("select 1 where a = $1", ["line one\nline two Quillfeather"], Object.assign(new Error('invalid input syntax for type integer: "Quillfeather"'), { code: "22P02" }));
    const out = loggableError(e);
    expect(JSON.stringify(out)).not.toMatch(/Quillfeather/);
    expect(out.message).toBe("Failed query: select 1 where a = $1\nparams: [not logged]");
    expect(String(out.stack)).toMatch(/\n\s+at /);
    expect(out.cause).toMatchObject({ code: "22P02", message: 'invalid input syntax for type integer: "[value]"' });
  });
});

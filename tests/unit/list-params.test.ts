/** The list pages' URL state (lib/list-params.ts, and the audit log's, lib/audit-log.ts): bad URL input reads as the default, never an error page. */
import { describe, expect, it } from "vitest";
import { filterParsers, loadListParams } from "@/lib/list-params";
import { createLoader } from "nuqs/server";

describe("the search of a list's URL", () => {
  it("is trimmed; blank reads as no search", () => {
    expect(loadListParams({ search: "  bark  " }).search).toBe("bark");
    expect(loadListParams({ search: "   " }).search).toBe("");
  });

  it("a NUL reads as no search (the API refuses such text: the page was the error screen); a URL cannot carry a lone surrogate (read as U+FFFD)", () => {
    for (const search of ["a\u0000b", "\u0000"]) expect(loadListParams({ search }).search, JSON.stringify(search)).toBe("");
    expect(loadListParams({ search: "Rex 🐶" }).search).toBe("Rex 🐶");
    // A search cut at 200 through an emoji keeps its first 199 characters (was: half an emoji, then no search at all).
    expect(loadListParams({ search: `${"a".repeat(199)}🐶tail` }).search).toBe("a".repeat(199));
  });

  it("a text filter (the discounts' prefix) reads the same way", () => {
    const load = createLoader(filterParsers([{ name: "prefix", kind: "text", label: "Prefix" }] as Parameters<typeof filterParsers>[0]));
    expect(load({ prefix: "%00" }).prefix).toBe("%00");
    expect(load({ prefix: "\u0000" }).prefix).toBe("");
    expect(load({ prefix: " SUMMER " }).prefix).toBe("SUMMER");
  });
});

describe("the audit log's URL (lib/audit-log.ts)", () => {
  it("a staff filter holding a NUL reads as no filter (was: the error screen); an email is trimmed and lower-cased", async () => {
    const { loadAuditLogParams } = await import("@/lib/audit-log");
    expect(loadAuditLogParams({ staff: "a\u0000@b.co" }).staff).toBeNull();
    expect(loadAuditLogParams({ staff: " Admin+Bark@Example.com " }).staff).toBe("admin+bark@example.com");
  });
});

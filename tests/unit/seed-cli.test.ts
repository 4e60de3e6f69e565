/** Seed command arguments, its PostgreSQL session settings, and the COPY text encoding. */
import { describe, expect, it } from "vitest";
import { copyField } from "@/server/backend/seed/bulk-insert";
import { parseSeedArgs, seedConnectionUrl } from "@/server/backend/seed/cli-args";

describe("parseSeedArgs", () => {
  it("reads --customers and --seed in both spellings, defaulting the count", () => {
    expect(parseSeedArgs([], 500)).toEqual({ customers: 500 });
    expect(parseSeedArgs(["--customers", "1000000", "--seed", "7"], 500)).toEqual({ customers: 1_000_000, seed: 7 });
    expect(parseSeedArgs(["--customers=25"], 500)).toEqual({ customers: 25 });
  });

  it("refuses counts outside 0..1,000,000, non-numbers and unknown flags", () => {
    expect(() => parseSeedArgs(["--customers", "1000001"], 500)).toThrow(/--customers/);
    expect(() => parseSeedArgs(["--customers", "-1"], 500)).toThrow(/--customers/);
    expect(() => parseSeedArgs(["--customers", "ten"], 500)).toThrow(/--customers/);
    expect(() => parseSeedArgs(["--customers"], 500)).toThrow(/--customers/);
    expect(() => parseSeedArgs(["--fast"], 500)).toThrow(/unknown argument/);
  });
});

describe("seedConnectionUrl", () => {
  it("adds the seed's session options, and keeps options a user set", () => {
    const bulk = new URL(seedConnectionUrl("postgres://postgres@127.0.0.1:5432/db", true));
    expect(bulk.searchParams.get("options")).toBe("-c synchronous_commit=off -c maintenance_work_mem=256MB -c session_replication_role=replica");
    const checked = new URL(seedConnectionUrl("postgres://postgres@127.0.0.1:5432/db", false));
    expect(checked.searchParams.get("options")).toBe("-c synchronous_commit=off -c maintenance_work_mem=256MB");
    expect(seedConnectionUrl("postgres://h/db?options=-c%20x%3D1", true)).toBe("postgres://h/db?options=-c%20x%3D1");
  });
});

describe("copyField", () => {
  it("encodes nulls, scalars, dates, arrays and json in COPY text format", () => {
    expect(copyField(null, "text")).toBe("\\N");
    expect(copyField(12.5, "numeric(12, 2)")).toBe("12.5");
    expect(copyField(true, "boolean")).toBe("t");
    expect(copyField(new Date("2026-01-02T03:04:05Z"), "timestamp with time zone")).toBe("2026-01-02T03:04:05.000Z");
    expect(copyField(["Mixed Breed", 'say "hi"'], "text[]")).toBe('{"Mixed Breed","say \\\\"hi\\\\""}');
    expect(copyField({ a: "x\ty" }, "jsonb")).toBe('{"a":"x\\\\ty"}');
    expect(copyField("line\nbreak\\", "text")).toBe("line\\nbreak\\\\");
  });
});

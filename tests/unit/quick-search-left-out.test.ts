import { describe, expect, it } from "vitest";
import { customersLeftOut } from "@/server/bff/pages/quick-search";

const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i }));

describe("customersLeftOut: the header search's 'N more customers match'", () => {
  it("fifteen customers found by two overlapping searches: 5 more beside the 10 shown, not 10", () => {
    // First name "Jane" and email "jane…" find the same fifteen; each answers its first 10.
    const byFirstName = { count: 15, results: ids(1, 10) };
    const byEmail = { count: 15, results: ids(1, 10) };
    const shown = new Set(ids(1, 10).map((c) => c.id));
    expect(customersLeftOut([byFirstName, null, byEmail], shown)).toEqual({ moreCustomers: 5, index: 0 });
  });
  it("the search that leaves out the most is the one to refine", () => {
    const small = { count: 3, results: ids(100, 3) };
    const big = { count: 30, results: ids(1, 10) };
    const shown = new Set([...ids(100, 3), ...ids(1, 10)].map((c) => c.id));
    expect(customersLeftOut([small, big], shown)).toEqual({ moreCustomers: 20, index: 1 });
  });
  it("everything shown: none more, nothing to refine", () => {
    expect(customersLeftOut([{ count: 2, results: ids(1, 2) }, null], new Set([1, 2]))).toEqual({ moreCustomers: 0, index: null });
  });
});

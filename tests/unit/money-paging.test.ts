import { describe, expect, it } from "vitest";
import { formatMoney, round2, subMoney, sumMoney, toNumber } from "@/lib/money";
import { pageBlock, pageCountOf, pastEndLastPage } from "@/lib/paging";

describe("money (2 decimals, null counts as 0)", () => {
  it("rounds to cents without binary surprises", () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2("2.675")).toBe(2.68);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(subMoney(10, 9.99)).toBe(0.01);
  });
  it("null, undefined, empty and garbage count as 0", () => {
    expect(toNumber(null)).toBe(0);
    expect(toNumber(undefined)).toBe(0);
    expect(toNumber("")).toBe(0);
    expect(toNumber("abc")).toBe(0);
    expect(sumMoney([null, 5, undefined])).toBe(5);
  });
  it("formats with a currency prefix and 2 decimals", () => {
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    expect(formatMoney(null)).toBe("$0.00");
  });
  it("formats negatives, rounds half away from zero, and answers the same for a number and its text, every time", () => {
    for (let round = 0; round < 2; round++) {
      // Twice: the second answers come from formatMoney's memory (lib/format.ts remembered).
      expect(formatMoney(-1.005)).toBe("-$1.01");
      expect(formatMoney("-1234.5")).toBe("-$1,234.50");
      expect(formatMoney(2.675)).toBe("$2.68");
      expect(formatMoney("2.675")).toBe("$2.68");
      expect(formatMoney(1234567.891)).toBe("$1,234,567.89");
      expect(formatMoney(0.004)).toBe("$0.00");
      expect(formatMoney(undefined)).toBe("$0.00");
      expect(formatMoney("")).toBe("$0.00");
      expect(formatMoney("abc")).toBe("$0.00");
      expect(formatMoney(45)).toBe("$45.00");
      expect(formatMoney("45")).toBe("$45.00");
    }
  });
});

describe("paging: 5 page buttons per block", () => {
  it("returns the block holding the page", () => {
    expect(pageBlock(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageBlock(5, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageBlock(6, 12)).toEqual([6, 7, 8, 9, 10]);
    expect(pageBlock(12, 12)).toEqual([11, 12]);
    expect(pageBlock(99, 3)).toEqual([1, 2, 3]);
    expect(pageBlock(1, 0)).toEqual([]);
  });
  it("page counts", () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(25, 25)).toBe(1);
  });
  it("a page past the end while rows match gives the last page; a page with rows, or a list with none, gives null", () => {
    expect(pastEndLastPage(25, 99, 10)).toBe(3);
    expect(pastEndLastPage(10, 2, 10)).toBe(1);
    expect(pastEndLastPage(40, 4, 25)).toBe(2);
    expect(pastEndLastPage(25, 3, 10)).toBeNull();
    expect(pastEndLastPage(0, 4, 10)).toBeNull();
    expect(pastEndLastPage(0, 1, 10)).toBeNull();
  });
});

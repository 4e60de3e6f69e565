/** rebaseEdit and rebaseKeyedRows (lib/rebase-edit.ts): after a stale edit is reloaded, the agent's changed fields (rows) stay, the rest is current. */
import { describe, expect, it } from "vitest";
import { rebaseEdit, rebaseKeyedRows } from "@/lib/rebase-edit";

describe("rebaseEdit", () => {
  it("keeps the fields the agent changed and takes the others from the current object", () => {
    const base = { notes: "a", types: ["X"], amount: 1, flag: false };
    const mine = { notes: "mine", types: ["X"], amount: 1, flag: false };
    const theirs = { notes: "a", types: ["X", "Y"], amount: 2, flag: false };
    expect(rebaseEdit(mine, base, theirs)).toEqual({ notes: "mine", types: ["X", "Y"], amount: 2, flag: false });
  });

  it("the agent's change wins on a field both changed; nothing changed: the current object", () => {
    const base = { notes: "a", amount: 1 };
    expect(rebaseEdit({ notes: "mine", amount: 1 }, base, { notes: "theirs", amount: 1 })).toEqual({ notes: "mine", amount: 1 });
    expect(rebaseEdit(base, base, { notes: "theirs", amount: 3 })).toEqual({ notes: "theirs", amount: 3 });
  });

  it("fields of a group follow together: the agent changed one of them, all keep the agent's values", () => {
    const base = { visit: "YES", bill: true, cost: 10, notes: "a" };
    const mine = { ...base, visit: "UNKNOWN" };
    const theirs = { ...base, cost: 99, notes: "theirs" };
    expect(rebaseEdit(mine, base, theirs, [["visit", "bill", "cost"]])).toEqual({ visit: "UNKNOWN", bill: true, cost: 10, notes: "theirs" });
    expect(rebaseEdit(base, base, theirs, [["visit", "bill", "cost"]])).toEqual(theirs);
  });
});

describe("rebaseKeyedRows", () => {
  const rows = (...pairs: [string, string][]) => pairs.map(([key, value]) => ({ key, value }));

  it("per key: the agent's change stays, untouched rows take theirs or go with the key, theirs' new keys are appended", () => {
    const base = rows(["A", "2"], ["B", "1"], ["C", "1"]);
    const theirs = rows(["A", "3"], ["B", "1"], ["D", "4"]);
    expect(rebaseKeyedRows(rows(["A", "2"], ["B", "5"], ["C", "1"]), base, theirs)).toEqual(rows(["A", "3"], ["B", "5"], ["D", "4"]));
    expect(rebaseKeyedRows(base, base, theirs)).toEqual(theirs);
  });

  it("a row the agent changed stays even when theirs dropped its key; the agent's added, repeated and blank rows stay as they are", () => {
    const base = rows(["A", "2"], ["C", "1"]);
    const theirs = rows(["A", "2"], ["X", "7"]);
    const mine = rows(["A", "2"], ["C", "6"], ["E", "1"], ["A", "9"], ["", "1"], ["X", "2"]);
    expect(rebaseKeyedRows(mine, base, theirs)).toEqual(rows(["A", "2"], ["C", "6"], ["E", "1"], ["A", "9"], ["", "1"], ["X", "2"]));
  });

  it("keys that are names of Object.prototype's properties are keys like any other", () => {
    const base = rows(["constructor", "1"]);
    expect(rebaseKeyedRows(base, base, rows(["toString", "2"]))).toEqual(rows(["toString", "2"]));
  });
});

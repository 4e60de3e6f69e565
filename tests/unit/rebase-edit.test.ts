/** rebaseEdit (lib/rebase-edit.ts): after a stale edit is reloaded, the agent's changed fields stay, the rest is current. */
import { describe, expect, it } from "vitest";
import { rebaseEdit } from "@/lib/rebase-edit";

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

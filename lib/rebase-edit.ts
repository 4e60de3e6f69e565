/**
 * Keeping what the agent typed after a stale edit (409, lib/contract/versioned.ts) is reloaded: a
 * three-way merge of a form's top-level fields. A field the agent changed (mine differs from the
 * base the form was loaded from) keeps the agent's value; every other field takes the current one
 * (theirs), so the other person's change is not undone by the next save unless the agent changed
 * that same field. Values are compared by their JSON.
 */
export function rebaseEdit<T extends Record<string, unknown>>(mine: T, base: T, theirs: T): T {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const out = { ...theirs };
  for (const key of Object.keys(mine) as (keyof T)[]) {
    if (!same(mine[key], base[key])) out[key] = mine[key];
  }
  return out;
}

/**
 * Keeping what the agent typed after a stale edit (409, lib/contract/versioned.ts) is reloaded: a
 * three-way merge of a form's top-level fields. A field the agent changed (mine differs from the
 * base the form was loaded from) keeps the agent's value; every other field takes the current one
 * (theirs), so the other person's change is not undone by the next save unless the agent changed
 * that same field. `groups`: fields that only make sense together (one answer resets the others)
 * are merged as one: the agent changed any of them, all of them keep the agent's values. Values
 * are compared by their JSON.
 */
export function rebaseEdit<T extends Record<string, unknown>>(mine: T, base: T, theirs: T, groups: readonly (readonly (keyof T)[])[] = []): T {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const out = { ...theirs };
  for (const key of Object.keys(mine) as (keyof T)[]) {
    const group = groups.find((g) => g.includes(key)) ?? [key];
    if (group.some((k) => !same(mine[k], base[k]))) out[key] = mine[key];
  }
  return out;
}

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

export interface KeyedRow<V> {
  key: string;
  value: V;
}

/**
 * rebaseEdit for a list of rows keyed by one field, one value each (a product's items by SKU, the
 * quantity). The first row of a key `base` holds is the agent's copy of that key; any other row of
 * `mine` (a new key, a repeated or a blank one) is the agent's addition and stays as it is. Per key,
 * as rebaseEdit: a row the agent changed keeps the agent's value (even if theirs dropped the key);
 * an untouched one takes theirs' value, and goes when theirs no longer holds the key. Keys theirs
 * holds that `mine` does not show are appended in theirs' order. The rows keep mine's order.
 */
export function rebaseKeyedRows<V>(mine: readonly KeyedRow<V>[], base: readonly KeyedRow<V>[], theirs: readonly KeyedRow<V>[]): KeyedRow<V>[] {
  const baseKeys = new Set(base.map((r) => r.key));
  const isKeyRow = (row: KeyedRow<V>, index: number) => baseKeys.has(row.key) && mine.findIndex((r) => r.key === row.key) === index;
  const valuesOf = (rows: readonly KeyedRow<V>[]) => Object.fromEntries(rows.map((r) => [r.key, r.value])) as Record<string, V>;
  const merged = rebaseEdit(valuesOf(mine.filter(isKeyRow)), valuesOf(base), valuesOf(theirs));
  const out = mine.flatMap((row, index) => (!isKeyRow(row, index) ? [row] : Object.hasOwn(merged, row.key) ? [{ key: row.key, value: merged[row.key]! }] : []));
  const shown = new Set(out.map((r) => r.key));
  for (const row of theirs) if (!shown.has(row.key)) out.push({ key: row.key, value: merged[row.key]! });
  return out;
}

/** Rows grouped by a key, in their order (serializers fetch children with `inArray`, then group). */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

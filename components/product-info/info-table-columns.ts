/**
 * DataTable columns from the product information column lists (lib/product-info-columns.ts):
 * consecutive columns of one group go under one grouped header; a status column shows a StatusBadge;
 * a number column (`sortValue`) sorts on its number, missing ones last; an identifier column (a code,
 * a SKU) stays on one line (DataTable's `meta.identifier`).
 */
import { dataTableColumns, type DataTableColumn } from "@/components/ui/data-table";
import type { RowData } from "@tanstack/react-table";
import { createElement } from "react";
import { StatusBadge } from "@/components/ui/status-badge";
import type { InfoColumn } from "@/lib/product-info-columns";

export function infoTableColumns<R extends RowData>(columns: readonly InfoColumn<R>[]): DataTableColumn<R>[] {
  const col = dataTableColumns<R>();
  const leaf = (c: InfoColumn<R>): DataTableColumn<R> => {
    const kind = c.statusKind;
    // A number column shows its text and sorts on its number (as text, "1,200" would sort before "600").
    if (c.sortValue) return col.sortedBy({ id: c.id, header: c.header, text: c.text, sortValue: c.sortValue });
    return col.accessor((row: R) => c.text(row), {
      id: c.id,
      header: c.header,
      ...(c.identifier ? { meta: { identifier: true } } : {}),
      ...(kind ? { cell: (info: { getValue: () => string }) => createElement(StatusBadge, { kind, status: info.getValue() }) } : {}),
    });
  };
  const out: DataTableColumn<R>[] = [];
  for (let i = 0; i < columns.length; ) {
    const group = columns[i]!.group;
    if (!group) {
      out.push(leaf(columns[i]!));
      i += 1;
      continue;
    }
    const members: DataTableColumn<R>[] = [];
    while (i < columns.length && columns[i]!.group === group) {
      members.push(leaf(columns[i]!));
      i += 1;
    }
    out.push(col.group({ id: `group-${group}`, header: group, columns: members }) as DataTableColumn<R>);
  }
  return out;
}

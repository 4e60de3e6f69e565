"use client";
/**
 * DataTable's selection by click (`rowSelection.by: "click"`): a click selects that row alone,
 * ctrl/cmd-click toggles it, shift-click selects the range from the anchor (the row last clicked
 * without shift) to it. From the keyboard the rows are one tab stop (roving tabindex):
 * ArrowUp/ArrowDown/Home/End move, shift+arrow extends the range, Space or Enter selects like a
 * click (ctrl/cmd: toggle, shift: range), Escape clears. The range runs over the rows on screen.
 *   useClickSelection({ enabled, rows, selection, setSelection }) → { bodyRef (the <tbody>), rowProps(id) }
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import type { RowSelectionState } from "@tanstack/react-table";

interface SelectableRow {
  id: string;
  getIsSelected: () => boolean;
}

export function useClickSelection({
  enabled,
  rows,
  selection,
  setSelection,
}: {
  enabled: boolean;
  rows: readonly SelectableRow[];
  selection: RowSelectionState;
  setSelection: (ids: RowSelectionState) => void;
}) {
  // The range anchor and the selection as last set, in refs: clicks that come in a burst before a
  // re-render (a deferred island replays the ones held while its code loaded) each see the one before
  // (a click, then a shift-click: the range from the first). The row holding the tab stop is state.
  const anchor = useRef<string | null>(null);
  const latest = useRef(selection);
  useEffect(() => {
    latest.current = selection;
  }, [selection]);
  const select = (ids: RowSelectionState) => {
    latest.current = ids;
    setSelection(ids);
  };
  const [focusId, setFocusId] = useState<string | null>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);

  const rangeIds = (fromId: string, toId: string): RowSelectionState => {
    const ids = rows.map((r) => r.id);
    const a = ids.indexOf(fromId);
    const b = ids.indexOf(toId);
    if (a === -1 || b === -1) return { [toId]: true };
    const [lo, hi] = a <= b ? [a, b] : [b, a];
    return Object.fromEntries(ids.slice(lo, hi + 1).map((id) => [id, true]));
  };
  const selectRow = (id: string, mode: { toggle: boolean; range: boolean }) => {
    if (mode.range && anchor.current !== null) {
      select(rangeIds(anchor.current, id));
    } else if (mode.toggle) {
      const next = { ...latest.current };
      if (next[id]) delete next[id];
      else next[id] = true;
      select(next);
      anchor.current = id;
    } else {
      select({ [id]: true });
      anchor.current = id;
    }
    setFocusId(id);
  };
  const focusRow = (id: string) => {
    setFocusId(id);
    [...(bodyRef.current?.querySelectorAll<HTMLElement>("tr[data-row-id]") ?? [])].find((tr) => tr.dataset.rowId === id)?.focus();
  };
  const onRowClick = (id: string, event: MouseEvent) => selectRow(id, { toggle: event.ctrlKey || event.metaKey, range: event.shiftKey });
  const onRowKeyDown = (id: string, event: KeyboardEvent) => {
    const ids = rows.map((r) => r.id);
    const at = ids.indexOf(id);
    const move = (to: number) => {
      const target = ids[Math.max(0, Math.min(ids.length - 1, to))];
      if (target === undefined) return;
      event.preventDefault();
      focusRow(target);
      if (event.shiftKey) {
        anchor.current ??= id;
        select(rangeIds(anchor.current, target));
      }
    };
    switch (event.key) {
      case "ArrowDown":
        return move(at + 1);
      case "ArrowUp":
        return move(at - 1);
      case "Home":
        return move(0);
      case "End":
        return move(ids.length - 1);
      case " ":
      case "Enter":
        event.preventDefault();
        return selectRow(id, { toggle: event.ctrlKey || event.metaKey, range: event.shiftKey });
      case "Escape":
        if (Object.keys(latest.current).length === 0) return;
        event.preventDefault();
        select({});
        return;
      default:
        return;
    }
  };
  const tabStop = enabled ? (rows.find((r) => r.id === focusId) ?? rows.find((r) => r.getIsSelected()) ?? rows[0])?.id : undefined;

  /** The props of a row's <tr> (none unless selection by click is on). */
  const rowProps = (row: SelectableRow) =>
    enabled
      ? {
          "aria-selected": row.getIsSelected(),
          tabIndex: row.id === tabStop ? 0 : -1,
          onClick: (event: MouseEvent) => onRowClick(row.id, event),
          onKeyDown: (event: KeyboardEvent) => onRowKeyDown(row.id, event),
          onFocus: () => setFocusId(row.id),
        }
      : {};

  return { bodyRef, rowProps };
}

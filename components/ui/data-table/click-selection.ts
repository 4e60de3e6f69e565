"use client";
/**
 * DataTable's selection by click (`rowSelection.by: "click"`): a click selects that row alone,
 * ctrl/cmd-click toggles it, shift-click selects the range from the anchor (the row last clicked
 * without shift) to it. From the keyboard the rows are one tab stop (roving tabindex):
 * ArrowUp/ArrowDown/Home/End move, shift+arrow extends the range, Space or Enter selects like a
 * click (ctrl/cmd: toggle, shift: range), Escape clears. The range runs over the rows on screen.
 *   useClickSelection({ enabled, rows, selection, setSelection }) → { bodyRef (the <tbody>), rowProps(id) }
 */
import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
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
  // The range anchor and the row holding the tab stop.
  const [anchorId, setAnchorId] = useState<string | null>(null);
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
    if (mode.range && anchorId !== null) {
      setSelection(rangeIds(anchorId, id));
    } else if (mode.toggle) {
      const next = { ...selection };
      if (next[id]) delete next[id];
      else next[id] = true;
      setSelection(next);
      setAnchorId(id);
    } else {
      setSelection({ [id]: true });
      setAnchorId(id);
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
        const from = anchorId ?? id;
        if (anchorId === null) setAnchorId(id);
        setSelection(rangeIds(from, target));
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
        if (Object.keys(selection).length === 0) return;
        event.preventDefault();
        setSelection({});
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

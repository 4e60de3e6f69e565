"use client";
/**
 * DataTable's Columns menu (./columns-menu.tsx, Radix Popover) loaded with a table that offers it,
 * not with every table (issue 23: most tables have no menu, e.g. the customer search results).
 * `loadColumnsMenu()` fetches it ahead (a deferred island whose table has the menu loads it with
 * the table's code): once it is there, `LazyColumnsMenu` renders at once, without suspending, so the
 * island hydrates whole and a click held for it is not lost on a part still waiting for its code.
 * Before that it suspends to the nearest Suspense boundary (DataTable puts none of its own around it).
 */
import { lazy, type ComponentType } from "react";
import type { ColumnsMenu } from "./columns-menu";

type Menu = { default: typeof ColumnsMenu };
let loaded: Menu | null = null;
let loading: Promise<Menu> | null = null;

export const loadColumnsMenu = (): Promise<Menu> => (loading ??= import("./columns-menu").then((m) => (loaded = { default: m.ColumnsMenu })));

/** Already loaded: a thenable that resolves at once, so React.lazy renders without suspending. */
export const LazyColumnsMenu: ComponentType<Parameters<typeof ColumnsMenu>[0]> = lazy(() =>
  loaded ? ({ then: (resolve: (m: Menu) => void) => resolve(loaded!) } as unknown as Promise<Menu>) : loadColumnsMenu(),
);

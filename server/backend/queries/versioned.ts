/**
 * Optimistic concurrency, the embedded API's half (lib/contract/versioned.ts): every edit of a
 * versioned object, inside its write transaction,
 * 1. reads the row locked (`FOR UPDATE`) and calls `checkVersion(row, sent, noun)`: 409 when the
 *    edit was based on another version (`sent` undefined: a client that sends none, not checked);
 * 2. spreads `bumpVersion(table)` into the UPDATE's SET (every change raises the version, also
 *    changes made by other calls, so an editor opened before them is stale too).
 * Where the row is not read locked first, `versionMatches(table, sent)` makes the UPDATE itself
 * conditional and an UPDATE that matched nothing throws `staleVersion(noun)`.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { STALE_VERSION_STATUS, staleVersionMessage } from "../../../lib/contract/versioned";
import { ApiError } from "../http/errors";

export const staleVersion = (noun: string) => new ApiError(STALE_VERSION_STATUS, { detail: staleVersionMessage(noun) });

/** 409 when the edit was based on another version than the row's. */
export function checkVersion(row: { version: number }, sent: number | undefined, noun: string): void {
  if (sent !== undefined && row.version !== sent) throw staleVersion(noun);
}

/** A version column raised by one (for a version column of another name, e.g. products.items_version). */
export function nextVersion(column: PgColumn): SQL {
  return sql`${column} + 1`;
}

/** The SET part that raises the row's version by one. */
export function bumpVersion(table: { version: PgColumn }): { version: SQL } {
  return { version: nextVersion(table.version) };
}

/** The WHERE part of an UPDATE conditional on the version sent (nothing when none was sent). */
export function versionMatches(table: { version: PgColumn }, sent: number | undefined): SQL | undefined {
  return sent === undefined ? undefined : eq(table.version, sent);
}

/**
 * The customer changelog's entries as its list shows them (./changelog-list.tsx): each entry's
 * changes worded as lines, on the server, where the account's product names and dogs are (the
 * timeline's words: lib/timeline/context.ts `changesLines`). Not a client module: the page calls it.
 */
import type { ChangelogResult } from "@/components/ui/changelog-panel";
import type { CustomerChangelogEntryDto } from "@/lib/contract/customers";
import { changesLines } from "@/lib/timeline/context";
import type { OrderLineNames } from "@/lib/timeline/order-lines";

/** An entry as the list shows it: its changes as lines of text. */
export type ChangelogListEntry = Omit<CustomerChangelogEntryDto, "changes"> & { lines: string[] };

/** The changelog's entries with their changes worded. */
export function changelogListEntries(result: ChangelogResult<CustomerChangelogEntryDto>, names: OrderLineNames): ChangelogResult<ChangelogListEntry> {
  return result.ok ? { ok: true, entries: result.entries.map(({ changes, ...entry }) => ({ ...entry, lines: changesLines(names, changes) })) } : result;
}

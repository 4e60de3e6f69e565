"use client";
/**
 * ChangelogList: the customer changelog on the kit's ChangelogPanel:
 * newest first, in a panel at most 400px high that scrolls, filtered by pet with a select. Each
 * entry: when, who (staff email), action, what changed and the pet. Every entry and every changed
 * field is shown; each field is worded as the timeline words it (lib/timeline/context.ts
 * `changesLines`: "total price: — → $39.10", an order's lines by product name, codes in words, a
 * field kept for context with the same value on both sides as its value alone), never as JSON.
 * Props: result: GET customer_changelog/{id} as loaded by `loadChangelog` (any order; failed after
 * the retry → the failure message), each entry's changes as those lines (./changelog-entries.ts);
 * pets: the customer's dogs ({id, name}); null when the customer could not be loaded: every entry,
 * no pet filter, and a line saying why.
 */
import { useId, useState } from "react";
import { CUSTOMER_CHANGELOG_MAX_HEIGHT, ChangelogPanel, type ChangelogResult } from "@/components/ui/changelog-panel";
import type { ChangelogListEntry } from "./changelog-entries";
import { Select } from "@/components/ui/select";
import { filterChangelogByPet, shortPetId } from "@/lib/customers/display";
import { CHANGELOG_CUSTOMER_LOAD_FAILED } from "@/lib/customers/messages";
import { formatDateTime } from "@/lib/format";
import { humanizeCode } from "@/lib/status";

/** The filter's "All pets" value (a Radix select item cannot have an empty value). */
const ALL_PETS = "all";

export function ChangelogList({ result, pets }: { result: ChangelogResult<ChangelogListEntry>; pets: { id: string; name: string }[] | null }) {
  const [petId, setPetId] = useState(ALL_PETS);
  const selectId = useId();
  const petName = (id: string | null, fallback: string | null) => (id ? (pets?.find((p) => p.id === id)?.name ?? fallback ?? shortPetId(id)) : null);
  if (!result.ok) return <ChangelogPanel result={result} renderEntry={() => null} />;
  const shown = { ok: true as const, entries: filterChangelogByPet(result.entries, petId === ALL_PETS ? null : petId) };

  return (
    <div className="space-y-3">
      {/* Without the customer, why there is no filter; else the label on one line, the select as wide as a pet's name (the kit's select fills its box). */}
      {pets === null ? (
        <p className="text-sm text-slate-600">
          {CHANGELOG_CUSTOMER_LOAD_FAILED}
        </p>
      ) : (
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="shrink-0 text-sm font-medium text-slate-700">
            Filter by pet
          </label>
          <div className="w-64 max-w-full">
            <Select
              id={selectId}
              value={petId}
              onValueChange={setPetId}
              options={[{ value: ALL_PETS, label: "All pets" }, ...pets.map((p) => ({ value: p.id, label: `${p.name} (${shortPetId(p.id)})` }))]}
            />
          </div>
        </div>
      )}
      <ChangelogPanel
        result={shown}
        maxHeight={CUSTOMER_CHANGELOG_MAX_HEIGHT}
        renderEntry={(e) => {
          const pet = petName(e.pet_id, e.pet_name);
          return (
            <>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium text-slate-900">
                  {humanizeCode(e.action)} {e.object_type.replace(/_/g, " ")}
                  {e.object_id ? <span className="font-normal text-slate-600"> #{e.object_type === "pet" ? shortPetId(e.object_id) : e.object_id}</span> : null}
                  {pet ? <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-700">Pet: {pet}</span> : null}
                </p>
                <p className="text-xs text-slate-600">
                  <time dateTime={e.created}>{formatDateTime(e.created)}</time> by {e.staff_email ?? "system"}
                </p>
              </div>
              {e.lines.length > 0 ? (
                <ul className="mt-1 space-y-0.5 text-slate-700">
                  {e.lines.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </>
          );
        }}
      />
    </div>
  );
}

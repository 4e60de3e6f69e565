"use client";
/**
 * ListFilters: a list's filter bar (ListPage's `filters`): one control per filter of
 * lib/list-params `ListFilterDef` (a choice with "Any", a text of at most its `maxLength`, a date), an Apply filters button
 * and, while any filter is set, Clear filters. Apply writes every filter to the URL under the API's
 * parameter names and goes back to page 1 (a history entry and a server round trip, like the
 * search box), so the view can be bookmarked; Back re-seeds the controls from the URL.
 * Props: filters: ListFilterDef[]; label? (the form's accessible name, default "Filters").
 * ListPage renders it as a deferred island (./list-filters-island.tsx): text typed into a box before
 * the bar's code was live is taken over when it hydrates (the box shows it, Apply sends it).
 * A range of days given backwards (lib/day-range.ts: "Created from" after "Created to"), typed or
 * from the URL, marks both dates invalid and says so under the date fields; Apply then runs no
 * search (it would select nothing) and puts the focus on the range's "to" date.
 */
import { useQueryStates } from "nuqs";
import { useEffect, useId, useState } from "react";
import { reversedDayRanges } from "@/lib/day-range";
import { dayFilterValues, filterParsers, filterRangeProblem, LIST_URL_OPTIONS, parseAsPage, type ListFilterDef } from "@/lib/list-params";
import { FieldMessage, fieldErrorId } from "./field";
import { Button } from "./button";
import { Input } from "./input";
import { Select } from "./select";

/** The choice that clears a select filter. */
export const ANY_OPTION = { value: "__any", label: "Any" } as const;

type Values = Record<string, string>;
const toValues = (state: Record<string, unknown>, defs: readonly ListFilterDef[]): Values =>
  Object.fromEntries(defs.map((d) => [d.name, state[d.name] === null || state[d.name] === undefined ? "" : String(state[d.name])]));

export function ListFilters({ filters, label = "Filters" }: { filters: readonly ListFilterDef[]; label?: string }) {
  const [state, setState] = useQueryStates({ ...filterParsers(filters), page: parseAsPage }, LIST_URL_OPTIONS);
  const fromUrl = toValues(state, filters);
  const urlKey = JSON.stringify(fromUrl);
  // The controls' values, re-seeded whenever the URL's filters change (Back, a shared link, Clear).
  const [draft, setDraft] = useState<{ key: string; values: Values }>({ key: urlKey, values: fromUrl });
  const values = draft.key === urlKey ? draft.values : fromUrl;
  const set = (name: string, value: string) => setDraft({ key: urlKey, values: { ...values, [name]: value } });
  const id = useId();
  const anySet = Object.values(fromUrl).some((v) => v !== "");
  // A backwards range: its two dates marked, the sentence under the date fields (the rule: lib/day-range.ts).
  const rangeProblem = filterRangeProblem(filters, values);
  const backwards = new Set(reversedDayRanges(dayFilterValues(filters, values)).flatMap((r) => [r.from, r.to]));
  const rangeMessageFor = `${id}-day-range`;

  /** What the text and date boxes hold that `base` does not (typed before the code was live: React keeps the DOM's value and does not report it). */
  const typedOver = (base: Values): Values => {
    const typed: Values = {};
    for (const d of filters) {
      const box = d.kind === "select" ? null : document.getElementById(`${id}-${d.name}`);
      if (box instanceof HTMLInputElement && box.value !== (base[d.name] ?? "")) typed[d.name] = box.value;
    }
    return typed;
  };

  // Hydrated as a deferred island: the draft takes over what the boxes hold, once.
  useEffect(() => {
    const typed = typedOver(fromUrl);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the DOM's typed values, read once after hydration
    if (Object.keys(typed).length > 0) setDraft({ key: urlKey, values: { ...fromUrl, ...typed } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);

  const apply = (next: Values) =>
    void setState({ ...Object.fromEntries(filters.map((d) => [d.name, next[d.name]?.trim() ? next[d.name]!.trim() : null])), page: null });

  return (
    <form
      aria-label={label}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3"
      onSubmit={(e) => {
        e.preventDefault();
        // The boxes as they are now: an Apply held while the code loaded is replayed before the takeover above re-renders.
        const current = { ...values, ...typedOver(values) };
        const [first] = reversedDayRanges(dayFilterValues(filters, current));
        if (first) {
          document.getElementById(`${id}-${first.to}`)?.focus();
          return;
        }
        apply(current);
      }}
    >
      {filters.map((d) => {
        const controlId = `${id}-${d.name}`;
        return (
          <div key={d.name} className="space-y-1">
            <label htmlFor={controlId} className="block text-sm font-medium text-slate-700">
              {d.label}
            </label>
            {d.kind === "select" ? (
              <div className="w-48">
                <Select
                  id={controlId}
                  value={values[d.name] || ANY_OPTION.value}
                  onValueChange={(v) => set(d.name, v === ANY_OPTION.value ? "" : v)}
                  options={[ANY_OPTION, ...d.options]}
                />
              </div>
            ) : (
              <Input
                id={controlId}
                type={d.kind === "day" ? "date" : "text"}
                className={d.kind === "day" ? "w-40" : "w-48"}
                value={values[d.name] ?? ""}
                onChange={(e) => set(d.name, e.target.value)}
                maxLength={d.kind === "text" ? d.maxLength : undefined}
                autoComplete="off"
                invalid={backwards.has(d.name)}
                aria-describedby={backwards.has(d.name) ? fieldErrorId(rangeMessageFor) : undefined}
              />
            )}
          </div>
        );
      })}
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          Apply filters
        </Button>
        {anySet ? (
          <Button type="button" variant="ghost" onClick={() => apply({})}>
            Clear filters
          </Button>
        ) : null}
      </div>
      {rangeProblem ? (
        // Under the fields, on a row of its own.
        <div className="basis-full">
          <FieldMessage htmlFor={rangeMessageFor} error={rangeProblem} />
        </div>
      ) : null}
    </form>
  );
}

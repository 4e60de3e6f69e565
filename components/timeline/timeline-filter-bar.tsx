"use client";
/**
 * The timeline's filters: Kind (several), Dog, Staff, From and To (business days), and Clear
 * Filters; on the product-information screens' filter bar (FilterBar, FilterField). Controlled:
 * the view keeps the values in the URL (lib/timeline/url.ts).
 * Props: filters; onChange(partial filters); dogs ({id, name}); staff (emails); idPrefix (unique per
 * page); onMenuClosed?(): a select's menu closed (a pick, the same value picked again included, which
 * changes nothing and so calls no onChange: the view asks again for a page that failed).
 */
import { FilterBar, FilterField } from "@/components/product-info/filters";
import { Input } from "@/components/ui/input";
import { MultiSelect } from "@/components/ui/multi-select";
import { Select } from "@/components/ui/select";
import { shortPetId } from "@/lib/customers/display";
import { isFiltered, TIMELINE_KIND_LABELS, TIMELINE_KINDS, type TimelineFilters, type TimelineKind } from "@/lib/timeline/entries";

/** The selects' "every entry" value (a Radix select item cannot have an empty value). */
const ALL = "all";
const KIND_OPTIONS = TIMELINE_KINDS.map((k) => ({ value: k, label: TIMELINE_KIND_LABELS[k] }));

export interface TimelineFilterBarProps {
  filters: TimelineFilters;
  onChange: (change: Partial<TimelineFilters>) => void;
  dogs: { id: string; name: string }[];
  staff: string[];
  idPrefix: string;
  onMenuClosed?: () => void;
}

export function TimelineFilterBar({ filters, onChange, dogs, staff, idPrefix, onMenuClosed }: TimelineFilterBarProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const staffOptions = filters.staff && !staff.includes(filters.staff) ? [...staff, filters.staff] : staff;
  return (
    <FilterBar onClear={isFiltered(filters) ? () => onChange({ kind: [], dog: null, staff: null, from: null, to: null }) : undefined}>
      <FilterField id={id("kind")} label="Kind">
        <MultiSelect id={id("kind")} value={filters.kind} onChange={(kind) => onChange({ kind: kind as TimelineKind[] })} options={KIND_OPTIONS} searchable={false} placeholder="All kinds" />
      </FilterField>
      <FilterField id={id("dog")} label="Dog">
        <Select
          id={id("dog")}
          value={filters.dog ?? ALL}
          onValueChange={(v) => onChange({ dog: v === ALL ? null : v })}
          onBlur={onMenuClosed}
          options={[{ value: ALL, label: "All dogs" }, ...dogs.map((d) => ({ value: d.id, label: `${d.name} (${shortPetId(d.id)})` }))]}
        />
      </FilterField>
      <FilterField id={id("staff")} label="Staff">
        <Select
          id={id("staff")}
          value={filters.staff ?? ALL}
          onValueChange={(v) => onChange({ staff: v === ALL ? null : v })}
          onBlur={onMenuClosed}
          options={[{ value: ALL, label: "All staff" }, ...staffOptions.map((s) => ({ value: s, label: s }))]}
        />
      </FilterField>
      <DayField id={id("from")} label="From" value={filters.from} max={filters.to} onChange={(from) => onChange({ from })} />
      <DayField id={id("to")} label="To" value={filters.to} min={filters.from} onChange={(to) => onChange({ to })} />
    </FilterBar>
  );
}

function DayField({ id, label, value, min, max, onChange }: { id: string; label: string; value: string | null; min?: string | null; max?: string | null; onChange: (day: string | null) => void }) {
  return (
    <div className="w-40">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Input id={id} type="date" value={value ?? ""} min={min ?? undefined} max={max ?? undefined} onChange={(e) => onChange(e.target.value === "" ? null : e.target.value)} />
    </div>
  );
}

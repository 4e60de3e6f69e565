/** A timeline entry (lib/timeline/entries.ts) for unit and component tests: an order entry summarised by its id unless `extra` says otherwise. */
import type { Timeline, TimelineEntry, TimelineItem } from "@/lib/timeline/entries";

export const timelineEntry = (id: string, time: string, extra: Partial<TimelineEntry> = {}): TimelineEntry => ({
  id,
  kind: "order",
  time,
  timeRecorded: true,
  staff: null,
  summary: id,
  details: [],
  dog: null,
  orderIds: [],
  target: null,
  ...extra,
});

/** An entry as the timeline holds it (TimelineItem: its texts built when a page shows it). */
export const timelineItem = ({ summary, details, ...rest }: TimelineEntry): TimelineItem => ({ ...rest, texts: () => ({ summary, details }) });

/** A timeline of these entries (lib/timeline/entries.ts Timeline, what timelinePage pages), built without the sources `failed` names. */
export const timelineOf = (entries: readonly TimelineEntry[], failed: string[] = []): Timeline => ({ entries: entries.map(timelineItem), failed });

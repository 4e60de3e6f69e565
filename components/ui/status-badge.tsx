/**
 * StatusBadge: any status the app shows (an order, charge, fulfillment, dog, plan, account,
 * discount, promotion, product or BARK user) as people read it: the label of lib/status
 * ("Max retry reached", "Ready for fulfillment") in the colour of its tone, with the tone's icon
 * whose accessible name says the tone in words ("Needs attention", "In progress", "Done",
 * "Inactive"), so the meaning never rests on colour alone. A missing status reads "—".
 * Props: kind (lib/status StatusKind); status: the code (a code the kind does not know reads in
 * sentence case, tone inactive).
 * The element carries data-kind, data-status (the code) and data-tone for tests and styling.
 *
 * A <Badge> drawn in place, its icons built once (issue 23: a page shows dozens, one a table row).
 */
import type { ReactElement } from "react";
import { Badge, badgeClassName, type BadgeTone } from "@/components/ui/badge";
import { iconClassName } from "@/components/ui/icons";
import { statusLabel, statusTone, STATUS_TONES, STATUS_TONE_TEXT, type StatusCode, type StatusKind, type StatusTone } from "@/lib/status";

const BADGE_TONES: Record<StatusTone, BadgeTone> = { attention: "danger", progress: "info", done: "success", inactive: "neutral" };

/**
 * Each tone's icon (lucide's circle-alert, clock, circle-check, circle-minus: ./icons.tsx), named
 * with the tone in words, or hidden where the label already says it ("Inactive").
 */
const ICONS = Object.fromEntries(
  STATUS_TONES.map((tone) => [
    tone,
    {
      named: <span className={iconClassName(tone, 12)} data-icon={tone} role="img" aria-label={STATUS_TONE_TEXT[tone]} />,
      hidden: <span className={iconClassName(tone, 12)} data-icon={tone} aria-hidden="true" />,
    },
  ]),
) as Record<StatusTone, { named: ReactElement; hidden: ReactElement }>;

export function StatusBadge<K extends StatusKind>({ kind, status }: { kind: K; status: StatusCode<K> | (string & {}) | null | undefined }) {
  if (!status) return <Badge>—</Badge>;
  const label = statusLabel(kind, status);
  const tone = statusTone(kind, status);
  const named = STATUS_TONE_TEXT[tone].toLowerCase() !== label.toLowerCase();
  return (
    <span data-kind={kind} data-status={status} data-tone={tone} className={badgeClassName(BADGE_TONES[tone])}>
      {named ? ICONS[tone].named : ICONS[tone].hidden}
      {label}
    </span>
  );
}

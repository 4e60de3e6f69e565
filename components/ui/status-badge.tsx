/**
 * StatusBadge: any status the app shows (an order, charge, fulfillment, dog, plan, account,
 * discount, promotion, product or BARK user) as people read it: the label of lib/status
 * ("Max retry reached", "Ready for fulfillment") in the colour of its tone, with the tone's icon
 * whose accessible name says the tone in words ("Needs attention", "In progress", "Done",
 * "Inactive"), so the meaning never rests on colour alone. A missing status reads "—".
 * Props: kind (lib/status StatusKind); status: the code (a code the kind does not know reads in
 * sentence case, tone inactive).
 * The element carries data-kind, data-status (the code) and data-tone for tests and styling.
 */
// circle-alert is an alias module (its component only): the data is under the icon's own name.
import * as circleAlert from "lucide-react/icons/circle-exclamation-point";
import * as circleCheck from "lucide-react/icons/circle-check";
import * as circleMinus from "lucide-react/icons/circle-minus";
import * as clock from "lucide-react/icons/clock";
import { glyph, type Glyph } from "@/components/ui/glyph";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { statusLabel, statusTone, STATUS_TONE_TEXT, type StatusCode, type StatusKind, type StatusTone } from "@/lib/status";

const BADGE_TONES: Record<StatusTone, BadgeTone> = { attention: "danger", progress: "info", done: "success", inactive: "neutral" };
// Drawn from lucide's data, their shapes built once (./glyph.tsx, issue 23: a page shows dozens).
const ICONS: Record<StatusTone, Glyph> = { attention: glyph(circleAlert), progress: glyph(clock), done: glyph(circleCheck), inactive: glyph(circleMinus) };

export function StatusBadge<K extends StatusKind>({ kind, status }: { kind: K; status: StatusCode<K> | (string & {}) | null | undefined }) {
  if (!status) return <Badge>—</Badge>;
  const label = statusLabel(kind, status);
  const tone = statusTone(kind, status);
  const toneText = STATUS_TONE_TEXT[tone];
  const Icon = ICONS[tone];
  // The tone in words, unless the label already says it ("Inactive").
  const named = toneText.toLowerCase() !== label.toLowerCase();
  const icon = named ? (
    <Icon size={12} strokeWidth={2.5} role="img" aria-label={toneText} focusable="false" />
  ) : (
    <Icon size={12} strokeWidth={2.5} aria-hidden="true" focusable="false" />
  );
  return (
    <Badge tone={BADGE_TONES[tone]} icon={icon} data-kind={kind} data-status={status} data-tone={tone}>
      {label}
    </Badge>
  );
}

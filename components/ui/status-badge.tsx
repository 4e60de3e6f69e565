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
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { NamedIcon } from "@/components/ui/icons";
import { statusLabel, statusTone, STATUS_TONE_TEXT, type StatusCode, type StatusKind, type StatusTone } from "@/lib/status";

const BADGE_TONES: Record<StatusTone, BadgeTone> = { attention: "danger", progress: "info", done: "success", inactive: "neutral" };

export function StatusBadge<K extends StatusKind>({ kind, status }: { kind: K; status: StatusCode<K> | (string & {}) | null | undefined }) {
  if (!status) return <Badge>—</Badge>;
  const label = statusLabel(kind, status);
  const tone = statusTone(kind, status);
  const toneText = STATUS_TONE_TEXT[tone];
  // The tone's icon (lucide's circle-alert, clock, circle-check, circle-minus: ./icons.tsx), named
  // with the tone in words unless the label already says it ("Inactive").
  const named = toneText.toLowerCase() !== label.toLowerCase();
  const icon = named ? <NamedIcon name={tone} size={12} role="img" aria-label={toneText} /> : <NamedIcon name={tone} size={12} />;
  return (
    <Badge tone={BADGE_TONES[tone]} icon={icon} data-kind={kind} data-status={status} data-tone={tone}>
      {label}
    </Badge>
  );
}

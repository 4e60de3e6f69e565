/**
 * CardExpiredBadge: "Expired" beside a card whose expiry month is past (lib/customers/display.ts
 * cardExpired), in the attention tone with its icon named in words ("Needs attention"), as a
 * StatusBadge of that tone reads: never colour alone. The customer page's Cards row and the summary
 * band's expired-default-card line. A server component (no client code).
 */
import { Badge } from "@/components/ui/badge";
import { NamedIcon } from "@/components/ui/icons";
import { CARD_EXPIRED_LABEL } from "@/lib/customers/messages";
import { STATUS_TONE_TEXT } from "@/lib/status";

export function CardExpiredBadge() {
  return (
    <Badge tone="danger" data-card-expired="" icon={<NamedIcon name="attention" size={12} role="img" aria-label={STATUS_TONE_TEXT.attention} />}>
      {CARD_EXPIRED_LABEL}
    </Badge>
  );
}

/**
 * StatusBadge: a pet, plan or account status as a coloured badge ("Active", "Cancelled", others
 * capitalised). Props: status.
 */
import { Badge } from "@/components/ui/badge";
import { statusLabel, statusTone } from "@/lib/format";

export function StatusBadge({ status }: { status: string | null | undefined }) {
  return <Badge tone={statusTone(status)}>{statusLabel(status) || "—"}</Badge>;
}

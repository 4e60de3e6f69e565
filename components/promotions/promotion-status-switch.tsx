/**
 * The look of View Promotion's status switch and its badge: the live toggle
 * (./promotion-status-toggle.tsx) and its stand-in while the toggle's code loads after a client
 * navigation (./detail-islands.tsx: the same switch, disabled, so the page's first paint has it in
 * place and nothing moves when the code arrives).
 * Props: status; onClick? (absent: the disabled stand-in).
 */
import { StatusBadge } from "@/components/ui/status-badge";
import type { PromotionDto } from "@/lib/contract/promotions";

export function PromotionStatusSwitch({ status, onClick }: { status: PromotionDto["status"]; onClick?: () => void }) {
  const active = status === "ACTIVE";
  const live = onClick !== undefined;
  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={active}
        aria-label="Promotion active"
        disabled={!live}
        aria-busy={live ? undefined : true}
        onClick={onClick}
        className={`relative inline-flex h-6 w-11 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${active ? "bg-brand-600" : "bg-slate-400"}`}
      >
        <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${active ? "translate-x-5" : "translate-x-0.5"}`} />
      </button>
      <span className="ml-2">
        <StatusBadge kind="promotion" status={status} />
      </span>
    </>
  );
}

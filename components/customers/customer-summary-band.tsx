/**
 * CustomerSummaryBand: the customer page's line under the name (issue 21 "The customer at a
 * glance"): the next charge (the upcoming PREVIEW order's date and total, linking to the order; with
 * no upcoming order, an active plan's next charge date and whose plan it is, linking to Dogs & Plans),
 * what needs attention (lib/customers/at-a-glance attentionItems: HOLD, ERROR, out of retries or a
 * failed payment, each linking to its order; open claims per order, linking to the order page's
 * Claims panel; a PENDING account; an expired default card, linking to Customer Details' Cards),
 * each with a badge that says its kind in words (the order's or account's StatusBadge, "Claims",
 * "Expired"), never colour alone, and jump links to the page's
 * sections so the keyboard reaches a past order in a few steps.
 * Props: customerSegment: the canonical `{id}__{name}` segment (order links go straight to the
 * canonical order URL); next: nextCharge(...); attention: attentionItems(...);
 * sections: the jump links, `{ id, label }` of elements on the page (give each tabIndex -1, so the
 * jump moves the focus there and the next Tab continues inside).
 */
import { SECTION_IDS } from "@/lib/page-sections";
import { CircleAlert } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { StatusBadge } from "@/components/ui/status-badge";
import { CardExpiredBadge } from "./card-expired-badge";
import { planChargeText, type AttentionItem, type NextCharge } from "@/lib/customers/at-a-glance";
import { formatDate } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import { pages } from "@/lib/pages";
import { STATUS_TONE_TEXT } from "@/lib/status";

export const NO_UPCOMING_CHARGE = "No upcoming charge";
export const NOTHING_NEEDS_ATTENTION = "Nothing needs attention";

const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline";
const ATTENTION_LINK = "font-medium text-red-800 underline underline-offset-2 hover:text-red-900";

/** What kind of attention an item is, in words beside its colour: the order's or account's status badge, "Claims", "Claims unknown". */
function AttentionBadge({ item }: { item: AttentionItem }) {
  switch (item.kind) {
    case "pending-account":
      return <StatusBadge kind="account" status="PENDING" />;
    case "card-expired":
      return <CardExpiredBadge />;
    case "order":
      return <StatusBadge kind="order" status={item.status} />;
    case "claims":
    case "claims-unknown":
      return (
        <Badge tone="danger" icon={<CircleAlert size={12} strokeWidth={2.5} role="img" aria-label={STATUS_TONE_TEXT.attention} focusable="false" />}>
          {item.kind === "claims" ? "Claims" : "Claims unknown"}
        </Badge>
      );
  }
}

export interface JumpSection {
  id: string;
  label: string;
}

export function CustomerSummaryBand({
  customerSegment,
  next,
  attention,
  sections,
}: {
  customerSegment: string;
  next: NextCharge | null;
  attention: AttentionItem[];
  sections: JumpSection[];
}) {
  const orderHref = (orderId: string) => pages.order.href({ customerSegment, orderId });
  const hasDetails = sections.some((s) => s.id === SECTION_IDS.details);
  return (
    <section aria-label="At a glance" className="space-y-3 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <dl className="grid grid-cols-1 gap-3 text-sm md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div>
          <dt className="text-slate-500">Next charge</dt>
          <dd className="mt-0.5 text-slate-900" data-testid="next-charge">
            {next?.kind === "order" ? (
              <Link href={orderHref(next.orderId)} className={LINK}>
                {next.date ? formatDate(next.date) : "Date not set"} · {formatMoney(next.total)}
                <span className="sr-only"> (order {next.orderId})</span>
              </Link>
            ) : next?.kind === "plan" ? (
              <a href={`#${SECTION_IDS.dogs}`} className={LINK}>
                {formatDate(next.date)} · {planChargeText(next.dogName)}
              </a>
            ) : (
              NO_UPCOMING_CHARGE
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Needs attention</dt>
          <dd className="mt-0.5" data-testid="needs-attention">
            {attention.length === 0 ? (
              <span className="text-slate-700">{NOTHING_NEEDS_ATTENTION}</span>
            ) : (
              <ul className="space-y-1.5">
                {attention.map((item) => (
                  <li key={item.kind === "order" || item.kind === "claims" ? `${item.kind}-${item.orderId}` : item.kind} className="flex flex-wrap items-center gap-2">
                    <AttentionBadge item={item} />
                    {item.kind === "order" ? (
                      <Link href={orderHref(item.orderId)} className={ATTENTION_LINK}>
                        {item.text}
                      </Link>
                    ) : item.kind === "claims" ? (
                      <Link href={`${orderHref(item.orderId)}#${SECTION_IDS.claims}`} className={ATTENTION_LINK}>
                        {item.text}
                      </Link>
                    ) : item.kind === "card-expired" && hasDetails ? (
                      // To the Cards row of Customer Details, when the page shows it (not a PENDING account's notice).
                      <a href={`#${SECTION_IDS.details}`} className={ATTENTION_LINK}>
                        {item.text}
                      </a>
                    ) : (
                      <span className="font-medium text-red-800">{item.text}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      {sections.length > 0 ? (
        <nav aria-label="Sections of this page" className="border-t border-slate-100 pt-2">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className={LINK}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}

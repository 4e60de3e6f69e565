"use client";
/**
 * The audit log's filters (issue 22): staff email, action, and a range of days (From, To, both
 * included, business time zone). Apply writes them to the URL (page back to 1), with a history
 * entry and a server round trip (lib/list-params LIST_URL_OPTIONS), so a filtered view can be
 * bookmarked and shared; Clear removes them all. The form re-seeds from the URL (Back, a shared link).
 * A range given backwards (lib/day-range.ts) is refused under "To", also when the URL carries one.
 * Props: none (the URL is the state).
 */
import { useQueryStates } from "nuqs";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Form, FormField, useZodForm } from "@/components/ui/form";
import { Select } from "@/components/ui/select";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from "@/lib/contract/audit";
import { AUDIT_FILTER_LABELS, auditFilterFormOf, auditFilterFormSchema, auditLogParsers, auditRangeProblem, hasAuditFilters } from "@/lib/audit-log";
import { EMAIL_MAX_LENGTH } from "@/lib/contract/strings";
import { LIST_URL_OPTIONS } from "@/lib/list-params";

/** The Select's value for "no action filter" (a Radix option cannot be ""). */
const ANY_ACTION = "any";
const ACTION_OPTIONS = [{ value: ANY_ACTION, label: "All actions" }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))];

export function AuditLogFilters() {
  const [params, setParams] = useQueryStates(auditLogParsers, LIST_URL_OPTIONS);
  const current = auditFilterFormOf(params);
  // key: Back or a shared link re-seeds the form with the URL's filters.
  return <FilterForm key={JSON.stringify(current)} initial={current} filtered={hasAuditFilters(params)} apply={(v) => void setParams({ ...v, page: null })} />;
}

type Values = ReturnType<typeof auditFilterFormOf>;
type UrlValues = { staff: string | null; action: AuditAction | null; from: string | null; to: string | null };

function FilterForm({ initial, filtered, apply }: { initial: Values; filtered: boolean; apply: (v: UrlValues) => void }) {
  const form = useZodForm(auditFilterFormSchema, { guard: false, defaultValues: initial });
  // A backwards range from the URL (typed or bookmarked): its sentence under "To" at once, as the page says it.
  useEffect(() => {
    if (auditRangeProblem(initial)) void form.trigger("to");
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the values the form was seeded with
  }, []);
  return (
    <Form
      form={form}
      role="search"
      aria-label="Filter the audit log"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr_auto]"
      onSubmit={(v) => apply({ staff: v.staff.toLowerCase() || null, action: v.action || null, from: v.from || null, to: v.to || null })}
    >
      <FormField name="staff" label={AUDIT_FILTER_LABELS.staff} type="email" maxLength={EMAIL_MAX_LENGTH} autoComplete="off" placeholder="name+bark@example.com" />
      <FormField name="action" label={AUDIT_FILTER_LABELS.action}>
        {(c) => <Select {...c} value={c.value || ANY_ACTION} onValueChange={(v) => c.onChange(v === ANY_ACTION ? "" : v)} options={ACTION_OPTIONS} />}
      </FormField>
      <FormField name="from" label={AUDIT_FILTER_LABELS.from} type="date" />
      <FormField name="to" label={AUDIT_FILTER_LABELS.to} type="date" />
      <div className="flex items-end gap-2 pb-0.5">
        <Button type="submit">Apply</Button>
        {filtered ? (
          <Button type="button" variant="secondary" onClick={() => apply({ staff: null, action: null, from: null, to: null })}>
            Clear
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

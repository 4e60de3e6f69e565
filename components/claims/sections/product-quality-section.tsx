"use client";
/** The Product quality step: one or more issues, each with its type, sub-issue, notes when required and affected items. */
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldDescriptionId } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { qualityIssueTypes, qualityNotesRequired, qualitySubIssues } from "@/lib/claim-rules";
import { ItemsAffected } from "./items-affected";
import { optionsOf, type SectionProps } from "./section-props";

export function ProductQualitySection(props: SectionProps) {
  const { form, dispatch, error, product } = props;
  const id = useId();
  const issues = form.productQualityIssues ?? [];
  const types = qualityIssueTypes(product);
  const listError = error("productQualityIssues");
  return (
    <div className="space-y-4">
      {issues.map((issue, index) => {
        const subs = qualitySubIssues(product, issue.issue_type);
        const at = `productQualityIssues.${index}`;
        const typeId = `${id}-type-${index}`;
        const subId = `${id}-sub-${index}`;
        const notesId = `${id}-notes-${index}`;
        const typeError = error(`${at}.issue_type`);
        const subError = error(`${at}.sub_issue`);
        const notesError = error(`${at}.notes`);
        return (
          <fieldset key={index} className="space-y-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-800">Issue {index + 1}</legend>
            <Field label="Issue type" htmlFor={typeId} error={typeError}>
              <Select
                id={typeId}
                value={issue.issue_type ?? ""}
                onValueChange={(v) => dispatch({ type: "setIssueType", index, value: v })}
                options={optionsOf(types)}
                invalid={Boolean(typeError)}
                aria-describedby={fieldDescriptionId(typeId, typeError)}
              />
            </Field>
            {subs.length > 0 ? (
              <Field label="Sub-issue" htmlFor={subId} error={subError}>
                <Select
                  id={subId}
                  value={issue.sub_issue ?? ""}
                  onValueChange={(v) => dispatch({ type: "setSubIssue", index, value: v })}
                  options={optionsOf(subs)}
                  invalid={Boolean(subError)}
                  aria-describedby={fieldDescriptionId(subId, subError)}
                />
              </Field>
            ) : null}
            {qualityNotesRequired(issue.issue_type, issue.sub_issue) ? (
              <Field label="Notes" htmlFor={notesId} error={notesError}>
                <Textarea
                  id={notesId}
                  value={issue.notes ?? ""}
                  onChange={(e) => dispatch({ type: "setIssueNotes", index, value: e.target.value })}
                  invalid={Boolean(notesError)}
                  aria-describedby={fieldDescriptionId(notesId, notesError)}
                />
              </Field>
            ) : null}
            <ItemsAffected {...props} target={{ field: "productQualityIssues", index }} />
            {index > 0 ? (
              <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "removeQualityIssue", index })}>
                Remove issue {index + 1}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {listError ? (
        <p role="alert" className="text-sm text-red-600">
          {listError}
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => dispatch({ type: "addQualityIssue" })}>
        Add issue
      </Button>
    </div>
  );
}

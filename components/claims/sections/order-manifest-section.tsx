"use client";
/** The Order manifest step: what was wrong with the order manifest. */
import { RadioGroup } from "@/components/ui/radio-group";
import { OrderManifestIssue } from "@/lib/enums";
import { optionsOf, setField, type SectionProps } from "./section-props";

export function OrderManifestSection({ form, dispatch, error }: SectionProps) {
  return (
    <RadioGroup
      legend="What was the issue with their order manifest?"
      value={form.orderManifestIssueType}
      options={optionsOf(OrderManifestIssue.options)}
      onValueChange={setField(dispatch, "orderManifestIssueType")}
      error={error("orderManifestIssueType")}
    />
  );
}

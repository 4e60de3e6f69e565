"use client";
/** The Feeding guide step: what was wrong with the feeding guide. */
import { RadioGroup } from "@/components/ui/radio-group";
import { FeedingGuideIssue } from "@/lib/enums";
import { optionsOf, setField, type SectionProps } from "./section-props";

export function FeedingGuideSection({ form, dispatch, error }: SectionProps) {
  return (
    <RadioGroup
      legend="What was the issue with their feeding guide?"
      value={form.feedingGuideIssueType}
      options={optionsOf(FeedingGuideIssue.options)}
      onValueChange={setField(dispatch, "feedingGuideIssueType")}
      error={error("feedingGuideIssueType")}
    />
  );
}

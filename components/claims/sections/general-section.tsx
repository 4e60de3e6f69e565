"use client";
/** The claim wizard's General step: claim types, conversation URL, photos received, resolution types. */
import { useId } from "react";
import { Field, fieldDescriptionId } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { MultiSelect } from "@/components/ui/multi-select";
import { RadioGroup } from "@/components/ui/radio-group";
import { CLAIM_STEP_TITLES } from "@/lib/claim-rules";
import { RESOLUTION_LABELS } from "@/lib/claim-texts";
import { ResolutionType, type ClaimType } from "@/lib/enums";
import { setField, YES_NO, type SectionProps } from "./section-props";

type ClaimTypeValue = ClaimType;

/** The expected form of a conversation URL, shown under the field (issue 21): the rule is "starts with the prefix". */
export const conversationUrlHint = (prefix: string) => `Paste the conversation's link from Gladly: ${prefix}…`;

export function GeneralSection({
  form,
  dispatch,
  error,
  offered,
  onClaimTypesChange,
  conversationPrefix,
}: SectionProps & { offered: readonly ClaimTypeValue[]; onClaimTypesChange: (values: ClaimTypeValue[]) => void; conversationPrefix: string }) {
  const id = useId();
  const typesError = error("claimTypes");
  const urlError = error("gladlyConversationUrl");
  const resolutionError = error("resolutionTypes");
  return (
    <div className="space-y-4">
      <Field label="Claim Types" htmlFor={`${id}-types`} error={typesError}>
        <MultiSelect
          id={`${id}-types`}
          value={form.claimTypes}
          onChange={(values) => onClaimTypesChange(values as ClaimTypeValue[])}
          options={offered.map((t) => ({ value: t, label: CLAIM_STEP_TITLES[t] }))}
          placeholder="Select claim types"
          invalid={Boolean(typesError)}
          aria-describedby={fieldDescriptionId(`${id}-types`, typesError)}
        />
      </Field>
      <Field label="Conversation URL" htmlFor={`${id}-url`} error={urlError}>
        <Input
          id={`${id}-url`}
          value={form.gladlyConversationUrl}
          onChange={(e) => dispatch({ type: "set", field: "gladlyConversationUrl", value: e.target.value })}
          invalid={Boolean(urlError)}
          aria-describedby={[`${id}-url-form`, fieldDescriptionId(`${id}-url`, urlError)].filter(Boolean).join(" ")}
        />
        <p id={`${id}-url-form`} className="text-xs text-slate-600">
          {conversationUrlHint(conversationPrefix)}
        </p>
      </Field>
      <RadioGroup legend="Photos Received" value={form.photosReceived} options={YES_NO} onValueChange={setField(dispatch, "photosReceived")} error={error("photosReceived")} />
      <Field label="Resolution Types" htmlFor={`${id}-resolution`} error={resolutionError}>
        <MultiSelect
          id={`${id}-resolution`}
          value={form.resolutionTypes}
          onChange={setField(dispatch, "resolutionTypes")}
          options={ResolutionType.options.map((r) => ({ value: r, label: RESOLUTION_LABELS[r] }))}
          searchable={false}
          invalid={Boolean(resolutionError)}
          aria-describedby={fieldDescriptionId(`${id}-resolution`, resolutionError)}
        />
      </Field>
    </div>
  );
}

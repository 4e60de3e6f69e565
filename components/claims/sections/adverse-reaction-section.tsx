"use client";
/** The Adverse reaction step: affected items, vet visit, vet bill (requested, amount), symptoms and, with "Other", notes. */
import { useId, useState } from "react";
import { CheckboxGroup } from "@/components/ui/checkbox";
import { Field, fieldDescriptionId } from "@/components/ui/field";
import { MoneyInput } from "@/components/ui/input";
import { RadioGroup } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { vetBillAmountOf, vetBillTextFor } from "@/lib/claim-wizard-view";
import { CLAIM_LIMITS } from "@/lib/contract/claims";
import { Symptom, YesNoUnknown } from "@/lib/enums";
import { ItemsAffected } from "./items-affected";
import { optionsOf, setField, YES_NO, type SectionProps } from "./section-props";

type SymptomValue = Symptom;

function VetBillAmount({ value, onChange, error }: { value: number | null; onChange: (v: number | null) => void; error?: string }) {
  const id = useId();
  // The text as typed; it gives way to the form's amount when that changes from outside (a reload, a reset).
  const [typed, setTyped] = useState("");
  const text = vetBillTextFor(typed, value);
  return (
    <Field label="Vet Bill Amount" htmlFor={id} error={error}>
      <MoneyInput
        id={id}
        min={0}
        // The contract's maximum (a hint for the arrows; a larger amount typed shows the rule's message).
        max={CLAIM_LIMITS.vetBillMax}
        // Spec 01 §5: "at most 2 decimal places (more are ignored)": cut on blur too, never rounded up.
        extraDecimals="cut"
        value={text}
        invalid={Boolean(error)}
        aria-describedby={fieldDescriptionId(id, error)}
        onChange={(e) => {
          setTyped(e.target.value);
          onChange(vetBillAmountOf(e.target.value));
        }}
      />
    </Field>
  );
}

export function AdverseReactionSection(props: SectionProps) {
  const { form, dispatch, error } = props;
  const id = useId();
  const symptoms = form.adverseReactionSymptoms ?? [];
  const notesId = `${id}-notes`;
  const notesError = error("adverseReactionAdditionalNotes");
  return (
    <div className="space-y-4">
      <ItemsAffected {...props} target={{ field: "adverseReactionLotCodes" }} />
      <RadioGroup
        legend="Vet visit required?"
        value={form.adverseReactionVetVisitRequired}
        options={optionsOf(YesNoUnknown.options)}
        onValueChange={(v) => dispatch({ type: "setVetVisit", value: v as YesNoUnknown })}
        error={error("adverseReactionVetVisitRequired")}
      />
      {form.adverseReactionVetVisitRequired === "YES" ? (
        <RadioGroup
          legend="Vet bill compensation requested?"
          value={form.adverseReactionVetBillRequested === null ? null : form.adverseReactionVetBillRequested ? "YES" : "NO"}
          options={YES_NO}
          onValueChange={(v) => dispatch({ type: "setBillRequested", value: v === "YES" })}
          error={error("adverseReactionVetBillRequested")}
        />
      ) : null}
      {form.adverseReactionVetVisitRequired === "YES" && form.adverseReactionVetBillRequested === true ? (
        <VetBillAmount value={form.adverseReactionVetBillCost} onChange={setField(dispatch, "adverseReactionVetBillCost")} error={error("adverseReactionVetBillCost")} />
      ) : null}
      <CheckboxGroup
        legend="Select Symptom(s)"
        value={symptoms}
        options={optionsOf(Symptom.options)}
        onValueChange={(next) => {
          // One box changes at a time: the reducer's toggle does the resets (unticking Other clears the notes).
          const changed = Symptom.options.find((s) => next.includes(s) !== symptoms.includes(s));
          if (changed) dispatch({ type: "toggleSymptom", symptom: changed as SymptomValue, checked: next.includes(changed) });
        }}
        error={error("adverseReactionSymptoms")}
        className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3"
      />
      {symptoms.includes("OTHER") ? (
        <Field label="Additional Notes" htmlFor={notesId} error={notesError}>
          <Textarea
            id={notesId}
            value={form.adverseReactionAdditionalNotes ?? ""}
            placeholder="Please describe the symptoms..."
            onChange={(e) => dispatch({ type: "set", field: "adverseReactionAdditionalNotes", value: e.target.value })}
            invalid={Boolean(notesError)}
            aria-describedby={fieldDescriptionId(notesId, notesError)}
          />
        </Field>
      ) : null}
    </div>
  );
}

"use client";
/**
 * Cancel Plan (issue 8): the exit survey of lib/cancel-survey.ts on
 * the kit's Wizard. Step 1: the primary reason; Continue leads to step 2, the secondary reason, when
 * the primary has sub-reasons. Comments are required for "I have a different issue not listed
 * above" and every "Other", hidden for "No reason provided". Confirm Cancellation: POST
 * /pets/{petId}/cancel, "Pet plan cancelled successfully" and the page reloads after 2 s; a failure:
 * "cancelPetPlan Error: …".
 * Props: open; onClose; customerId; pet; plan (its current plan).
 */
import { useState } from "react";
import { toast } from "@/components/ui/toaster";
import { explainForm, Form, FormField, useZodForm } from "@/components/ui/form";
import { RadioGroup, RadioGroupField } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { Wizard } from "@/components/ui/wizard";
import { callApi, serverMessage } from "@/lib/client/api";
import { CANCEL_REASONS, CANCEL_SURVEY_TAG, cancelReason, cancelSurveyErrors, commentsHidden, commentsRequired, hasSubReasons, keptComments } from "@/lib/cancel-survey";
import { endpoints } from "@/lib/contract/endpoints";
import { cancelSurveyFormSchema, type PetDto, type PetPlanDto } from "@/lib/contract/pets";
import { CANCEL_ERROR_PREFIX, PLAN_CANCELLED_TEXT, PLAN_CHANGE_RELOAD_MS } from "@/lib/pet-form";

const reasonOptions = (reasons: readonly string[]) => reasons.map((r) => ({ value: r, label: r }));

function Comments({ required }: { required: boolean }) {
  return (
    <div className="mt-3">
      <FormField name="customer_comments" label={`Comments${required ? " (required)" : " (optional)"}`}>
        {(c) => <Textarea {...c} rows={3} maxLength={2000} aria-required={required} />}
      </FormField>
    </div>
  );
}

export function CancelPlanWizard({ open, onClose, customerId, pet, plan }: { open: boolean; onClose: () => void; customerId: number; pet: PetDto; plan: PetPlanDto | null }) {
  // The Wizard asks before losing the answers, so the form needs no second unsaved-changes guard.
  const form = useZodForm(cancelSurveyFormSchema, { defaultValues: { primary_answer: "", secondary_answer: "", customer_comments: "" }, guard: false });
  const answers = form.watch();
  const primary = answers.primary_answer ?? "";
  const secondary = answers.secondary_answer ?? "";
  const comments = answers.customer_comments ?? "";
  const [done, setDone] = useState(false);
  const subReasons = cancelReason(primary)?.secondary ?? [];
  const twoSteps = hasSubReasons(primary);
  const primaryErrors = cancelSurveyErrors({ primary_answer: primary, customer_comments: comments });
  // Why Continue (or Confirm Cancellation) is disabled: the step's first message (issue 21), as the other wizards say.
  const primaryReason = primaryErrors.primary_answer ?? (twoSteps ? undefined : primaryErrors.customer_comments);
  const primaryValid = primaryReason === undefined;
  const secondaryReason = Object.values(cancelSurveyErrors({ primary_answer: primary, secondary_answer: secondary, customer_comments: comments }))[0];
  const secondaryValid = secondaryReason === undefined;
  const mealProduct = plan?.products.find((p) => p.type === "SUBSCRIPTION" && p.product_type === "MEAL") ?? plan?.products[0];

  const save = async () => {
    // A failure (the Wizard's toast: errorText below, gone at the next attempt; a 409 shows the stale notice with Reload).
    await callApi(endpoints.cancelPet, {
      params: { petId: pet.id },
      body: {
        is_bark: true,
        account_id: customerId,
        pet_status: pet.status,
        survey_tag: CANCEL_SURVEY_TAG,
        pet_plan_product: mealProduct?.id,
        product_code: mealProduct?.code,
        pet_plan_product_created_at: mealProduct?.created,
        unit_price: mealProduct?.unit_price,
        primary_answer: primary,
        secondary_answer: twoSteps ? secondary : null,
        customer_comments: keptComments(secondary, comments),
        pet_plan: plan?.id,
        version: pet.version,
      },
    });
    toast.success(PLAN_CANCELLED_TEXT);
    setDone(true);
    onClose();
    window.setTimeout(() => window.location.reload(), PLAN_CHANGE_RELOAD_MS);
  };

  return (
    <Wizard
      title={`Cancel Plan: ${pet.name}`}
      open={open}
      onClose={onClose}
      dirty={!done && primary !== ""}
      saveLabel="Confirm Cancellation"
      onSave={save}
      errorText={(error) => `${CANCEL_ERROR_PREFIX}${serverMessage(error)}`}
      steps={[
        {
          id: "primary",
          title: "Reason",
          valid: primaryValid,
          reason: primaryReason,
          explain: () => explainForm(form),
          content: (
            <Form form={form} onSubmit={() => undefined}>
              <RadioGroup
                name="primary-reason"
                legend="Why is the customer cancelling?"
                orientation="vertical"
                options={reasonOptions(CANCEL_REASONS.map((r) => r.primary))}
                value={primary || null}
                onValueChange={(v) => {
                  // A new primary reason starts the rest of the survey again.
                  form.setValue("primary_answer", v, { shouldDirty: true });
                  form.setValue("secondary_answer", "");
                  form.setValue("customer_comments", "");
                }}
              />
              {primary && !twoSteps ? <Comments required={commentsRequired(primary, null)} /> : null}
            </Form>
          ),
        },
        ...(twoSteps
          ? [
              {
                id: "secondary",
                title: "More detail",
                valid: secondaryValid,
                reason: secondaryReason,
                explain: () => explainForm(form),
                content: (
                  <Form form={form} onSubmit={() => undefined}>
                    <RadioGroupField name="secondary_answer" legend={primary} orientation="vertical" options={reasonOptions(subReasons)} />
                    {secondary && !commentsHidden(secondary) ? <Comments required={commentsRequired(primary, secondary)} /> : null}
                  </Form>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

"use client";
/**
 * Cancel Plan (spec 01 §2, §4 "Cancel plan", §5, issue 8): the exit survey of lib/cancel-survey.ts on
 * the kit's Wizard. Step 1: the primary reason; Continue leads to step 2, the secondary reason, when
 * the primary has sub-reasons. Comments are required for "I have a different issue not listed
 * above" and every "Other", hidden for "No reason provided". Confirm Cancellation: POST
 * /pets/{petId}/cancel, "Pet plan cancelled successfully" and the page reloads after 2 s; a failure:
 * "cancelPetPlan Error: …".
 * Props: open; onClose; customerId; pet; plan (its current plan).
 */
import { useId, useState } from "react";
import { toast } from "sonner";
import { isStaleVersionError } from "@/components/ui/stale-version-notice";
import { Wizard } from "@/components/ui/wizard";
import { callApi, serverMessage } from "@/lib/client/api";
import { CANCEL_REASONS, CANCEL_SURVEY_TAG, cancelReason, cancelSurveyErrors, commentsHidden, commentsRequired, hasSubReasons } from "@/lib/cancel-survey";
import { endpoints } from "@/lib/contract/endpoints";
import type { PetDto, PetPlanDto } from "@/lib/contract/pets";
import { CANCEL_ERROR_PREFIX, PLAN_CANCELLED_TEXT, PLAN_CHANGE_RELOAD_MS } from "@/lib/pet-form";

function Reasons({ name, legend, options, value, onChange }: { name: string; legend: string; options: readonly string[]; value: string; onChange: (v: string) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {options.map((o) => (
          <label key={o} className="flex items-center gap-2 text-sm">
            <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChange(o)} />
            {o}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Comments({ value, onChange, required }: { value: string; onChange: (v: string) => void; required: boolean }) {
  const id = useId();
  return (
    <div className="mt-3">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        Comments{required ? " (required)" : " (optional)"}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={3}
        maxLength={2000}
        aria-required={required}
        className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:outline-2 focus:outline-brand-500"
      />
    </div>
  );
}

export function CancelPlanWizard({ open, onClose, customerId, pet, plan }: { open: boolean; onClose: () => void; customerId: number; pet: PetDto; plan: PetPlanDto | null }) {
  const [primary, setPrimary] = useState("");
  const [secondary, setSecondary] = useState("");
  const [comments, setComments] = useState("");
  const [done, setDone] = useState(false);
  const subReasons = cancelReason(primary)?.secondary ?? [];
  const twoSteps = hasSubReasons(primary);
  const primaryValid = primary !== "" && (twoSteps || !cancelSurveyErrors({ primary_answer: primary, customer_comments: comments }).customer_comments);
  const secondaryValid = Object.keys(cancelSurveyErrors({ primary_answer: primary, secondary_answer: secondary, customer_comments: comments })).length === 0;
  const mealProduct = plan?.products.find((p) => p.type === "SUBSCRIPTION" && p.product_type === "MEAL") ?? plan?.products[0];

  const save = async () => {
    try {
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
          customer_comments: commentsHidden(secondary) ? null : comments.trim() || null,
          pet_plan: plan?.id,
          version: pet.version,
        },
      });
    } catch (error) {
      // The dog changed since the page loaded it: the Wizard shows the 409's sentence with Reload.
      if (isStaleVersionError(error)) throw error;
      toast.error(`${CANCEL_ERROR_PREFIX}${serverMessage(error)}`);
      return;
    }
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
      steps={[
        {
          id: "primary",
          title: "Reason",
          valid: primaryValid,
          content: (
            <>
              <Reasons
                name="primary-reason"
                legend="Why is the customer cancelling?"
                options={CANCEL_REASONS.map((r) => r.primary)}
                value={primary}
                onChange={(v) => {
                  setPrimary(v);
                  setSecondary("");
                  setComments("");
                }}
              />
              {primary && !twoSteps ? <Comments value={comments} onChange={setComments} required={commentsRequired(primary, null)} /> : null}
            </>
          ),
        },
        ...(twoSteps
          ? [
              {
                id: "secondary",
                title: "More detail",
                valid: secondaryValid,
                content: (
                  <>
                    <Reasons name="secondary-reason" legend={primary} options={subReasons} value={secondary} onChange={setSecondary} />
                    {secondary && !commentsHidden(secondary) ? <Comments value={comments} onChange={setComments} required={commentsRequired(primary, secondary)} /> : null}
                  </>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

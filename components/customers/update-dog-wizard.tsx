"use client";
/**
 * Update Dog (issue 8): input, then a review comparing the previous and
 * new values and the current and recommended meal plan. "Keep current plan" saves the profile only
 * (PUT pets/{id}); "Update to recommended plan" saves the plan (PUT pet_plans/{id}) and then the
 * profile. When the plan has an order on HOLD the API answers 403 "Pet Plan has order on HOLD" and
 * the dialog shows exactly the text "Payment Method Update Required. …" (PLAN_ON_HOLD_TEXT); nothing is saved.
 * When the plan was saved and the profile then failed, the dialog says so (PLAN_SAVED_DOG_NOT_TEXT)
 * and keeps the plan's answer: Save again sends the profile only (the plan again only when the
 * recommendation has changed since, with the version the plan's save answered), never the plan with
 * its old version, which the API would refuse as changed by someone else.
 * Plan sizes are named by their daily calories, with a warning when even the recommended one does
 * not cover the dog's need (lib/plan-calculator.ts, issue 21).
 * Props: open; onClose; customerId; pet; plan (its current plan, or null); options.
 */
import { useRef, useState } from "react";
import { LoadStatus } from "@/components/ui/load-status";
import { Notice } from "@/components/ui/notice";
import { useRefreshThenToast } from "@/components/ui/refresh-then-toast";
import { RadioGroup } from "@/components/ui/radio-group";
import { Wizard } from "@/components/ui/wizard";
import { explainForm, useMissingReason } from "@/components/ui/form";
import { ApiRequestError, callApi, serverMessage } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { PET_PLAN_ON_HOLD, type PetDto, type PetFormOptionsDto, type PetPlanDto } from "@/lib/contract/pets";
import { formatMoney, sumMoney } from "@/lib/money";
import { PET_AND_PLAN_UPDATED_TEXT, PET_UPDATED_TEXT, PLAN_ON_HOLD_TEXT, PLAN_SAVED_DOG_NOT_TEXT } from "@/lib/pet-form";
import { formatKcal, planShortfall, planSizeLabel, shortfallText } from "@/lib/plan-calculator";
import { useBuiltPlan } from "./dog-plan-picker";
import { DogProfileFields, dogProfileOf, useDogForm, useDogPlanOptions } from "./dog-profile-form";
import { DogProfileComparison, profileOfPet } from "./dog-review";

type Choice = "keep" | "recommended";
export const KEEP_PLAN_LABEL = "Keep current plan";
export const RECOMMENDED_PLAN_LABEL = "Update to recommended plan";

function isHold(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403 && typeof error.data === "object" && error.data !== null && (error.data as { detail?: unknown }).detail === PET_PLAN_ON_HOLD;
}

export function UpdateDogWizard({
  open,
  onClose,
  customerId,
  pet,
  plan,
  options,
  timeZone,
}: {
  open: boolean;
  onClose: () => void;
  customerId: number;
  pet: PetDto;
  plan: PetPlanDto | null;
  options: PetFormOptionsDto;
  /** The configured business time zone (the birth year and month are today's there). */
  timeZone: string;
}) {
  const refreshThenToast = useRefreshThenToast();
  const form = useDogForm(options, timeZone, pet);
  const planLoad = useDogPlanOptions(form, customerId);
  const planOptions = planLoad.data;
  const activePlan = plan && plan.status === "ACTIVE" ? plan : null;
  const meals = activePlan ? activePlan.products.filter((p) => p.product_type === "MEAL" && p.type === "SUBSCRIPTION" && p.status !== "CANCELLED") : [];
  const recipes = meals.map((m) => m.recipes[0] ?? "").filter(Boolean);
  const recommendedSize = planOptions?.plan_size.id ?? null;
  // Priced at the plan's own frequency: updating to the recommended size keeps how often it ships.
  const builtLoad = useBuiltPlan(customerId, activePlan && recipes.length ? recommendedSize : null, recipes, meals[0]?.frequency ?? null);
  const built = builtLoad.data;
  const sameSize = activePlan !== null && activePlan.plan_size_id === recommendedSize;
  // Even the recommended (largest) size may not cover the need (issue 21).
  const shortfall = planOptions ? planShortfall(planOptions.daily_calories, planOptions.plan_size.id) : null;
  const canTakeRecommended = Boolean(activePlan && built && !sameSize);
  const [choice, setChoice] = useState<Choice>("keep");
  const [onHold, setOnHold] = useState(false);
  // The plan as its save answered (its new version and size), once saved in this dialog: a failed
  // profile save after it is retried without sending the plan again (the ref: the failed Save's toast reads it at once).
  const savedPlan = useRef<PetPlanDto | null>(null);
  const [planSaved, setPlanSaved] = useState(false);
  const profile = form.formState.isValid ? dogProfileOf(form) : null;
  const profileReason = useMissingReason(form);
  const effective: Choice = canTakeRecommended ? choice : "keep";

  const save = async () => {
    if (!profile) return;
    setOnHold(false);
    const planNow = savedPlan.current ?? activePlan;
    if (effective === "recommended" && planNow && built && planNow.plan_size_id !== built.plan_size.id) {
      try {
        const answer = await callApi(endpoints.updatePetPlan, {
          params: { id: planNow.id },
          body: {
            account: customerId,
            plan_size: built.plan_size.id,
            product: built.subscription.product.code,
            frequency: built.subscription.frequency,
            unit_price: built.subscription.price.price,
            quantity: 1,
            pet_plan_id: planNow.id,
            pet_plan_product_id: meals[0]?.id,
            version: planNow.version,
            // The dog's version too: a dog changed by someone else refuses the plan change first (409), so nothing is half-saved.
            pet_version: pet.version,
          },
        });
        savedPlan.current = answer.pet_plan;
      } catch (error) {
        if (isHold(error)) {
          setOnHold(true);
          return;
        }
        throw error;
      }
    }
    try {
      await callApi(endpoints.updatePet, {
        params: { id: pet.id },
        body: { ...profile, account: customerId, ...(recommendedSize ? { recommended_calories_day: recommendedSize } : {}), version: pet.version },
      });
    } catch (error) {
      if (savedPlan.current) setPlanSaved(true);
      throw error;
    }
    form.reset(form.getValues());
    onClose();
    refreshThenToast(effective === "recommended" || savedPlan.current ? PET_AND_PLAN_UPDATED_TEXT : PET_UPDATED_TEXT);
  };

  const currentPrice = sumMoney(meals.map((m) => m.unit_price));
  return (
    <Wizard
      title={`Update Dog: ${pet.name}`}
      open={open}
      onClose={onClose}
      dirty={form.formState.isDirty}
      onSave={save}
      // The profile failed after the plan was saved: the toast says which part was saved, then why the rest was not.
      errorText={(error) => (savedPlan.current ? `${PLAN_SAVED_DOG_NOT_TEXT} ${serverMessage(error)}` : undefined)}
      saveLabel={effective === "recommended" ? RECOMMENDED_PLAN_LABEL : KEEP_PLAN_LABEL}
      steps={[
        { id: "input", title: "Input", valid: Boolean(profile), reason: profileReason, explain: () => explainForm(form), content: <DogProfileFields form={form} options={options} timeZone={timeZone} /> },
        {
          id: "review",
          title: "Review",
          valid: Boolean(profile) && (effective === "keep" || Boolean(built)),
          content: (
            <div className="space-y-4">
              {onHold ? (
                <Notice tone="error" data-testid="plan-on-hold">
                  {PLAN_ON_HOLD_TEXT}
                </Notice>
              ) : null}
              {planSaved ? (
                <Notice tone="warning" data-testid="plan-saved-only">
                  {PLAN_SAVED_DOG_NOT_TEXT}
                </Notice>
              ) : null}
              {profile ? <DogProfileComparison before={profileOfPet(pet)} after={profile} /> : null}
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <section className="rounded-md border border-slate-200 p-3 text-sm" aria-label="Current plan">
                  <h3 className="mb-1 font-semibold">Current plan</h3>
                  {activePlan ? (
                    <>
                      <ul>
                        {meals.map((m) => (
                          <li key={m.id}>{m.name}</li>
                        ))}
                      </ul>
                      {activePlan.plan_size_id ? <p className="mt-1">Plan size: {planSizeLabel(activePlan.plan_size_id)}</p> : null}
                      <p className="mt-1">Price per shipment: {formatMoney(currentPrice)}</p>
                    </>
                  ) : (
                    <p>No active plan</p>
                  )}
                </section>
                <section className="rounded-md border border-brand-200 bg-brand-50 p-3 text-sm" aria-label="Recommended plan">
                  <h3 className="mb-1 font-semibold">Recommended plan</h3>
                  {planOptions ? (
                    <>
                      <p>
                        Plan size: {planSizeLabel(planOptions.plan_size.id)} (daily amount {planOptions.plan_size.daily_amount}); daily calories needed{" "}
                        {formatKcal(planOptions.daily_calories)} kcal
                      </p>
                      {built ? (
                        <>
                          <ul>
                            {built.subscription.products.map((p) => (
                              <li key={p.code}>{p.name}</li>
                            ))}
                          </ul>
                          <p className="mt-1">Price per shipment: {formatMoney(built.subscription.price.price)}</p>
                        </>
                      ) : (
                        <LoadStatus load={builtLoad} />
                      )}
                      {sameSize ? <p className="mt-1">The current plan already has the recommended size.</p> : null}
                      {shortfall ? (
                        <div className="mt-2">
                          <Notice tone="warning">{shortfallText(shortfall)}</Notice>
                        </div>
                      ) : null}
                    </>
                  ) : (
                    <LoadStatus load={planLoad} loading="Calculating…" />
                  )}
                </section>
              </div>
              <RadioGroup
                legend="Meal plan"
                value={effective}
                onValueChange={(v) => setChoice(v as Choice)}
                options={[
                  { value: "keep", label: KEEP_PLAN_LABEL },
                  { value: "recommended", label: RECOMMENDED_PLAN_LABEL, disabled: !canTakeRecommended },
                ]}
              />
            </div>
          ),
        },
      ]}
    />
  );
}

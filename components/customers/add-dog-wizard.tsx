"use client";
/**
 * Add a New Dog (issue 8): three steps on the kit's Wizard.
 *   1. Input data: the dog's profile (DogProfileFields).
 *   2. Select plan: the calculator's recommendation (plan size and the dog's daily calories), the
 *      plan size taken (default the recommended one; another may be chosen, issue 21) with a
 *      warning when it does not cover the dog's need, meal type UnKibble or Fresh, 1–2 or 1–3
 *      recipes (the limit is stated), the price per shipment from POST calculator/build_plan at the
 *      size taken, and the first shipment date (`pet_plan.start_date`, issue 18): today + 7 days by
 *      default, tomorrow to 180 days ahead; the step is a form on lib/pet-form `newPlanFormSchema`
 *      (PlanPicker in ./dog-plan-picker.tsx).
 *   3. Review (./add-dog-review.tsx: answers left at their default marked "default, not
 *      confirmed"), then Save: POST pet_plans/create_pet_and_pet_plan with the size taken; the page
 *      refreshes in place and "Pet created successfully" shows once the dog, its plan and its
 *      upcoming order are on screen (useRefreshThenToast, issue 21; the spec's reload after 3 s left
 *      the old table up meanwhile).
 * Back steps down and keeps every answer, the recipes and the size (issue 21; spec 01 §4 cleared the
 * recipes).
 * Props: open; onClose; customerId; options: GET pet_form_options; today?: the business day
 *   (YYYY-MM-DD) the page was rendered on (default: the browser's clock in the business time zone).
 */
import { useState } from "react";
import { explainForm, Form, FormField, useMissingReason, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useRefreshThenToast } from "@/components/ui/refresh-then-toast";
import { Wizard } from "@/components/ui/wizard";
import { usePlaceOnce } from "@/components/ui/use-action";
import { endpoints } from "@/lib/contract/endpoints";
import type { BuildPlanRequest, PetFormOptionsDto } from "@/lib/contract/pets";
import { businessDay } from "@/lib/business-day";
import {
  defaultFirstShipmentDate,
  earliestFirstShipmentDate,
  FIRST_SHIPMENT_LABEL,
  latestFirstShipmentDate,
  newPlanFormSchema,
  PET_CREATED_TEXT,
} from "@/lib/pet-form";
import { PLAN_DEFAULTS, PROFILE_DEFAULTS, unconfirmedDefaults } from "@/lib/plan-calculator";
import { DogProfileFields, dogProfileOf, useDogForm, useDogPlanOptions } from "./dog-profile-form";
import { PlanPicker, useBuiltPlan } from "./dog-plan-picker";
import { AddDogReview } from "./add-dog-review";

export function AddDogWizard({
  open,
  onClose,
  customerId,
  options,
  timeZone,
  today: todayProp,
}: {
  open: boolean;
  onClose: () => void;
  customerId: number;
  options: PetFormOptionsDto;
  timeZone: string;
  today?: string;
}) {
  const [today] = useState(() => todayProp ?? businessDay(new Date(), timeZone));
  const [planSchema] = useState(() => newPlanFormSchema(today));
  const form = useDogForm(options, timeZone);
  const refreshThenToast = useRefreshThenToast();
  const placeOnce = usePlaceOnce();
  const planLoad = useDogPlanOptions(form, customerId);
  const planOptions = planLoad.data;
  // The plan step's answers; the Wizard asks before losing them, so no second unsaved-changes guard.
  const planForm = useZodForm(planSchema, {
    mode: "onChange",
    defaultValues: { meal_type: "UNKIBBLE", plan_size: "", recipes: [], start_date: defaultFirstShipmentDate(today) },
    guard: false,
  });
  const { meal_type: mealType, plan_size: chosenSize, recipes, start_date: startDate } = planForm.watch();
  const setRecipes = (next: string[]) => planForm.setValue("recipes", next, { shouldDirty: true });
  const plan = planSchema.safeParse({ meal_type: mealType, plan_size: chosenSize, recipes, start_date: startDate }).data;
  // The size taken: the agent's choice, else the calculator's recommendation.
  const planSize = Number(chosenSize) || planOptions?.plan_size.id || null;
  const builtLoad = useBuiltPlan(customerId, planOptions ? planSize : null, recipes);
  const built = builtLoad.data;
  // Read during render, so the review follows each change (react-hook-form's formState proxy).
  const unconfirmed = [
    ...unconfirmedDefaults(PROFILE_DEFAULTS, form.formState),
    ...unconfirmedDefaults(PLAN_DEFAULTS, planForm.formState),
  ];
  const profile = form.formState.isValid ? dogProfileOf(form) : null;
  const profileReason = useMissingReason(form);
  const planReason = useMissingReason(planForm);

  const save = async () => {
    if (!profile || !planOptions || !built || !plan) return;
    const body = {
      account_id: customerId,
      pet: { ...profile, recommended_calories_day: planOptions.plan_size.id, account: customerId },
      pet_plan: {
        recipes: plan.recipes as BuildPlanRequest["recipes"],
        plan_size: built.plan_size.id,
        product: built.subscription.product.code,
        frequency: built.subscription.frequency,
        unit_price: built.subscription.price.price,
        quantity: 1 as const,
        start_date: plan.start_date,
      },
    };
    // Once per intended dog (usePlaceOnce): Save again after a timeout is answered with the dog already added, not a second one.
    await placeOnce(endpoints.createPetAndPetPlan, { body });
    form.reset(form.getValues());
    onClose();
    // The toast once the refreshed table shows the new dog (issue 21; was a reload 3 s after the toast).
    refreshThenToast(PET_CREATED_TEXT);
  };

  return (
    <Wizard
      title="Add a New Dog"
      open={open}
      onClose={onClose}
      dirty={form.formState.isDirty || planForm.formState.isDirty || recipes.length > 0}
      onSave={save}
      steps={[
        { id: "input", title: "Input data", valid: Boolean(profile), reason: profileReason, explain: () => explainForm(form), content: <DogProfileFields form={form} options={options} timeZone={timeZone} /> },
        {
          id: "plan",
          title: "Select plan",
          valid: Boolean(planOptions && built && plan && sameList(built.subscription.products.map((p) => p.recipe), recipes)),
          reason: planReason,
          content: (
            <Form form={planForm} onSubmit={() => undefined} className="space-y-4">
              <PlanPicker
                planOptions={planLoad}
                planSize={planSize}
                mealType={mealType}
                onMealType={(t) => {
                  planForm.setValue("meal_type", t, { shouldDirty: true });
                  setRecipes([]);
                }}
                recipes={recipes}
                onRecipes={setRecipes}
                built={builtLoad}
              />
              <FormField name="start_date" label={FIRST_SHIPMENT_LABEL} id="first-shipment-date">
                {(c) => <Input {...c} type="date" className="max-w-xs" min={earliestFirstShipmentDate(today)} max={latestFirstShipmentDate(today)} />}
              </FormField>
            </Form>
          ),
        },
        {
          id: "review",
          title: "Review",
          valid: Boolean(profile && built),
          content: (
            <AddDogReview
              profile={profile}
              unconfirmed={unconfirmed}
              built={built}
              recommendedSize={planOptions?.plan_size.id ?? null}
              dailyCalories={planOptions?.daily_calories ?? null}
              startDate={startDate}
            />
          ),
        },
      ]}
    />
  );
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

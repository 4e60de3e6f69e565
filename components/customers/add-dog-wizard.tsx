"use client";
/**
 * Add a New Dog (spec 01 §2, §4 "Add dog wizard", issue 8): three steps on the kit's Wizard.
 *   1. Input data: the dog's profile (DogProfileFields).
 *   2. Select plan: the calculator's recommendation (plan size and the dog's daily calories), meal
 *      type UnKibble or Fresh, 1–2 or 1–3 recipes (the limit is stated), the price per shipment
 *      from POST calculator/build_plan, and the first shipment date (`pet_plan.start_date`, spec 01
 *      §3; issue 18): today + 7 days by default, tomorrow to 180 days ahead (lib/pet-form).
 *   3. Review, then Save: POST pet_plans/create_pet_and_pet_plan; "Pet created successfully" and the
 *      page reloads after 3 s, showing the dog, its plan and its upcoming order.
 * Back steps down and clears the chosen recipes.
 * Props: open; onClose; customerId; options: GET pet_form_options; today?: the business day
 *   (YYYY-MM-DD) the page was rendered on (default: the browser's clock in the business time zone).
 */
import { useEffect, useState } from "react";
import { Field, fieldDescriptionId } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "sonner";
import { Wizard } from "@/components/ui/wizard";
import { callApi, toastError } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import type { BuildPlanDto, BuildPlanRequest, PetFormOptionsDto, PlanOptionsDto } from "@/lib/contract/pets";
import { businessDay } from "@/lib/business-day";
import { formatDate } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import {
  defaultFirstShipmentDate,
  earliestFirstShipmentDate,
  FIRST_SHIPMENT_LABEL,
  firstShipmentDateMessage,
  latestFirstShipmentDate,
  PET_CREATED_RELOAD_MS,
  PET_CREATED_TEXT,
  PlanMealType,
  MAX_RECIPES,
  MEAL_TYPE_LABELS,
  recipeLimitText,
} from "@/lib/pet-form";
import { DogProfileFields, dogProfileOf, useDogForm, useDogPlanOptions } from "./dog-profile-form";
import { DogProfileSummary } from "./dog-review";

export function AddDogWizard({
  open,
  onClose,
  customerId,
  options,
  today: todayProp,
}: {
  open: boolean;
  onClose: () => void;
  customerId: number;
  options: PetFormOptionsDto;
  today?: string;
}) {
  const [today] = useState(() => todayProp ?? businessDay(new Date()));
  const [startDate, setStartDate] = useState(() => defaultFirstShipmentDate(today));
  const startDateError = firstShipmentDateMessage(startDate, today) ?? undefined;
  const form = useDogForm(options);
  const planOptions = useDogPlanOptions(form, customerId);
  const [mealType, setMealType] = useState<PlanMealType>("UNKIBBLE");
  const [recipes, setRecipes] = useState<string[]>([]);
  const built = useBuiltPlan(customerId, planOptions?.plan_size.id ?? null, recipes);
  const profile = form.formState.isValid ? dogProfileOf(form) : null;

  const save = async () => {
    if (!profile || !planOptions || !built) return;
    await callApi(endpoints.createPetAndPetPlan, {
      body: {
        account_id: customerId,
        pet: { ...profile, recommended_calories_day: planOptions.plan_size.id, account: customerId },
        pet_plan: {
          recipes: recipes as BuildPlanRequest["recipes"],
          plan_size: built.plan_size.id,
          product: built.subscription.product.code,
          frequency: built.subscription.frequency,
          unit_price: built.subscription.price.price,
          quantity: 1,
          start_date: startDate,
        },
      },
    });
    toast.success(PET_CREATED_TEXT);
    form.reset(form.getValues());
    onClose();
    window.setTimeout(() => window.location.reload(), PET_CREATED_RELOAD_MS);
  };

  return (
    <Wizard
      title="Add a New Dog"
      open={open}
      onClose={onClose}
      dirty={form.formState.isDirty || recipes.length > 0}
      onStepChange={(_to, direction) => {
        if (direction === "back") setRecipes([]);
      }}
      onSave={save}
      steps={[
        { id: "input", title: "Input data", valid: Boolean(profile), content: <DogProfileFields form={form} options={options} /> },
        {
          id: "plan",
          title: "Select plan",
          valid: Boolean(planOptions && built && sameList(built.subscription.products.map((p) => p.recipe), recipes) && !startDateError),
          content: (
            <div className="space-y-4">
              <PlanPicker
                planOptions={planOptions}
                mealType={mealType}
                onMealType={(t) => {
                  setMealType(t);
                  setRecipes([]);
                }}
                recipes={recipes}
                onRecipes={setRecipes}
                built={built}
              />
              <Field label={FIRST_SHIPMENT_LABEL} htmlFor="first-shipment-date" error={startDateError}>
                <Input
                  id="first-shipment-date"
                  type="date"
                  className="max-w-xs"
                  value={startDate}
                  min={earliestFirstShipmentDate(today)}
                  max={latestFirstShipmentDate(today)}
                  invalid={!!startDateError}
                  aria-describedby={fieldDescriptionId("first-shipment-date", startDateError)}
                  onChange={(e) => setStartDate(e.target.value)}
                />
              </Field>
            </div>
          ),
        },
        {
          id: "review",
          title: "Review",
          valid: Boolean(profile && built),
          content: (
            <div className="space-y-4">
              {profile ? <DogProfileSummary profile={profile} /> : null}
              {built ? (
                <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-label="Plan">
                  <dt className="text-slate-600">Meal plan</dt>
                  <dd data-testid="review-plan-name">{built.subscription.product.name}</dd>
                  <dt className="text-slate-600">Recipes</dt>
                  <dd>{built.subscription.products.map((p) => p.name).join(", ")}</dd>
                  <dt className="text-slate-600">Price per shipment</dt>
                  <dd data-testid="review-price">{formatMoney(built.subscription.price.price)}</dd>
                  <dt className="text-slate-600">First shipment</dt>
                  <dd data-testid="review-first-shipment">
                    {formatDate(startDate)}, then every {built.subscription.frequency} weeks
                  </dd>
                </dl>
              ) : null}
            </div>
          ),
        },
      ]}
    />
  );
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** POST calculator/build_plan for the chosen plan size and recipes (null before any recipe, or while loading). */
export function useBuiltPlan(customerId: number, planSize: number | null, recipes: readonly string[]): BuildPlanDto | null {
  const [answer, setAnswer] = useState<{ key: string; plan: BuildPlanDto } | null>(null);
  const key = planSize && recipes.length ? JSON.stringify([planSize, recipes]) : "";
  useEffect(() => {
    if (!key) return;
    let live = true;
    const [size, chosen] = JSON.parse(key) as [number, string[]];
    callApi(endpoints.buildPlan, { body: { discounts: [], plan_size: size, recipes: chosen as BuildPlanRequest["recipes"], account_id: customerId } }).then(
      (plan) => {
        if (live) setAnswer({ key, plan });
      },
      (error: unknown) => {
        if (live) toastError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [key, customerId]);
  return answer && answer.key === key ? answer.plan : null;
}

function PlanPicker({
  planOptions,
  mealType,
  onMealType,
  recipes,
  onRecipes,
  built,
}: {
  planOptions: PlanOptionsDto | null;
  mealType: PlanMealType;
  onMealType: (t: PlanMealType) => void;
  recipes: string[];
  onRecipes: (r: string[]) => void;
  built: BuildPlanDto | null;
}) {
  if (!planOptions) return <p className="text-sm text-slate-600">Calculating the recommended plan…</p>;
  const offer = mealType === "UNKIBBLE" ? planOptions.prices.unkibble : planOptions.prices.fresh;
  const limit = MAX_RECIPES[mealType];
  const toggle = (id: string, on: boolean) => onRecipes(on ? [...recipes, id] : recipes.filter((r) => r !== id));
  return (
    <div className="space-y-4">
      <div className="rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm" data-testid="recommendation">
        <p className="font-medium">
          Recommended plan size: {planOptions.plan_size.daily_amount} (size {planOptions.plan_size.id} of 6)
        </p>
        <p>
          Daily calories: <span data-testid="daily-calories">{planOptions.daily_calories}</span> kcal ({planOptions.life_stage}); the plan delivers{" "}
          {Math.round(planOptions.plan_size.calories_per_day)} kcal a day.
        </p>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Meal type</legend>
        <div className="flex flex-wrap gap-4">
          {PlanMealType.options.map((t) => {
            const o = t === "UNKIBBLE" ? planOptions.prices.unkibble : planOptions.prices.fresh;
            return (
              <label key={t} className="flex items-center gap-2 text-sm">
                <input type="radio" name="meal-type" value={t} checked={mealType === t} onChange={() => onMealType(t)} />
                {MEAL_TYPE_LABELS[t]} <span className="text-slate-600">(from {formatMoney(o.subscription.price)} every {o.subscription.frequency} weeks)</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset aria-describedby="recipe-limit">
        <legend className="mb-1 text-sm font-medium">Recipes</legend>
        <p id="recipe-limit" className="mb-1 text-xs text-slate-600">
          {recipeLimitText(mealType)}
        </p>
        <div className="flex flex-wrap gap-4">
          {offer.subscription.product.recipes.map((r) => {
            const checked = recipes.includes(r.id);
            return (
              <label key={r.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={checked} disabled={!checked && recipes.length >= limit} onChange={(e) => toggle(r.id, e.target.checked)} />
                {r.name}
              </label>
            );
          })}
        </div>
      </fieldset>
      <p className="text-sm">
        Price per shipment:{" "}
        <span className="font-semibold" data-testid="price-per-shipment">
          {recipes.length === 0 ? "choose at least one recipe" : built ? formatMoney(built.subscription.price.price) : "…"}
        </span>
      </p>
    </div>
  );
}

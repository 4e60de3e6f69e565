"use client";
/**
 * The plan half of the dog wizards (meal type UnKibble with at most 2 recipes, or Fresh with at most 3):
 *   useBuiltPlan(customerId, planSize, recipes): POST calculator/build_plan for the chosen plan size
 *     and recipes, as a Load (components/ui/load-status.tsx; "idle" before any recipe); shared with Update Dog.
 *   <PlanPicker planOptions planSize mealType onMealType recipes onRecipes built />: (planOptions
 *     and built: the two Loads; a failed one shows its sentence and Try again in place) the calculator's
 *     recommendation (plan size and the dog's daily calories), the plan size the agent takes (the
 *     form's `plan_size`, default the recommended one; each named by its daily calories, issue 21)
 *     with a warning when it does not cover the dog's need (lib/plan-calculator.ts), meal type
 *     UnKibble or Fresh, its recipes (those plan_options offers: priced for the customer at the
 *     recommended size; a meal type with none is "(not offered)"; the limit is stated; once reached,
 *     the other recipes are disabled) and the price per shipment. Inside the <Form> of the plan step.
 */
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form";
import { Notice } from "@/components/ui/notice";
import { RadioGroup } from "@/components/ui/radio-group";
import { Select } from "@/components/ui/select";
import { LoadStatus, useLoad, withErrorToast, type Load } from "@/components/ui/load-status";
import { callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import type { BuildPlanDto, BuildPlanRequest, PlanOptionsDto } from "@/lib/contract/pets";
import { formatMoney } from "@/lib/money";
import { MAX_RECIPES, MEAL_TYPE_LABELS, PlanMealType, recipeLimitText } from "@/lib/pet-form";
import { formatKcal, planShortfall, planSizeLabel, planSizeOptions, shortfallText } from "@/lib/plan-calculator";

/** POST calculator/build_plan for the chosen plan size and recipes ("idle" before any recipe). */
export function useBuiltPlan(customerId: number, planSize: number | null, recipes: readonly string[], frequency?: number | null): Load<BuildPlanDto> {
  const request = planSize && recipes.length ? { size: planSize, chosen: [...recipes], weeks: frequency ?? null } : null;
  // `frequency`: a plan's own (Update Dog keeps it); none: the meal type's default (a new dog).
  return useLoad(
    request,
    withErrorToast(({ size, chosen, weeks }) =>
      callApi(endpoints.buildPlan, { body: { discounts: [], plan_size: size, recipes: chosen as BuildPlanRequest["recipes"], account_id: customerId, ...(weeks ? { frequency: weeks } : {}) } }),
    ),
  );
}

/** A meal type with no recipe priced for the customer at the recommended size (plan_options offers none). */
export const NO_RECIPE_OFFERED_TEXT = "No recipe of this meal type is priced for this customer at this plan size.";

export function PlanPicker({
  planOptions,
  planSize,
  mealType,
  onMealType,
  recipes,
  onRecipes,
  built,
}: {
  planOptions: Load<PlanOptionsDto>;
  /** The plan size taken (the agent's choice, else the recommended one). */
  planSize: number | null;
  mealType: PlanMealType;
  onMealType: (t: PlanMealType) => void;
  recipes: string[];
  onRecipes: (r: string[]) => void;
  built: Load<BuildPlanDto>;
}) {
  const options = planOptions.data;
  if (!options) return <LoadStatus load={planOptions} loading="Calculating the recommended plan…" />;
  const offer = mealType === "UNKIBBLE" ? options.prices.unkibble : options.prices.fresh;
  const limit = MAX_RECIPES[mealType];
  const toggle = (id: string, on: boolean) => onRecipes(on ? [...recipes, id] : recipes.filter((r) => r !== id));
  const recommended = options.plan_size;
  const shortfall = planSize ? planShortfall(options.daily_calories, planSize) : null;
  return (
    <div className="space-y-4">
      <div className="rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm" data-testid="recommendation">
        <p className="font-medium">
          Recommended plan size: {planSizeLabel(recommended.id)} (daily amount {recommended.daily_amount})
        </p>
        <p>
          Daily calories: <span data-testid="daily-calories">{formatKcal(options.daily_calories)}</span> kcal a day needed ({options.life_stage}).
        </p>
      </div>
      <FormField name="plan_size" label="Plan size" id="plan-size">
        {(c) => <Select {...c} value={String(c.value || recommended.id)} onValueChange={c.onChange} options={planSizeOptions(recommended.id)} />}
      </FormField>
      {shortfall ? (
        <Notice tone="warning" data-testid="plan-shortfall">
          {shortfallText(shortfall)}
        </Notice>
      ) : null}
      <RadioGroup
        legend="Meal type"
        value={mealType}
        onValueChange={(t) => onMealType(t as PlanMealType)}
        options={PlanMealType.options.map((t) => {
          const o = t === "UNKIBBLE" ? options.prices.unkibble : options.prices.fresh;
          const price = o.subscription.price;
          return {
            value: t,
            // A meal type none of whose recipes is priced for this customer at this size is not offered.
            disabled: price === null,
            label: (
              <>
                {MEAL_TYPE_LABELS[t]}{" "}
                <span className="text-slate-600">
                  {price === null
                    ? "(not offered)"
                    : `(from ${formatMoney(price)} every ${o.subscription.frequency} weeks${planSize && planSize !== recommended.id ? " at the recommended size" : ""})`}
                </span>
              </>
            ),
          };
        })}
      />
      <fieldset aria-describedby="recipe-limit">
        <legend className="mb-1 text-sm font-medium">Recipes</legend>
        <p id="recipe-limit" className="mb-1 text-xs text-slate-600">
          {recipeLimitText(mealType)}
        </p>
        <div className="flex flex-wrap gap-4">
          {offer.subscription.product.recipes.length === 0 ? <p className="text-sm text-slate-600">{NO_RECIPE_OFFERED_TEXT}</p> : null}
          {offer.subscription.product.recipes.map((r) => {
            const checked = recipes.includes(r.id);
            // The chosen recipes keep the order they were picked in (build_plan's first product is the first pick).
            return <Checkbox key={r.id} label={r.name} checked={checked} disabled={!checked && recipes.length >= limit} onCheckedChange={(on) => toggle(r.id, on)} />;
          })}
        </div>
      </fieldset>
      {built.status === "failed" ? (
        <LoadStatus load={built} />
      ) : (
        <p className="text-sm">
          Price per shipment:{" "}
          <span className="font-semibold" data-testid="price-per-shipment">
            {recipes.length === 0 ? "choose at least one recipe" : built.data ? formatMoney(built.data.subscription.price.price) : "…"}
          </span>
        </p>
      )}
    </div>
  );
}

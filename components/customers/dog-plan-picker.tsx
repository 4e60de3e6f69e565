"use client";
/**
 * The plan half of the dog wizards (meal type UnKibble with at most 2 recipes, or Fresh with at most 3):
 *   useBuiltPlan(customerId, planSize, recipes): POST calculator/build_plan for the chosen plan size
 *     and recipes (null before any recipe, or while loading); shared with Update Dog.
 *   <PlanPicker planOptions planSize mealType onMealType recipes onRecipes built />: the calculator's
 *     recommendation (plan size and the dog's daily calories), the plan size the agent takes (the
 *     form's `plan_size`, default the recommended one; each named by its daily calories, issue 21)
 *     with a warning when it does not cover the dog's need (lib/plan-calculator.ts), meal type
 *     UnKibble or Fresh, its recipes (the limit is stated; once reached, the other recipes are
 *     disabled) and the price per shipment. Inside the <Form> of the plan step.
 */
import { useEffect, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form";
import { Notice } from "@/components/ui/notice";
import { RadioGroup } from "@/components/ui/radio-group";
import { Select } from "@/components/ui/select";
import { callApi, toastError } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import type { BuildPlanDto, BuildPlanRequest, PlanOptionsDto } from "@/lib/contract/pets";
import { formatMoney } from "@/lib/money";
import { MAX_RECIPES, MEAL_TYPE_LABELS, PlanMealType, recipeLimitText } from "@/lib/pet-form";
import { formatKcal, planShortfall, planSizeLabel, planSizeOptions, shortfallText } from "@/lib/plan-calculator";

/** POST calculator/build_plan for the chosen plan size and recipes (null before any recipe, or while loading). */
export function useBuiltPlan(customerId: number, planSize: number | null, recipes: readonly string[], frequency?: number | null): BuildPlanDto | null {
  const [answer, setAnswer] = useState<{ key: string; plan: BuildPlanDto } | null>(null);
  const key = planSize && recipes.length ? JSON.stringify([planSize, recipes, frequency ?? null]) : "";
  useEffect(() => {
    if (!key) return;
    let live = true;
    const [size, chosen, weeks] = JSON.parse(key) as [number, string[], number | null];
    // `frequency`: a plan's own (Update Dog keeps it); none: the meal type's default (a new dog).
    callApi(endpoints.buildPlan, { body: { discounts: [], plan_size: size, recipes: chosen as BuildPlanRequest["recipes"], account_id: customerId, ...(weeks ? { frequency: weeks } : {}) } }).then(
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

export function PlanPicker({
  planOptions,
  planSize,
  mealType,
  onMealType,
  recipes,
  onRecipes,
  built,
}: {
  planOptions: PlanOptionsDto | null;
  /** The plan size taken (the agent's choice, else the recommended one). */
  planSize: number | null;
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
  const recommended = planOptions.plan_size;
  const shortfall = planSize ? planShortfall(planOptions.daily_calories, planSize) : null;
  return (
    <div className="space-y-4">
      <div className="rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm" data-testid="recommendation">
        <p className="font-medium">
          Recommended plan size: {planSizeLabel(recommended.id)} (daily amount {recommended.daily_amount})
        </p>
        <p>
          Daily calories: <span data-testid="daily-calories">{formatKcal(planOptions.daily_calories)}</span> kcal a day needed ({planOptions.life_stage}).
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
          const o = t === "UNKIBBLE" ? planOptions.prices.unkibble : planOptions.prices.fresh;
          return {
            value: t,
            label: (
              <>
                {MEAL_TYPE_LABELS[t]}{" "}
                <span className="text-slate-600">
                  (from {formatMoney(o.subscription.price)} every {o.subscription.frequency} weeks{planSize && planSize !== recommended.id ? " at the recommended size" : ""})
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
          {offer.subscription.product.recipes.map((r) => {
            const checked = recipes.includes(r.id);
            // The chosen recipes keep the order they were picked in (build_plan's first product is the first pick).
            return <Checkbox key={r.id} label={r.name} checked={checked} disabled={!checked && recipes.length >= limit} onCheckedChange={(on) => toggle(r.id, on)} />;
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

/**
 * Add a New Dog's Review step (issue 21): the profile and the plan, every answer the agent left at
 * its default marked "default, not confirmed" (and named in a warning above, so a skipped question
 * is seen before saving), the plan size with its daily calories (and the recommended one when
 * another was chosen), and the warning when the plan size does not cover the dog's daily need.
 * Props: profile (null while invalid); unconfirmed: the answers left at their default
 *   (lib/plan-calculator.ts `unconfirmedDefaults`); built: build_plan's answer (null while loading);
 *   recommendedSize: the calculator's plan size id; dailyCalories: the dog's need; startDate: YYYY-MM-DD.
 */
import { Notice } from "@/components/ui/notice";
import type { BuildPlanDto } from "@/lib/contract/pets";
import { formatDate } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import { FIRST_SHIPMENT_LABEL, type DogProfile } from "@/lib/pet-form";
import { planShortfall, planSizeLabel, RECOMMENDED_SUFFIX, shortfallText, unconfirmedSummary, type DefaultedAnswer } from "@/lib/plan-calculator";
import { DefaultMark, DogProfileSummary } from "./dog-review";

export function AddDogReview({
  profile,
  unconfirmed,
  built,
  recommendedSize,
  dailyCalories,
  startDate,
}: {
  profile: DogProfile | null;
  unconfirmed: readonly DefaultedAnswer[];
  built: BuildPlanDto | null;
  recommendedSize: number | null;
  dailyCalories: number | null;
  startDate: string;
}) {
  const summary = unconfirmedSummary(unconfirmed);
  const shortfall = built && dailyCalories !== null ? planShortfall(dailyCalories, built.plan_size.id) : null;
  const size = built?.plan_size.id;
  return (
    <div className="space-y-4">
      {summary ? (
        <Notice tone="warning" data-testid="unconfirmed-defaults">
          {summary}
        </Notice>
      ) : null}
      {shortfall ? (
        <Notice tone="warning" data-testid="review-plan-shortfall">
          {shortfallText(shortfall)}
        </Notice>
      ) : null}
      {profile ? <DogProfileSummary profile={profile} unconfirmed={unconfirmed} /> : null}
      {built && size !== undefined ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-label="Plan">
          <dt className="text-slate-600">Meal plan</dt>
          <dd data-testid="review-plan-name">{built.subscription.product.name}</dd>
          <dt className="text-slate-600">Plan size</dt>
          <dd data-testid="review-plan-size">
            {planSizeLabel(size)}
            {size === recommendedSize ? RECOMMENDED_SUFFIX : recommendedSize ? ` (recommended: ${planSizeLabel(recommendedSize)})` : ""}
          </dd>
          <dt className="text-slate-600">Recipes</dt>
          <dd>{built.subscription.products.map((p) => p.name).join(", ")}</dd>
          <dt className="text-slate-600">Price per shipment</dt>
          <dd data-testid="review-price">{formatMoney(built.subscription.price.price)}</dd>
          <dt className="text-slate-600">{FIRST_SHIPMENT_LABEL}</dt>
          <dd data-testid="review-first-shipment">
            {formatDate(startDate)}, then every {built.subscription.frequency} weeks
            {unconfirmed.includes("start_date") ? <DefaultMark /> : null}
          </dd>
        </dl>
      ) : null}
    </div>
  );
}

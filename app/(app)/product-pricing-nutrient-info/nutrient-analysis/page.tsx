/**
 * Nutrient Analysis: the recipe ids (GET recipes/ids) for the selector and the rows of
 * the recipe in the URL (`?recipe=`, default U-B; GET nutrient_analysis?recipe_id=). A recipe the
 * catalogue does not know falls back to the first one. Any signed-in user.
 */
import type { Metadata } from "next";
import { NutrientAnalysisView } from "@/components/product-info/nutrient-analysis-view";
import { endpoints } from "@/lib/contract/endpoints";
import { loadNutrientParams } from "@/lib/product-info-columns";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { PageHeader } from "@/components/ui/page-header";
import { UrlState } from "@/components/ui/url-state";

export const metadata: Metadata = { title: "Nutrient Analysis" };

type SearchParams = Record<string, string | string[] | undefined>;

export default upstreamPage(async function NutrientAnalysisPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageAccess(pages.productInfoNutrientAnalysis);
  const [{ recipe: asked }, recipeIds] = await Promise.all([loadNutrientParams(searchParams), upstreamCall(endpoints.listRecipeIds)]);
  const recipe = recipeIds.includes(asked) ? asked : (recipeIds[0] ?? asked);
  const rows = recipeIds.includes(recipe) ? await upstreamCall(endpoints.nutrientAnalysis, { query: { recipe_id: recipe } }) : [];
  return (
    <UrlState>
      <div className="space-y-4">
        <PageHeader title="Nutrient Analysis" />
        <NutrientAnalysisView recipeIds={recipeIds} recipe={recipe} rows={rows} />
      </div>
    </UrlState>
  );
});

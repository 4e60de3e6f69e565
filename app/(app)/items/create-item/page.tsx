/** /items/create-item: Create Item, the recipe choices from GET recipes/ids. */
import type { Metadata } from "next";
import { CreateItemForm } from "@/components/catalogue/deferred-forms";
import { endpoints } from "@/lib/contract/endpoints";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Create Item" };

export default upstreamPage(async function CreateItemPage() {
  await requirePageAccess(pages.createItem);
  const recipes = await upstreamCall(endpoints.listRecipeIds);
  return (
    <div className="space-y-4">
      <PageHeader title="Create Item" />
      <CreateItemForm recipes={recipes} />
    </div>
  );
});

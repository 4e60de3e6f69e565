/**
 * Manage Discounts's skeleton while the list loads (issue 21 "Feedback while waiting"). In the (list) route
 * group so it wraps this list page only, never the entity pages beside it (no loading.tsx above an
 * entity page: docs/architecture.md "Status codes of entity pages").
 */
import { PageSkeleton } from "@/components/ui/skeleton";

export default function Loading() {
  // As wide as the list it stands for (ListPage `wide`), so the page does not narrow while it loads.
  return <PageSkeleton label="discounts" columns={6} wide />;
}

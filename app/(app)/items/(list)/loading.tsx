/**
 * Items's skeleton while the list loads (issue 21 "Feedback while waiting"). In the (list) route
 * group so it wraps this list page only, never the entity pages beside it (no loading.tsx above an
 * entity page: docs/architecture.md "Status codes of entity pages").
 */
import { PageSkeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return <PageSkeleton label="items" columns={6} />;
}

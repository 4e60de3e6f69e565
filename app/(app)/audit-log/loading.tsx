/** The audit log's skeleton while its page loads (issue 21 "Feedback while waiting"); no entity page lies below it. */
import { PageSkeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return <PageSkeleton label="audit log" columns={7} />;
}

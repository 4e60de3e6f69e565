import { Spinner } from "@/components/ui/spinner";

/** Shown while a customer-lookup screen renders on the server. */
export default function Loading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" label="Loading…" />
    </div>
  );
}

/**
 * /customer-lookup/{customerId}/changelog: the customer changelog (spec 01 §2, §7, §8). Server-
 * rendered: the customer (for the pet filter and the 404) and GET customer_changelog/{id}, retried
 * once on failure; after the retry fails the page says "Request failed, please try to refresh the
 * page". Sorting newest first and the pet filter happen on screen (ChangelogList).
 * The route's segment is the bare id; a `{id}__{name}` segment is accepted too.
 */
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, unstable_rethrow } from "next/navigation";
import { ChangelogList } from "@/components/customers/changelog-list";
import { Panel } from "@/components/ui/panel";
import { CHANGELOG_REQUEST_FAILED, customerDisplayName, customerPath, parseCustomerSegment, retryOnce } from "@/lib/customer-display";
import { loadCustomer } from "@/server/customer";
import { requirePageAccess } from "@/server/guards";
import { UpstreamError, upstreamCall } from "@/server/upstream";
import { endpoints } from "@/lib/contract/endpoints";

export const metadata: Metadata = { title: "Changelog" };

type Params = { customerSegment: string };

/** Next's control-flow errors (redirect, notFound) and 4xx answers are not worth a second try. */
function worthRetrying(error: unknown): boolean {
  try {
    unstable_rethrow(error);
  } catch {
    return false;
  }
  return !(error instanceof UpstreamError && error.status >= 400 && error.status < 500);
}

export default async function CustomerChangelogPage({ params }: { params: Promise<Params> }) {
  const { customerSegment: raw } = await params;
  await requirePageAccess(`/customer-lookup/${raw}/changelog`);
  const parsed = parseCustomerSegment(raw);
  if (!parsed) notFound();
  const id = parsed.id;

  const loadChangelog = retryOnce(() => upstreamCall(endpoints.listCustomerChangelog, { params: { customerId: id } }), worthRetrying).then(
    (entries) => ({ ok: true as const, entries }),
    (error: unknown) => {
      unstable_rethrow(error);
      return { ok: false as const, error };
    },
  );
  const customer = await loadCustomer(id);
  const changelog = await loadChangelog;

  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Changelog of {customerDisplayName(customer)}</h1>
        <Link href={customerPath(customer)} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          Back to the customer
        </Link>
      </header>
      <Panel title="Customer changelog">
        {changelog.ok ? (
          <ChangelogList entries={changelog.entries} pets={customer.pets.map((p) => ({ id: p.id, name: p.name }))} />
        ) : (
          <p role="alert" className="text-sm text-red-700">
            {CHANGELOG_REQUEST_FAILED}
          </p>
        )}
      </Panel>
    </div>
  );
}

/**
 * /customer-lookup/{customerId}/changelog: the customer changelog (spec 01 §2, §7, §8). Server-
 * rendered: the customer (for the pet filter and the 404) and GET customer_changelog/{id}, retried
 * once on failure; after the retry fails the page says "Request failed, please try to refresh the
 * page" (loadChangelog, ChangelogPanel). Sorting newest first and the pet filter happen on screen
 * (ChangelogList on the kit's ChangelogPanel, 400px high).
 * The route's segment is the bare id; a `{id}__{name}` segment is accepted too.
 */
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, unstable_rethrow } from "next/navigation";
import { ChangelogList } from "@/components/customers/changelog-list";
import { loadChangelog } from "@/components/ui/changelog-panel";
import { Panel } from "@/components/ui/panel";
import { customerDisplayName, customerPath, parseCustomerSegment } from "@/lib/customer-display";
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

  const changelogLoad = loadChangelog(() => upstreamCall(endpoints.listCustomerChangelog, { params: { customerId: id } }), worthRetrying);
  const customer = await loadCustomer(id);
  const changelog = await changelogLoad;

  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Changelog of {customerDisplayName(customer)}</h1>
        <Link href={customerPath(customer)} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          Back to the customer
        </Link>
      </header>
      <Panel title="Customer changelog">
        <ChangelogList result={changelog} pets={customer.pets.map((p) => ({ id: p.id, name: p.name }))} />
      </Panel>
    </div>
  );
}

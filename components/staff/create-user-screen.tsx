/** The Add New User screen of /user-management/create-user and /create-user: a server component. */
import type { PageEntry } from "@/lib/pages";
import { groupsOfferedTo } from "@/lib/roles";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { CreateUserForm } from "./deferred-forms";
import { PageHeader } from "@/components/ui/page-header";

/** Wrapped like every page that reads the upstream: a slow or unreachable back office reads as a sentence and Try again. */
export const CreateUserScreen = upstreamPage(async function CreateUserScreen({ route }: { route: PageEntry }) {
  const account = await requirePageAccess(route);
  return (
    <div className="space-y-4">
      <PageHeader title="Manage Users: Add New User" />
      <CreateUserForm groups={groupsOfferedTo(account)} />
    </div>
  );
});

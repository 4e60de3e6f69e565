/** /user-management: the Manage Users list: search, Create User, 10 a page. */
import type { Metadata } from "next";
import { StaffUsersTable } from "@/components/staff/staff-users-table";
import { ListPage } from "@/components/ui/list-page";
import { endpoints } from "@/lib/contract/endpoints";
import { listQuery, serverListView } from "@/lib/list-params";
import { staffUserListView } from "@/lib/list-views";
import type { CallInput } from "@/lib/contract/endpoint";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

export const metadata: Metadata = { title: "Manage Users" };

export default upstreamPage(async function UserManagementPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const account = await requirePageAccess(pages.userManagement);
  const params = await staffUserListView.load(searchParams);
  const list = await upstreamCall(endpoints.listStaffUsers, { query: listQuery(params) as CallInput<typeof endpoints.listStaffUsers>["query"] });
  return (
    <ListPage title="Manage Users" params={params} count={list.count} create={{ href: pages.userManagementCreateUser.href(), label: "Create User" }} searchLabel="Search users" filters={staffUserListView.filters}>
      <StaffUsersTable rows={list.results} view={serverListView(params, list.count)} viewer={account} />
    </ListPage>
  );
});

/** /user-management: the Manage Users list: search, Create User, 10 a page. */
import type { Metadata } from "next";
import { StaffUsersTable } from "@/components/staff/staff-users-table";
import { ListPage } from "@/components/ui/list-page";
import { endpoints } from "@/lib/contract/endpoints";
import { loadListParams } from "@/lib/list-params";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

export const metadata: Metadata = { title: "Manage Users" };

export default upstreamPage(async function UserManagementPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const account = await requirePageAccess(pages.userManagement);
  const params = await loadListParams(searchParams);
  const list = await upstreamCall(endpoints.listStaffUsers, { query: params });
  return (
    <ListPage title="Manage Users" params={params} count={list.count} create={{ href: pages.userManagementCreateUser.href(), label: "Create User" }} searchLabel="Search users">
      <StaffUsersTable rows={list.results} count={list.count} page={params.page} viewer={account} />
    </ListPage>
  );
});

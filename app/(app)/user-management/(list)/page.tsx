/** /user-management: the Manage Users list: search, the status filter, sorting, rows per page, "Export this view", Create User. */
import type { Metadata } from "next";
import { StaffUsersTableIsland } from "@/components/staff/islands";
import { ListPage } from "@/components/ui/list-page";
import { endpoints } from "@/lib/contract/endpoints";
import { EXPORT_ROUTES, exportViewDownload } from "@/lib/csv";
import { staffUserListView } from "@/lib/list-views";
import { pages } from "@/lib/pages";
import { loadListScreen, type ListSearchParams } from "@/server/bff/pages/list-screen";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

export const metadata: Metadata = { title: "Manage Users" };

export default upstreamPage(async function UserManagementPage({ searchParams }: { searchParams: ListSearchParams }) {
  const { staff: account, list, listing, tableView } = await loadListScreen(endpoints.listStaffUsers, pages.userManagement, staffUserListView, searchParams);
  return (
    <ListPage
      title="Manage Users"
      {...listing}
      create={{ href: pages.userManagementCreateUser.href(), label: "Create User" }}
      download={exportViewDownload(EXPORT_ROUTES.staffUsers, listing.params)}
      searchLabel="Search users"
    >
      <StaffUsersTableIsland rows={list.results} view={tableView} viewer={account} />
    </ListPage>
  );
});

/** /user-management/create-user: "Manage Users: Add New User", the groups this tier may grant. */
import type { Metadata } from "next";
import { CreateUserScreen } from "@/components/staff/create-user-screen";
import { pages } from "@/lib/pages";

export const metadata: Metadata = { title: "Manage Users: Add New User" };

export default function CreateUserPage() {
  return <CreateUserScreen route={pages.userManagementCreateUser} />;
}

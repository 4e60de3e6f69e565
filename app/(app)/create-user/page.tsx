/** /create-user: the same screen as /user-management/create-user. */
import type { Metadata } from "next";
import { CreateUserScreen } from "@/components/staff/create-user-screen";
import { pages } from "@/lib/pages";

export const metadata: Metadata = { title: "Manage Users: Add New User" };

export default function CreateUserAliasPage() {
  return <CreateUserScreen route={pages.createUser} />;
}

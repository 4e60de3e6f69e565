/**
 * The role line of the account menu: the display names of the account's groups ("Admin",
 * "Team Member", ...; any other group "Unsupported Group"), joined; "No group" when it has none.
 */
import { displayRole, type StaffAccountLike } from "./roles";

export function accountRoleLabel(account: StaffAccountLike): string {
  const names = [...new Set(account.groups.map((g) => displayRole(g.name)))];
  return names.length ? names.join(", ") : "No group";
}

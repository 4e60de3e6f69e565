"use client";
/**
 * Manage Users list: Name, Email (its icon sends a password reset link after a
 * confirm dialog with a Send button), User Group (display names; "Unsupported Group" for others),
 * Added, Last Updated, Status (its icon deactivates or reactivates after a confirmation). An action
 * the viewer may not take (a higher tier's account, one's own deactivation, the reset link of a
 * deactivated user: lib/contract/staff.ts staffRowActions, the API's rule) shows a disabled icon whose
 * tooltip gives the reason. DataTable server mode.
 * The status dialog asks for the state chosen when it opened (useConfirmIntent): after a 409 its Reload
 * re-renders the rows and the dialog sends the same change with the user's current version; it closes
 * with a toast instead when the reloaded row is already in that state ("{email} is already active" /
 * "… deactivated") or when the reloaded page no longer lists the user (filtered out, moved to another
 * page: the version is not known, so nothing is sent again).
 * Props: rows, view (count, page, rows per page, ordering: serverListView), viewer (the signed-in account).
 */
import { useMemo, useState } from "react";
import { LazyConfirmActionDialog as ConfirmActionDialog } from "@/components/ui/lazy-confirm-action-dialog";
import { useConfirmIntent } from "@/components/ui/confirm-intent";
import { DataTable, dataTableColumns, serverList, type ServerListView } from "@/components/ui/data-table";
import { IconButton } from "@/components/ui/tooltip";
import { MailIcon, PowerIcon, RestoreIcon } from "@/components/ui/icons";
import { StatusBadge } from "@/components/ui/status-badge";
import { callApi } from "@/lib/client/api";
import { staffCalls } from "@/lib/client/endpoints";
import type { STAFF_USER_SORT_KEYS, StaffUserDto } from "@/lib/contract/staff";
import { STAFF_TEXTS, staffRowActions } from "@/lib/staff/messages";
import { formatDate } from "@/lib/format";
import { displayRole, type StaffAccountLike } from "@/lib/roles";
import { activeStateOf } from "@/lib/status";

/** A status change asked for: the user as the row showed them and the active flag to set. */
type StatusIntent = { user: StaffUserDto; active: boolean };
type Opener = { reset: (user: StaffUserDto) => void; status: (intent: StatusIntent) => void };

export const groupLabel = (u: StaffUserDto) => u.groups.map((g) => displayRole(g.name)).join(", ") || displayRole("");

/** Sortable columns → the list's ordering keys (STAFF_USER_SORT_KEYS). */
const SORT_KEYS = { email: "email", created: "created", last_updated: "last_updated" } as const satisfies Record<string, (typeof STAFF_USER_SORT_KEYS)[number]>;

const col = dataTableColumns<StaffUserDto>();
/** The columns for this viewer (its row actions); `opener` opens a row's confirmation. */
const columnsFor = (viewer: StaffAccountLike & { email: string }, opener: Opener) => {
  const actionsOf = (u: StaffUserDto) => staffRowActions(viewer, u, groupLabel(u));
  return col.columns([
    col.display({ id: "name", header: "Name", cell: ({ row }) => `${row.original.first_name} ${row.original.last_name}` }),
    col.accessor("email", {
      header: "Email",
      cell: ({ row }) => (
        <span className="inline-flex items-center gap-2">
          {row.original.email}
          <IconButton
            label={`Send a password reset link to ${row.original.email}`}
            icon={<MailIcon />}
            unavailable={actionsOf(row.original).reset}
            onClick={() => opener.reset(row.original)}
          />
        </span>
      ),
    }),
    col.display({ id: "group", header: "User Group", cell: ({ row }) => groupLabel(row.original) }),
    col.accessor("created", { header: "Added", cell: (i) => <span className="whitespace-nowrap">{formatDate(i.getValue())}</span> }),
    col.accessor("last_updated", { header: "Last Updated", cell: (i) => <span className="whitespace-nowrap">{formatDate(i.getValue())}</span> }),
    col.accessor("is_active", {
      header: "Status",
      cell: ({ row }) => {
        const u = row.original;
        return (
          <span className="inline-flex items-center gap-2">
            <StatusBadge kind="staff" status={activeStateOf(u.is_active)} />
            <IconButton
              label={`${u.is_active ? "Deactivate" : "Reactivate"} ${u.email}`}
              icon={u.is_active ? <PowerIcon /> : <RestoreIcon />}
              unavailable={actionsOf(u).status}
              onClick={() => opener.status({ user: u, active: !u.is_active })}
            />
          </span>
        );
      },
    }),
  ]);
};

export function StaffUsersTable({ rows, view, viewer }: { rows: StaffUserDto[]; view: ServerListView; viewer: StaffAccountLike & { email: string } }) {
  const [resetFor, setResetFor] = useState<StaffUserDto | null>(null);
  const toggle = useConfirmIntent<StatusIntent>(({ user, active }) => {
    const row = rows.find((r) => r.id === user.id);
    if (!row) return STAFF_TEXTS.notListed(user.email);
    return row.is_active === active ? STAFF_TEXTS.alreadyStatus(row.email, active) : null;
  });
  const openStatus = toggle.open;
  const columns = useMemo(() => columnsFor(viewer, { reset: setResetFor, status: openStatus }), [viewer, openStatus]);
  const intent = toggle.intent;
  // The user as the page has them now (after a Reload: the current row, with its current version).
  const user = intent ? (rows.find((r) => r.id === intent.user.id) ?? intent.user) : undefined;
  return (
    <>
      <DataTable columns={columns} data={rows} getRowId={(r) => String(r.id)} caption="Bark users" server={serverList(view, SORT_KEYS)} pagerLabel="Bark users pages" />
      <ConfirmActionDialog
        open={resetFor !== null}
        onClose={() => setResetFor(null)}
        title="Send password reset link"
        message={resetFor ? `Send ${resetFor.email} an email with a link to reset their password?` : ""}
        confirmLabel="Send"
        action={() => callApi(staffCalls.requestStaffPasswordReset, { body: { email: resetFor!.email } })}
        successText={() => STAFF_TEXTS.resetSent(resetFor!.email)}
        refresh={false}
      />
      <ConfirmActionDialog
        open={toggle.isOpen}
        onClose={toggle.close}
        title={intent?.active ? "Reactivate user" : "Deactivate user"}
        message={user && intent ? (intent.active ? `Reactivate ${user.email}? They can sign in again.` : `Deactivate ${user.email}? They are signed out at once and cannot sign in until reactivated.`) : ""}
        confirmLabel={intent?.active ? "Reactivate" : "Deactivate"}
        destructive={!intent?.active}
        action={() => callApi(staffCalls.updateStaffUser, { body: { email: user!.email, is_active: intent!.active, version: user!.version } })}
        successText={(answer) => STAFF_TEXTS.statusChanged(answer.email, answer.is_active)}
      />
    </>
  );
}

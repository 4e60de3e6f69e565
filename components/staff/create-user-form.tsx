"use client";
/**
 * Manage Users: Add New User: first and last name, email (lower-cased, +bark@),
 * user group among the ones the signed-in tier may grant; form → confirm →
 * POST bark_user → /user-management with "Successfully created bark user {first} {last}".
 * Props: groups: the groups offered (lib/roles.ts groupsOfferedTo).
 */
import Link from "next/link";
import { Button, buttonClassName } from "@/components/ui/button";
import { CreateConfirmDialog, useConfirmedCreate } from "@/components/ui/confirmed-create";
import { Form, FormField, useZodForm } from "@/components/ui/form";
import { Select } from "@/components/ui/select";
import { callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { createStaffUserSchema, STAFF_TEXTS } from "@/lib/contract/staff";
import { ROLE_DISPLAY_NAMES, type Role } from "@/lib/roles";
import { pages } from "@/lib/pages";

export function CreateUserForm({ groups }: { groups: Role[] }) {
  const form = useZodForm(createStaffUserSchema, { defaultValues: { first_name: "", last_name: "", email: "", is_active: true, group_name: "" as Role } });
  const flow = useConfirmedCreate({
    form,
    call: (body) => callApi(endpoints.createStaffUser, { body }),
    successText: (answer) => STAFF_TEXTS.created(answer.first_name, answer.last_name),
    listHref: pages.userManagement.href(),
  });
  return (
    <>
      <Form form={form} onSubmit={flow.ask} className="max-w-xl space-y-4" aria-label="Add new user">
        <FormField name="first_name" label="First name" autoComplete="off" />
        <FormField name="last_name" label="Last name" autoComplete="off" />
        <FormField name="email" label="Email" type="email" autoComplete="off" hint="Staff emails carry the +bark qualifier, e.g. jane+bark@example.com." />
        <FormField name="group_name" label="User Group">
          {(c) => <Select {...c} onValueChange={c.onChange} options={groups.map((g) => ({ value: g, label: ROLE_DISPLAY_NAMES[g] }))} />}
        </FormField>
        <div className="flex gap-2">
          <Button type="submit" busy={flow.leaving}>
            Create User
          </Button>
          <Link href={pages.userManagement.href()} className={buttonClassName({ variant: "secondary" })}>
            Cancel
          </Link>
        </div>
      </Form>
      <CreateConfirmDialog
        flow={flow}
        title="Create user?"
        message={flow.pending ? `Create ${flow.pending.first_name} ${flow.pending.last_name} (${flow.pending.email}) as ${ROLE_DISPLAY_NAMES[flow.pending.group_name]}?` : ""}
      />
    </>
  );
}

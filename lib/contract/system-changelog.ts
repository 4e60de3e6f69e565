/**
 * The system changelog (spec 02 §3 "Changelog entry (system)": category, operationType, newValue,
 * createdAt, authorEmail, application, objectId; §7 "GET system_changelog/items, product_items,
 * discounts: list, shown reversed, retried once on failure"), in the API's snake_case like every
 * other answer (operation_type, new_value, created, author_email, application, object_id): the
 * same shape as the discount changelog's (i12's lib/contract/discounts.ts; one schema after the merge).
 */
import { z } from "zod";
import { ChangeAction, SystemChangelogCategory } from "../enums";
import { endpoint } from "./endpoint";

export const systemChangelogEntrySchema = z.object({
  id: z.number().int(),
  category: SystemChangelogCategory,
  operation_type: ChangeAction,
  new_value: z.unknown(),
  created: z.string(),
  author_email: z.string().nullable(),
  application: z.string().nullable(),
  object_id: z.string().nullable(),
});
export type SystemChangelogEntryDto = z.infer<typeof systemChangelogEntrySchema>;

/** Oldest first, as the upstream lists them (the screens show them reversed). */
export const systemChangelogSchema = z.array(systemChangelogEntrySchema);

export const systemChangelogEndpoints = {
  listItemChangelog: endpoint({
    method: "GET",
    path: "system_changelog/items",
    capability: "manageProducts",
    response: systemChangelogSchema,
  }),
  listProductItemChangelog: endpoint({
    method: "GET",
    path: "system_changelog/product_items",
    capability: "manageProducts",
    response: systemChangelogSchema,
  }),
};

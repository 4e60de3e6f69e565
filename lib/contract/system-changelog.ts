/**
 * The system changelog (an entry has category, operationType, newValue, createdAt, authorEmail,
 * application, objectId; GET system_changelog/items, product_items and discounts answer a list,
 * shown reversed, retried once on failure), with the spec's camelCase names as
 * the upstream writes them (unlike the API's other, snake_case answers), plus the entry's `id`.
 * One schema for the item, product-item and discount changelogs.
 */
import { z } from "zod";
import { ChangeAction, SystemChangelogCategory } from "./enums";
import { endpoint } from "./endpoint";

export const systemChangelogEntrySchema = z.object({
  id: z.number().int(),
  category: SystemChangelogCategory,
  operationType: ChangeAction,
  newValue: z.unknown(),
  createdAt: z.string(),
  authorEmail: z.string().nullable(),
  application: z.string().nullable(),
  objectId: z.string().nullable(),
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

/**
 * The sortable, filterable lists (issue 22 "Lists at scale"): each list's sort keys (the API's
 * `ordering` keys, lib/contract/*) and filters (their URL names are the API's query parameters),
 * declared once for the server page, its filter bar and its export link (lib/list-params.ts listView).
 * The search and each text filter take at most what the API's own field takes (its constant in lib/contract/*).
 */
import { DISCOUNT_PREFIX_MAX_LENGTH, DISCOUNT_SEARCH_MAX_LENGTH, DISCOUNT_SORT_KEYS } from "./contract/discounts";
import { SEARCH_MAX_LENGTH } from "./contract/fields";
import { ITEM_SORT_KEYS } from "./contract/items";
import { PRODUCT_ITEMS_SORT_KEYS } from "./contract/product-items";
import { PROMOTION_SORT_KEYS } from "./contract/promotions";
import { STAFF_USER_SORT_KEYS } from "./contract/staff";
import { ActiveState, DISCOUNT_TYPE_LABELS, DiscountLimitType, DiscountType } from "./enums";
import { DISCOUNT_LIMIT_TYPE_LABELS } from "./discount-rules";
import { listView, type ListFilterDef } from "./list-params";
import { statusLabel } from "./status";

const optionsOf = <T extends string>(values: readonly T[], label: (v: T) => string) => values.map((value) => ({ value, label: label(value) }));

/** Active / Inactive, as the status badges read. */
export const activeStatusFilter = (kind: "discount" | "promotion" | "staff" | "product"): ListFilterDef => ({
  name: "status",
  label: "Status",
  kind: "select",
  options: optionsOf(ActiveState.options, (v) => statusLabel(kind, v)),
});

/** Manage Discounts and a bulk batch's codes. */
export const discountListView = listView({
  sortKeys: DISCOUNT_SORT_KEYS,
  searchMaxLength: DISCOUNT_SEARCH_MAX_LENGTH,
  filters: [
    activeStatusFilter("discount"),
    { name: "discount_type", label: "Type", kind: "select", options: optionsOf(DiscountType.options, (v) => DISCOUNT_TYPE_LABELS[v]) },
    { name: "limit_type", label: "Limit type", kind: "select", options: optionsOf(DiscountLimitType.options, (v) => DISCOUNT_LIMIT_TYPE_LABELS[v]) },
    { name: "prefix", label: "Batch or code prefix", kind: "text", maxLength: DISCOUNT_PREFIX_MAX_LENGTH },
    { name: "created_from", label: "Created from", kind: "day" },
    { name: "created_to", label: "Created to", kind: "day" },
    { name: "available_from", label: "Available from", kind: "day" },
    { name: "available_to", label: "Available to", kind: "day" },
  ],
});

/** The catalogue and staff lists search with the contract's searchField (lib/contract/fields.ts). */
export const promotionListView = listView({ sortKeys: PROMOTION_SORT_KEYS, searchMaxLength: SEARCH_MAX_LENGTH, filters: [activeStatusFilter("promotion")] });
export const itemListView = listView({ sortKeys: ITEM_SORT_KEYS, searchMaxLength: SEARCH_MAX_LENGTH, filters: [] });
export const productItemsListView = listView({ sortKeys: PRODUCT_ITEMS_SORT_KEYS, searchMaxLength: SEARCH_MAX_LENGTH, filters: [activeStatusFilter("product")] });
export const staffUserListView = listView({ sortKeys: STAFF_USER_SORT_KEYS, searchMaxLength: SEARCH_MAX_LENGTH, filters: [activeStatusFilter("staff")] });

/**
 * The browser's descriptors, one lazy group per contract file (issue 23: a page's first load holds
 * no zod). Each name is the descriptor's name in lib/contract/endpoints.ts; its code (the schemas,
 * zod) is downloaded with the first call of its group and the answer is checked as before:
 *
 *   await callApi(discountCalls.updateDiscountStatus, { params: { id }, body });   // lib/client/api.ts
 *
 * A server component or a route handler uses `endpoints` of lib/contract/endpoints.ts directly.
 */
import { lazyEndpoints } from "./api";
import type { auditEndpoints } from "../contract/audit";
import type { claimEndpoints } from "../contract/claims";
import type { customerEndpoints } from "../contract/customers";
import type { discountEndpoints } from "../contract/discounts";
import type { itemEndpoints } from "../contract/items";
import type { orderActionEndpoints } from "../contract/order-actions";
import type { orderEditEndpoints } from "../contract/order-edits";
import type { petEndpoints } from "../contract/pets";
import type { productDetailEndpoints } from "../contract/product-detail";
import type { productInfoEndpoints } from "../contract/product-info";
import type { productItemEndpoints } from "../contract/product-items";
import type { productEndpoints } from "../contract/products";
import type { promotionEndpoints } from "../contract/promotions";
import type { recipeEndpoints } from "../contract/recipes";
import type { staffEndpoints } from "../contract/staff";
import type { systemChangelogEndpoints } from "../contract/system-changelog";

export const auditCalls = lazyEndpoints<typeof auditEndpoints>(() => import("../contract/audit").then((m) => m.auditEndpoints));
export const claimCalls = lazyEndpoints<typeof claimEndpoints>(() => import("../contract/claims").then((m) => m.claimEndpoints));
export const customerCalls = lazyEndpoints<typeof customerEndpoints>(() => import("../contract/customers").then((m) => m.customerEndpoints));
export const discountCalls = lazyEndpoints<typeof discountEndpoints>(() => import("../contract/discounts").then((m) => m.discountEndpoints));
export const itemCalls = lazyEndpoints<typeof itemEndpoints>(() => import("../contract/items").then((m) => m.itemEndpoints));
export const orderActionCalls = lazyEndpoints<typeof orderActionEndpoints>(() => import("../contract/order-actions").then((m) => m.orderActionEndpoints));
export const orderEditCalls = lazyEndpoints<typeof orderEditEndpoints>(() => import("../contract/order-edits").then((m) => m.orderEditEndpoints));
export const petCalls = lazyEndpoints<typeof petEndpoints>(() => import("../contract/pets").then((m) => m.petEndpoints));
export const productDetailCalls = lazyEndpoints<typeof productDetailEndpoints>(() => import("../contract/product-detail").then((m) => m.productDetailEndpoints));
export const productInfoCalls = lazyEndpoints<typeof productInfoEndpoints>(() => import("../contract/product-info").then((m) => m.productInfoEndpoints));
export const productItemCalls = lazyEndpoints<typeof productItemEndpoints>(() => import("../contract/product-items").then((m) => m.productItemEndpoints));
export const productCalls = lazyEndpoints<typeof productEndpoints>(() => import("../contract/products").then((m) => m.productEndpoints));
export const promotionCalls = lazyEndpoints<typeof promotionEndpoints>(() => import("../contract/promotions").then((m) => m.promotionEndpoints));
export const recipeCalls = lazyEndpoints<typeof recipeEndpoints>(() => import("../contract/recipes").then((m) => m.recipeEndpoints));
export const staffCalls = lazyEndpoints<typeof staffEndpoints>(() => import("../contract/staff").then((m) => m.staffEndpoints));
export const systemChangelogCalls = lazyEndpoints<typeof systemChangelogEndpoints>(() => import("../contract/system-changelog").then((m) => m.systemChangelogEndpoints));

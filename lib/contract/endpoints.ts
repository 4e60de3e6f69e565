/**
 * THE registry of every call to the back-office API's /api base (one descriptor each, grouped by
 * resource in lib/contract/<resource>.ts). The proxy table, the typed clients and the embedded
 * API's routes are all derived from it; a test proves the embedded API serves exactly these.
 * The authentication base ({auth}/login, …) has its own registry, `authEndpoints` of
 * lib/contract/auth.ts (`base: "auth"`: no capability, never a proxy row).
 */
import type { ApiEndpoint } from "./endpoint";
import { customerEndpoints } from "./customers";
import { discountEndpoints } from "./discounts";
import { productEndpoints } from "./products";
import { orderEditEndpoints } from "./order-edits";
import { staffEndpoints } from "./staff";
import { petEndpoints } from "./pets";
import { recipeEndpoints } from "./recipes";
import { productInfoEndpoints } from "./product-info";
import { itemEndpoints } from "./items";
import { productItemEndpoints } from "./product-items";
import { promotionEndpoints } from "./promotions";
import { systemChangelogEndpoints } from "./system-changelog";
import { productDetailEndpoints } from "./product-detail";
import { claimEndpoints } from "./claims";
import { orderActionEndpoints } from "./order-actions";
import { auditEndpoints } from "./audit";

export const endpoints = {
  ...customerEndpoints,
  ...discountEndpoints,
  ...staffEndpoints,
  ...itemEndpoints,
  ...productDetailEndpoints,
  ...claimEndpoints,
  ...productEndpoints,
  ...orderEditEndpoints,
  ...petEndpoints,
  ...recipeEndpoints,
  ...productInfoEndpoints,
  ...productItemEndpoints,
  ...promotionEndpoints,
  ...systemChangelogEndpoints,
  ...orderActionEndpoints,
  ...auditEndpoints,
} satisfies Record<string, ApiEndpoint>;

export type EndpointName = keyof typeof endpoints;

/** Every descriptor, in registry order. */
export const ALL_ENDPOINTS: readonly ApiEndpoint[] = Object.values(endpoints);

/**
 * Every route module of the embedded API. A module is `(deps) => Hono`. The /api modules mount
 * their routes with `register(app, endpoints.x, handler)` (http/register.ts): method, path,
 * capability and schemas come from the endpoint descriptors of lib/contract, and
 * tests/integration/endpoint-parity.test.ts proves every descriptor is served and nothing else.
 */
import type { Hono } from "hono";
import type { AppDeps, AppEnv } from "../http/context";
import { authRoutes } from "./auth";
import { devRoutes } from "./dev";
import { devFixtureRoutes } from "./dev-fixtures";
import { staffUserRoutes } from "./staff-users";
import { customerRoutes } from "./customers";
import { paymentMethodRoutes } from "./payment-methods";
import { impersonateRoutes } from "./impersonate";
import { exclusiveDiscountRoutes } from "./exclusive-discounts";
import { itemRoutes } from "./items";
import { productDetailRoutes } from "./product-detail";
import { claimRoutes } from "./claims";
import { productRoutes } from "./products";
import { discountRoutes } from "./discounts";
import { orderEditRoutes } from "./order-edits";
import { petRoutes } from "./pets";
import { recipeRoutes } from "./recipes";
import { productInfoRoutes } from "./product-info";
import { productItemRoutes } from "./product-items";
import { promotionRoutes } from "./promotions";
import { systemChangelogRoutes } from "./system-changelog";
import { orderActionRoutes } from "./order-actions";
import { auditRoutes } from "./audit";

type RouteModule = (deps: AppDeps) => Hono<AppEnv>;

/** Mounted under /auth (no token needed). */
export const authRouteModules: RouteModule[] = [authRoutes];
/**
 * Mounted under /dev: local-only helpers, each empty unless its switch is on (server/backend/config.ts):
 * the mail outbox (ENABLE_DEV_ROUTES) and the end-to-end tests' fixtures (ENABLE_DEV_ROUTES and
 * ENABLE_TEST_FIXTURES).
 */
export const devRouteModules: RouteModule[] = [devRoutes, devFixtureRoutes];
/** Mounted under /api, behind `Authorization: Token …`. */
// products/:code (productDetailRoutes) after the literal products/… paths of productRoutes: the first match answers.
// orderActionRoutes before orderEditRoutes: its literal PUT orders/mark_fulfillment_delivery_failed/ must win over PUT orders/:id.
export const apiRouteModules: RouteModule[] = [
  staffUserRoutes,
  customerRoutes,
  paymentMethodRoutes,
  impersonateRoutes,
  exclusiveDiscountRoutes,
  discountRoutes,
  productRoutes,
  // orderActionRoutes before orderEditRoutes: PUT orders/:id would catch PUT orders/mark_fulfillment_delivery_failed/.
  orderActionRoutes,
  orderEditRoutes,
  petRoutes,
  recipeRoutes,
  productInfoRoutes,
  itemRoutes,
  productItemRoutes,
  promotionRoutes,
  systemChangelogRoutes,
  productDetailRoutes,
  claimRoutes,
  auditRoutes,
];

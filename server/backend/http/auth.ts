/** `Authorization: Token {token}` on every /api/ call, and the role table enforced per route. */
import { createMiddleware } from "hono/factory";
import { can, type Capability } from "../../../lib/roles";
import { hashSecret } from "../auth/tokens";
import { accountOf, findStaffByTokenHash } from "../queries/staff";
import type { AppDeps, AppEnv } from "./context";
import { forbidden, unauthorized } from "./errors";

export const requireStaff = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const match = /^Token\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized();
    const user = await findStaffByTokenHash(deps.db, hashSecret(match[1]!));
    if (!user) throw unauthorized("Invalid token.");
    if (!user.isActive) throw unauthorized("User inactive or deleted.");
    c.set("staff", user);
    await next();
  });

/** 403 unless the signed-in staff user's role may use `capability` (00-decisions §1). */
export const requireCapability = (capability: Capability) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!can(accountOf(c.get("staff")), capability)) throw forbidden();
    await next();
  });

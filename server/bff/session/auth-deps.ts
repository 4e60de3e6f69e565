/** Dependencies of the sign-in route handlers in the running app. */
import "server-only";
import type { AuthDeps } from "./auth-handlers";
import { bffDeps } from "./with-staff";
import { getSignInThrottle } from "../store/throttle";

export function authDeps(): AuthDeps {
  const deps = bffDeps();
  return { ...deps, throttle: getSignInThrottle(deps.config, deps.logger) };
}

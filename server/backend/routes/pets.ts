/**
 * Dogs and plans (issue 8): form options, the plan calculator, creating
 * a dog with its plan, updating a dog or its plan, cancelling with the exit survey and marking a
 * cancelled dog DECEASED_TO_NOT_LIST. Method, path, capability and schemas come from the
 * descriptors of lib/contract/pets.ts; the rules are in lib/ and server/backend/queries/pet-plans.ts.
 */
import { Hono } from "hono";
import { petEndpoints as e, PET_NOT_FOUND } from "../../../lib/contract/pets";
import type { AppDeps, AppEnv } from "../http/context";
import { notFound } from "../http/errors";
import { register } from "../http/register";
import { buildPlan, cancelPet, createPetAndPlan, getPetFormOptions, planOptions, updatePet, updatePetPlan } from "../queries/pet-plans";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A path segment that cannot be a pet id names no pet: 404, never 500. */
function petIdParam(raw: string | undefined): string {
  if (!raw || !UUID.test(raw)) throw notFound(PET_NOT_FOUND);
  return raw.toLowerCase();
}
function planIdParam(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw notFound("Pet plan not found.");
  return Number(raw);
}

export function petRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const actor = (email: string) => ({ staffEmail: email, now: deps.now?.() ?? new Date(), timeZone: deps.config.BUSINESS_TIME_ZONE });

  register(app, e.getPetFormOptions, async () => getPetFormOptions(deps.db));
  register(app, e.getPlanOptions, async ({ query }, c) => planOptions(deps.db, query, actor(c.get("staff").email)));
  register(app, e.buildPlan, async ({ body }) => buildPlan(deps.db, body));
  // An Idempotency-Key is optional here (`idempotent: "optional"`); with one, the dog is added once per key.
  register(app, e.createPetAndPetPlan, async ({ body, idempotency }, c) => createPetAndPlan(deps.db, body, actor(c.get("staff").email), idempotency));
  register(app, e.updatePet, async ({ params, body }, c) => updatePet(deps.db, petIdParam(params.id), body, actor(c.get("staff").email)));
  register(app, e.updatePetPlan, async ({ params, body }, c) => updatePetPlan(deps.db, planIdParam(params.id), body, actor(c.get("staff").email)));
  register(app, e.cancelPet, async ({ params, body }, c) => cancelPet(deps.db, petIdParam(params.petId), body, actor(c.get("staff").email)));

  return app;
}

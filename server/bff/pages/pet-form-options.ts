/**
 * The pet form's options (GET pet_form_options: breeds, lifestyles, body types, health
 * conditions…) for the customer page's Add Dog and Update Dog: reference data, the same for every
 * customer and staff member, so the BFF keeps a successful answer per environment for
 * PET_FORM_OPTIONS_TTL_MS instead of asking on every view (issue 23: one upstream call fewer per
 * customer page). A failed call is not kept (the next view asks again); a role that may not make
 * the call still goes through upstreamCall (its Unauthorized page), never to the kept answer.
 * The answer is parsed by the contract once and then only read (the page hands it to the dog forms).
 * `forgetPetFormOptions()` empties it (tests).
 */
import "server-only";
import { headers } from "next/headers";
import { endpoints } from "../../../lib/contract/endpoints";
import type { PetFormOptionsDto } from "../../../lib/contract/pets";
import type { StaffAccount } from "../../../lib/contract/session";
import { environmentFromHost, type Environment } from "../../../lib/environment";
import { canCall } from "../../../lib/roles";
import { upstreamCall } from "../upstream/upstream";

/** How long a kept answer serves: an option added upstream shows within this time. */
export const PET_FORM_OPTIONS_TTL_MS = 5 * 60_000;

const kept = new Map<Environment, { until: number; value: PetFormOptionsDto }>();

export async function loadPetFormOptions(staff: StaffAccount, now: () => number = Date.now): Promise<PetFormOptionsDto> {
  const environment = environmentFromHost((await headers()).get("host"));
  if (!environment || !canCall(staff, endpoints.getPetFormOptions)) return upstreamCall(endpoints.getPetFormOptions);
  const hit = kept.get(environment);
  if (hit && hit.until > now()) return hit.value;
  // Each render that misses makes its own call (a call in flight is not shared: its failure, or a
  // revoked token's redirect, belongs to that render only); only an answer is kept.
  const value = await upstreamCall(endpoints.getPetFormOptions);
  kept.set(environment, { until: now() + PET_FORM_OPTIONS_TTL_MS, value });
  return value;
}

export function forgetPetFormOptions(): void {
  kept.clear();
}

/**
 * Optimistic concurrency on every object two staff can edit (issue 19; an extension of the upstream
 * contract, docs/backend.md "Concurrent edits"): orders, claims, pets, pet plans, discounts,
 * promotions and staff users.
 * - The answer carries `version` (`versionAnswer`), raised by every change of the object.
 * - An edit carries the version it was based on (`baseVersion`); a stale one answers
 *   409 `{detail: staleVersionMessage(noun)}` and writes nothing.
 * - `baseVersion` is optional: a client of the upstream contract that sends none is not checked
 *   (docs/assumptions.md); this app always sends it. Claims, new with their version, require it.
 * The embedded API's half is server/backend/queries/versioned.ts; the screens show a 409 with
 * components/ui/stale-version-notice.tsx.
 */
import { z } from "zod";
import { BOUND_MESSAGES } from "./bounds";

export const VERSION_MESSAGE = BOUND_MESSAGES.integer;

/** The version an edit was based on (required). */
export const versionField = z.number({ error: VERSION_MESSAGE }).int(VERSION_MESSAGE).min(1, VERSION_MESSAGE).max(2147483647, VERSION_MESSAGE);

/** The version an edit was based on, optional: spread into an edit's body schema. */
export const baseVersion = { version: versionField.optional() };

/**
 * The version a DELETE was based on, as a query parameter (`?version=3`: a DELETE has no body);
 * optional like `baseVersion`, plain decimal digits only.
 */
export const versionQuerySchema = z.object({
  version: z.preprocess((v) => (typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : v), versionField).optional(),
});

/**
 * The version of an answer: spread into an answer schema. Optional in the schema so that the app
 * still reads an upstream without this extension (it then sends no version and nothing is checked);
 * the embedded API always answers it.
 */
export const versionAnswer = { version: z.number().int().min(1).optional() };

// The status and sentence of a stale edit are zod-free (the client's StaleVersionNotice reads them).
export { STALE_VERSION_STATUS, staleVersionMessage } from "./stale-version";

/**
 * The JSON depth limit (issue 19 finding 5): a request body nested deeper than MAX_JSON_DEPTH
 * levels is refused with 400 before anything parses, validates, logs or forwards it. Without it a
 * body of 8,000 nested arrays made the app's JSON.stringify throw (500, empty body) and the
 * embedded API recurse (500). No request of the contract nests more than a few levels.
 *
 * One scan of the text, iterative (no recursion, so no stack to exhaust), strings skipped. Used by
 * the BFF's body reader (server/bff/session/request-guard.ts `readJsonBody`, proxy and sign-in handlers) and the
 * embedded API's (server/backend/http/validate.ts `jsonBody`).
 *
 * The BFF's other rule of a body's form lives here too: a body must be sent as JSON
 * (`isJsonContentType`, 415 otherwise).
 */

export const MAX_JSON_DEPTH = 32;

/** A request body above the size limit (413 from the BFF and the embedded API). */
export const REQUEST_TOO_LARGE_MESSAGE = "Request body too large.";

/** A request body that is not JSON (the BFF and the embedded API answer 400 with it). */
export const JSON_PARSE_ERROR_MESSAGE = "JSON parse error: the request body is not valid JSON.";

/**
 * A request body the BFF reads as JSON must say it is JSON (415 otherwise). The session cookie goes
 * along with a form or a `text/plain` post from another site; such a request can never carry
 * `Content-Type: application/json` without the browser asking first, so the type is a second wall
 * behind the Origin check. The app's own calls always send it (lib/client/api.ts,
 * components/auth/auth-request.ts).
 */
export const JSON_CONTENT_TYPE_MESSAGE = "The request body must be JSON, sent with the header Content-Type: application/json.";

/** True for `application/json` and `application/…+json`, with or without parameters (`; charset=utf-8`). */
export function isJsonContentType(value: string | null): boolean {
  const type = value?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[a-z0-9.!#$&^_-]+\+json$/.test(type);
}

export const JSON_TOO_DEEP_MESSAGE = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays are accepted.`;

/** True when the JSON text opens more than `max` objects/arrays inside one another. */
export function jsonTooDeep(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

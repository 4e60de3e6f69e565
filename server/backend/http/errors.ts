/** The embedded API's one error type. Route code throws it; app.onError turns it into JSON. */
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { NOT_AUTHENTICATED, PERMISSION_DENIED } from "../../../lib/contract/session";

export type ErrorBody = { detail: string } | Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ErrorBody,
  ) {
    super("detail" in body && typeof body.detail === "string" ? body.detail : JSON.stringify(body));
    this.name = "ApiError";
  }
}

export const badRequest = (detail: string) => new ApiError(400, { detail });
/** 400 keyed by field: {field: ["message"]}. */
export const fieldErrors = (fields: Record<string, string | string[]>) =>
  new ApiError(
    400,
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v : [v]])),
  );
export const unauthorized = (detail: string = NOT_AUTHENTICATED.detail) => new ApiError(401, { detail });
export const forbidden = (detail: string = PERMISSION_DENIED.detail) => new ApiError(403, { detail });
export const notFound = (detail = "Not found.") => new ApiError(404, { detail });
export const tooMany = (detail: string) => new ApiError(429, { detail });

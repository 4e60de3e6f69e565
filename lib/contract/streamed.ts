/**
 * Calls whose answer is a file, not JSON (GET items_export and GET
 * product_items_export answer a CSV blob). Their descriptor's `response` is `streamedAnswerSchema`: the embedded API's handler
 * returns a `Response` carrying the stream (register() sends it as it is), and the BFF reads it with
 * `upstreamStream` (server/bff/upstream/upstream.ts), never with `upstreamCall`/`callApi`, so the body passes
 * through unbuffered (server/bff/pages/csv-download.ts for CSV downloads).
 */
import { z } from "zod";
// zod's messages in the project's words (z.config) wherever these schemas are parsed.
import "./zod-messages";

export const streamedAnswerSchema = z.instanceof(Response);

/** Whether a descriptor answers a stream rather than JSON. */
export const isStreamedAnswer = (e: { response: unknown }) => e.response === streamedAnswerSchema;

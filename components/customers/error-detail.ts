/**
 * The "…" of the dog dialogs' failure toasts ("cancelPetPlan Error: …", "Error when setting pet status
 * to Deceased_to_not_list: …"): the answer's detail, else its serialised data, else the error's message.
 */
import { ApiRequestError } from "@/lib/client/api";

export function errorDetail(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const data = error.data as { detail?: unknown } | null | undefined;
    if (data && typeof data === "object" && typeof data.detail === "string") return data.detail;
    return data === undefined || data === null ? error.message : JSON.stringify(data);
  }
  return error instanceof Error ? error.message : String(error);
}

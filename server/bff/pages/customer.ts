/**
 * The customer account for the customer pages (GET accounts/{id}), or the 404 page when the
 * upstream has no such account (server/bff/pages/entity-page.ts: one call per render).
 */
import "server-only";
import { endpoints } from "../../../lib/contract/endpoints";
import { entityLoader } from "./entity-page";
import { upstreamCall } from "../upstream/upstream";

export const loadCustomer = entityLoader((id: number) => upstreamCall(endpoints.getAccount, { params: { id } }));

/**
 * The customer account for the customer pages (GET accounts/{id}), or the 404 page when the
 * upstream has no such account (server/entity-page.ts: one call per render).
 */
import "server-only";
import type { AccountDto } from "../lib/contract/customers";
import { entityLoader } from "./entity-page";
import { upstream } from "./upstream";

export const loadCustomer = entityLoader((id: number) => upstream<AccountDto>(`accounts/${id}`));

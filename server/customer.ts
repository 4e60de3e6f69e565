/**
 * The customer account for the customer pages (GET accounts/{id}), or the 404 page when the
 * upstream has no such account. cache(): one call per render, however many places ask.
 */
import "server-only";
import { notFound, unstable_rethrow } from "next/navigation";
import { cache } from "react";
import type { AccountDto } from "../lib/contract/customers";
import { endpoints } from "../lib/contract/endpoints";
import { UpstreamError, upstreamCall } from "./upstream";

export const loadCustomer = cache(async (id: number): Promise<AccountDto> => {
  try {
    return await upstreamCall(endpoints.getAccount, { params: { id } });
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof UpstreamError && error.status === 404) notFound();
    throw error;
  }
});

/**
 * Customer endpoints of spec 01 §7 "Customers": search, the account, its treatments and changelog,
 * and the account actions (email, outreach flag, password reset mail, personal-data erasure).
 */
import { Hono } from "hono";
import { customerSearchRequestSchema } from "../../../lib/customer-search";
import {
  deletePiiSchema,
  defaultPasswordRequestSchema,
  updateCustomerEmailSchema,
  updateProactiveSupportSchema,
} from "../../../lib/contract/customers";
import { requireCapability } from "../http/auth";
import type { AppDeps, AppEnv } from "../http/context";
import { notFound } from "../http/errors";
import { pageOf, pageParams } from "../http/paging";
import { jsonBody } from "../http/validate";
import { listCustomerChangelog } from "../queries/changelog";
import {
  accountExists,
  CUSTOMER_NOT_FOUND_MESSAGE,
  deleteCustomerPii,
  getAccountDetail,
  listTreatments,
  requestCustomerPasswordReset,
  searchCustomers,
  updateCustomerEmail,
  updateProactiveSupport,
} from "../queries/customers";

/** A path id that is not a positive integer names no customer: 404, never 500. */
export function accountIdParam(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE);
  return Number(raw);
}

export function customerRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const now = () => deps.now?.() ?? new Date();

  app.post("/customer_search", requireCapability("customerLookup"), async (c) => {
    const criteria = await jsonBody(c, customerSearchRequestSchema);
    const { page, limit, offset } = pageParams(c);
    const { count, results } = await searchCustomers(deps.db, criteria, { limit, offset });
    return c.json(pageOf(c, page, count, results));
  });

  app.get("/accounts/:id", requireCapability("customerLookup"), async (c) => {
    const account = await getAccountDetail(deps.db, accountIdParam(c.req.param("id")));
    if (!account) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE);
    return c.json(account);
  });

  app.get("/accounts/:id/user_treatments", requireCapability("customerLookup"), async (c) => {
    const id = accountIdParam(c.req.param("id"));
    if (!(await accountExists(deps.db, id))) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE);
    return c.json(await listTreatments(deps.db, id));
  });

  app.get("/customer_changelog/:customerId", requireCapability("customerLookup"), async (c) => {
    const id = accountIdParam(c.req.param("customerId"));
    if (!(await accountExists(deps.db, id))) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE);
    return c.json(await listCustomerChangelog(deps.db, id));
  });

  app.put("/accounts/:id/update_customer_email", requireCapability("customerAccountActions"), async (c) => {
    const id = accountIdParam(c.req.param("id"));
    const body = await jsonBody(c, updateCustomerEmailSchema);
    return c.json(await updateCustomerEmail(deps.db, { accountId: id, newEmail: body.new_email, staffEmail: c.get("staff").email, now: now() }));
  });

  app.put("/accounts/:id/update_proactive_customer_support", requireCapability("customerAccountActions"), async (c) => {
    const id = accountIdParam(c.req.param("id"));
    const body = await jsonBody(c, updateProactiveSupportSchema);
    return c.json(
      await updateProactiveSupport(deps.db, {
        accountId: id,
        optedIn: body.proactive_customer_support_opted_in,
        staffEmail: c.get("staff").email,
        now: now(),
      }),
    );
  });

  app.post("/default_password_request", requireCapability("customerAccountActions"), async (c) => {
    const body = await jsonBody(c, defaultPasswordRequestSchema);
    const { email } = await requestCustomerPasswordReset(deps.db, {
      email: body.email,
      portalUrl: deps.config.CUSTOMER_PORTAL_URL,
      staffEmail: c.get("staff").email,
      now: now(),
    });
    return c.json({ detail: `A password reset email was sent to ${email}.` });
  });

  app.post("/delete_pii", requireCapability("deleteCustomerPii"), async (c) => {
    const body = await jsonBody(c, deletePiiSchema);
    const { email } = await deleteCustomerPii(deps.db, { email: body.email, staffEmail: c.get("staff").email, now: now() });
    return c.json({ detail: `The PII for customer ${email} has been deleted.` });
  });

  return app;
}

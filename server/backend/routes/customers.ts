/**
 * Customer endpoints: search, the account, its treatments and changelog,
 * and the account actions (email, outreach flag, password reset mail, personal-data erasure).
 * Method, path, capability and schemas come from the descriptors of lib/contract/customers.ts.
 */
import { Hono } from "hono";
import { customerEndpoints as e, customerResetLinkDetail } from "../../../lib/contract/customers";
import type { AppDeps, AppEnv } from "../http/context";
import { notFound } from "../http/errors";
import { pageOf, pageWindow } from "../http/paging";
import { register } from "../http/register";
import { CUSTOMER_ORDERS_CSV_HEADERS } from "../../../lib/contract/orders";
import type { CsvColumn } from "../../../lib/csv-stream";
import { csvAnswer, keysetBatches } from "../http/csv";
import { listCustomerChangelog } from "../queries/changelog";
import { fulfillmentContentsOf } from "../queries/fulfillments";
import { customerOrdersExportBatch, type CustomerOrderExportRow } from "../queries/orders";
import {
  accountExists,
  CUSTOMER_NOT_FOUND_MESSAGE,
  deleteCustomerPii,
  getAccountDetail,
  listTreatments,
  notFoundCustomer,
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

/** The order tables' CSV: each header of lib/contract/orders.ts with the row field it reads (the totals as money: 2 decimals). */
const CUSTOMER_ORDERS_CSV_KEYS: Record<(typeof CUSTOMER_ORDERS_CSV_HEADERS)[number], Omit<CsvColumn<CustomerOrderExportRow>, "header">> = {
  id: { key: "id" },
  status: { key: "status" },
  order_type: { key: "orderType" },
  scheduled: { key: "scheduled" },
  charged: { key: "charged" },
  total_price: { key: "totalPrice", kind: "money" },
  total_refunds: { key: "totalRefunds", kind: "money" },
  discounts: { key: "discounts" },
  created: { key: "created" },
};
const CUSTOMER_ORDERS_CSV_COLUMNS: CsvColumn<CustomerOrderExportRow>[] = CUSTOMER_ORDERS_CSV_HEADERS.map((header) => ({ ...CUSTOMER_ORDERS_CSV_KEYS[header], header }));

export function customerRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const now = () => deps.now?.() ?? new Date();

  register(app, e.searchCustomers, async ({ body, query }, c) => {
    const { page, limit, offset } = pageWindow(query.page);
    const { count, results } = await searchCustomers(deps.db, body, { limit, offset });
    return pageOf(c, page, count, results);
  });

  register(app, e.getAccount, async ({ params, query }) => {
    const account = await getAccountDetail(deps.db, accountIdParam(params.id), fulfillmentContentsOf(query.fulfillment_contents));
    return account ?? notFoundCustomer();
  });

  register(app, e.exportCustomerOrders, async ({ query }) => {
    if (!(await accountExists(deps.db, query.account))) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE);
    return csvAnswer(keysetBatches(customerOrdersExportBatch(deps.db, query), (r) => [r.key, r.id] as const), CUSTOMER_ORDERS_CSV_COLUMNS);
  });

  register(app, e.listUserTreatments, async ({ params }) => {
    const id = accountIdParam(params.id);
    return (await listTreatments(deps.db, id)) ?? notFoundCustomer();
  });

  register(app, e.listCustomerChangelog, async ({ params }) => {
    const id = accountIdParam(params.customerId);
    return (await listCustomerChangelog(deps.db, id)) ?? notFoundCustomer();
  });

  register(app, e.updateCustomerEmail, async ({ params, body }, c) =>
    updateCustomerEmail(deps.db, { accountId: accountIdParam(params.id), newEmail: body.new_email, currentEmail: body.current_email, staffEmail: c.get("staff").email, requestId: c.get("requestId"), now: now() }),
  );

  register(app, e.updateProactiveSupport, async ({ params, body }, c) =>
    updateProactiveSupport(deps.db, {
      accountId: accountIdParam(params.id),
      optedIn: body.proactive_customer_support_opted_in,
      staffEmail: c.get("staff").email,
      now: now(),
    }),
  );

  register(app, e.requestCustomerPasswordReset, async ({ body }, c) => {
    const { email } = await requestCustomerPasswordReset(deps.db, {
      email: body.email,
      accountId: body.account_id,
      portalUrl: deps.config.CUSTOMER_PORTAL_URL,
      staffEmail: c.get("staff").email,
      now: now(),
    });
    return { detail: customerResetLinkDetail(email) };
  });

  register(app, e.deleteCustomerPii, async ({ body }, c) => {
    const { email } = await deleteCustomerPii(deps.db, { email: body.email, accountId: body.account_id, staffEmail: c.get("staff").email, requestId: c.get("requestId"), now: now() });
    return { detail: `The PII for customer ${email} has been deleted.` };
  });

  return app;
}

/** A customer's cards and the payment-processor switch. */
import { and, asc, desc, eq } from "drizzle-orm";
import { CHANGELOG_OBJECT_TYPES, type PaymentMethodDto } from "../../../lib/contract/customers";
import { FIRST_PAYMENT_PROCESSOR, type PaymentProcessor } from "../../../lib/contract/enums";
import type { Db } from "../db/client";
import { accounts, paymentMethods } from "../db/schema";
import { badRequest, notFound } from "../http/errors";
import { writeCustomerChangelog } from "./changelog";
import { recordAudit, type AuditActor } from "./audit";
import { rowSetsUnder, tableRows } from "./json-rows";
import { CUSTOMER_NOT_FOUND_MESSAGE } from "./customers";

/** The processor an account on the first provider is switched to. */
export const SWITCH_TARGET_PROCESSOR: PaymentProcessor = "stripe";

const PAYMENT_METHOD_SETS = {
  methods: tableRows(paymentMethods, eq(paymentMethods.accountId, accounts.id), [desc(paymentMethods.isDefault), asc(paymentMethods.id)]),
};

/** The account's cards, the default first; undefined when the account is missing (one statement). */
export async function listPaymentMethods(db: Db, accountId: number): Promise<PaymentMethodDto[] | undefined> {
  const rows = await rowSetsUnder(db, "account_payment_methods", { table: accounts, key: accounts.id, value: accountId }, PAYMENT_METHOD_SETS);
  return rows?.methods.map((m) => ({
    id: m.id,
    is_default: m.isDefault,
    processor: m.processor,
    card: { brand: m.brand, last4: m.last4, exp_month: m.expMonth, exp_year: m.expYear },
  }));
}

export function switchNotOfferedMessage(current: string | null): string {
  return `The payment processor can only be switched from ${FIRST_PAYMENT_PROCESSOR}; this customer's processor is ${current ?? "not set"}.`;
}

/** POST payment_methods/switch_payment_processor: only while the account is on the first provider. */
export async function switchPaymentProcessor(
  db: Db,
  params: { accountId: number } & AuditActor,
): Promise<{ new_payment_processor: PaymentProcessor }> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, params.accountId)).for("update").limit(1);
    if (!account) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE);
    // Conditional update: a concurrent switch cannot run twice.
    const updated = await tx
      .update(accounts)
      .set({ primaryPaymentProcessor: SWITCH_TARGET_PROCESSOR, lastUpdated: params.now })
      .where(and(eq(accounts.id, params.accountId), eq(accounts.primaryPaymentProcessor, FIRST_PAYMENT_PROCESSOR)))
      .returning({ id: accounts.id });
    if (updated.length === 0) throw badRequest(switchNotOfferedMessage(account.primaryPaymentProcessor));
    await writeCustomerChangelog(tx, {
      accountId: params.accountId,
      action: "UPDATE",
      objectType: CHANGELOG_OBJECT_TYPES.paymentProcessor,
      objectId: params.accountId,
      changes: { primary_payment_processor: { old: account.primaryPaymentProcessor, new: SWITCH_TARGET_PROCESSOR } },
      staffEmail: params.staffEmail,
      now: params.now,
    });
    await recordAudit(tx, params, { action: "payment_processor_switch", accountId: params.accountId, objectType: "customer", objectId: params.accountId, details: { from: account.primaryPaymentProcessor, to: SWITCH_TARGET_PROCESSOR } });
    return { new_payment_processor: SWITCH_TARGET_PROCESSOR };
  });
}

"use client";
/**
 * OneTimeOrderWizard: the two-step wizard of "Create One-Time Order" (./create-one-time-order.tsx):
 * 1. one dog and at least one product (GET /products/one-time-order-products/?country=, picked in the
 *    searchable ProductPicker: each pick adds a row, Remove takes it out), quantities
 *    1–12, meal products fixed at 1, at most one meal, an UnKibble dog not with the clip alone
 *    (lib/orders/rules.ts oneTimeLineErrors; the API enforces the same);
 * 2. the summary of POST orders?dry_run=true (products, subtotal, discounts, tax, total, codes),
 *    with the customer-service discount presets (10% off, 30% off, 100% off reprocess, custom code):
 *    "Discount created and applied to one time order."; a discount-code error of the dry run clears
 *    the applied code.
 * Confirm: POST orders (ONETIME) charges the account's default payment method (step 2 names it, or
 * warns when there is none or it expired: GET payment_methods/, read when the wizard opens); the toast says the
 * total was charged to it (or that the charge failed). A $0.00 order (100% off) charges nothing: step 2
 * and the toast say so, with no warning about the card. A refusal of a line by the dry run or by
 * Confirm (the API's `order_products.{n}.…`, e.g. a product no longer sold) shows its message under
 * that product's row of step 1.
 * Step 1 is components/orders/one-time-order-products-step.tsx, step 2 one-time-order-summary-step.tsx;
 * the form and its rules are lib/orders/action-forms.ts oneTimeOrderFormSchema.
 * Props: accountId, country, dogs ({planId, name, planProducts}), onClose.
 */
import { useMemo, useRef, useState } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toaster";
import { applyServerErrors, useZodForm } from "@/components/ui/form";
import { Wizard } from "@/components/ui/wizard";
import { ApiRequestError, callApi, callApiOnce } from "@/lib/client/api";
import { useLoad, withErrorToast } from "@/components/ui/load-status";
import { usePlaceOnce } from "@/components/ui/use-action";
import { useErrorToast } from "@/components/ui/error-toast";
import { endpoints } from "@/lib/contract/endpoints";
import type { CreateOrderRequest } from "@/lib/contract/order-actions";
import { formatMoney } from "@/lib/money";
import { businessDay, businessTimeZone } from "@/lib/business-day";
import { defaultCardNote } from "@/lib/customers/display";
import { DISCOUNT_CODE_REQUIRED as CUSTOM_CODE_REQUIRED } from "@/lib/contract/discounts";
import { oneTimeOrderCheck, oneTimeOrderDefaults, oneTimeOrderFormSchema, oneTimeOrderRequest, type OneTimeOrderValues } from "@/lib/orders/action-forms";
import { ONE_TIME_DISCOUNT_APPLIED, oneTimeChargedText, oneTimeChargeFailedText, oneTimeNothingChargedText } from "@/lib/orders/messages";
import { chargesNothing, REPROCESS_CODE, type OneTimeDog } from "@/lib/orders/rules";
import { ORDER_TOAST } from "@/lib/ui-constants";
import { OneTimeOrderProductsStep } from "./one-time-order-products-step";
import { OneTimeOrderSummaryStep } from "./one-time-order-summary-step";

/** The discount_codes message of a failed dry run, or null when the failure is about something else. */
function discountCodeError(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || typeof error.data !== "object" || error.data === null) return null;
  const messages = (error.data as Record<string, unknown>).discount_codes;
  return Array.isArray(messages) && typeof messages[0] === "string" ? messages[0] : null;
}

/** The wizard itself (opened by CreateOneTimeOrderButton, ./create-one-time-order.tsx, which loads it on first open). */
export function OneTimeOrderWizard({ accountId, country, dogs, onClose }: { accountId: number; country: string; dogs: OneTimeDog[]; onClose: () => void }) {
  const router = useRouter();
  const schema = useMemo(() => oneTimeOrderFormSchema(dogs, accountId), [dogs, accountId]);
  // The wizard asks before closing with unsaved changes (its `dirty`), so the form's own guard is off.
  const defaults = useMemo(() => oneTimeOrderDefaults(dogs), [dogs]);
  const form = useZodForm(schema, { defaultValues: defaults, guard: false });
  // The chosen products: the product picker appends a row, Remove takes it out.
  const rows = useFieldArray({ control: form.control, name: "rows" });
  const values = { ...defaults, ...useWatch({ control: form.control }) } as OneTimeOrderValues;
  const [codes, setCodes] = useState<string[]>([]);
  // From Apply Discount until the dry run with its code has answered.
  const [applying, setApplying] = useState(false);
  // The code Apply Discount has just set: its dry run's answer says "Discount created and applied…" (its failure, the toast).
  const applied = useRef<string | null>(null);
  const placeOnce = usePlaceOnce();
  // Order-related: the discount's failures stay as long as its success (ORDER_TOAST, spec 01 §9).
  const discountToast = useErrorToast(ORDER_TOAST);

  // The products offered; a failure says so in step 1, with Try again.
  const products = useLoad({ country, account_id: accountId }, withErrorToast((query) => callApi(endpoints.listOneTimeOrderProducts, { query })));

  // The card Confirm charges, named in step 2 (a failed read: the plain sentence, nothing to warn of);
  // none once the summary's total is $0.00 (nothing is charged).
  const cards = useLoad({ account_id: accountId }, (query) => callApi(endpoints.listPaymentMethods, { query }));
  const [today] = useState(() => businessDay(new Date(), businessTimeZone()));

  const check = oneTimeOrderCheck(dogs, values);
  /** A refusal of the request's lines: each message under its row's quantity (step 1); true when there was one. */
  const showLineErrors = (error: unknown, rows: readonly number[]) => {
    form.clearErrors("rows");
    return applyServerErrors(form, error, { list: "order_products", rows, path: (row) => `rows.${row}.quantity` });
  };

  // Step 2's summary: the dry run of the current choice; a failure stays shown, with Try again, until an
  // answer comes (components/ui/load-status.tsx). A discount-code error clears the code.
  const summary = useLoad(check.valid ? oneTimeOrderRequest(accountId, check.dog, check.lines, codes) : null, async (body: CreateOrderRequest, isCurrent) => {
    // The row each entry of the request's order_products came from, as of the request being made.
    const rowsSent = check.lineRows;
    const code = applied.current;
    const justApplied = code !== null && !!body.discount_codes?.includes(code);
    try {
      const answer = await callApi(endpoints.createOrder, { query: { dry_run: "true" }, body });
      // A superseded answer (the choice or the code changed meanwhile) touches nothing of the current one.
      if (!isCurrent()) return answer;
      form.clearErrors("rows");
      if (justApplied) {
        applied.current = null;
        setApplying(false);
        toast.success(ONE_TIME_DISCOUNT_APPLIED, ORDER_TOAST);
      }
      return answer;
    } catch (error) {
      if (!isCurrent()) throw error;
      showLineErrors(error, rowsSent);
      if (justApplied) {
        applied.current = null;
        setApplying(false);
      }
      const codeError = discountCodeError(error);
      if (codeError && body.discount_codes?.length) {
        setCodes([]);
        discountToast.show(error, codeError);
      } else if (justApplied) discountToast.show(error);
      throw error;
    }
  });

  const cardNote = defaultCardNote(cards.data ?? null, today, summary.data?.total_price ?? null);

  const applyDiscount = async () => {
    const { preset, custom_code } = form.getValues();
    if (!preset) return;
    // One toast for the discount: a new attempt takes the last failure's away.
    discountToast.clear();
    if (preset === "CUSTOM" && !custom_code.trim()) {
      discountToast.show(null, CUSTOM_CODE_REQUIRED);
      return;
    }
    setApplying(true);
    let code: string;
    try {
      code =
        preset === "CX_10_PERCENT" || preset === "CX_30_PERCENT"
          ? // Once per intended code (callApiOnce: a second Apply while the first runs, or a retry after a timeout, answers the same code).
            (await callApiOnce(endpoints.generateExclusiveDiscount, { body: { discount_type: preset } })).discount_code
          : preset === "REPROCESS"
            ? REPROCESS_CODE
            : custom_code.trim().toUpperCase();
    } catch (error) {
      setApplying(false);
      discountToast.show(error);
      return;
    }
    // The summary's dry run of the order with the code (useLoad above) says whether it applies; the
    // code applied already: the same dry run again.
    applied.current = code;
    if (codes.includes(code)) summary.retry();
    else setCodes([code]);
  };

  const save = async () => {
    // The form's schema gives the body (step 1's rules hold: Continue needed them), with the applied code.
    const body = { ...schema.parse(form.getValues()), discount_codes: codes };
    const rowsSent = check.lineRows;
    // Once per intended order (usePlaceOnce): a retry after a timeout is answered with the order already placed, not a second charge.
    const answer = await placeOnce(endpoints.createOrder, { query: {}, body }).catch((error: unknown) => {
      // The wizard shows the failure's toast; a refused line's message also goes under its row.
      showLineErrors(error, rowsSent);
      throw error;
    });
    if (answer.charge?.status === "FAILED") toast.error(oneTimeChargeFailedText(answer.id ?? "", answer.charge.error), ORDER_TOAST);
    else if (chargesNothing(answer.total_price)) toast.success(oneTimeNothingChargedText(answer.id ?? ""), ORDER_TOAST);
    else toast.success(oneTimeChargedText(answer.id ?? "", formatMoney(answer.total_price)), ORDER_TOAST);
    router.refresh();
    onClose();
  };

  const step1 = <OneTimeOrderProductsStep form={form} rows={rows} products={products} dogs={dogs} check={check} />;
  const step2 = (
    <OneTimeOrderSummaryStep
      form={form}
      summary={summary}
      codes={codes}
      applying={applying}
      canApply={check.valid}
      onApply={() => void applyDiscount()}
      onRemove={() => setCodes([])}
      cardNote={cardNote}
    />
  );

  return (
    <Wizard
      title="Create one-time order"
      dirty={values.planId !== defaults.planId || check.lines.length > 0}
      saveLabel="Confirm and Charge"
      steps={[
        { id: "products", title: "Dog and products", content: step1, valid: check.valid, reason: check.reason },
        { id: "summary", title: "Summary", content: step2, valid: summary.status === "ready" && !applying },
      ]}
      onSave={save}
      onClose={onClose}
      toastOptions={ORDER_TOAST}
      width={720}
    />
  );
}

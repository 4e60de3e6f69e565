"use client";
/**
 * CreateOneTimeOrderButton: "Create One-Time Order" and its two-step wizard (spec 01 §4 "One-time
 * order", §5 "One-time order (new order)", §7, §9):
 * 1. one dog and at least one product (GET /products/one-time-order-products/?country=), quantities
 *    1–12, meal products fixed at 1, at most one meal, an UnKibble dog not with the clip alone
 *    (lib/order-actions.ts oneTimeLineErrors; the API enforces the same);
 * 2. the summary of POST orders?dry_run=true (products, subtotal, discounts, tax, total, codes),
 *    with the customer-service discount presets (10% off, 30% off, 100% off reprocess, custom code):
 *    "Discount created and applied to one time order."; a discount-code error of the dry run clears
 *    the applied code.
 * Confirm: POST orders (ONETIME) charges the account's default payment method; the toast says the
 * total was charged to it (or that the charge failed).
 * Props: accountId, country, dogs ({planId, name, planProducts}).
 */
import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { Select } from "@/components/ui/select";
import { Wizard } from "@/components/ui/wizard";
import { ApiRequestError, callApi, serverMessage, toastError } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import type { CreateOrderResponse } from "@/lib/contract/order-actions";
import type { OneTimeProductDto } from "@/lib/contract/products";
import { formatMoney } from "@/lib/money";
import { DISCOUNT_CODE_REQUIRED as CUSTOM_CODE_REQUIRED } from "@/lib/contract/discounts";
import {
  ONE_TIME_DISCOUNT_APPLIED,
  ONE_TIME_PRODUCT_REQUIRED,
  oneTimeChargedText,
  oneTimeChargeFailedText,
} from "@/lib/orders/messages";
import {
  isMealProduct,
  isUnkibblePlan,
  ONE_TIME_DISCOUNT_PRESETS,
  ONE_TIME_MAX_QUANTITY,
  type OneTimeDiscountPreset,
  type OneTimeDog,
  oneTimeLineErrors,
  REPROCESS_CODE,
} from "@/lib/orders/rules";
import { ORDER_TOAST } from "@/lib/ui-constants";

const QUANTITY_OPTIONS = Array.from({ length: ONE_TIME_MAX_QUANTITY }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/** The discount_codes message of a failed dry run, or null when the failure is about something else. */
function discountCodeError(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || typeof error.data !== "object" || error.data === null) return null;
  const messages = (error.data as Record<string, unknown>).discount_codes;
  return Array.isArray(messages) && typeof messages[0] === "string" ? messages[0] : null;
}

export function CreateOneTimeOrderButton({ accountId, country, dogs }: { accountId: number; country: string; dogs: OneTimeDog[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} disabled={dogs.length === 0}>
        Create One-Time Order
      </Button>
      {open ? <OneTimeOrderWizard accountId={accountId} country={country} dogs={dogs} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function OneTimeOrderWizard({ accountId, country, dogs, onClose }: { accountId: number; country: string; dogs: OneTimeDog[]; onClose: () => void }) {
  const router = useRouter();
  const [products, setProducts] = useState<OneTimeProductDto[] | null>(null);
  const [planId, setPlanId] = useState("");
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [codes, setCodes] = useState<string[]>([]);
  const [summary, setSummary] = useState<{ key: string; answer: CreateOrderResponse } | null>(null);
  const [summaryError, setSummaryError] = useState<string | null>(null);
  const [preset, setPreset] = useState<OneTimeDiscountPreset | "">("");
  const [customCode, setCustomCode] = useState("");
  const [applying, setApplying] = useState(false);

  useEffect(() => {
    let live = true;
    callApi(endpoints.listOneTimeOrderProducts, { query: { country, account_id: accountId } })
      .then((list) => {
        if (live) setProducts(list);
      })
      .catch((error: unknown) => {
        if (live) setProducts([]);
        toastError(error);
      });
    return () => {
      live = false;
    };
  }, [country, accountId]);

  const dog = dogs.find((d) => String(d.planId) === planId);
  const productOf = new Map((products ?? []).map((p) => [p.code, p]));
  const chosenCodes = Object.keys(quantities).filter((c) => productOf.has(c));
  const lines = chosenCodes.map((code) => ({ code, product_type: productOf.get(code)!.product_type, quantity: Number(quantities[code]) }));
  const ruleErrors = oneTimeLineErrors(lines, dog ? isUnkibblePlan(dog.planProducts) : false);
  const lineError = (code: string) => {
    const i = chosenCodes.indexOf(code);
    return i >= 0 ? ruleErrors.lines[i] : undefined;
  };
  const step1Valid = !!dog && lines.length > 0 && ruleErrors.order === null && Object.keys(ruleErrors.lines).length === 0;
  const orderBody = (discountCodes: string[]) => ({
    account: accountId,
    order_type: "ONETIME" as const,
    discount_codes: discountCodes,
    order_products: lines.map((l) => ({ type: "ONETIME" as const, product_code: l.code, pet_plan: dog?.planId ?? null, quantity: l.quantity })),
  });
  const requestKey = JSON.stringify(orderBody(codes));

  // Step 2's summary: the dry run of the current choice (a discount-code error clears the code).
  useEffect(() => {
    if (!step1Valid) return;
    let live = true;
    const body = JSON.parse(requestKey) as ReturnType<typeof orderBody>;
    callApi(endpoints.createOrder, { query: { dry_run: "true" }, body })
      .then((answer) => {
        if (!live) return;
        setSummary({ key: requestKey, answer });
        setSummaryError(null);
      })
      .catch((error: unknown) => {
        if (!live) return;
        const codeError = discountCodeError(error);
        if (codeError && body.discount_codes.length) {
          setCodes([]);
          toast.error(codeError);
          return;
        }
        setSummaryError(serverMessage(error, "Unable to price this order."));
      });
    return () => {
      live = false;
    };
  }, [requestKey, step1Valid]);
  const current = summary && summary.key === requestKey ? summary.answer : null;

  const applyDiscount = async () => {
    if (!preset) return;
    if (preset === "CUSTOM" && !customCode.trim()) {
      toast.error(CUSTOM_CODE_REQUIRED);
      return;
    }
    setApplying(true);
    try {
      const code =
        preset === "CX_10_PERCENT" || preset === "CX_30_PERCENT"
          ? (await callApi(endpoints.generateExclusiveDiscount, { body: { discount_type: preset } })).discount_code
          : preset === "REPROCESS"
            ? REPROCESS_CODE
            : customCode.trim().toUpperCase();
      const body = orderBody([code]);
      const answer = await callApi(endpoints.createOrder, { query: { dry_run: "true" }, body });
      setSummary({ key: JSON.stringify(body), answer });
      setCodes([code]);
      toast.success(ONE_TIME_DISCOUNT_APPLIED, ORDER_TOAST);
    } catch (error) {
      const codeError = discountCodeError(error);
      if (codeError) {
        setCodes([]);
        toast.error(codeError);
      } else toastError(error);
    } finally {
      setApplying(false);
    }
  };

  const save = async () => {
    const answer = await callApi(endpoints.createOrder, { query: {}, body: orderBody(codes) });
    if (answer.charge?.status === "FAILED") toast.error(oneTimeChargeFailedText(answer.id ?? "", answer.charge.error), ORDER_TOAST);
    else toast.success(oneTimeChargedText(answer.id ?? "", formatMoney(answer.total_price)), ORDER_TOAST);
    router.refresh();
    onClose();
  };

  const step1 = (
    <div className="space-y-4">
      <div className="space-y-1">
        <label htmlFor="one-time-dog" className="block text-sm font-medium text-slate-800">
          Dog
        </label>
        <Select id="one-time-dog" value={planId} onValueChange={setPlanId} options={dogs.map((d) => ({ value: String(d.planId), label: d.name }))} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Products</legend>
        {products === null ? <p className="text-sm text-slate-600">Loading...</p> : null}
        <ul className="max-h-80 space-y-2 overflow-y-auto pr-1">
          {(products ?? []).map((p) => {
            const id = `one-time-product-${p.id}`;
            const qid = `one-time-quantity-${p.id}`;
            const on = quantities[p.code] !== undefined;
            const meal = isMealProduct(p);
            const error = on ? lineError(p.code) : undefined;
            return (
              <li key={p.code} className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex items-center gap-2">
                  <input
                    id={id}
                    type="checkbox"
                    className="h-4 w-4"
                    checked={on}
                    onChange={(e) =>
                      setQuantities((q) => {
                        const next = { ...q };
                        if (e.target.checked) next[p.code] = "1";
                        else delete next[p.code];
                        return next;
                      })
                    }
                  />
                  <label htmlFor={id} className="text-sm text-slate-900">
                    <span className="font-medium">{p.code}</span> {p.name} ({formatMoney(p.price)})
                  </label>
                </div>
                <div className="flex items-center gap-2">
                  <label htmlFor={qid} className="text-sm text-slate-700">
                    Quantity
                  </label>
                  <Select
                    id={qid}
                    value={quantities[p.code] ?? ""}
                    disabled={!on || meal}
                    onValueChange={(v) => setQuantities((q) => ({ ...q, [p.code]: v }))}
                    options={meal ? QUANTITY_OPTIONS.slice(0, 1) : QUANTITY_OPTIONS}
                  />
                </div>
                {error ? <p className="w-full text-xs text-red-700">{error}</p> : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      {lines.length === 0 ? <p className="text-sm text-slate-600">{ONE_TIME_PRODUCT_REQUIRED}</p> : null}
      {ruleErrors.order && lines.length > 0 ? <Notice tone="error">{ruleErrors.order}</Notice> : null}
    </div>
  );

  const step2 = (
    <div className="space-y-4">
      {summaryError ? <Notice tone="error">{summaryError}</Notice> : null}
      {current ? (
        <>
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-2">Product</th>
                <th scope="col" className="py-1 pr-2">Quantity</th>
                <th scope="col" className="py-1 pr-2">Unit price</th>
                <th scope="col" className="py-1 pr-2">Discount</th>
                <th scope="col" className="py-1 pr-2">Tax</th>
                <th scope="col" className="py-1 pr-2">Total</th>
              </tr>
            </thead>
            <tbody>
              {current.order_products.map((p) => (
                <tr key={p.product_code} className="border-b border-slate-100">
                  <td className="py-1 pr-2">{p.product_code}</td>
                  <td className="py-1 pr-2">{p.quantity}</td>
                  <td className="py-1 pr-2">{formatMoney(p.unit_price)}</td>
                  <td className="py-1 pr-2">{formatMoney(p.discount_amount)}</td>
                  <td className="py-1 pr-2">{formatMoney(p.tax_amount)}</td>
                  <td className="py-1 pr-2">{formatMoney(p.total_price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-label="Order summary">
            <dt className="text-slate-600">Subtotal</dt>
            <dd data-testid="one-time-subtotal">{formatMoney(current.subtotal_price)}</dd>
            <dt className="text-slate-600">Discounts</dt>
            <dd data-testid="one-time-discounts">{formatMoney(current.total_discounts)}</dd>
            <dt className="text-slate-600">Tax</dt>
            <dd data-testid="one-time-tax">{formatMoney(current.total_tax)}</dd>
            <dt className="text-slate-600">Shipping</dt>
            <dd>{formatMoney(0)}</dd>
            <dt className="font-semibold text-slate-900">Total</dt>
            <dd className="font-semibold" data-testid="one-time-total">{formatMoney(current.total_price)}</dd>
            <dt className="text-slate-600">Discount codes</dt>
            <dd data-testid="one-time-codes">{current.discount_codes.length ? current.discount_codes.join(", ") : "None"}</dd>
          </dl>
        </>
      ) : summaryError ? null : (
        <p className="text-sm text-slate-600">Loading...</p>
      )}
      <fieldset className="space-y-2 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">Customer-service discount</legend>
        <div className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <label htmlFor="one-time-discount" className="block text-sm text-slate-700">
              Discount
            </label>
            <Select
              id="one-time-discount"
              value={preset}
              onValueChange={(v) => setPreset(v as OneTimeDiscountPreset)}
              options={ONE_TIME_DISCOUNT_PRESETS.map((p) => ({ value: p.value, label: p.label }))}
            />
          </div>
          {preset === "CUSTOM" ? (
            <div className="space-y-1">
              <label htmlFor="one-time-custom-code" className="block text-sm text-slate-700">
                Discount code
              </label>
              <Input id="one-time-custom-code" value={customCode} onChange={(e) => setCustomCode(e.target.value)} />
            </div>
          ) : null}
          <Button variant="secondary" onClick={applyDiscount} disabled={!preset || applying || !step1Valid} busy={applying}>
            Apply Discount
          </Button>
          {codes.length ? (
            <Button variant="ghost" onClick={() => setCodes([])} disabled={applying}>
              Remove Discount
            </Button>
          ) : null}
        </div>
      </fieldset>
      <p className="text-sm text-slate-700">Confirming charges the total to the customer&apos;s default payment method.</p>
    </div>
  );

  return (
    <Wizard
      title="Create one-time order"
      dirty={!!planId || chosenCodes.length > 0}
      saveLabel="Confirm and Charge"
      steps={[
        { id: "products", title: "Dog and products", content: step1, valid: step1Valid },
        { id: "summary", title: "Summary", content: step2, valid: !!current && !applying },
      ]}
      onSave={save}
      onClose={onClose}
      width={720}
    />
  );
}

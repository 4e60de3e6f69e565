"use client";
/**
 * ApplyDiscountDialog: apply a discount code to an upcoming order. The code is
 * looked up first (GET /discount/ with avoid_validation; an unknown code: "Discount code not
 * found"; a code the order already has: "This discount code is already applied to this order."), then the new totals are previewed (PUT orders/{id}?dry_run=true; a code the order may not
 * take shows the rule it breaks and cannot be applied), then applied (PUT orders/{id}):
 * "Discount applied to account." (ORDER_TOAST), the spec's words with an InfoTip saying the code went
 * on this order (DISCOUNT_APPLIED_HINT).
 * Props: open; onClose; order; customerId.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Form, FormField, useZodForm } from "@/components/ui/form";
import { LabelWithInfoTip } from "@/components/ui/tooltip";
import { ApiRequestError, callApi } from "@/lib/client/api";
import { DISCOUNT_NOT_FOUND_MESSAGE, type DiscountDto } from "@/lib/contract/discounts";
import { DISCOUNT_ALREADY_APPLIED_MESSAGE } from "@/lib/discount-apply-rules";
import { endpoints } from "@/lib/contract/endpoints";
import type { OrderDto } from "@/lib/contract/orders";
import { formatMoney } from "@/lib/money";
import { appliedCodes, DISCOUNT_APPLIED_HINT, DISCOUNT_APPLIED_TEXT, orderChange } from "@/lib/order-edit";
import { applyDiscountDefaults, applyDiscountFormSchema } from "@/lib/orders/edit-forms";
import { OrderEditDialog, useOrderEdit } from "./order-change-dialog";
import { changeErrorText, OrderChangePreview } from "./order-change-preview";

const FIELD_ID = "apply-discount-code";

export function ApplyDiscountDialog({ open, onClose, order, customerId }: { open: boolean; onClose: () => void; order: OrderDto; customerId: number }) {
  const form = useZodForm(applyDiscountFormSchema, { defaultValues: applyDiscountDefaults, guard: false });
  const [looking, setLooking] = useState(false);
  const [discount, setDiscount] = useState<DiscountDto | null>(null);
  const bodyFor = (base: OrderDto) => (discount ? orderChange(base, customerId, { codes: [...appliedCodes(base), discount.code] }) : null);
  const reset = () => {
    form.reset(applyDiscountDefaults);
    setDiscount(null);
  };
  const { base, preview, dialog } = useOrderEdit({ open, onClose, order, bodyFor, reset });
  /** A refusal (lookup or save) shows under the code. */
  const showError = (message: string) => form.setError("discount_code", { type: "server", message });

  const lookUp = async ({ discount_code }: { discount_code: string }) => {
    setDiscount(null);
    setLooking(true);
    try {
      const found = await callApi(endpoints.lookupDiscount, { query: { discount_code, avoid_validation: "true" } });
      // Already on this order: applying it again would change nothing (the API's rule, said at once).
      if (appliedCodes(order).some((c) => c.toUpperCase() === found.code.toUpperCase())) showError(DISCOUNT_ALREADY_APPLIED_MESSAGE);
      else setDiscount(found);
    } catch (e) {
      showError(e instanceof ApiRequestError && e.status === 404 ? DISCOUNT_NOT_FOUND_MESSAGE : changeErrorText(e));
    } finally {
      setLooking(false);
    }
  };

  return (
    <OrderEditDialog
      {...dialog}
      onError={showError}
      title="Apply a discount code"
      confirmLabel="Apply discount"
      successText={<LabelWithInfoTip label={DISCOUNT_APPLIED_TEXT} hint={DISCOUNT_APPLIED_HINT} />}
    >
      <Form form={form} onSubmit={lookUp} className="space-y-4">
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <FormField name="discount_code" label="Discount code" id={FIELD_ID} autoComplete="off" onInput={() => setDiscount(null)} />
          </div>
          <Button type="submit" variant="secondary" busy={looking}>
            Look up
          </Button>
        </div>
        {discount ? (
          <p className="text-sm text-slate-700" data-testid="discount-found">
            <span className="font-medium">{discount.code}</span>: {discount.description || "—"} (
            {discount.discount_type === "PERCENTAGE" ? `${discount.value}%` : formatMoney(discount.value)} off)
          </p>
        ) : null}
        <OrderChangePreview current={base} preview={preview} />
      </Form>
    </OrderEditDialog>
  );
}

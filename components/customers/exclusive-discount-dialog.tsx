"use client";
/**
 * ExclusiveDiscountDialog: create a customer-service exclusive discount
 * (POST accounts/{id}/create_exclusive_discount) from the three presets (10% off 1 order, 10% off
 * 3 orders, 30% off 1 order). The one-order presets need an upcoming order; the winback preset (10% off 3 orders) applies to the
 * account. Validation is the contract's `createExclusiveDiscountSchema`. Choosing the winback preset
 * hides the "Upcoming order" field and resets it (no value, no message), so going back to a
 * one-order preset starts from an empty choice.
 * Success toasts (ORDER_TOAST: order-related toasts stay 120000 ms): for the account preset
 * the spec's "Discount applied to account." followed by the code and the upcoming orders it went on
 * (winbackAppliedText); "Discount {code} applied to order {id}." (assumption) for the order presets.
 * Props: open; onClose; customerId; upcomingOrders: the PREVIEW orders ({id, scheduled}).
 */
import { DISCOUNT_APPLIED_TEXT } from "@/lib/order-edit";
import { useWatch } from "react-hook-form";
import { FormField, applyServerErrors, useZodForm } from "@/components/ui/form";
import { FormDialog } from "@/components/ui/form-dialog";
import { RadioGroup } from "@/components/ui/radio-group";
import { Select } from "@/components/ui/select";
import { useAction } from "@/components/ui/use-action";
import { callApiOnce } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { EXCLUSIVE_DISCOUNT_PRESETS, createExclusiveDiscountSchema, type ExclusiveDiscountKind } from "@/lib/contract/discounts";
import { formatDate } from "@/lib/format";
import { ExclusiveDiscountType } from "@/lib/enums";
import { ORDER_TOAST } from "@/lib/ui-constants";

export const discountAppliedToOrderText = (code: string, orderId: string) => `Discount ${code} applied to order ${orderId}.`;
/** The winback preset's toast: the spec's text, then the code and where it went. */
export const winbackAppliedText = (code: string, orderIds: readonly string[], orders: number) =>
  `${DISCOUNT_APPLIED_TEXT} Code ${code} applies to the customer's next ${orders} orders; ` +
  (orderIds.length
    ? `now on upcoming order${orderIds.length === 1 ? "" : "s"} ${orderIds.join(", ")}.`
    : "no upcoming order yet, so the next orders created take it.");

const FORM_ID = "exclusive-discount-form";
/**
 * No discount is preselected: one click on Create must not create a discount nobody picked (the
 * winback one was preselected and went on the account's next orders). A sole upcoming order is
 * preselected for the one-order discounts, as the upcoming orders are when the dialog opens.
 */
const defaultsFor = (upcomingOrders: readonly { id: string }[]) => ({
  discount_type: "" as ExclusiveDiscountKind,
  order_id: upcomingOrders.length === 1 ? upcomingOrders[0]!.id : "",
});

export function ExclusiveDiscountDialog({
  open,
  onClose,
  customerId,
  upcomingOrders,
}: {
  open: boolean;
  onClose: () => void;
  customerId: number;
  upcomingOrders: { id: string; scheduled: string | null }[];
}) {
  const { busy, run } = useAction();
  // The form holds order_id as "" when unset; the schema turns "" into undefined.
  const form = useZodForm(createExclusiveDiscountSchema, { defaultValues: defaultsFor(upcomingOrders) });
  // The dialog stays mounted once opened while the page refreshes in place (a new dog's first order):
  // its defaults are taken again from the upcoming orders as they are each time it opens.
  const valuesOnOpen = defaultsFor(upcomingOrders);
  const type = useWatch({ control: form.control, name: "discount_type" });
  const needsOrder = (type ? EXCLUSIVE_DISCOUNT_PRESETS[type] : undefined)?.appliesTo === "order";
  const chooseType = (value: string) => {
    const kind = ExclusiveDiscountType.options.find((k) => k === value);
    if (!kind) return;
    form.setValue("discount_type", kind, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    if (EXCLUSIVE_DISCOUNT_PRESETS[kind].appliesTo !== "order") form.resetField("order_id");
  };
  const orderOptions = upcomingOrders.map((o) => ({ value: o.id, label: `Order ${o.id} (scheduled ${formatDate(o.scheduled)})` }));

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create exclusive discount"
      form={form}
      valuesOnOpen={valuesOnOpen}
      id={FORM_ID}
      submitLabel="Create discount"
      busy={busy}
      onSubmit={async (values) => {
        const body = { discount_type: values.discount_type, ...(needsOrder && values.order_id ? { order_id: values.order_id } : {}) };
        const result = await run(
          // Once per request (an Idempotency-Key): a retry after a timeout answers the code made.
          () => callApiOnce(endpoints.createExclusiveDiscount, { params: { id: customerId }, body }),
          (a) =>
            a.order
              ? discountAppliedToOrderText(a.discount_code, a.order.id)
              : winbackAppliedText(a.discount_code, a.orders.map((o) => o.id), EXCLUSIVE_DISCOUNT_PRESETS[a.discount_type].orders),
          { toast: ORDER_TOAST, onError: (error) => applyServerErrors(form, error) },
        );
        if (result.ok) onClose();
      }}
    >
      <RadioGroup
        name="discount_type"
        legend="Discount"
        orientation="vertical"
        value={type}
        onValueChange={chooseType}
        error={form.formState.errors.discount_type?.message}
        hint={upcomingOrders.length === 0 ? "The one-order discounts need an upcoming order; this customer has none." : undefined}
        options={ExclusiveDiscountType.options.map((kind) => {
          const preset = EXCLUSIVE_DISCOUNT_PRESETS[kind];
          return {
            value: kind,
            disabled: preset.appliesTo === "order" && upcomingOrders.length === 0,
            label: (
              <>
                {preset.label}{" "}
                <span className="text-xs text-slate-600">({preset.appliesTo === "order" ? "applied to an upcoming order" : "applied to the account's next orders"})</span>
              </>
            ),
          };
        })}
      />
      {needsOrder ? (
        <FormField name="order_id" label="Upcoming order" id="discount-order">
          {(control) => <Select {...control} value={String(control.value ?? "")} onValueChange={control.onChange} options={orderOptions} />}
        </FormField>
      ) : null}
    </FormDialog>
  );
}

"use client";
/**
 * ExclusiveDiscountDialog: create a customer-service exclusive discount
 * (POST accounts/{id}/create_exclusive_discount) from the three presets of spec 01 §7. The
 * one-order presets need an upcoming order; the winback preset (10% off 3 orders) applies to the
 * account. Validation is the contract's `createExclusiveDiscountSchema`.
 * Success toasts: "Discount applied to account." (spec) for the account preset, and
 * "Discount {code} applied to order {id}." (assumption) for the order presets.
 * Props: open; onClose; customerId; upcomingOrders: the PREVIEW orders ({id, scheduled}).
 */
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, fieldErrorId } from "@/components/ui/field";
import { apiFetch } from "@/lib/client/api";
import { EXCLUSIVE_DISCOUNT_PRESETS, createExclusiveDiscountSchema, type CreateExclusiveDiscountResponse, type ExclusiveDiscountKind } from "@/lib/contract/discounts";
import { formatDate } from "@/lib/format";
import { ExclusiveDiscountType } from "@/lib/enums";
import { useAccountAction } from "./use-account-action";

export const DISCOUNT_APPLIED_TO_ACCOUNT = "Discount applied to account.";
export const discountAppliedToOrderText = (code: string, orderId: string) => `Discount ${code} applied to order ${orderId}.`;

type FormValues = { discount_type: ExclusiveDiscountKind; order_id: string };
type Output = { discount_type: ExclusiveDiscountKind; order_id?: string };

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
  const { busy, run } = useAccountAction();
  const defaults: FormValues = { discount_type: "CX_10_PERCENT_FOR_THREE_ORDERS", order_id: "" };
  const form = useForm<FormValues, unknown, Output>({
    // The form holds order_id as "" when unset; the schema turns "" into undefined.
    resolver: zodResolver(createExclusiveDiscountSchema) as unknown as Resolver<FormValues, unknown, Output>,
    defaultValues: defaults,
  });
  const type = useWatch({ control: form.control, name: "discount_type" });
  const needsOrder = EXCLUSIVE_DISCOUNT_PRESETS[type].appliesTo === "order";
  const orderError = form.formState.errors.order_id?.message;

  const close = () => {
    form.reset(defaults);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const body = { discount_type: values.discount_type, ...(needsOrder && values.order_id ? { order_id: values.order_id } : {}) };
    const answer = await run(
      () => apiFetch<CreateExclusiveDiscountResponse>(`accounts/${customerId}/create_exclusive_discount`, { method: "POST", body }),
      (a) => (a.order ? discountAppliedToOrderText(a.discount_code, a.order.id) : DISCOUNT_APPLIED_TO_ACCOUNT),
    );
    if (answer) close();
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Create exclusive discount"
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="exclusive-discount-form" busy={busy}>
            Create discount
          </Button>
        </>
      }
    >
      <form id="exclusive-discount-form" onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">Discount</legend>
          {ExclusiveDiscountType.options.map((kind) => {
            const preset = EXCLUSIVE_DISCOUNT_PRESETS[kind];
            const disabled = preset.appliesTo === "order" && upcomingOrders.length === 0;
            return (
              <label key={kind} className={`flex items-center gap-2 text-sm ${disabled ? "text-slate-400" : ""}`}>
                <input type="radio" value={kind} disabled={disabled} {...form.register("discount_type")} />
                {preset.label}
                <span className="text-xs text-slate-500">
                  ({preset.appliesTo === "order" ? "applied to an upcoming order" : "applied to the account's next orders"})
                </span>
              </label>
            );
          })}
          {upcomingOrders.length === 0 ? <p className="text-xs text-slate-500">The one-order discounts need an upcoming order; this customer has none.</p> : null}
        </fieldset>
        {needsOrder ? (
          <Field label="Upcoming order" htmlFor="discount-order" error={orderError}>
            <select
              id="discount-order"
              className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
              aria-invalid={!!orderError || undefined}
              aria-describedby={orderError ? fieldErrorId("discount-order") : undefined}
              {...form.register("order_id")}
            >
              <option value="">Select…</option>
              {upcomingOrders.map((o) => (
                <option key={o.id} value={o.id}>
                  Order {o.id} (scheduled {formatDate(o.scheduled)})
                </option>
              ))}
            </select>
          </Field>
        ) : null}
      </form>
    </Dialog>
  );
}

"use client";
/**
 * ExtraMealsDialog: add extra meals (buffer bags) to an upcoming order (spec 01 §3 "Buffer bag",
 * §5 "Extra meals", §9). The dog selector lists the order's dogs; a dog with a Fresh plan (MEAL-F-)
 * or with extra meals already added is disabled, and so is a dog without an allowance. Bags run from
 * 0 to the dog's allowed count, each option labelled bags × extra days. The allowances come from
 * GET /buffer_bags?order_id= (loaded by the page). New totals are previewed before saving; saving is
 * PUT orders/{id}: "We added Buffer Bag product(s) to this upcoming order." (ORDER_TOAST).
 * Props: open; onClose; order; customerId; allowances (null: they could not be loaded).
 */
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Select } from "@/components/ui/select";
import type { OrderDto } from "@/lib/contract/orders";
import type { BufferBagDto } from "@/lib/contract/products";
import { formatMoney } from "@/lib/money";
import { bagOptions, EXTRA_MEAL_DISABLED_TEXT, EXTRA_MEALS_ADDED_TEXT, extraMealDogs, orderChange } from "@/lib/order-edit";
import { OrderEditDialog } from "./order-change-dialog";
import { OrderChangePreview, useOrderPreview } from "./order-change-preview";

export const NO_ALLOWANCE_TEXT = "no extra meals allowance";

export function ExtraMealsDialog({
  open,
  onClose,
  order,
  customerId,
  allowances,
}: {
  open: boolean;
  onClose: () => void;
  order: OrderDto;
  customerId: number;
  allowances: BufferBagDto[] | null;
}) {
  const [dog, setDog] = useState("");
  const [product, setProduct] = useState("");
  const [bags, setBags] = useState("0");
  const [error, setError] = useState<string | null>(null);
  const allowanceOf = (planId: number) => (allowances ?? []).find((a) => a.pet_plan_id === planId);
  const dogOptions = extraMealDogs(order).map((d) => {
    const reason = d.disabledReason ? EXTRA_MEAL_DISABLED_TEXT[d.disabledReason] : allowanceOf(d.planId) ? null : NO_ALLOWANCE_TEXT;
    return { value: String(d.planId), label: reason ? `${d.name} (${reason})` : d.name, disabled: reason !== null };
  });
  const allowance = dog ? allowanceOf(Number(dog)) : undefined;
  const body =
    allowance && product && Number(bags) > 0
      ? orderChange(order, customerId, { addLines: [{ pet_plan: allowance.pet_plan_id, product_code: product, quantity: Number(bags), type: "ONETIME" }] })
      : null;
  const preview = useOrderPreview(order.id, open ? body : null);

  const close = () => {
    setDog("");
    setProduct("");
    setBags("0");
    setError(null);
    onClose();
  };

  return (
    <OrderEditDialog
      open={open}
      onClose={close}
      order={order}
      title="Add extra meals"
      body={body}
      ready={preview.state === "ready"}
      confirmLabel="Add extra meals"
      successText={EXTRA_MEALS_ADDED_TEXT}
      onError={setError}
    >
      <div className="space-y-4">
        {allowances === null ? <Notice tone="error">The extra-meal allowances could not be loaded. Close the dialog and refresh the page.</Notice> : null}
        <Field label="Dog" htmlFor="extra-meals-dog">
          <Select
            id="extra-meals-dog"
            value={dog}
            onValueChange={(v) => {
              setDog(v);
              const a = allowanceOf(Number(v));
              setProduct(a?.buffer_bag_products[0]?.code ?? "");
              setBags("0");
            }}
            options={dogOptions}
          />
        </Field>
        {allowance ? (
          <>
            <Field label="Extra-meal product" htmlFor="extra-meals-product">
              <Select
                id="extra-meals-product"
                value={product}
                onValueChange={setProduct}
                options={allowance.buffer_bag_products.map((p) => ({ value: p.code, label: `${p.recipe_name} (${p.code}) ${formatMoney(p.price)} a bag` }))}
              />
            </Field>
            <Field label="Extra meals" htmlFor="extra-meals-bags" hint={`Up to ${allowance.buffer_bag_number_of_bags_allowed} bags of ${allowance.buffer_bag_extra_days} days each.`}>
              <Select
                id="extra-meals-bags"
                value={bags}
                onValueChange={setBags}
                aria-describedby="extra-meals-bags-hint"
                options={bagOptions(allowance.buffer_bag_number_of_bags_allowed, allowance.buffer_bag_extra_days)}
              />
            </Field>
          </>
        ) : null}
        {error ? <Notice tone="error">{error}</Notice> : null}
        <OrderChangePreview current={order} preview={preview} />
      </div>
    </OrderEditDialog>
  );
}

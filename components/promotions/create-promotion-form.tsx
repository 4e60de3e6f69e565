"use client";
/**
 * Create Promotion: name, funnel banner copy, marketing
 * site desktop and mobile banner copy, start and end, free product (GET /products/free), quantity
 * (default 1), conditional products (GET /products/codes), conditional minimum spend (default 0);
 * the help text of the spec; form → confirm → POST promotions (with an Idempotency-Key per intended
 * promotion) → /promotions with "{name} Promotion has been created".
 * Props: freeProducts, productCodes.
 */
import Link from "next/link";
import { Button, buttonClassName } from "@/components/ui/button";
import { CreateConfirmDialog, useConfirmedCreate } from "@/components/ui/confirmed-create";
import { Form, FormField, useZodForm } from "@/components/ui/form";
import { DateTimeInput, MoneyInput, NumberInput } from "@/components/ui/input";
import { businessTimeHint } from "@/lib/business-day";
import { MultiSelect } from "@/components/ui/multi-select";
import { Select } from "@/components/ui/select";
import { callApiOnce } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { createPromotionSchema, PROMOTION_DEFAULTS, PROMOTION_TEXTS } from "@/lib/contract/promotions";
import { pages } from "@/lib/pages";

type Code = { id: number; code: string };

export function CreatePromotionForm({ freeProducts, productCodes }: { freeProducts: Code[]; productCodes: Code[] }) {
  const form = useZodForm(createPromotionSchema, {
    defaultValues: {
      name: "",
      banner_copy: "",
      marketing_site_desktop_banner_copy: "",
      marketing_site_mobile_banner_copy: "",
      start_timestamp: "",
      end_timestamp: "",
      free_product_code: "",
      quantity: String(PROMOTION_DEFAULTS.quantity),
      required_conditions_products: [],
      minimum_order_gross_value_threshold_amount: PROMOTION_DEFAULTS.minimumSpend.toFixed(2),
    },
  });
  const flow = useConfirmedCreate({
    form,
    // Once per intended promotion (callApiOnce: the key follows the request), so a double submit or a retry after a timeout adds it once.
    call: (body) => callApiOnce(endpoints.createPromotion, { body }),
    successText: (answer) => PROMOTION_TEXTS.created(answer.name),
    listHref: pages.promotions.href(),
  });
  return (
    // One box, so its parts keep their spacing (the deferred wrapper around it is display: contents).
    <div className="space-y-4">
      <p className="max-w-2xl rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800">{PROMOTION_TEXTS.help}</p>
      <Form form={form} onSubmit={flow.ask} className="max-w-2xl space-y-4" aria-label="Create promotion">
        <FormField name="name" label="Name" autoComplete="off" />
        <FormField name="banner_copy" label="Funnel banner copy" hint="Shown on the funnel checkout page; leave empty for no funnel banner." autoComplete="off" />
        <FormField name="marketing_site_desktop_banner_copy" label="Marketing site desktop banner copy" autoComplete="off" />
        <FormField name="marketing_site_mobile_banner_copy" label="Marketing site mobile banner copy" autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="start_timestamp" label="Start" hint={`${businessTimeHint()}.`}>
            {(c) => <DateTimeInput {...c} />}
          </FormField>
          <FormField name="end_timestamp" label="End" hint={`${businessTimeHint()}.`}>
            {(c) => <DateTimeInput {...c} />}
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="free_product_code" label="Free product">
            {(c) => <Select {...c} onValueChange={c.onChange} options={freeProducts.map((p) => ({ value: p.code, label: p.code }))} />}
          </FormField>
          <FormField name="quantity" label="Quantity">
            {(c) => <NumberInput {...c} min={1} step={1} />}
          </FormField>
        </div>
        <FormField name="required_conditions_products" label="Conditional products">
          {(c) => <MultiSelect {...c} value={c.value || []} onChange={c.onChange} options={productCodes.map((p) => ({ value: p.code, label: p.code }))} />}
        </FormField>
        <FormField name="minimum_order_gross_value_threshold_amount" label="Conditional minimum spend ($)">
          {(c) => <MoneyInput {...c} min={0} />}
        </FormField>
        <div className="flex gap-2">
          <Button type="submit" busy={flow.leaving}>
            Create Promotion
          </Button>
          <Link href={pages.promotions.href()} className={buttonClassName({ variant: "secondary" })}>
            Cancel
          </Link>
        </div>
      </Form>
      <CreateConfirmDialog flow={flow} title="Create promotion?" message={flow.pending ? `Create the promotion ${flow.pending.name} giving ${flow.pending.quantity} × ${flow.pending.free_product_code}?` : ""} />
    </div>
  );
}

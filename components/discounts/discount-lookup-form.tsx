"use client";
/**
 * DiscountLookupForm: the code box of /discount-lookup (upper-cased as you type).
 * Looks the code up (GET /discount/ with avoid_validation, so inactive and expired codes are found
 * too) and opens /discount-lookup/{id}; an unknown code shows "Discount code not found".
 * The code is checked with the endpoint's own query schema (required, at most 100 characters).
 */
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Form, FormField, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { ApiRequestError, callApi, toastError } from "@/lib/client/api";
import { DISCOUNT_NOT_FOUND_MESSAGE, discountLookupQuerySchema } from "@/lib/contract/discounts";
import { discountCalls } from "@/lib/client/endpoints";
import { pages } from "@/lib/pages";

const lookupSchema = discountLookupQuerySchema.pick({ discount_code: true });

export function DiscountLookupForm() {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  // A lookup box holds nothing to lose; its message shows on Search and goes as soon as the code changes.
  const form = useZodForm(lookupSchema, { defaultValues: { discount_code: "" }, guard: false, reValidateMode: "onSubmit" });

  return (
    <Form
      form={form}
      className="flex flex-wrap items-end gap-3"
      onSubmit={async ({ discount_code }) => {
        try {
          const d = await callApi(discountCalls.lookupDiscount, { query: { discount_code, avoid_validation: true } });
          setLeaving(true);
          router.push(pages.discountLookupDetail.href({ discountId: d.id }));
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 404) form.setError("discount_code", { message: DISCOUNT_NOT_FOUND_MESSAGE });
          else toastError(error);
        }
      }}
    >
      <div className="w-72">
        <FormField name="discount_code" label="Discount code">
          {(c) => (
            <Input
              {...c}
              autoComplete="off"
              onChange={(e) => {
                c.onChange(e.target.value.toUpperCase());
                form.clearErrors("discount_code");
              }}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" busy={form.formState.isSubmitting || leaving}>
        Search
      </Button>
    </Form>
  );
}

"use client";
/**
 * DiscountLookupForm: the code box of /discount-lookup (upper-cased as you type).
 * Looks the code up (GET /discount/ with avoid_validation, so inactive and expired codes are found
 * too) and opens /discount-lookup/{id}; an unknown code shows "Discount code not found".
 */
import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiRequestError, callApi, toastError } from "@/lib/client/api";
import { DISCOUNT_CODE_REQUIRED, DISCOUNT_NOT_FOUND_MESSAGE } from "@/lib/contract/discounts";
import { endpoints } from "@/lib/contract/endpoints";
import { pages } from "@/lib/pages";

export function DiscountLookupForm() {
  const router = useRouter();
  const id = useId();
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        const value = code.trim();
        if (!value) {
          setMessage(DISCOUNT_CODE_REQUIRED);
          return;
        }
        setBusy(true);
        setMessage(null);
        try {
          const d = await callApi(endpoints.lookupDiscount, { query: { discount_code: value, avoid_validation: true } });
          router.push(pages.discountLookupDetail.href({ discountId: d.id }));
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 404) setMessage(DISCOUNT_NOT_FOUND_MESSAGE);
          else toastError(error);
          setBusy(false);
        }
      }}
    >
      <div className="w-72">
        <Field label="Discount code" htmlFor={id} error={message ?? undefined}>
          <Input
            id={id}
            name="discount_code"
            autoComplete="off"
            value={code}
            invalid={Boolean(message)}
            aria-describedby={message ? `${id}-error` : undefined}
            onChange={(e) => {
              setCode(e.target.value.toUpperCase());
              setMessage(null);
            }}
          />
        </Field>
      </div>
      <Button type="submit" busy={busy}>
        Search
      </Button>
    </form>
  );
}

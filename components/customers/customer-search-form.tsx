"use client";
/**
 * CustomerSearchForm: the ten search fields. Validation is the shared
 * `customerSearchFormSchema` (a phone in any common format, searched as +1 and its 10 digits; state
 * by abbreviation or name; at least one field); the server page searches First Name as typed, then a
 * full name in it as first and last name when that finds nobody (nameReadings). Submitting does not call the API: it puts the filled fields in the URL
 * (`/customer-lookup?last_name=…`, nuqs with `customerSearchUrlParsers`, page reset to 1) and the
 * server page runs the search, so a search can be bookmarked, shared, and survives Back and reload.
 * Props: initialValues: the form values read from the URL.
 */
import { useQueryStates } from "nuqs";
import { Button } from "@/components/ui/button";
import { Form, FormField, useZodForm } from "@/components/ui/form";
import {
  AT_LEAST_ONE_FIELD_MESSAGE,
  CUSTOMER_SEARCH_FIELDS,
  CUSTOMER_SEARCH_FIELD_HINTS,
  CUSTOMER_SEARCH_FIELD_LABELS,
  EMPTY_CUSTOMER_SEARCH,
  customerSearchFormSchema,
  customerSearchUrlParsers,
  customerSearchUrlValues,
  type CustomerSearchField,
  type CustomerSearchFormValues,
} from "@/lib/customer-search";
import { LIST_URL_OPTIONS } from "@/lib/list-params";

const INPUT_TYPES: Partial<Record<CustomerSearchField, { type: string; inputMode?: "numeric" | "email"; autoComplete?: string }>> = {
  email: { type: "text", inputMode: "email", autoComplete: "off" },
  phone_number: { type: "text", inputMode: "numeric", autoComplete: "off" },
  zip_code: { type: "text", inputMode: "numeric", autoComplete: "off" },
};

export function CustomerSearchForm({ initialValues }: { initialValues: CustomerSearchFormValues }) {
  const [, setUrl] = useQueryStates(customerSearchUrlParsers, LIST_URL_OPTIONS);
  // A search holds nothing to lose: no unsaved-changes question.
  const form = useZodForm(customerSearchFormSchema, { defaultValues: initialValues, guard: false });
  const { isSubmitting } = form.formState;
  const formError = form.formState.errors.root?.message;

  return (
    <Form
      form={form}
      onSubmit={() => {
        // The URL holds what the user typed; the server page normalises it with the same schema.
        void setUrl({ ...customerSearchUrlValues(form.getValues()), page: null });
      }}
      onInvalidSubmit={(fieldErrors) => {
        // The schema's form-level rule ("at least one field") has no field to attach to.
        if (!CUSTOMER_SEARCH_FIELDS.some((f) => fieldErrors[f])) form.setError("root", { message: AT_LEAST_ONE_FIELD_MESSAGE });
      }}
      aria-label="Customer search"
      className="space-y-4"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {CUSTOMER_SEARCH_FIELDS.map((field) => (
          <FormField key={field} name={field} label={CUSTOMER_SEARCH_FIELD_LABELS[field]} hint={CUSTOMER_SEARCH_FIELD_HINTS[field]} id={`search-${field}`} {...(INPUT_TYPES[field] ?? { type: "text" })} />
        ))}
      </div>
      {formError ? (
        <p role="alert" className="text-sm text-red-600">
          {formError}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" busy={isSubmitting}>
          Search
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            form.reset(EMPTY_CUSTOMER_SEARCH);
            void setUrl(null);
          }}
        >
          Clear
        </Button>
      </div>
    </Form>
  );
}

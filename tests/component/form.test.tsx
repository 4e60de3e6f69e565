import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Form, FormField, applyServerErrors, useZodForm, type ZodFormReturn } from "@/components/ui/form";
import { DateTimeInput, MoneyInput, NumberInput, formatMoneyInput } from "@/components/ui/input";
import { ApiRequestError } from "@/lib/client/api";
import { updateCustomerEmailSchema } from "@/lib/contract/customers";

function EmailForm({ onSubmit, expose }: { onSubmit: (v: { new_email: string }) => void; expose?: (f: ZodFormReturn<typeof updateCustomerEmailSchema>) => void }) {
  const form = useZodForm(updateCustomerEmailSchema, { defaultValues: { new_email: "" } });
  expose?.(form);
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormField name="new_email" label="New email" hint="The customer signs in with it." type="email" />
      <button type="submit">Save</button>
    </Form>
  );
}

describe("form kit", () => {
  it("validates with the contract's schema and shows the field's message under its input", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<EmailForm onSubmit={onSubmit} />);
    const input = screen.getByLabelText("New email");
    expect(input).toHaveAccessibleDescription("The customer signs in with it.");
    await user.type(input, "not-an-email");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const message = await screen.findByRole("alert");
    expect(message).toHaveTextContent("Enter a valid email address.");
    // Under the input, linked to it, and the input is marked invalid.
    expect(input.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input).toHaveAccessibleDescription("Enter a valid email address.");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, "ok@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ new_email: "ok@example.com" }, expect.anything()));
  });

  it("applyServerErrors puts {field: [messages]} onto the matching input and says whether it did", async () => {
    let form!: ZodFormReturn<typeof updateCustomerEmailSchema>;
    render(<EmailForm onSubmit={() => undefined} expose={(f) => (form = f)} />);
    let applied = false;
    act(() => {
      applied = applyServerErrors(form, new ApiRequestError(400, { new_email: ["This email is already in use."], other: ["ignored"] }));
    });
    expect(applied).toBe(true);
    expect(await screen.findByRole("alert")).toHaveTextContent("This email is already in use.");
    expect(screen.getByLabelText("New email")).toHaveAccessibleDescription("This email is already in use.");

    act(() => {
      applied = applyServerErrors(form, new ApiRequestError(400, { detail: "Not a field." }));
    });
    expect(applied).toBe(false);
    expect(applyServerErrors(form, new ApiRequestError(500, undefined))).toBe(false);
    expect(applyServerErrors(form, new Error("network"))).toBe(false);
  });

  it("applyServerErrors finds fields by path (items.1.sku, or nested) and camelCased keys of snake_case fields", async () => {
    const schema = z.object({ number_of_codes: z.string(), items: z.array(z.object({ sku: z.string(), quantity: z.string() })) });
    let form!: ZodFormReturn<typeof schema>;
    function ItemsForm({ expose }: { expose: (f: ZodFormReturn<typeof schema>) => void }) {
      const itemsForm = useZodForm(schema, { defaultValues: { number_of_codes: "", items: [{ sku: "A", quantity: "1" }, { sku: "B", quantity: "1" }] } });
      expose(itemsForm);
      return (
        <Form form={itemsForm} onSubmit={() => undefined}>
          <FormField name="number_of_codes" label="Number of codes" />
          <FormField name="items.0.sku" label="SKU 1" />
          <FormField name="items.1.sku" label="SKU 2" />
          <FormField name="items.1.quantity" label="Quantity 2" />
        </Form>
      );
    }
    render(<ItemsForm expose={(f) => (form = f)} />);
    act(() => {
      applyServerErrors(form, new ApiRequestError(400, { "items.1.sku": ["No item with sku B exists."], numberOfCodes: ["Ensure this value is less than or equal to 10000."], "items.7.sku": ["no such row"] }));
    });
    expect(await screen.findByText("No item with sku B exists.")).toBeTruthy();
    expect(screen.getByLabelText("SKU 2")).toHaveAccessibleDescription("No item with sku B exists.");
    expect(screen.getByLabelText("SKU 1")).not.toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Number of codes")).toHaveAccessibleDescription("Ensure this value is less than or equal to 10000.");
    act(() => {
      applyServerErrors(form, new ApiRequestError(400, { items: [{}, { quantity: ["Ensure this value is greater than 0."] }] }));
    });
    expect(screen.getByLabelText("Quantity 2")).toHaveAccessibleDescription("Ensure this value is greater than 0.");
  });

  it("applyServerErrors with RequestRows puts a request entry's message under the form row it came from", async () => {
    // A form of three lines whose request sends the selected ones only (rows 0 and 2): entry 1 is row 2.
    const schema = z.object({ lines: z.array(z.object({ selected: z.boolean(), amount: z.string() })) });
    let form!: ZodFormReturn<typeof schema>;
    function LinesForm({ expose }: { expose: (f: ZodFormReturn<typeof schema>) => void }) {
      const linesForm = useZodForm(schema, { defaultValues: { lines: [0, 1, 2].map(() => ({ selected: true, amount: "1" })) } });
      expose(linesForm);
      return (
        <Form form={linesForm} onSubmit={() => undefined}>
          {[0, 1, 2].map((i) => (
            <FormField key={i} name={`lines.${i}.amount`} label={`Amount ${i + 1}`} />
          ))}
        </Form>
      );
    }
    render(<LinesForm expose={(f) => (form = f)} />);
    const rows = { list: "order_product_refunds", rows: [0, 2], path: (row: number) => `lines.${row}.amount` };
    let applied = false;
    act(() => {
      applied = applyServerErrors(form, new ApiRequestError(400, { "order_product_refunds.1.amount": ["The amount cannot exceed the available refund of $20.00."] }), rows);
    });
    expect(applied).toBe(true);
    expect(await screen.findByLabelText("Amount 3")).toHaveAccessibleDescription("The amount cannot exceed the available refund of $20.00.");
    expect(screen.getByLabelText("Amount 2")).not.toHaveAttribute("aria-invalid", "true");
    // The nested shape too, and two fields of one entry under the row's one input, joined.
    act(() => {
      form.clearErrors();
      applyServerErrors(form, new ApiRequestError(400, { order_product_refunds: [{ order_product_id: ["Twice."], amount: ["Too much."] }] }), rows);
    });
    expect(screen.getByLabelText("Amount 1")).toHaveAccessibleDescription("Twice. Too much.");
    // An entry the request did not have, or another key, is left to the toast.
    act(() => {
      form.clearErrors();
      applied = applyServerErrors(form, new ApiRequestError(400, { "order_product_refunds.5.amount": ["No such entry."], order_product_refunds: ["Select a line."] }), rows);
    });
    expect(applied).toBe(false);
  });

  it("NumberInput loses focus on mouse wheel", () => {
    render(<NumberInput aria-label="Quantity" defaultValue="3" />);
    const input = screen.getByLabelText("Quantity");
    input.focus();
    expect(input).toHaveFocus();
    fireEvent.wheel(input, { deltaY: 100 });
    expect(input).not.toHaveFocus();
    expect(input).toHaveValue(3);
  });

  it("MoneyInput keeps 2 decimals (formats on blur, in the form's value too)", async () => {
    expect(formatMoneyInput("12.5")).toBe("12.50");
    expect(formatMoneyInput("1.005")).toBe("1.01");
    expect(formatMoneyInput("")).toBe("");
    // Decimals a rule ignores are cut, not rounded; exponent notation is left for the rule to refuse.
    expect(formatMoneyInput("1.005", "cut")).toBe("1.00");
    expect(formatMoneyInput("12.349", "cut")).toBe("12.34");
    expect(formatMoneyInput("12.5", "cut")).toBe("12.50");
    expect(formatMoneyInput("1e3")).toBe("1e3");
    expect(formatMoneyInput("1e3", "cut")).toBe("1e3");
    const schema = z.object({ amount: z.string() });
    const onSubmit = vi.fn();
    function MoneyForm() {
      const form = useZodForm(schema, { defaultValues: { amount: "" } });
      return (
        <Form form={form} onSubmit={onSubmit}>
          <FormField name="amount" label="Vet bill">
            {(control) => <MoneyInput {...control} />}
          </FormField>
          <button type="submit">Save</button>
        </Form>
      );
    }
    const user = userEvent.setup();
    render(<MoneyForm />);
    const input = screen.getByLabelText("Vet bill");
    expect(input).toHaveAttribute("step", "0.01");
    await user.type(input, "12.5");
    await user.tab();
    expect(input).toHaveValue(12.5);
    expect((input as HTMLInputElement).value).toBe("12.50");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ amount: "12.50" }, expect.anything()));
  });

  it("DateTimeInput steps in 30 minutes", () => {
    render(<DateTimeInput aria-label="When" />);
    const input = screen.getByLabelText("When");
    expect(input).toHaveAttribute("type", "datetime-local");
    expect(input).toHaveAttribute("step", "1800");
  });
});

/**
 * Issue 21, "Messages that say what to do": a failed call's field messages go under the fields of
 * the form being submitted (through the kit, no wiring per form), the toast is a sentence (never raw
 * JSON), and a disabled primary button says what is missing.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/ui/toaster";
import { z } from "zod";
import { Form, FormField, SubmitButton, useMissingReason, useZodForm } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { ApiRequestError } from "@/lib/client/api";
import { DiscountCreateForm } from "@/components/discounts/discount-create-form";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));

const schema = z.object({ code: z.string().min(1, "Enter a code."), weight: z.coerce.number().max(200, "Enter a weight of at most 200 lbs.") });

function CodeForm({ answer }: { answer: unknown }) {
  const form = useZodForm(schema, { defaultValues: { code: "", weight: "" as unknown as number }, mode: "onChange" });
  const { busy, run } = useAction();
  const reason = useMissingReason(form);
  return (
    <Form
      form={form}
      onSubmit={async () => {
        await run(() => Promise.reject(new ApiRequestError(400, answer)), () => "Saved.");
      }}
    >
      <FormField name="code" label="Code" />
      <FormField name="weight" label="Weight (lbs)" />
      <SubmitButton type="submit" disabled={Boolean(reason) || busy} busy={busy} reason={reason}>
        Create
      </SubmitButton>
    </Form>
  );
}

describe("a failed call through the kit", () => {
  afterEach(() => vi.restoreAllMocks());

  const shapes: [string, unknown][] = [
    ["field errors", { code: ["A discount with this code already exists."] }],
    ["detail", { detail: "This dog has no active plan to cancel." }],
    ["non_field_errors", { non_field_errors: ["Enter at least one search field."] }],
    ["nested", { items: [{}, { sku: ["No item with sku B exists."] }] }],
    ["an HTML error page", "<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>"],
    ["empty", undefined],
    ["data without a message", { count: 3 }],
  ];

  it.each(shapes)("%s: no toast text holds raw JSON or markup", async (_name, answer) => {
    const error = vi.spyOn(toast, "error");
    const user = userEvent.setup();
    render(<CodeForm answer={answer} />);
    await user.type(screen.getByLabelText("Code"), "SPRING");
    await user.type(screen.getByLabelText("Weight (lbs)"), "40");
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    for (const [text] of error.mock.calls) {
      expect(String(text)).not.toContain('{"');
      expect(String(text)).not.toContain('["');
      expect(String(text)).not.toMatch(/<[a-z!]/i);
    }
  });

  it("a field's message shows under its field, and the toast is the sentence", async () => {
    const error = vi.spyOn(toast, "error");
    const user = userEvent.setup();
    render(<CodeForm answer={{ code: ["A discount with this code already exists."] }} />);
    await user.type(screen.getByLabelText("Code"), "SPRING");
    await user.type(screen.getByLabelText("Weight (lbs)"), "40");
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(screen.getByLabelText("Code")).toHaveAccessibleDescription("A discount with this code already exists."));
    expect(screen.getByLabelText("Code")).toHaveAttribute("aria-invalid", "true");
    expect(error).toHaveBeenCalledWith("Error: A discount with this code already exists.", expect.objectContaining({ id: expect.any(String) }));
  });
});

describe("a disabled primary button says what is missing", () => {
  it("names the field and its message while disabled, and nothing once valid", async () => {
    const user = userEvent.setup();
    render(<CodeForm answer={{}} />);
    const create = screen.getByRole("button", { name: "Create" });
    expect(create).toBeDisabled();
    expect(create).toHaveAttribute("aria-description", "Code: Enter a code.");
    await user.type(screen.getByLabelText("Code"), "SPRING");
    await user.type(screen.getByLabelText("Weight (lbs)"), "500");
    expect(create).toHaveAttribute("aria-description", "Weight (lbs): Enter a weight of at most 200 lbs.");
    await user.clear(screen.getByLabelText("Weight (lbs)"));
    await user.type(screen.getByLabelText("Weight (lbs)"), "50");
    expect(create).toBeEnabled();
    expect(create).not.toHaveAttribute("aria-description");
  });

  it("shows the reason as a tooltip on hover", async () => {
    const user = userEvent.setup();
    render(<CodeForm answer={{}} />);
    await user.hover(screen.getByRole("button", { name: "Create" }).parentElement!);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Code: Enter a code.");
  });

  it("Create discount: the reason names the first missing field", () => {
    render(<DiscountCreateForm productCodes={[]} canBulk={false} />);
    const create = screen.getByRole("button", { name: "Create" });
    expect(create).toBeDisabled();
    expect(create.getAttribute("aria-description")).toMatch(/^Code: /);
  });

  it("switching Create in Bulk on shows no red messages before any typing", async () => {
    const user = userEvent.setup();
    render(<DiscountCreateForm productCodes={[]} canBulk />);
    await user.click(screen.getByLabelText("Create in Bulk"));
    expect(screen.getByLabelText("Prefix")).not.toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Number of codes")).not.toHaveAttribute("aria-invalid", "true");
    expect(screen.queryAllByRole("alert")).toHaveLength(0);
  });
});

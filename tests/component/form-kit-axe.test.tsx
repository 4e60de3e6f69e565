/** axe on the form kit's Checkbox, CheckboxGroup, RadioGroup, Switch, Textarea, PageHeader and FormDialog, with messages shown. */
import { render, screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Checkbox, CheckboxGroup } from "@/components/ui/checkbox";
import { FormField, useZodForm } from "@/components/ui/form";
import { FormDialog } from "@/components/ui/form-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { RadioGroup } from "@/components/ui/radio-group";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";

// happy-dom renders no layout: colour contrast is checked by the e2e axe runs.
const violations = async (root: Element) => (await axe.run(root, { rules: { "color-contrast": { enabled: false } } })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);

describe("form kit accessibility (axe)", () => {
  it("the primitives, with a hint and with an error", async () => {
    const { container } = render(
      <main>
        <PageHeader title="Create Discount" description="A new code." actions={<button type="button">Download</button>} />
        <form>
          <Checkbox label="Active" checked={false} onCheckedChange={vi.fn()} />
          <CheckboxGroup legend="Symptoms" value={["A"]} onValueChange={vi.fn()} options={[{ value: "A", label: "Vomit" }, { value: "B", label: "Other" }]} error="Select a symptom." />
          <RadioGroup legend="Photos Received" value={null} onValueChange={vi.fn()} options={[{ value: "YES", label: "Yes" }, { value: "NO", label: "No" }]} hint="Ask the customer." />
          <RadioGroup legend="Vet visit required?" value="NO" onValueChange={vi.fn()} options={[{ value: "YES", label: "Yes" }, { value: "NO", label: "No" }]} error="Required." />
          <Switch label="Create in Bulk" checked onCheckedChange={vi.fn()} />
          <label htmlFor="notes">Notes</label>
          <Textarea id="notes" invalid />
        </form>
      </main>,
    );
    expect(await violations(container)).toEqual([]);
  });

  it("FormDialog with a field message and a form-level error", async () => {
    const schema = z.object({ notes: z.string() });
    function NotesDialog() {
      const form = useZodForm(schema, { defaultValues: { notes: "" }, guard: false });
      return (
        <FormDialog open onClose={vi.fn()} title="Add notes" form={form} onSubmit={vi.fn()} submitLabel="Save" error="Could not save.">
          <FormField name="notes" label="Notes" hint="Shown to the team.">
            {(c) => <Textarea {...c} />}
          </FormField>
        </FormDialog>
      );
    }
    render(<NotesDialog />);
    expect(await violations(screen.getByRole("dialog"))).toEqual([]);
  });
});

"use client";
/**
 * Create Item: SKU (upper-cased), name, weight in ounces, volume in cubic
 * inches, recipe (recipes/ids); form → confirm → POST items → /items with "Successfully created
 * item {name}"; the server's field errors show under the inputs.
 * Props: recipes: the recipe ids.
 */
import Link from "next/link";
import { Button, buttonClassName } from "@/components/ui/button";
import { CreateConfirmDialog, useConfirmedCreate } from "@/components/ui/confirmed-create";
import { Form, FormField, useZodForm } from "@/components/ui/form";
import { NumberInput } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { createItemSchema } from "@/lib/contract/items";
import { pages } from "@/lib/pages";

export const itemCreatedText = (name: string) => `Successfully created item ${name}`;

export function CreateItemForm({ recipes }: { recipes: string[] }) {
  const form = useZodForm(createItemSchema, { defaultValues: { sku: "", name: "", weight_oz: "", volume: "", recipe: "" } });
  const flow = useConfirmedCreate({
    form,
    call: (body) => callApi(endpoints.createItem, { body }),
    successText: (answer) => itemCreatedText(answer.name),
    listHref: pages.items.href(),
  });
  return (
    <>
      <Form form={form} onSubmit={flow.ask} className="max-w-xl space-y-4" aria-label="Create item">
        <FormField name="sku" label="SKU" hint="Dash-separated; the third segment is the fill amount. Saved in capitals." autoComplete="off" className="uppercase" />
        <FormField name="name" label="Name" autoComplete="off" />
        <FormField name="weight_oz" label="Weight (oz)">
          {(c) => <NumberInput {...c} min={0} step="0.01" />}
        </FormField>
        <FormField name="volume" label="Volume (cubic inches)">
          {(c) => <NumberInput {...c} min={0} step="0.01" />}
        </FormField>
        <FormField name="recipe" label="Recipe">
          {(c) => <Select {...c} onValueChange={c.onChange} options={recipes.map((r) => ({ value: r, label: r }))} />}
        </FormField>
        <div className="flex gap-2">
          <Button type="submit" busy={flow.leaving}>
            Create Item
          </Button>
          <Link href={pages.items.href()} className={buttonClassName({ variant: "secondary" })}>
            Cancel
          </Link>
        </div>
      </Form>
      <CreateConfirmDialog flow={flow} title="Create item?" message={flow.pending ? `Create item ${flow.pending.sku} (${flow.pending.name})?` : ""} />
    </>
  );
}

"use client";
/**
 * Create / update a product-item mapping:
 * the product (id, code, name, status), its items (SKU, quantity) and "Add item"; at least one item,
 * each with a SKU and a quantity above 0. Form → confirm → POST product_items/{id}/add_items →
 * /product-items with the toast. Creating: the product is chosen by code (GET /products/codes) and
 * loaded (GET product_items/{id}: its current items come into the form). Choosing another product while
 * the rows hold edits asks first (PRODUCT_ITEMS_MESSAGES.replaceItems): Replace loads the other
 * product's items, Cancel keeps the product and the rows as they were.
 * A row whose SKU the product packs (a saved row; a later row of the same SKU is a new, repeated one)
 * keeps its SKU (read-only, the note under the items says why): the save only adds items and sets
 * quantities, so a changed SKU would have added the new item and left the old one mapped; another
 * item instead is Add item + Remove. Remove on a saved row asks, then deletes that mapping at once
 * (DELETE product_items/{id}/items/{sku}); on a row not saved yet it only drops the row. (A 409 of the
 * removal has Reload too; when the reloaded mapping no longer packs the item, the question closes with
 * "{sku} was already removed from {code}".) The last item
 * the product packs cannot be removed ("at least one item"): that row's Remove is disabled, and its
 * tooltip and accessible description give the reason (removeItemProblem, the API's own rule). The server's
 * per-item messages (`items.N.sku`) show under their inputs (applyServerErrors).
 * The save sends the mapping's version as loaded; a 409 (someone saved the mapping meanwhile) shows
 * StaleVersionNotice: Reload loads the product's mapping again (its version) and merges it per SKU with
 * the agent's edit: the rows the agent changed or added keep the agent's values, the others show the
 * current mapping (its quantities, without the items removed meanwhile, with the items saved
 * meanwhile as saved rows), so the next save does not undo the other person's change.
 * Props: skus (GET items/skus); product? (update: the loaded mapping); products? (create: the codes).
 */
import Link from "next/link";
import { useId, useRef, useState } from "react";
import { useFieldArray } from "react-hook-form";
import { StatusBadge } from "@/components/ui/status-badge";
import { Button, buttonClassName } from "@/components/ui/button";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CreateConfirmDialog, useConfirmedCreate } from "@/components/ui/confirmed-create";
import { useConfirmIntent } from "@/components/ui/confirm-intent";
import { Field } from "@/components/ui/field";
import { Form, FormField, SubmitButton, useZodForm } from "@/components/ui/form";
import { NumberInput } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { StaleVersionNotice } from "@/components/ui/stale-version-notice";
import { toast } from "@/components/ui/toaster";
import { callApi, toastError } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { addProductItemsSchema, MAPPED_ITEM_QUANTITY_MAX, PRODUCT_ITEMS_MESSAGES, removeItemProblem, type ProductItemsDto } from "@/lib/contract/product-items";
import { pages } from "@/lib/pages";
import { rebaseKeyedRows } from "@/lib/rebase-edit";
import { SELECT_LOADING } from "@/lib/ui-constants";

export const mappingSavedText = (code: string) => `Product-item mapping saved for ${code}`;
export const itemRemovedText = (sku: string, code: string) => `${sku} removed from ${code}`;

const blankItem = () => ({ sku: "", quantity: "1" });
const formItems = (list: ProductItemsDto["items"]) => (list.length ? list.map((i) => ({ sku: i.sku, quantity: String(i.quantity) })) : [blankItem()]);

export function ProductItemsForm({ skus, product: initial, products }: { skus: string[]; product?: ProductItemsDto; products?: { id: number; code: string }[] }) {
  const [product, setProduct] = useState<ProductItemsDto | null>(initial ?? null);
  const [loading, setLoading] = useState(false);
  /** The latest product choice (./choose): only its answer fills the form. */
  const latestChoice = useRef(0);
  /** The product chosen while the rows hold edits: its id, until the agent answers whether to replace them. */
  const [switchTo, setSwitchTo] = useState<string | null>(null);
  const productSelect = useRef<HTMLButtonElement>(null);
  /**
   * The SKU of the saved row being removed (its row is found by SKU when the removal is done: a
   * Reload meanwhile may drop or add rows). A Reload showing the item removed meanwhile closes the
   * question with a toast saying so.
   */
  const removal = useConfirmIntent<string>((sku) => (!product || product.items.some((i) => i.sku === sku) ? null : PRODUCT_ITEMS_MESSAGES.alreadyRemoved(sku, product.code)));
  const removing = removal.isOpen ? removal.intent : undefined;
  const form = useZodForm(addProductItemsSchema, { defaultValues: { items: formItems(initial?.items ?? []) } });
  const items = useFieldArray({ control: form.control, name: "items" as never });
  const flow = useConfirmedCreate({
    form,
    call: (body) => callApi(endpoints.addProductItems, { params: { id: product!.id }, body: { ...body, version: product!.version } }),
    successText: (answer) => mappingSavedText(answer.code),
    listHref: pages.productItems.href(),
    onReload: reload,
  });
  const skuOptions = skus.map((s) => ({ value: s, label: s }));
  const itemsError = form.formState.errors.items?.message ?? form.formState.errors.items?.root?.message;
  const savedNoteId = useId();
  const rows = form.watch("items");

  /**
   * Reload after a 409: the product's current mapping and version, merged per SKU with what the agent
   * did (rebaseKeyedRows, against the mapping the form was based on): a row the agent changed keeps
   * the agent's quantity, an untouched saved row takes the current one or goes when the product no
   * longer packs it, the rows the agent added stay, and the items saved meanwhile are added as saved
   * rows. So the next save only writes what the agent changed. The current mapping becomes the
   * form's baseline (unsaved changes: the agent's own). A failed read is its error toast and
   * rejects: the notice and Reload stay.
   */
  async function reload() {
    if (!product) return;
    try {
      const loaded = await callApi(endpoints.getProductItems, { params: { id: product.id } });
      const rowsOf = (list: ProductItemsDto["items"]) => list.map((i) => ({ key: i.sku, value: String(i.quantity) }));
      // The item being removed: the agent asked for it gone, not for a quantity typed into it before,
      // so its row follows the current mapping (and goes when someone else removed it meanwhile,
      // where the question closes saying so), never kept as the agent's edit and mapped again by the next Save.
      const based = new Map(product.items.map((i) => [i.sku, String(i.quantity)]));
      const mine = form.getValues("items").map((i) => ({ key: i.sku, value: i.sku === removing && based.has(i.sku) ? based.get(i.sku)! : i.quantity }));
      const merged = rebaseKeyedRows(mine, rowsOf(product.items), rowsOf(loaded.items)).map((r) => ({ sku: r.key, quantity: r.value }));
      // A saved item the agent changed that someone else removed: its row stays (the agent's change) and Save maps it again, so say so.
      const current = new Set(loaded.items.map((i) => i.sku));
      const editedButRemoved = [...new Set(mine.filter((r) => based.has(r.key) && based.get(r.key) !== r.value && !current.has(r.key)).map((r) => r.key))];
      setProduct(loaded);
      form.reset({ items: formItems(loaded.items) });
      form.reset({ items: merged.length ? merged : formItems(loaded.items) }, { keepDefaultValues: true });
      if (editedButRemoved.length) toast(PRODUCT_ITEMS_MESSAGES.editedButRemoved(editedButRemoved, loaded.code));
    } catch (error) {
      toastError(error);
      throw error;
    }
  }

  /**
   * A product picked in the select: with edits in the rows (the form differs from the mapping it
   * loaded), ask before they are replaced; else load it at once. The select keeps showing the current
   * product until the agent says Replace.
   */
  function pick(id: string) {
    if (product && String(product.id) === id) return;
    if (product && form.formState.isDirty) setSwitchTo(id);
    else void choose(id);
  }

  /**
   * The product chosen: its mapping loads. The select stays enabled meanwhile (a disabled one drops
   * the keyboard's focus to the page); a later choice wins over an answer still on its way.
   */
  async function choose(id: string) {
    const choice = ++latestChoice.current;
    setLoading(true);
    try {
      const loaded = await callApi(endpoints.getProductItems, { params: { id } });
      if (choice !== latestChoice.current) return;
      setProduct(loaded);
      form.reset({ items: formItems(loaded.items) });
    } catch (error) {
      if (choice === latestChoice.current) toastError(error);
    } finally {
      if (choice === latestChoice.current) setLoading(false);
    }
  }

  /**
   * The SKU of the row at `index` when it shows a saved item: a SKU the product packs, on the first
   * row of that SKU (a later row of it is a new, repeated one, which Remove only drops); else undefined.
   */
  function savedSkuOf(list: readonly { sku?: unknown }[], index: number): string | undefined {
    const sku = list[index]?.sku;
    if (typeof sku !== "string" || !product?.items.some((i) => i.sku === sku)) return undefined;
    return list.findIndex((r) => r.sku === sku) === index ? sku : undefined;
  }

  /** Why the row's Remove is disabled: a saved row of the last item the product packs (the API refuses it); a lone new row has nothing to fall back to. */
  function removeBlocked(index: number): { reason?: string } | undefined {
    const sku = savedSkuOf(rows, index);
    if (sku) {
      const reason = removeItemProblem(product!, sku);
      return reason ? { reason } : undefined;
    }
    return items.fields.length === 1 ? {} : undefined;
  }

  function remove(index: number) {
    const sku = savedSkuOf(form.getValues("items"), index);
    if (sku) removal.open(sku);
    else items.remove(index);
  }

  /** After the server removed a saved row (the first row of its SKU): drop it; with no other edit left, the form matches the server again. */
  function removed(answer: ProductItemsDto, sku: string) {
    setProduct(answer);
    const index = form.getValues("items").findIndex((r) => r.sku === sku);
    if (index < 0) return;
    const rest = form.getValues("items").filter((_, i) => i !== index);
    const server = formItems(answer.items);
    if (JSON.stringify(rest) === JSON.stringify(server) || rest.length === 0) form.reset({ items: rest.length ? rest : server });
    else items.remove(index);
  }

  return (
    // One box, so its parts keep their spacing (the deferred wrapper around it is display: contents).
    <div className="space-y-4">
      {products ? (
        <div className="max-w-xl">
          <Field label="Product" htmlFor="product-code">
            <Select id="product-code" value={product ? String(product.id) : ""} ref={productSelect} onValueChange={pick} options={products.map((p) => ({ value: String(p.id), label: p.code }))} />
          </Field>
          {/* Said while the chosen product's mapping loads (the select stays usable). */}
          <p role="status" className="mt-1 text-sm text-slate-600">
            {loading ? SELECT_LOADING : ""}
          </p>
        </div>
      ) : null}
      {product ? (
        <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm" aria-label="Product details">
          <dt className="font-medium text-slate-600">Product ID</dt>
          <dd>{product.id}</dd>
          <dt className="font-medium text-slate-600">Code</dt>
          <dd className="font-mono">{product.code}</dd>
          <dt className="font-medium text-slate-600">Name</dt>
          <dd>{product.name}</dd>
          <dt className="font-medium text-slate-600">Status</dt>
          <dd>
            <StatusBadge kind="product" status={product.status} />
          </dd>
        </dl>
      ) : null}
      {product && flow.stale.message ? (
        <div className="max-w-xl">
          <StaleVersionNotice stale={flow.stale} />
        </div>
      ) : null}
      {product ? (
        <Form form={form} onSubmit={flow.ask} className="max-w-xl space-y-4" aria-label="Items">
          <fieldset className="space-y-3">
            <legend className="text-lg font-semibold text-slate-900">Items</legend>
            {items.fields.map((field, index) => {
              const blocked = removeBlocked(index);
              const saved = savedSkuOf(rows, index) !== undefined;
              return (
                <div key={field.id} className="grid grid-cols-[1fr_8rem_auto] items-end gap-2" data-testid="mapping-item">
                  <FormField name={`items.${index}.sku`} label={`SKU ${index + 1}`}>
                    {(c) => <Select {...c} onValueChange={c.onChange} options={skuOptions} disabled={saved} aria-describedby={c["aria-describedby"] ?? (saved ? savedNoteId : undefined)} />}
                  </FormField>
                  <FormField name={`items.${index}.quantity`} label={`Quantity ${index + 1}`}>
                    {(c) => <NumberInput {...c} min={1} max={MAPPED_ITEM_QUANTITY_MAX} step={1} />}
                  </FormField>
                  <SubmitButton variant="ghost" size="sm" onClick={() => remove(index)} disabled={Boolean(blocked)} reason={blocked?.reason} aria-label={`Remove item ${index + 1}`}>
                    Remove
                  </SubmitButton>
                </div>
              );
            })}
            {rows.some((_, index) => savedSkuOf(rows, index) !== undefined) ? (
              <p id={savedNoteId} className="text-xs text-slate-600">
                {PRODUCT_ITEMS_MESSAGES.savedSkuFixed}
              </p>
            ) : null}
            {itemsError ? (
              <p role="alert" className="text-sm text-red-700">
                {itemsError}
              </p>
            ) : null}
            <Button variant="secondary" size="sm" onClick={() => items.append(blankItem())}>
              Add item
            </Button>
          </fieldset>
          <div className="flex gap-2">
            <Button type="submit" busy={flow.leaving || flow.stale.reloading}>
              Save
            </Button>
            <Link href={pages.productItems.href()} className={buttonClassName({ variant: "secondary" })}>
              Cancel
            </Link>
          </div>
        </Form>
      ) : null}
      {product && removing !== undefined ? (
        <ConfirmActionDialog
          open
          onClose={removal.close}
          title="Remove item from mapping?"
          message={`${removing} will no longer be packed with ${product.code}. This is saved at once.`}
          confirmLabel="Remove"
          destructive
          action={() => callApi(endpoints.removeProductItem, { params: { id: product.id, sku: removing }, query: { version: product.version } })}
          successText={() => itemRemovedText(removing, product.code)}
          onDone={(answer) => removed(answer, removing)}
          refresh={false}
          onReload={reload}
        />
      ) : null}
      <ConfirmDialog
        open={switchTo !== null}
        title="Replace the items?"
        message={product && switchTo !== null ? PRODUCT_ITEMS_MESSAGES.replaceItems(product.code, products?.find((p) => String(p.id) === switchTo)?.code ?? switchTo) : ""}
        confirmLabel="Replace"
        onCancel={() => setSwitchTo(null)}
        onConfirm={() => {
          const id = switchTo;
          setSwitchTo(null);
          if (id !== null) void choose(id);
        }}
        focusOnClose={() => {
          productSelect.current?.focus();
          return productSelect.current !== null;
        }}
      />
      <CreateConfirmDialog
        flow={flow}
        title="Save product-item mapping?"
        confirmLabel="Save"
        message={product && flow.pending ? `Save ${flow.pending.items.length} item(s) for ${product.code}?` : ""}
      />
    </div>
  );
}

/**
 * An order's lines in the changelog and on the timeline: how the embedded API records them (an
 * order edit's `order_products`: "MEAL-U-B-4200-4W × 2 (plan 3)"; a new order's `{code, quantity}`),
 * and how the timeline words what changed ("Added: 2 × UnKibble Chicken 2 kg", "Removed: …",
 * "Quantity changed: UnKibble Beef 1 → 2"), with the product names staff read instead of the
 * list before and after. Pure and isomorphic.
 */

/** One order line as a changelog entry records it. */
export interface RecordedOrderLine {
  code: string;
  quantity: number;
  /** The plan (dog) the line is for; null: none recorded. */
  planId: number | null;
}

/** An order edit's record of one line (server/backend/queries/order-edits.ts): "CODE × 2 (plan 3)". */
export const orderLineRecord = (l: { code: string; quantity: number; petPlanId: number | null }): string =>
  `${l.code} × ${l.quantity}${l.petPlanId !== null ? ` (plan ${l.petPlanId})` : ""}`;

const LINE_RECORD = /^(\S+) × (\d+)(?: \(plan (\d+)\))?$/;

/** A recorded line (orderLineRecord's text, or a new order's `{code, quantity[, pet_plan]}`); null when it is neither. */
export function parseOrderLine(value: unknown): RecordedOrderLine | null {
  if (typeof value === "string") {
    const m = LINE_RECORD.exec(value);
    return m ? { code: m[1]!, quantity: Number(m[2]), planId: m[3] !== undefined ? Number(m[3]) : null } : null;
  }
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    if (typeof o.code !== "string" || typeof o.quantity !== "number" || !Number.isInteger(o.quantity)) return null;
    const plan = typeof o.pet_plan === "number" ? o.pet_plan : null;
    return { code: o.code, quantity: o.quantity, planId: plan };
  }
  return null;
}

/** A recorded list of lines (null or missing: none); null when an item is not a recorded line. */
function parseLines(value: unknown): RecordedOrderLine[] | null {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) return null;
  const lines = value.map(parseOrderLine);
  return lines.every((l): l is RecordedOrderLine => l !== null) ? lines : null;
}

/** The words of the lines' changes (one detail line each, in this order). */
export const ORDER_LINE_TEXTS = {
  added: (items: string) => `Added: ${items}`,
  removed: (items: string) => `Removed: ${items}`,
  quantityChanged: (items: string) => `Quantity changed: ${items}`,
  /** A line's product: its name, "for {dog}" when the change concerns several dogs. */
  product: (name: string, dog: string | null) => (dog ? `${name} for ${dog}` : name),
  /** "2 × UnKibble Chicken 2 kg" (the order's own "quantity × product"). */
  quantity: (quantity: number, product: string) => `${quantity} × ${product}`,
  /** "UnKibble Beef 1 → 2". */
  quantityChange: (product: string, from: number, to: number) => `${product} ${from} → ${to}`,
} as const;

/** What the lines' words look names up in: a product code's name, a plan's dog. */
export interface OrderLineNames {
  productName: (code: string) => string | undefined;
  dogOfPlan: (planId: number) => string | undefined;
}

/** No names known (the account could not be loaded): products by their codes, plans by their ids. */
export const NO_ORDER_LINE_NAMES: OrderLineNames = { productName: () => undefined, dogOfPlan: () => undefined };

/** "2 × UnKibble Chicken 2 kg": a quantity of a product by its name (its code when the name is not known). */
export const productQuantityText = (names: Pick<OrderLineNames, "productName">, code: string, quantity: number): string =>
  ORDER_LINE_TEXTS.quantity(quantity, names.productName(code) ?? code);

/**
 * What an order's lines change says, one detail line per kind of change: "Added: 2 × UnKibble
 * Chicken 2 kg, 1 × Beef jerky", "Removed: 1 × UnKibble Beef", "Quantity changed: Beef jerky 1 → 3".
 * Lines are the same line when their product and dog (plan) are; the dog is named only when the
 * change concerns more than one. Null when a value is not a recorded list of lines (then the
 * generic change line shows it).
 */
export function orderLinesChangeText(change: { old: unknown; new: unknown }, names: OrderLineNames): string[] | null {
  const before = parseLines(change.old);
  const after = parseLines(change.new);
  if (before === null || after === null) return null;
  const key = (l: RecordedOrderLine) => `${l.code}\u0000${l.planId ?? ""}`;
  const count = (lines: RecordedOrderLine[]) => {
    const m = new Map<string, RecordedOrderLine>();
    for (const l of lines) {
      const had = m.get(key(l));
      m.set(key(l), had ? { ...had, quantity: had.quantity + l.quantity } : l);
    }
    return m;
  };
  const was = count(before);
  const now = count(after);
  const plans = new Set([...was.values(), ...now.values()].map((l) => l.planId));
  const product = (l: RecordedOrderLine) => {
    const dog = plans.size > 1 && l.planId !== null ? (names.dogOfPlan(l.planId) ?? `plan ${l.planId}`) : null;
    return ORDER_LINE_TEXTS.product(names.productName(l.code) ?? l.code, dog);
  };
  const added: string[] = [];
  const removed: string[] = [];
  const changed: string[] = [];
  for (const [k, l] of now) {
    const old = was.get(k);
    if (!old) added.push(ORDER_LINE_TEXTS.quantity(l.quantity, product(l)));
    else if (old.quantity !== l.quantity) changed.push(ORDER_LINE_TEXTS.quantityChange(product(l), old.quantity, l.quantity));
  }
  for (const [k, l] of was) if (!now.has(k)) removed.push(ORDER_LINE_TEXTS.quantity(l.quantity, product(l)));
  return [
    ...(added.length ? [ORDER_LINE_TEXTS.added(added.join(", "))] : []),
    ...(removed.length ? [ORDER_LINE_TEXTS.removed(removed.join(", "))] : []),
    ...(changed.length ? [ORDER_LINE_TEXTS.quantityChanged(changed.join(", "))] : []),
  ];
}

/**
 * A chosen product's name, code and price, as a one-time product row shows it (the one-time
 * products dialog and the new one-time order). Props: code; product (null: only the code is known);
 * className.
 */
import { formatMoney } from "@/lib/money";

export function ChosenProductName({ code, product, className = "text-sm text-slate-900" }: { code: string; product: { name: string; price: number | string } | null | undefined; className?: string }) {
  return (
    <p className={className}>
      <span className="font-medium">{product?.name ?? code}</span> <span className="text-xs text-slate-600">{code}</span>
      {product ? <span className="ml-2 tabular-nums text-slate-700">{formatMoney(product.price)}</span> : null}
    </p>
  );
}

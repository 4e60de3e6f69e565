import { remembered } from "./format";

/** Money is computed to 2 decimals; a null number counts as 0. */
export const toNumber = (v: number | string | null | undefined): number => {
  if (v === null || v === undefined || v === "") return 0;
  const n = typeof v === "number" ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
};

/** Round half away from zero to cents, robust against binary fractions (1.005 → 1.01). */
export const round2 = (v: number | string | null | undefined): number => {
  const n = toNumber(v);
  return Math.sign(n) * Math.round((Math.abs(n) + Number.EPSILON) * 100) / 100;
};

export const sumMoney = (values: readonly (number | string | null | undefined)[]): number =>
  round2(values.reduce<number>((acc, v) => acc + Math.round(toNumber(v) * 100), 0) / 100);

export const subMoney = (a: number | string | null | undefined, b: number | string | null | undefined): number =>
  round2((Math.round(toNumber(a) * 100) - Math.round(toNumber(b) * 100)) / 100);

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
/** The amounts of a page repeat on every view: each input's text is remembered (lib/format.ts, issue 23). */
const formatAmount = remembered((v: number | string) => usd.format(round2(v)));
/** "$1,234.50"; null → "$0.00". */
export const formatMoney = (v: number | string | null | undefined): string => formatAmount(v ?? 0);

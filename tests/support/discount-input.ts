/** A managed discount's form values as a test sends them: a percentage off trial and subscription orders, no product restriction, unless `over` says otherwise. */
export const discountInput = <O extends Record<string, unknown>>(over: O) => ({
  discount_type: "PERCENTAGE",
  order_trial: true,
  order_subscription: true,
  order_onetime: false,
  eligible_products: [],
  exempt_from_sale_state: false,
  ...over,
});

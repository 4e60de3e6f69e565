/**
 * The ids of the customer page's and the order page's sections, written once: the panels carry
 * them, the summary band's jump links and the timeline's entries link to them ("#claims").
 */
export const SECTION_IDS = {
  orders: "orders",
  dogs: "dogs-plans",
  fulfillments: "fulfillments",
  details: "customer-details",
  treatments: "treatments",
  timeline: "timeline",
  claims: "claims",
  refunds: "refunds",
} as const;

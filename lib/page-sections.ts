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

/** The id of one fulfillment on its order page ("#fulfillment-F123"): the customer page's Fulfillments table links to it. */
export const fulfillmentSectionId = (fulfillmentId: string) => `fulfillment-${fulfillmentId}`;

/**
 * The test-data builder lives with the seed's (server/backend/seed/rows.ts): one module builds the
 * demo customers, the integration tests' customers and the end-to-end fixtures. Re-exported here
 * so tests keep importing from tests/support.
 */
export {
  createCustomer,
  createProduct,
  ensurePricingModel,
  testOrderId,
  type CreatedCustomer,
  type CustomerSpec,
  type FulfillmentSpec,
  type OrderSpec,
  type PetSpec,
} from "@/server/backend/seed/rows";

/** An extra-meals allowance as GET buffer_bags answers it, for unit and component tests: Rex's plan 1, up to 3 bags of 5 days of one beef buffer bag. */
import type { BufferBagDto } from "@/lib/contract/products";

export const ALLOWANCE: BufferBagDto = {
  pet_plan_id: 1,
  pet_id: "pet-1",
  pet_name: "Rex",
  buffer_bag_extra_days: 5,
  buffer_bag_number_of_bags_allowed: 3,
  buffer_bag_products: [{ code: "U-B-BUFFER-1T", price: 12.5, recipe_name: "Beef buffer" }],
};

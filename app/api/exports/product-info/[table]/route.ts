/** CSV download of a product information table (server/product-info-csv.ts). */
import { productInfoCsvRoute } from "@/server/product-info-csv";

export const GET = productInfoCsvRoute();

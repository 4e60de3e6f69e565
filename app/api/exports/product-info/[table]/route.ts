/** CSV download of a product information table (server/bff/pages/product-info-csv.ts). */
import { productInfoCsvRoute } from "@/server/bff/pages/product-info-csv";

export const GET = productInfoCsvRoute();

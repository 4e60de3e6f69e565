import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/backend/db/schema.ts",
  out: "./server/backend/db/migrations",
});

import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations from schema.ts; they are committed and applied at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./service/db/schema.ts",
  out: "./service/db/migrations",
});

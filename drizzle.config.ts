import { defineConfig } from "drizzle-kit";
import { localDatabaseUrl } from "./src/server/db/local-url.ts";

/** `npm run db:generate` writes SQL migrations to drizzle/; `npm run db:migrate` applies them. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./drizzle",
  dbCredentials: { url: process.env.DATABASE_URL ?? localDatabaseUrl() },
});

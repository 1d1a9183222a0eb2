import { defineConfig } from "drizzle-kit";
import { DEFAULT_LOCAL_DB_PORT, localDatabaseUrl } from "./src/server/local-database-url.ts";

/** `npm run db:generate` writes SQL migrations to drizzle/; `npm run db:migrate` applies them. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./drizzle",
  dbCredentials: { url: process.env.DATABASE_URL ?? localDatabaseUrl(Number(process.env.LOCAL_DB_PORT ?? DEFAULT_LOCAL_DB_PORT)) },
});

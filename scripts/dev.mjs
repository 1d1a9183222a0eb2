/**
 * `npm run dev`: the embedded Postgres (unless DATABASE_URL is set), migrations, then
 * `astro dev` with hot reload; Netlify's Vite plugin serves the functions beside it.
 */
import "./load-env.mjs";
import { spawn } from "node:child_process";
import { exitIfInUse, localDataDir, startLocalDatabase } from "./local-db.mjs";
import { provideLocalFormTokenSecret } from "./local-form-token-secret.mjs";
import { applyMigrations } from "./migrate.mjs";
import { writeDevFunctions } from "./dev-functions.mjs";
import { PHOTO_MEMORY_TUNABLES } from "../src/core/server/photo-memory.ts";

const local = process.env.DATABASE_URL ? null : await startLocalDatabase().catch(exitIfInUse);
// The functions run in the astro process (Netlify's Vite plugin): it starts with the allocator
// setting that gives photo memory back, as deployed functions should (src/core/server/photo-memory.ts).
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? local.url,
  GLIBC_TUNABLES: process.env.GLIBC_TUNABLES ?? PHOTO_MEMORY_TUNABLES,
};
// Each function call runs in a fresh worker: all of them sign and check form tokens with this one secret.
provideLocalFormTokenSecret(local ? localDataDir() : null, env);
await applyMigrations(env.DATABASE_URL);
// Netlify's dev server reads each function's path as a literal: the entries give it the route table's.
await writeDevFunctions();

const astro = spawn("npx", ["astro", "dev", ...process.argv.slice(2)], { stdio: "inherit", env });
const stop = async (code) => {
  await local?.stop();
  process.exit(code ?? 0);
};
astro.on("exit", stop);
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => astro.kill(signal));

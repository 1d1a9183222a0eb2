/**
 * A test fixture: serves the embedded database of the folder argv[2], migrated, as
 * `npm start` does, prints `{"url": …}` as one line once it serves, and stops cleanly on SIGTERM.
 */
import { startLocalDatabase } from "../../scripts/local-db.mjs";
import { applyMigrations } from "../../scripts/migrate.mjs";

const database = await startLocalDatabase({ dataDir: process.argv[2], port: 0 });
await applyMigrations(database.url);
console.log(JSON.stringify({ url: database.url }));
process.once("SIGTERM", async () => {
  await database.stop();
  process.exit(0);
});

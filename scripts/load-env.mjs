/** Loads .env into process.env when the file exists; real environment variables win. */
import { existsSync } from "node:fs";

if (existsSync(".env")) process.loadEnvFile(".env");

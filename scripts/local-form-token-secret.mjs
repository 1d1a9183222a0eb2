/**
 * One form-token secret for every function of a local run (`npm start`, `npm run dev`) when
 * neither FORM_TOKEN_SECRET nor AUTH_SECRET is set. Each function has its own copy of
 * src/server/abuse/form-token.ts, whose fallback is a secret of its own instance: the token
 * GET /api/form-token issued would then never verify in POST /api/appointments, and the
 * minimum fill time would never apply. Kept beside the data folder (as its lock is), so a form
 * opened before a restart still verifies after it; made anew for an in-memory database.
 */
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";

/**
 * Sets `env.FORM_TOKEN_SECRET` unless a secret is set already; `dataDir` is the embedded
 * database's folder, or null (in memory, or another database).
 * @param {string | null} dataDir
 * @param {NodeJS.ProcessEnv} [env]
 */
export function provideLocalFormTokenSecret(dataDir, env = process.env) {
  if (env.FORM_TOKEN_SECRET?.trim() || env.AUTH_SECRET?.trim()) return;
  env.FORM_TOKEN_SECRET = dataDir ? readOrCreate(`${dataDir}.form-token-secret`) : newSecret();
}

const newSecret = () => randomBytes(32).toString("base64url");

/** The secret in `file`, written first (readable by its owner only) when there is none. @param {string} file */
function readOrCreate(file) {
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept) return kept;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") throw error;
  }
  const secret = newSecret();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

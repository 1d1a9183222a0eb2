/**
 * zod/mini for the schemas the public pages' islands run (booking, contact, calendar): the
 * same checks and messages as classic zod in a fraction of the bytes, because unused checks
 * are tree-shaken away. The server parses with these very schemas.
 * Every message a visitor can see is written in the schemas, so the browser loads no locale;
 * the server loads zod's English one (src/server/http/handler.ts) for the rest.
 * `jitless` as in ./zod.ts: our CSP forbids eval.
 */
import * as z from "zod/mini";

z.config({ jitless: true });

export { z };

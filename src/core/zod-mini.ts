/**
 * Configures zod/mini, which the schemas the public pages' islands run (booking, contact,
 * calendar) are written in: the same checks and messages as classic zod in a fraction of the
 * bytes. The server parses with these very schemas.
 * Import it for its effect beside `import * as z from "zod/mini"` in each schema file; a
 * re-exported namespace would defeat tree-shaking and ship all of zod/mini.
 * Every message a visitor can see is written in the schemas, so the browser loads no locale;
 * the server loads zod's English one (src/server/http/handler.ts) for the rest.
 * `jitless` as in ./zod.ts: our CSP forbids eval.
 */
import { config } from "zod/mini";

config({ jitless: true });

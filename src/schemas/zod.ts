/**
 * zod for every schema the browser runs. Without `jitless`, zod probes `new Function` on its
 * first object parse; our CSP forbids eval, so the probe fails (harmlessly) but Chrome records
 * a CSP violation on the page. Parsing without the JIT is fast enough for forms.
 * `z.config` is global, so the server's parsing of these schemas is jitless as well.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };

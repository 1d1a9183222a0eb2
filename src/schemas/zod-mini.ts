/**
 * zod/mini for the schemas the public pages' islands run (booking, contact, calendar): the
 * same checks and messages as classic zod in a fraction of the bytes, because unused checks
 * are tree-shaken away. The server parses with these very schemas.
 * The English locale keeps zod's own messages ("Too small: expected number to be >=30")
 * instead of mini's bare "Invalid input"; `jitless` as in ./zod.ts (our CSP forbids eval).
 */
import * as z from "zod/mini";
import { en } from "zod/locales";

z.config(en());
z.config({ jitless: true });

export { z };

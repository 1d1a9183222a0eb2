/** What POST /api/beacon accepts: what happened, on which page, and the visitor's touches (never a person). */
import * as z from "zod/mini";
import "../core/zod-mini";
import { BEACON_KINDS } from "@/core/beacons";
import { attributionSchema } from "./attribution";

export const beaconSchema = z.strictObject({
  /** "call" (a tel: link clicked) or "form-start" (the booking form's first use). */
  kind: z.enum(BEACON_KINDS, "Send kind: call or form-start."),
  /** The page's path, e.g. "/cities/mesa"; no query, no fragment. */
  path: z
    .string("Send the page's path.")
    .check(z.maxLength(200, "At most 200 characters."), z.regex(/^\/[A-Za-z0-9/_.-]*$/, "A path such as /cities/mesa.")),
  /** The stored first and last touch, from which the server tells the channel. */
  attribution: z.optional(attributionSchema),
});

export type BeaconRequest = z.output<typeof beaconSchema>;

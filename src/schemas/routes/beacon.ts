/**
 * The call and form-start counter. Its own file: the page script that counts (on every page)
 * must share no module with the islands (src/browser/attribution-form.ts says why).
 */
import type { beaconSchema } from "../beacon";
import type { ApiRoute, Takes } from "./route";

/** Counts a `tel:` link clicked or the booking form's first use for the page; 204, nothing about the visitor stored. */
export const beacon = { path: "/api/beacon", POST: {} as Takes<typeof beaconSchema, null> } satisfies ApiRoute;

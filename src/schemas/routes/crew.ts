/**
 * The crew's phone's API (netlify/functions/crew.mts, behind the crew guard: 401 signed out, 403
 * for a role that is not an installer, the office or an owner, or a write from another site).
 * An installer reaches only the jobs their crews install today and tomorrow; any other is a 404.
 */
import type { CrewDays, CrewSignOff, signOffSchema } from "../crew";
import type { jobOnMyWaySchema } from "../job";
import type { Answers, ApiRoute, Takes } from "./route";

/** Every path under /api/crew: the crew function answers them all behind its guard. */
export const crewArea = { path: "/api/crew/*" } satisfies ApiRoute;

/** Today's and tomorrow's install days of the viewer's crews (every crew's for the office and owners), in order. */
export const crewDays = { path: "/api/crew/days", GET: {} as Answers<CrewDays> } satisfies ApiRoute;

/** "Your install crew is on the way" to the job's customer: 201 when Twilio took it, 409 without consent. */
export const crewOnMyWay = {
  path: "/api/crew/jobs/:id/on-my-way",
  POST: {} as Takes<typeof jobOnMyWaySchema, { id: number; status: string }>,
} satisfies ApiRoute;

/**
 * An after-photo, as multipart/form-data: the `photo` file (the upload pipeline's checks and
 * limits: 400, 413, 415) and the phone's `clientId`. 201, or 200 with the photo its `clientId`
 * already gave; 400 past the job's 24 photos.
 */
export const crewJobPhotos = {
  path: "/api/crew/jobs/:id/photos",
  POST: {} as Answers<{ id: string }>,
} satisfies ApiRoute;

/**
 * The customer's sign-off: 201, or 200 with the one its `clientId` already recorded; 409 when the
 * job holds another phone's sign-off, or when the job cannot be completed yet (no after-photo).
 */
export const crewSignOff = {
  path: "/api/crew/jobs/:id/sign-off",
  POST: {} as Takes<typeof signOffSchema, CrewSignOff>,
} satisfies ApiRoute;

/** One of a crew's jobs' photos (`?size=thumb` its thumbnail), `private, no-store`; 404 for another's. */
export const crewPhoto = {
  path: "/api/crew/photos/:id",
  GET: {} as Answers<Blob, { size?: "thumb" }>,
} satisfies ApiRoute;

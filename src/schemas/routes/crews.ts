/** Install crews (netlify/functions/admin.mts, behind the admin guard): named teams of installers holding install days. */
import type { CrewList, crewPatchSchema, CrewView, installCrewSchema, newCrewSchema } from "../crews";
import type { InstallBooking } from "../job";
import type { Answers, ApiRoute, Takes } from "./route";

/** GET: every crew, retired ones too (marked), and the installers to choose from. POST: a new crew (201); 400 for a member who is not a live installer. */
export const adminCrews = {
  path: "/api/admin/crews",
  GET: {} as Answers<CrewList>,
  POST: {} as Takes<typeof newCrewSchema, CrewView>,
} satisfies ApiRoute;

/** Rename a crew, replace its members, or retire it (`retired: true`; its booked days stay until moved) or bring it back; 404 for no such crew. */
export const adminCrew = {
  path: "/api/admin/crews/:id",
  PATCH: {} as Takes<typeof crewPatchSchema, CrewView>,
} satisfies ApiRoute;

/**
 * Hand a job's booked install days to another active crew, the days unchanged (the customer is
 * not told): 200 with the crew; 400 for no such crew; 409 when the job holds no days it may change,
 * or the crew is retired or busy on one of them.
 */
export const adminJobInstallCrew = {
  path: "/api/admin/jobs/:id/install/crew",
  PUT: {} as Takes<typeof installCrewSchema, InstallBooking>,
} satisfies ApiRoute;

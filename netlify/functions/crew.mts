import type { Config } from "@netlify/functions";
import { crewArea } from "../../src/schemas/routes/crew";
import { serve } from "../../src/server/http/serve";
import { crewDaysEndpoint, crewJobPhotosEndpoint, crewOnMyWayEndpoint, crewPhotoEndpoint, crewSignOffEndpoint } from "../crew/jobs";
import { crewGuard } from "../crew/guard";

/**
 * The crew's phone's calls (/crew): the guard (../crew/guard.ts) lets in installers, the office
 * and owners, and state-changing calls only from this site; an installer reaches only their
 * crews' jobs of today and tomorrow. An unknown path is a 404 shown only to those let in.
 */
const served = serve([crewDaysEndpoint, crewOnMyWayEndpoint, crewJobPhotosEndpoint, crewSignOffEndpoint, crewPhotoEndpoint], {
  guard: crewGuard.guard,
  notFound: "There is no such crew page.",
  scope: crewArea,
});

export default served;

export const config: Config = { path: served.path };

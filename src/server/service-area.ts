/**
 * The ZIP codes we serve are the city pages' `zipCodes`, as the content layer wrote them to
 * build/service-cities.json (src/config/service-cities.ts), so adding a city file extends the
 * service area everywhere. Functions ship that file (netlify.toml `included_files`).
 */
import { readServiceCitiesFile } from "@/config/service-cities";
import type { ServerEnv } from "./env";
import { describeError } from "./log-safe";

/** True when `zip` is outside every city page's list; such bookings are accepted and flagged for the admin. */
export async function isOutsideServiceArea(zip: string, env: Pick<ServerEnv, "SERVICE_CITIES_FILE">): Promise<boolean> {
  try {
    return !readServiceCitiesFile(env.SERVICE_CITIES_FILE).some((city) => city.zipCodes.includes(zip));
  } catch (error) {
    console.warn(`Service-area ZIP codes could not be read; not flagging this booking: ${describeError(error)}`);
    return false;
  }
}

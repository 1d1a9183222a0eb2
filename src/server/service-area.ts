/**
 * The ZIP codes we serve are the city pages' `zipCodes` (src/config/service-cities.ts reads
 * src/content/cities/*.md), so adding a city file extends the service area everywhere. Functions
 * ship those files (netlify.toml `included_files`) and read them once per process.
 */
import { serviceCities } from "@/config/service-cities";
import { describeError } from "./log-safe";

/** True when `zip` is outside every city page's list; such bookings are accepted and flagged for the admin. */
export async function isOutsideServiceArea(zip: string): Promise<boolean> {
  try {
    return !serviceCities().some((city) => city.zipCodes.includes(zip));
  } catch (error) {
    console.warn(`Service-area ZIP codes could not be read; not flagging this booking: ${describeError(error)}`);
    return false;
  }
}

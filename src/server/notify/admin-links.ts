/** Absolute links into the admin for the admins' notices (emails, the day sheet, the calendar feed). */
import { adminJobPath } from "@/config/admin-navigation";
import { siteOrigin } from "@/server/env";

type OriginEnv = Parameters<typeof siteOrigin>[0];

/** The job's admin page on the site's configured origin. */
export function adminJobUrl(jobId: string, env?: OriginEnv): string {
  return `${siteOrigin(env)}${adminJobPath(jobId)}`;
}

/**
 * "Your install crew is on the way": the office texts a job's customer on an install day, as the
 * estimator does before a visit (src/server/texts/admin-texts.ts), to the number that consented
 * with the visit or request the quote was written for; the job's timeline records it.
 */
import { business } from "@/config/business";
import { JOB_STAGES } from "@/core/job-stages";
import { formatSlot } from "@/i18n/dates";
import { jobMessageWords } from "@/i18n/jobs";
import type { Database } from "../db/client";
import { writeJobChange } from "../db/jobs/changes";
import type { ServerEnv } from "../env";
import { TEXT_KINDS } from "../notify/kinds";
import { arrivalLabel, textConsenting } from "../texts/admin-texts";
import { stageOf, type JobRecord } from "./records";

/** Texts the job's customer that the install crew arrives in `etaMinutes`; answers the text's id and state. */
export async function sendInstallOnMyWay(
  db: Database,
  env: ServerEnv,
  record: JobRecord,
  etaMinutes: number,
  admin: string,
  now: Date,
): Promise<{ id: number; status: string }> {
  const { job } = record;
  const consent = job.appointmentId ? { appointmentId: job.appointmentId } : { leadId: job.leadId! };
  const row = await textConsenting(
    db,
    env,
    consent,
    TEXT_KINDS.installOnMyWay,
    (locale) => jobMessageWords[locale].onMyWay(business.brand, formatSlot(arrivalLabel(now, etaMinutes), locale)),
    admin,
    now,
    job.id,
  );
  const stage = stageOf(job);
  // The text stands whatever becomes of the record (it was sent); the timeline notes it.
  await writeJobChange(db, {
    jobId: job.id,
    atStages: JOB_STAGES,
    set: {},
    events: [{ actor: admin, kind: "on-my-way", fromStage: stage, toStage: stage, notified: true, changes: { etaMinutes } }],
    emails: [],
    now,
  });
  return { id: row.id, status: row.status };
}

/**
 * What the admins hear of the customer's sign-off on the crew's phone: one that names issues, so
 * someone in the office answers them before the job is completed. In English, with the link to
 * the job; stored by the statement that notes the sign-off in the job's timeline.
 */
import type { QueuedEmail } from "@/server/db/emails/messages";
import { jobAdminNotice, type JobEmailFacts } from "./emails/job-templates";
import { EMAIL_KINDS } from "./kinds";
import type { NoticeEnv } from "./visits";

/** The customer signed off with issues: the admins read them, and who took the sign-off. */
export function signOffIssues(
  job: JobEmailFacts,
  signOff: { typedName: string; issues: string; recordedBy: string },
  env: NoticeEnv,
): QueuedEmail {
  return {
    kind: EMAIL_KINDS.signOffIssuesNotification,
    message: jobAdminNotice(job, {
      adminEmails: env.ADMIN_EMAILS,
      title: "Install signed off with issues",
      rows: [
        ["Signed by", signOff.typedName],
        ["Issues", signOff.issues],
        ["Taken by", signOff.recordedBy],
        ["To do", "Answer the issues, then complete the job from its page."],
      ],
    }),
  };
}

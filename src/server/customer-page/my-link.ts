/**
 * A link to one's own page, asked for with an email on the public form (POST `myLink`). The
 * answer is the same for any well-formed email, and it is given before the email is looked up:
 * the work after it (the email's daily limit, one statement that stores the link and its email
 * only for a known person, the send) runs once the answer is out (`context.waitUntil`), and runs
 * the same statements for a known and an unknown email up to the send itself. So neither the
 * answer's words nor its time tell anyone who is a customer; the link goes only to that mailbox.
 */
import { emailKey } from "@/core/server/person-key";
import { phoenixDayWindow } from "@/core/limits";
import { myLinkFormWords } from "@/i18n/my-page";
import type { Locale } from "@/i18n/locales";
import type { MyLinkAnswer } from "@/schemas/my-page";
import type { Database } from "../db/client";
import { storeRequestedLink } from "../db/jobs/customer-links";
import { takeHit } from "../db/limits/rate-limits";
import type { EmailMessage } from "../db/schema";
import type { ServerEnv } from "../env";
import { customerLinkRequested } from "../notify/jobs";
import { deliverEmails } from "../notify/notice";
import { createTransport } from "../email/transport";

/** The counter's scope in rate_limit_hits for links sent to one email; its key is the email's person key. */
export const MY_LINK_EMAIL_SCOPE = "my-link-email";

/** The one answer to every well-formed request, in `locale`: the sentence the form shows. */
export function myLinkAnswer(locale: Locale): MyLinkAnswer {
  return { status: "sent", message: myLinkFormWords[locale].sent };
}

/**
 * The work behind the answer: within the email's daily limit, store a fresh link and its email
 * when the email is a known person's (one statement, the same either way), then send it.
 * Answers what was stored (nothing for an unknown email or past the limit).
 */
export async function storeAndSendLink(
  db: Database,
  env: ServerEnv,
  { email, locale }: { email: string; locale: Locale },
  now: Date,
): Promise<EmailMessage[]> {
  const window = phoenixDayWindow(now);
  const notice = customerLinkRequested(email, locale, env, now);
  const within = await takeHit(db, MY_LINK_EMAIL_SCOPE, emailKey(email), window.start, env.MY_LINKS_PER_EMAIL_PER_DAY);
  if (within === null) return [];
  const stored = await storeRequestedLink(db, notice.link, notice.email, now);
  await deliverEmails(db, stored, { now, transport: createTransport(env) });
  return stored;
}

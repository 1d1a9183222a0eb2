/**
 * Replies reach a person: an email to a customer answers to the office's mailbox (OFFICE_EMAIL,
 * else the support address), never the no-reply sender; a notice to the admins answers to the
 * customer it is about, so "Reply" in the owner's mail app writes to them.
 */
import type { OutgoingEmail } from "@/server/db/emails/messages";
import { officeEmail, type ServerEnv } from "@/server/env";

/** `message` to a customer, answered by the office. */
export function replyToOffice(message: OutgoingEmail, env: Pick<ServerEnv, "OFFICE_EMAIL" | "SUPPORT_EMAIL">): OutgoingEmail {
  return { ...message, replyTo: officeEmail(env) };
}

/** `message` to the admins about `customer`, answered to the customer. */
export function replyToCustomer(message: OutgoingEmail, customer: { email: string }): OutgoingEmail {
  return { ...message, replyTo: customer.email };
}

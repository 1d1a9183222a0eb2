/**
 * Texts only to numbers that asked. Anyone can type any number into the booking or contact
 * form and tick "text me", so ticking the box proves nothing about who holds the phone. A
 * number's owner has engaged once the number texted us (any reply, a keyword included) or a visit
 * booked with it took place (marked completed: the office met them). Until then, the number gets
 * automated texts about one visit or lead only: the first one a text went out for, recorded in
 * `sms_numbers.first_subject_id` by one statement, so two forms at once cannot both claim it.
 * So a number a stranger types into fourteen forms gets the texts of one booking or request,
 * ever, until its owner replies. Judged by the outbox when a text leaves (./outbox.ts).
 */
import { nanpDigits } from "@/core/nanp";
import type { Database } from "@/server/db/client";
import type { SmsMessage } from "@/server/db/schema";
import { bindFirstSubject, hasEngaged as numberEngaged } from "@/server/db/sms/numbers";

/** Why a text was not sent to a number that has not engaged, as the outbox row keeps it. */
export const UNASKED_REASON =
  "Not sent: this number already got texts about another booking or request and has not replied yet. A number typed into a form gets the texts of one booking or request until its owner replies or a visit with it takes place.";

/** True when the number's owner engaged: it texted us, or a visit booked with it was completed. */
export async function hasEngaged(db: Database, phone: string): Promise<boolean> {
  return numberEngaged(db, phone, nanpDigits(phone));
}

/**
 * True when this automated text may go as far as this rule is concerned: the number engaged,
 * or the text is about the visit or lead the number's texts are bound to (claimed now when it
 * is the first).
 */
export async function mayTextUnasked(db: Database, row: Pick<SmsMessage, "phone" | "appointmentId" | "leadId">): Promise<boolean> {
  if (await hasEngaged(db, row.phone)) return true;
  const subject = row.appointmentId ?? row.leadId;
  if (!subject) return false;
  return bindFirstSubject(db, row.phone, subject);
}

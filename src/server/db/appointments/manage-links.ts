/**
 * The links to a visit's manage page, /cancel/{token} (src/server/private-links). The
 * confirmation's token is stored (hashed) on the appointment; later emails (a move, reminders)
 * carry tokens of their own, stored hashed in appointment_links, so every link a customer was
 * ever sent keeps working and none has to be kept in plain text.
 */
import { eq, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { storeCustomerLink, type CustomerLinkRow } from "../jobs/customer-links";
import { linkTables, ownerOfLinkSql } from "../private-links/links";
import { rowsOf } from "../rows";
import { appointmentLinks, appointments, type Appointment, type EmailMessage } from "../schema";

/** Selects the appointment a token's hash belongs to, by its confirmation token or a later link. */
export function byManageToken(tokenHash: string): SQL {
  return or(eq(appointments.cancelTokenHash, tokenHash), sql`${appointments.id} in ${ownerOfLinkSql(linkTables.visit, tokenHash)}`)!;
}

/** The visit a token's hash belongs to (its confirmation's or a later link's), or null. */
export async function findByManageToken(db: Database, tokenHash: string): Promise<Appointment | null> {
  const [row] = await db.select().from(appointments).where(byManageToken(tokenHash));
  return row ?? null;
}

/**
 * Stores fresh links to visits and the one email that carries them, about the visit `aboutId`,
 * in one statement, so no email names a link that does not work; answers the stored email.
 */
export async function storeLinksWithEmail(
  db: Database,
  {
    aboutId,
    links,
    customerLink,
    email,
    now,
  }: {
    aboutId: string;
    links: readonly { visitId: string; link: { tokenHash: string } }[];
    customerLink?: CustomerLinkRow;
    email: QueuedEmail;
    now: Date;
  },
): Promise<EmailMessage[]> {
  const at = now.toISOString();
  const rows = links.map(({ visitId, link }) => sql`(${link.tokenHash}, ${visitId}::uuid, ${at}::timestamptz)`);
  const [written] = rowsOf<{ email_ids: (number | string)[] }>(
    await db.execute(sql`
      with about as (select ${aboutId}::uuid as id),
      links as (insert into ${appointmentLinks} (token_hash, appointment_id, created_at) values ${sql.join(rows, sql`, `)}),
      my_link as (${storeCustomerLink("about", customerLink, now)}),
      mail as (${storeEmailsAbout("about", [email], now)})
      select (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids
    `),
  );
  return emailsById(db, written?.email_ids ?? []);
}

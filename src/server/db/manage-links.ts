/**
 * The links to a visit's manage page, /cancel/{token}. The confirmation's token is stored
 * (hashed) on the appointment; later emails (a move, reminders) carry tokens of their own,
 * stored hashed in appointment_links, so every link a customer was ever sent keeps working
 * and none has to be kept in plain text.
 */
import { eq, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "./client";
import type { Locale } from "@/i18n/locales";
import { localizePath } from "@/i18n/paths";
import { appointmentLinks, appointments } from "./schema";
import { hashCancelToken, newCancelToken } from "../tokens";

/** A new link's token (for the email) and hash (for the database). */
export interface ManageLink {
  token: string;
  tokenHash: string;
}

/** The manage page's URL for a token, in the customer's language (/cancel/… or /es/cancel/…). */
export function manageUrl(siteUrl: string, token: string, locale: Locale = "en"): string {
  return `${siteUrl.replace(/\/$/, "")}${localizePath("/cancel", locale)}/${token}`;
}

/** Selects the appointment a token's hash belongs to, by its confirmation token or a later link. */
export function byManageToken(tokenHash: string): SQL {
  return or(
    eq(appointments.cancelTokenHash, tokenHash),
    sql`${appointments.id} in (select ${appointmentLinks.appointmentId} from ${appointmentLinks} where ${appointmentLinks.tokenHash} = ${tokenHash})`,
  )!;
}

/** A fresh, unguessable link token and its hash; nothing is stored yet. */
export function newManageLink(): ManageLink {
  const token = newCancelToken();
  return { token, tokenHash: hashCancelToken(token) };
}

/** Stores a new link to the appointment and returns its token. */
export async function mintManageLink(db: Database, appointmentId: string, now: Date): Promise<string> {
  const link = newManageLink();
  await db.insert(appointmentLinks).values({ tokenHash: link.tokenHash, appointmentId, createdAt: now });
  return link.token;
}

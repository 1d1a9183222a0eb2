/** The admins' defaults for new quotes (one row, id 1), read and written through the shared schema. */
import { eq, sql } from "drizzle-orm";
import { DEFAULT_QUOTE_SETTINGS, quoteSettingsSchema, type QuoteSettings } from "@/schemas/quote";
import type { Database } from "../client";
import { quoteSettings } from "../schema";

/** The saved defaults, or the built-in ones until an admin saves. A stored value this version cannot read falls back too. */
export async function loadQuoteSettings(db: Database): Promise<QuoteSettings> {
  const [row] = await db.select().from(quoteSettings).where(eq(quoteSettings.id, 1));
  const parsed = quoteSettingsSchema.safeParse(row?.settings ?? {});
  return parsed.success ? parsed.data : DEFAULT_QUOTE_SETTINGS;
}

/** Saves the defaults (already parsed), recording who saved them. */
export async function saveQuoteSettings(db: Database, settings: QuoteSettings, by: string, now: Date): Promise<QuoteSettings> {
  await db
    .insert(quoteSettings)
    .values({ id: 1, settings, updatedBy: by, updatedAt: now })
    .onConflictDoUpdate({ target: quoteSettings.id, set: { settings: sql`excluded.settings`, updatedBy: by, updatedAt: now } });
  return settings;
}

/**
 * What the two outboxes (email_outbox, sms_messages) share: a message is stored, tried, retried
 * after a backoff, and given up after so many attempts or days. The conditions are written once
 * here and each outbox's statements (emails/outbox.ts, sms/messages.ts) use them.
 */
import { and, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { emailOutbox, smsMessages } from "./schema";

/** An outbox's table: both have status, attempts, created_at and updated_at. */
type OutboxTable = typeof emailOutbox | typeof smsMessages;

/** An outbox's retry limits. */
export interface RetryLimits {
  /** Rows tried this many times are left alone (they stay "failed" for an admin to see). */
  maxAttempts: number;
  /** Rows older than this many days are not sent any more. */
  maxAgeDays: number;
}

/** Rows still worth sending at `now`: pending or failed, tried fewer than maxAttempts times, stored within maxAgeDays. */
export function stillRetried(table: OutboxTable, now: Date, { maxAttempts, maxAgeDays }: RetryLimits): SQL {
  const oldest = new Date(now.getTime() - maxAgeDays * 86_400_000);
  // and() of defined conditions is always defined; its type allows undefined for empty lists.
  return and(inArray(table.status, ["pending", "failed"]), lt(table.attempts, maxAttempts), gte(table.createdAt, oldest))!;
}

/** Rows untouched for attempts² minutes (at least one) at `now`: a retry's backoff, so a row the request that stored it is still sending is not sent twice. */
export function pastBackoff(table: OutboxTable, now: Date): SQL {
  const backoffMinutes = sql`greatest(${table.attempts}, 1) * greatest(${table.attempts}, 1)`;
  return sql`${table.updatedAt} <= ${now.toISOString()}::timestamptz - make_interval(mins => ${backoffMinutes})`;
}

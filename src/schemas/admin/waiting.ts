/**
 * What waits for the office (GET /api/admin/waiting): one small read that the admin frame's
 * navigation shows beside each screen and the dashboard lists under "Waiting for you". Each
 * count is a number of rows the office still has to act on, and names the screen that lists them
 * (src/config/admin-navigation.ts). A new kind of waiting work is one more field here,
 * one more count in the statement (src/server/db/admin-lists/waiting.ts) and a `waiting` key on
 * its screen's entry.
 */
export interface AdminWaiting {
  /** Visits still pending, whatever their date: to confirm, or to close once past. */
  visitsToConfirm: number;
  /** Contact-form leads still new (spam left out): nobody has called them back yet. */
  newLeads: number;
  /** Customers' own messages by text (not a keyword such as C or STOP) that nobody has answered. */
  textsToAnswer: number;
  /**
   * Jobs waiting too long (src/core/server/job-flags.ts): the expected delivery passed and nothing
   * delivered, delivered days ago with no install date, installed days ago and not completed.
   */
  jobsWaiting: number;
}

/** The name of one count. */
export type WaitingKey = keyof AdminWaiting;

/**
 * The people of the firm and what each may do. An owner may do everything; the office everything but
 * the team and the firm-wide settings; an estimator their visits, measure sheets and quotes; an
 * installer only the crew's phone. The addresses in ADMIN_EMAILS are owners whatever the team says.
 */
export const ROLES = ["owner", "office", "estimator", "installer"] as const;

/** A role. */
export type Role = (typeof ROLES)[number];

/** The roles that work in the admin: an installer's place is the crew's phone, not the admin. */
export const ADMIN_ROLES = ["owner", "office", "estimator"] as const satisfies readonly Role[];

/** True when `role` works in the admin (a customer's is null). */
export function opensAdmin(role: Role | null | undefined): boolean {
  return (ADMIN_ROLES as readonly (Role | null | undefined)[]).includes(role);
}

/**
 * What a person's calendar feed lists, by their role: the owners and the office every visit and
 * install; an estimator only the visits assigned to them (no installs, no one else's); anyone
 * else has no feed (null: its URL answers 404).
 */
export type FeedReach = "everything" | "assigned visits";

/** The reach of the calendar feed of someone whose role is `role`. */
export function feedReach(role: Role | null | undefined): FeedReach | null {
  if (role === "owner" || role === "office") return "everything";
  if (role === "estimator") return "assigned visits";
  return null;
}

/**
 * GET /api/health: what a deployed site needs and whether it has it. The admin dashboard
 * shows the same report. Nothing in it is a secret: no URL, key or address, only states,
 * counts, migration names, variable names and the commit.
 */
import { z } from "zod";

/** One part of the site that can fail the check. */
export const healthPartSchema = z.enum(["config", "database", "schema", "email"]);
export type HealthPart = z.infer<typeof healthPartSchema>;

export const healthReportSchema = z.object({
  /** "ok" (HTTP 200) when every part is well; "failing" (HTTP 503) otherwise. */
  status: z.enum(["ok", "failing"]),
  /** The parts that fail, in the order above. */
  failing: z.array(healthPartSchema),
  /** One line per failure saying what is wrong and what to set; empty when all is well. */
  problems: z.array(z.string()),
  /** The database: answering, not answering, or no URL set on a deployed site. */
  database: z.enum(["ok", "down", "not configured"]),
  schema: z.object({
    /** "ok" at (or past) this deploy's latest migration; "behind" when migrations are pending; "unknown" without a database. */
    status: z.enum(["ok", "behind", "unknown"]),
    /** The last migration the database has, by tag (e.g. 0001_appointment-events), or null for none. */
    applied: z.string().nullable(),
    /** The last migration this deploy ships. */
    latest: z.string(),
  }),
  email: z.object({
    /** "ok" when a provider is set (or, locally, files); "not configured" on a deployed site without one. */
    status: z.enum(["ok", "not configured"]),
    /** smtp, resend, file (local .eml files) or none. */
    provider: z.enum(["smtp", "resend", "file", "none"]),
    /** Emails stored and not yet sent (within the retry limits), or null when the database could not say. */
    waiting: z.number().int().nullable(),
  }),
  /** Text messages (Twilio): optional, never failing; texts that wait are a warning below. */
  sms: z.object({
    /** "ok" when the account, token and a sender are set; "not configured" otherwise (no texts, no consent box). */
    status: z.enum(["ok", "not configured"]),
    /** Texts stored and not yet sent (within the retry limits), or null when the database could not say. */
    waiting: z.number().int().nullable(),
  }),
  /** Notices for the owner that do not fail the check (e.g. no ROC licence number set); empty when none. */
  warnings: z.array(z.string()),
  /** The optional services not set up yet (src/core/server/health.ts OPTIONAL_SERVICES), each with what to set; empty when all are. */
  notSetUp: z.array(z.object({ id: z.string(), name: z.string(), set: z.string() })),
  /** Whether the Google reviews (Places API key and place ID) are set; optional, never failing. */
  reviews: z.enum(["configured", "not configured"]),
  /** Whether review requests can go out: "not sending" (with the reason) while GOOGLE_PLACE_ID is unset; never failing. The admins' on/off setting is on the dashboard. */
  reviewRequests: z.object({ status: z.enum(["ready", "not sending"]), reason: z.string().nullable() }),
  /** Whether Google sign-in (client ID and secret) is set; without it nobody can open the admin screens. */
  googleSignIn: z.enum(["configured", "not configured"]),
  /** Whether deposits are taken online (Stripe's key and webhook secret set); optional, never failing: without it the office arranges deposits. Absent from reports of older deploys. */
  payments: z.enum(["configured", "not configured"]).optional(),
  /** Whether the reCAPTCHA secret is set; without it bookings are accepted unchecked. */
  recaptcha: z.enum(["configured", "not configured"]),
  /** The Git commit of this deploy (Netlify's COMMIT_REF), or null on a local run. */
  commit: z.string().nullable(),
  /** Netlify's deploy context (production, deploy-preview, ...), or null on a local run. */
  context: z.string().nullable(),
  /**
   * Customers' photos' store (Netlify Blobs): "ok" when it answers, "down" when not (uploads are then
   * refused with 503; bookings go on). `scope`: the site-wide store, or this deploy's own (previews).
   * A warning, not a failure: the site books without photos.
   */
  photos: z.object({ status: z.enum(["ok", "down"]), scope: z.enum(["site", "deploy"]) }).optional(),
});
export type HealthReport = z.infer<typeof healthReportSchema>;

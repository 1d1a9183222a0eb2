/**
 * Server-side settings and secrets, parsed once by zod. Import `serverEnv()` only from
 * server code (functions and src/server); nothing here reaches a browser bundle.
 */
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalUrl = optionalText.pipe(z.url().optional());

const envSchema = z.object({
  /** Postgres connection URL (Neon in production). Unset: the embedded local database. */
  DATABASE_URL: optionalUrl,
  /** The two admin addresses, comma-separated; compared trimmed and case-insensitively. */
  ADMIN_EMAILS: z
    .string()
    .default("admin@windowsanddoorsnearme.com,remodel@windowsanddoorsnearme.com")
    .transform((list) => list.split(",").map((email) => email.trim().toLowerCase()).filter(Boolean)),
  /** Secret that signs session cookies (Auth.js). Required on a deployed site. */
  AUTH_SECRET: optionalText,
  /** Google OAuth client ID and secret. */
  AUTH_GOOGLE_ID: optionalText,
  AUTH_GOOGLE_SECRET: optionalText,
  /** Another OpenID issuer in place of Google's (tests use a local one). */
  AUTH_GOOGLE_ISSUER: optionalUrl,
  /** SMTP server as a URL, e.g. smtps://user:pass@smtp.example.com:465. Unset: .data/outbox/. */
  SMTP_URL: optionalText,
  /** Folder for .eml files when SMTP_URL is unset (local runs and tests). */
  MAIL_OUTBOX_DIR: optionalText,
  /** Sender of the site's emails. */
  MAIL_FROM: z.string().default("Windows & Doors Near Me <no-reply@windowsanddoorsnearme.com>"),
  /** reCAPTCHA v3 secret; unset, bookings are accepted with a logged warning. */
  RECAPTCHA_SECRET_KEY: optionalText,
  /** Lowest reCAPTCHA v3 score accepted. */
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** Where reCAPTCHA tokens are verified (tests point it at a local server). */
  RECAPTCHA_VERIFY_URL: z.url().default("https://www.google.com/recaptcha/api/siteverify"),
  /** Google Places API (New) key and the business's place ID. */
  GOOGLE_PLACES_API_KEY: optionalText,
  GOOGLE_PLACE_ID: optionalText,
  /** Base URL of the Places API (tests point it at a local server). */
  GOOGLE_PLACES_BASE_URL: z.url().default("https://places.googleapis.com"),
  /** External admin host's lead capture endpoint; unset, leads are only stored here. */
  LEADS_FORWARD_URL: optionalUrl,
  /** Booking requests (well-formed ones) one client address may send per hour; the next is refused with 429. */
  BOOKINGS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(6),
  /** Contact-form requests (well-formed ones) one client address may send per hour; the next is refused with 429. */
  LEADS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** A form sent sooner than this many seconds after it opened is judged a bot's (stored as spam). */
  FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(60).default(3),
  /** Secret that signs form tokens; unset, AUTH_SECRET signs them. */
  FORM_TOKEN_SECRET: optionalText,
  /** Enables the developer sign-in, only ever on a local, non-Netlify run. */
  DEV_LOGIN: z.enum(["true", "false", "1", "0", ""]).optional().transform((value) => value === "true" || value === "1"),
  /** Set by Netlify on every deployed function; its presence means "deployed". */
  NETLIFY: optionalText,
  /** Set to 1 by Netlify's local emulation. */
  NETLIFY_LOCAL: optionalText,
});

export type ServerEnv = z.infer<typeof envSchema>;

let cached: ServerEnv | undefined;

/** The parsed environment; a bad value stops the function with a message naming it. */
export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid server environment: ${problems}. See .env.example.`);
  }
  cached = parsed.data;
  return cached;
}

/** Forgets the parsed environment, for tests that change process.env. */
export function resetServerEnv(): void {
  cached = undefined;
}

/**
 * Server-side settings and secrets, parsed once by zod. Import `serverEnv()` only from
 * server code (functions and src/server); nothing here reaches a browser bundle.
 */
import { z } from "zod";
// With its extension: the Node scripts (scripts/run-job.mjs) load this file without a bundler.
import { DEFAULT_LOCAL_DB_PORT } from "./local-database-url.ts";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalUrl = optionalText.pipe(z.url().optional());

const envSchema = z.object({
  /** Any Postgres connection URL (e.g. Neon); wins over Netlify's. Unset: NETLIFY_DATABASE_URL (legacy), then NETLIFY_DB_URL, else (locally) the embedded database. */
  DATABASE_URL: optionalUrl,
  /** Netlify Database's URL, set by Netlify itself on builds and functions once the site has a Netlify Database (the GA product, @netlify/database). */
  NETLIFY_DB_URL: optionalUrl,
  /** Set by Netlify beside NETLIFY_DB_URL: "serverless" means HTTP queries (Neon's driver), anything else node-postgres. */
  NETLIFY_DB_DRIVER: optionalText,
  /** Legacy: the deprecated Netlify DB extension's (Neon, @netlify/neon) pooled URL, still read (before NETLIFY_DB_URL) for sites created with it. */
  NETLIFY_DATABASE_URL: optionalUrl,
  /** Legacy: that extension's direct (unpooled) URL; the build migrates through it. */
  NETLIFY_DATABASE_URL_UNPOOLED: optionalUrl,
  /** The two admin addresses, comma-separated; compared trimmed and case-insensitively. */
  ADMIN_EMAILS: z
    .string()
    .default("admin@windowsanddoorsnearme.com,remodel@windowsanddoorsnearme.com")
    .transform((list) =>
      list
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Secret that signs Auth.js's sign-in cookies (CSRF, state, PKCE); without it nobody is signed in. Required on a deployed site. */
  AUTH_SECRET: optionalText,
  /** Google OAuth client ID and secret. */
  AUTH_GOOGLE_ID: optionalText,
  AUTH_GOOGLE_SECRET: optionalText,
  /** Another OpenID issuer in place of Google's (tests use a local one). */
  AUTH_GOOGLE_ISSUER: optionalUrl,
  /** SMTP server as a URL, e.g. smtps://user:pass@smtp.example.com:465. Wins over RESEND_API_KEY. */
  SMTP_URL: optionalText,
  /** Resend API key (re_…): emails go out through Resend's HTTP API. */
  RESEND_API_KEY: optionalText,
  /** Base URL of Resend's API (tests point it at a local stand-in). */
  RESEND_BASE_URL: z.url().default("https://api.resend.com"),
  /** Folder for .eml files when SMTP_URL is unset (local runs and tests). */
  MAIL_OUTBOX_DIR: optionalText,
  /** Sender of the site's emails. */
  MAIL_FROM: z.string().default("Windows & Doors Near Me <no-reply@windowsanddoorsnearme.com>"),
  /** The office's mailbox: every email to a customer carries it as Reply-To, so an answer reaches a person. Unset: SUPPORT_EMAIL. */
  OFFICE_EMAIL: optionalText.pipe(z.email().optional()),
  /** The public support address (also read at build time by src/config/business.ts for the sign-in screen); the office's default. */
  SUPPORT_EMAIL: optionalText.pipe(z.email().optional()),
  /** reCAPTCHA v3 secret; unset, bookings are accepted with a logged warning. */
  RECAPTCHA_SECRET_KEY: optionalText,
  /** Arizona ROC licence number; overrides the business facts' rocLicense (src/config/business.ts). Unset in both, the owner is warned. */
  ROC_LICENSE: optionalText,
  /** The firm's EPA lead-safe (RRP) certification number: printed on the contract of a home built before 1978, which cannot be sent or signed without it. */
  RRP_FIRM_CERTIFICATION: optionalText,
  /** The office's street address; overrides the business facts' address.street (src/config/business.ts). A contract needs it (the notice of cancellation names it). */
  BUSINESS_STREET: optionalText,
  /** The office's ZIP code; overrides the business facts' address.postalCode. */
  BUSINESS_ZIP: optionalText,
  /** Lowest reCAPTCHA v3 score accepted. */
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** Where reCAPTCHA tokens are verified (tests point it at a local server). */
  RECAPTCHA_VERIFY_URL: z.url().default("https://www.google.com/recaptcha/api/siteverify"),
  /** Google Places API (New) key and the business's place ID. */
  GOOGLE_PLACES_API_KEY: optionalText,
  GOOGLE_PLACE_ID: optionalText,
  /** Base URL of the Places API (tests point it at a local server). */
  GOOGLE_PLACES_BASE_URL: z.url().default("https://places.googleapis.com"),
  /**
   * A Netlify build hook (Project configuration > Build & deploy > Build hooks). The daily-rebuild
   * function POSTs to it so dated facts (incentives) leave the pages the day they expire. Unset:
   * no scheduled rebuild. Anyone holding it can start builds, so it is never logged.
   */
  NETLIFY_BUILD_HOOK_URL: optionalUrl,
  /** Twilio account SID (AC...) and auth token: with a sender below, texts go out (docs/texts.md). The token also checks Twilio's webhook signatures. */
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  /** The sender: a Messaging Service SID (MG..., preferred for A2P 10DLC) or a Twilio number in E.164. */
  TWILIO_MESSAGING_SERVICE_SID: optionalText,
  TWILIO_FROM_NUMBER: optionalText,
  /** Base URL of Twilio's REST API (tests and local runs point the real library at a stand-in). */
  TWILIO_API_BASE_URL: z.url().default("https://api.twilio.com"),
  /**
   * Quiet hours of automated texts (Phoenix hours) until an admin saves the text settings: 8 PM
   * to 8 AM (TCPA allows 8 AM-9 PM). Equal values mean none; only the browser tests do that, to
   * see a text at any hour. Admins can widen them in the settings, never narrow them.
   */
  /** The embedded local database's port, when no database URL is set (scripts/start.mjs sets it for the functions it serves). */
  LOCAL_DB_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_LOCAL_DB_PORT),
  SMS_QUIET_START_HOUR: z.coerce.number().int().min(0).max(23).default(20),
  SMS_QUIET_END_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  /** Texts one number may be sent per Phoenix day, whatever the trigger; the rest are stored as skipped. */
  SMS_PER_NUMBER_PER_DAY: z.coerce.number().int().min(1).default(5),
  /**
   * Stripe's secret key (sk_live_... or a restricted key with Checkout Sessions and Refunds write):
   * with STRIPE_WEBHOOK_SECRET, a signed quote's deposit is paid through Stripe Checkout
   * (docs/quotes-and-payments.md). Unset, quotes are still signed and the office arranges the deposit.
   */
  STRIPE_SECRET_KEY: optionalText,
  /** The signing secret (whsec_...) of the webhook endpoint (`stripeWebhook` of the route table): only events signed with it are believed. */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Base URL of Stripe's API (tests point the real `stripe` library at a local stand-in). */
  STRIPE_API_BASE_URL: z.url().default("https://api.stripe.com"),
  /** A lender's application page: set, the quote page shows "Apply for financing" beside the deposit (never a rate or monthly payment). */
  FINANCING_URL: optionalUrl,
  /** External admin host's lead capture endpoint; unset, leads are only stored here. */
  LEADS_FORWARD_URL: optionalUrl,
  /** Booking requests (well-formed ones) one client address may send per hour; the next is refused with 429. */
  BOOKINGS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(6),
  /** Contact-form requests (well-formed ones) one client address may send per hour; the next is refused with 429. */
  LEADS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Moves through one visit's manage link per Phoenix day (each sends two emails); the next is refused with 429. */
  MOVES_PER_VISIT_PER_DAY: z.coerce.number().int().min(1).default(3),
  /** Move requests (well-formed ones) one client address may send per hour; the next is refused with 429. */
  MOVES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Cancel requests through manage links one client address may send per hour; the next is refused with 429. */
  CANCELS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** The list of the site's page paths the build writes (src/integrations/site-pages-list.ts): a beacon for any other path is refused. Tests point it at a fixture. */
  SITE_PAGES_FILE: z.string().default("build/site-pages.json"),
  /** The service cities the content layer wrote (src/config/service-cities.ts), for the booking service area; tests point it at a fixture. */
  SERVICE_CITIES_FILE: z.string().default("build/service-cities.json"),
  /** Call and form-start beacons (POST `beacon`) one client address may send per hour; the next is refused with 429 and not counted. */
  BEACONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Largest photo upload accepted, in bytes; a larger one is refused with 413. Netlify buffers at most 6 MB of request, about 4.5 MB of binary. */
  PHOTO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(6 * 1024 * 1024)
    .default(4_500_000),
  /**
   * Most pixels a photo may have, read from its header before it is decoded: refuses decompression
   * bombs with 413. The default is the largest a phone camera saves, 50 MP modes included (a Pixel's
   * 8160 × 6144 is 50.1 MP); src/core/photo-limits.ts has the lower ceilings of HEIC, progressive and CMYK images.
   */
  PHOTO_MAX_PIXELS: z.coerce.number().int().min(1).default(52_000_000),
  /**
   * glibc's allocator settings, read by the runtime when a function's process starts; only read
   * here so the health check (`health`) can warn a deployed site that lacks the one that gives photo memory back
   * (src/core/server/photo-memory.ts).
   */
  GLIBC_TUNABLES: optionalText,
  /** Photo uploads one client address may send per hour; the next is refused with 429. */
  PHOTOS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(40),
  /** Photos added through one visit's manage link per Phoenix day; the next is refused with 429. */
  PHOTOS_PER_VISIT_PER_DAY: z.coerce.number().int().min(1).default(30),
  /** Requests for a link to one's own page one client address may send per hour; the next is refused with 429. */
  MY_LINKS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Links to one's own page sent to one email address per Phoenix day; past it, the request is answered the same and nothing is sent. */
  MY_LINKS_PER_EMAIL_PER_DAY: z.coerce.number().int().min(1).default(3),
  /** A form sent sooner than this many seconds after it opened is judged a bot's (stored as spam). */
  FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(60).default(3),
  /** Secret that signs form tokens; unset, AUTH_SECRET signs them. */
  FORM_TOKEN_SECRET: optionalText,
  /** Enables the developer sign-in, only ever on a local, non-Netlify run. */
  DEV_LOGIN: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((value) => value === "true" || value === "1"),
  /**
   * The site's origin, e.g. https://www.windowsanddoorsnearme.com: every absolute URL in an email, an
   * invitation or a feed starts with it (see `siteOrigin`). Locally, `npm start` sets it to the address it serves.
   */
  SITE_URL: optionalUrl,
  /** Set by Netlify on every deploy, functions included: the site's main address (its custom domain once set). */
  URL: optionalUrl,
  /** Set by Netlify on every deployed function; its presence means "deployed". */
  NETLIFY: optionalText,
  /** Set to 1 by Netlify's local emulation. */
  NETLIFY_LOCAL: optionalText,
  /** Netlify's deploy context: production, deploy-preview, branch-deploy or dev. */
  CONTEXT: optionalText,
  /** The Git commit Netlify built the deploy from. */
  COMMIT_REF: optionalText,
  /** Netlify's site and deploy IDs, and AWS Lambda's function name: also mean "deployed". */
  SITE_ID: optionalText,
  DEPLOY_ID: optionalText,
  AWS_LAMBDA_FUNCTION_NAME: optionalText,
});

export type ServerEnv = z.infer<typeof envSchema>;

let cached: ServerEnv | undefined;

/** The parsed environment; a bad value stops the function with a message naming it. */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

/** Parses a set of variables as the functions read them (blank values count as unset); throws naming each bad one. */
export function parseServerEnv(variables: Record<string, string | undefined>): ServerEnv {
  const parsed = envSchema.safeParse(variables);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid server environment: ${problems}. See .env.example.`);
  }
  return parsed.data;
}

/** The variables that can name the database, in the order they are read. */
export type DatabaseEnv = Partial<Pick<ServerEnv, "DATABASE_URL" | "NETLIFY_DB_URL" | "NETLIFY_DATABASE_URL">>;

/**
 * The database URL: DATABASE_URL, else the legacy Netlify DB extension's NETLIFY_DATABASE_URL,
 * else Netlify Database's NETLIFY_DB_URL; undefined when none is set.
 */
export function configuredDatabaseUrl(env: DatabaseEnv): string | undefined {
  // The legacy URL goes first: a site still on the extension keeps its data there, and the
  // Netlify Database that Netlify creates beside it (the project depends on @netlify/database)
  // is empty until the data is moved. Removing the extension completes the switch.
  return env.DATABASE_URL ?? env.NETLIFY_DATABASE_URL ?? env.NETLIFY_DB_URL;
}

/** The support address when SUPPORT_EMAIL is unset (the same default as src/config/business.ts). */
export const DEFAULT_SUPPORT_EMAIL = "support@windowsanddoorsnearme.com";

/** Where customers' replies go: OFFICE_EMAIL, else SUPPORT_EMAIL, else the support address. */
export function officeEmail(env: Pick<ServerEnv, "OFFICE_EMAIL" | "SUPPORT_EMAIL">): string {
  return env.OFFICE_EMAIL ?? env.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL;
}

/** Where `npm start` and `astro dev` serve the site when nothing else says (scripts/start.mjs). */
export const LOCAL_SITE_ORIGIN = "http://localhost:4321";

/**
 * The one origin every absolute URL in an email, an invitation or a feed is built from:
 * SITE_URL, else Netlify's URL, else the local address. Never the request's Host: a request
 * sent with `Host: evil.example` must not get a manage link (and its token) pointing there.
 */
export function siteOrigin(env: Pick<ServerEnv, "SITE_URL" | "URL"> = serverEnv()): string {
  return (env.SITE_URL ?? env.URL ?? LOCAL_SITE_ORIGIN).replace(/\/+$/, "");
}

/** The variables that tell a deployed site from a developer's machine. */
export type DeploymentEnv = Partial<Pick<ServerEnv, "NETLIFY" | "CONTEXT" | "SITE_ID" | "DEPLOY_ID" | "AWS_LAMBDA_FUNCTION_NAME">>;

/** True on a deployed site: any of Netlify's or AWS Lambda's own variables is set. */
export function isDeployed(env: DeploymentEnv = serverEnv()): boolean {
  return Boolean(env.NETLIFY || env.CONTEXT || env.SITE_ID || env.DEPLOY_ID || env.AWS_LAMBDA_FUNCTION_NAME);
}

/** A required variable that is missing, and what to set. */
export interface ConfigProblem {
  /** The variable(s) to set, as a reader would type them. */
  variable: string;
  /** One line saying what breaks and how to fix it. */
  message: string;
}

/** The required variables a deployed site lacks (none locally, where everything has a default). */
export function configProblems(env: ServerEnv): ConfigProblem[] {
  if (!isDeployed(env)) return [];
  const problems: ConfigProblem[] = [];
  if (!configuredDatabaseUrl(env)) problems.push(MISSING_DATABASE);
  if (!env.AUTH_SECRET) {
    problems.push({
      variable: "AUTH_SECRET",
      message: "AUTH_SECRET is not set, so nobody can sign in. Set it in the site's environment variables (`openssl rand -base64 33`).",
    });
  }
  return problems;
}

/** The problem a deployed site without any database URL has. */
export const MISSING_DATABASE: ConfigProblem = {
  variable: "DATABASE_URL",
  message:
    "No database is set (DATABASE_URL, NETLIFY_DB_URL): add a Netlify Database to the site (Netlify then sets NETLIFY_DB_URL itself), or set DATABASE_URL to a Postgres connection string, in the site's environment variables.",
};

/** Forgets the parsed environment, for tests that change process.env. */
export function resetServerEnv(): void {
  cached = undefined;
}

/**
 * The health report from facts gathered elsewhere (src/server/health/gather-health.ts): pure, so every
 * combination is unit-tested without a database.
 */
import type { HealthPart, HealthReport } from "@/core/health-report";
import { PHOTO_MEMORY_TUNABLES } from "@/core/server/photo-memory";
import { NO_PLACE_ID_NOTE } from "@/core/review-requests";
import { contractFactsNotice, type ContractFact } from "@/core/server/contract-facts";

/** A migration as drizzle's journal lists it: its tag and the `when` stored in __drizzle_migrations. */
export interface JournalEntry {
  tag: string;
  when: number;
}

/** What was found out about the running site. */
export interface HealthFacts {
  /** Missing required variables, one line each (see `configProblems`). */
  configProblems: string[];
  /** Whether a database URL is set (always true locally). */
  databaseConfigured: boolean;
  /** Whether the database answered; null when it was not tried. */
  databaseUp: boolean | null;
  /** `created_at` of the last row in drizzle.__drizzle_migrations; null for none or unknown. */
  appliedMigrationAt: number | null;
  /** This deploy's migrations, oldest first. */
  journal: readonly JournalEntry[];
  /** The email provider in use. */
  emailProvider: HealthReport["email"]["provider"];
  /** Emails waiting to be sent; null when unknown. */
  emailsWaiting: number | null;
  /** Emails still unsent a quarter of an hour after they were stored (a stuck outbox); null or absent when unknown. */
  emailsOverdue?: number | null;
  /** What to set for email, shown when the provider is "none". */
  emailHint: string;
  /** Whether the Places key and place ID are set. */
  reviewsConfigured: boolean;
  /** Whether GOOGLE_PLACE_ID is set: review requests need it for their link. */
  placeIdConfigured: boolean;
  /** Whether the Google OAuth client ID and secret are set. */
  googleSignInConfigured: boolean;
  /** Whether the reCAPTCHA secret is set. */
  recaptchaConfigured: boolean;
  /** Whether the ROC licence number is set (business facts or ROC_LICENSE); without it the footer shows no licence line. */
  rocLicenseConfigured: boolean;
  /** The facts a contract must state that are still unset (src/core/server/contract-facts.ts); until none is, no quote is sent or signed. Absent means none. */
  contractFactsMissing?: readonly ContractFact[];
  commit: string | null;
  context: string | null;
  /** Whether Stripe's key and webhook secret are set (src/server/payments/stripe.ts); absent means not. */
  paymentsConfigured?: boolean;
  /** Whether Twilio is set (src/server/sms/config.ts); absent means not. */
  smsConfigured?: boolean;
  /** Texts overdue (refused and being retried, or stuck); null or absent when unknown. */
  smsWaiting?: number | null;
  /** Texts given up in the last week (refused too often, or too old); null or absent when unknown. */
  smsGivenUp?: number | null;
  /** The ids of payments whose refund Stripe refused and nobody has made since; null or absent when unknown. */
  refusedRefunds?: readonly string[] | null;
  /** Whether the functions' GLIBC_TUNABLES gives photo memory back (src/core/server/photo-memory.ts); null or absent off a deployed site, where it is not asked. */
  photoMemoryTuned?: boolean | null;
}

/** An optional service the owner sets up: whether the facts say it is, and what to set. */
export interface OptionalService {
  /** Its key in the report's `notSetUp`, which the admin screens look for ("sms", "reviews"). */
  id: string;
  name: string;
  configured: (facts: HealthFacts) => boolean;
  /** What to set, in a sentence. */
  set: string;
}

/**
 * The site's optional services, one line each: the dashboard lists those not set up with what to
 * set, and each one's settings say so where the owner looks (text settings, review requests).
 * A new service is one more line here, with the fact it reads in HealthFacts.
 */
export const OPTIONAL_SERVICES: readonly OptionalService[] = [
  {
    id: "sms",
    name: "Text messages",
    configured: (facts) => Boolean(facts.smsConfigured),
    set: "Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_MESSAGING_SERVICE_SID (see the README, Text messages). Until then no text goes out and the forms offer none.",
  },
  {
    id: "reviews",
    name: "Google reviews",
    configured: (facts) => facts.reviewsConfigured,
    set: "Set GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID (see the Google reviews setup page). Until then the site shows no reviews and asks for none.",
  },
  {
    id: "payments",
    name: "Card deposits (Stripe)",
    configured: (facts) => Boolean(facts.paymentsConfigured),
    set: "Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (see docs/quotes-and-payments.md). Until then a quote can still be signed, and the office takes the deposit by phone.",
  },
  {
    id: "recaptcha",
    name: "Bot check (reCAPTCHA)",
    configured: (facts) => facts.recaptchaConfigured,
    set: "Set PUBLIC_RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY. Until then bookings are accepted without the check (the site's own spam rules still apply).",
  },
];

/** The owner's notice while no ROC licence number is set; the build prints it too (and a production deploy stops on it). */
export const ROC_LICENSE_WARNING =
  "No ROC license number is set: the footer shows no license line until it is. Set rocLicense in src/content/business/business.json (Business facts in the CMS at /cms/), or the ROC_LICENSE environment variable in Netlify, then deploy again.";

/** The owner's notice while a deployed site's functions keep the memory photos took. */
export const PHOTO_MEMORY_WARNING = `GLIBC_TUNABLES is not set, so each function instance keeps the memory a photo's decoding took (some 230 MB after a few uploads) until Netlify recycles it. Set GLIBC_TUNABLES to ${PHOTO_MEMORY_TUNABLES} in the site's environment variables (functions scope), then deploy again (docs/performance.md, Photo memory).`;

/** The report, with "failing" naming each part that is not well and a line saying what to do. */
export function healthReport(facts: HealthFacts): HealthReport {
  const failures: [HealthPart, string][] = facts.configProblems.map((problem) => ["config", problem]);
  const database = !facts.databaseConfigured ? "not configured" : facts.databaseUp ? "ok" : "down";
  if (database === "down") failures.push(["database", "The database does not answer; see the function log for the error."]);
  const schema = schemaState(facts);
  if (schema.status === "behind")
    failures.push([
      "schema",
      `The database is at migration ${schema.applied ?? "(none)"}, this deploy needs ${schema.latest}: run the deploy's migrations (npm run db:migrate).`,
    ]);
  const emailStatus = facts.emailProvider === "none" ? "not configured" : "ok";
  if (emailStatus !== "ok") failures.push(["email", `${waitingText(facts.emailsWaiting)} ${facts.emailHint}`]);
  else if (facts.emailsOverdue) failures.push(["email", overdueText(facts.emailsOverdue)]);
  const failing = [...new Set(failures.map(([part]) => part))];
  return {
    status: failing.length ? "failing" : "ok",
    failing,
    problems: failures.map(([, problem]) => problem),
    database,
    schema,
    email: { status: emailStatus, provider: facts.emailProvider, waiting: facts.emailsWaiting },
    sms: { status: facts.smsConfigured ? "ok" : "not configured", waiting: facts.smsWaiting ?? null },
    warnings: [
      ...(facts.rocLicenseConfigured ? [] : [ROC_LICENSE_WARNING]),
      ...nullable(contractFactsNotice(facts.contractFactsMissing ?? [])),
      ...smsWarnings(facts),
      ...refusedRefundWarnings(facts.refusedRefunds ?? []),
      ...(facts.photoMemoryTuned === false ? [PHOTO_MEMORY_WARNING] : []),
    ],
    notSetUp: OPTIONAL_SERVICES.filter((service) => !service.configured(facts)).map(({ id, name, set }) => ({ id, name, set })),
    reviews: configured(facts.reviewsConfigured),
    reviewRequests: facts.placeIdConfigured ? { status: "ready", reason: null } : { status: "not sending", reason: NO_PLACE_ID_NOTE },
    googleSignIn: configured(facts.googleSignInConfigured),
    payments: configured(Boolean(facts.paymentsConfigured)),
    recaptcha: configured(facts.recaptchaConfigured),
    commit: facts.commit,
    context: facts.context,
  };
}

function schemaState({ databaseUp, appliedMigrationAt, journal }: HealthFacts): HealthReport["schema"] {
  const latest = journal.at(-1);
  const latestTag = latest?.tag ?? "(none)";
  if (!databaseUp) return { status: "unknown", applied: null, latest: latestTag };
  const applied =
    appliedMigrationAt === null
      ? null
      : (journal.find((entry) => entry.when === appliedMigrationAt)?.tag ??
        `a migration from ${new Date(appliedMigrationAt).toISOString()}`);
  const current = !latest || (appliedMigrationAt !== null && appliedMigrationAt >= latest.when);
  return { status: current ? "ok" : "behind", applied, latest: latestTag };
}

/** A notice that may be absent, as a list of zero or one. */
function nullable(notice: string | null): string[] {
  return notice === null ? [] : [notice];
}

function configured(isSet: boolean): "configured" | "not configured" {
  return isSet ? "configured" : "not configured";
}

function overdueText(overdue: number): string {
  const emails = `${overdue} email${overdue === 1 ? "" : "s"}`;
  return `${emails} stored more than 15 minutes ago ${overdue === 1 ? "is" : "are"} still not sent: the email provider refuses them or does not answer. The admin's appointments and leads show each one's error; the retry job keeps trying.`;
}

function waitingText(waiting: number | null): string {
  if (waiting === null) return "Emails cannot be sent.";
  return `${waiting} email${waiting === 1 ? "" : "s"} waiting to be sent.`;
}

/** "N refunds Stripe refused": the payments stay as they are until the sweep's next try succeeds. */
export function refusedRefundWarnings(paymentIds: readonly string[]): string[] {
  if (!paymentIds.length) return [];
  const one = paymentIds.length === 1;
  return [
    `${paymentIds.length} refund${one ? "" : "s"} Stripe refused: ${one ? "the payment stays" : "the payments stay"} as ${one ? "it is" : "they are"}, not refunded, and the site tries again every 10 minutes (a bank payment still on its way cannot be refunded before it settles; a refund larger than the Stripe balance waits for it). The admins' email says what Stripe answered. Payment${one ? "" : "s"}: ${paymentIds.join(", ")}.`,
  ];
}

/** Texts that wait while Twilio is set: it refuses them (a wrong token, an unregistered campaign) or is down. */
function smsWarnings({ smsConfigured, smsWaiting, smsGivenUp }: HealthFacts): string[] {
  if (!smsConfigured) return [];
  const texts = (count: number) => `${count} text message${count === 1 ? "" : "s"}`;
  return [
    ...(smsWaiting
      ? [`${texts(smsWaiting)} waiting to be sent: Twilio refused or did not answer; see the admin's messages for the error.`]
      : []),
    ...(smsGivenUp
      ? [
          `${texts(smsGivenUp)} given up in the last 7 days after Twilio refused them: call those customers; see the admin's messages for the error.`,
        ]
      : []),
  ];
}

/**
 * Gathers the facts for the health check (`health`) and the admin dashboard: asks the database (if one is
 * set) whether it answers, which migration it is at and how many emails wait, and reads
 * the environment. Never throws; an unreachable database is a fact like any other.
 */
import journal from "../../../drizzle/meta/_journal.json";
import { business } from "../../config/business";
import { healthReport, type HealthFacts } from "../../core/server/health";
import { getDb, MissingDatabaseUrlError, type Database } from "../db/client";
import { lastMigrationAt } from "../db/health/migrations";
import { refusedRefunds as refusedRefundRows } from "../db/money/payment-alerts";
import { countOverdue, countWaiting } from "../email/outbox";
import { emailProvider, NO_PROVIDER_HINT } from "../email/transport";
import { photoMemoryTuned } from "../../core/server/photo-memory";
import { configProblems, isDeployed, serverEnv, type ServerEnv } from "../env";
import { smsConfigured } from "../sms/config";
import { paymentsConfigured } from "../payments/stripe";
import { missingFactsFor, sellerFacts } from "../seller";
import { countGivenUpTexts, countWaitingTexts } from "../sms/outbox";
import type { HealthReport } from "@/core/health-report";
import { describeError } from "../log-safe";
import { withPhotoStoreHealth } from "../photos/photo-health";

/** The payments whose refund Stripe refused, by id. */
async function refusedRefundIds(db: Database): Promise<string[]> {
  return (await refusedRefundRows(db)).map((payment) => payment.id);
}

/** The site's health as of `now`. */
export async function checkHealth(now: Date): Promise<HealthReport> {
  const env = serverEnv();
  const database = await databaseFacts(now);
  return withPhotoStoreHealth(healthReport({ ...database, ...environmentFacts(env), journal: journal.entries }));
}

type DatabaseFacts = Pick<
  HealthFacts,
  | "databaseConfigured"
  | "databaseUp"
  | "appliedMigrationAt"
  | "emailsWaiting"
  | "emailsOverdue"
  | "smsWaiting"
  | "smsGivenUp"
  | "refusedRefunds"
>;

async function databaseFacts(now: Date): Promise<DatabaseFacts> {
  let db: Database;
  try {
    db = getDb();
  } catch (error) {
    if (error instanceof MissingDatabaseUrlError)
      return { databaseConfigured: false, databaseUp: null, appliedMigrationAt: null, emailsWaiting: null };
    throw error;
  }
  try {
    const appliedMigrationAt = await lastMigrationAt(db);
    // Before the first migration there is no outbox table to count.
    const emailsWaiting = appliedMigrationAt === null ? null : await countWaiting(db, now);
    const emailsOverdue = appliedMigrationAt === null ? null : await countOverdue(db, now);
    const smsWaiting = appliedMigrationAt === null ? null : await countWaitingTexts(db, now).catch(() => null);
    const smsGivenUp = appliedMigrationAt === null ? null : await countGivenUpTexts(db, now).catch(() => null);
    // Before the payments' refusal columns exist (a database behind this deploy) the count is unknown.
    const refusedRefunds = appliedMigrationAt === null ? null : await refusedRefundIds(db).catch(() => null);
    return {
      databaseConfigured: true,
      databaseUp: true,
      appliedMigrationAt,
      emailsWaiting,
      emailsOverdue,
      smsWaiting,
      smsGivenUp,
      refusedRefunds,
    };
  } catch (error) {
    console.error(`Health check: the database did not answer: ${describeError(error)}`);
    return { databaseConfigured: true, databaseUp: false, appliedMigrationAt: null, emailsWaiting: null };
  }
}

function environmentFacts(env: ServerEnv): Omit<HealthFacts, keyof DatabaseFacts | "journal"> {
  return {
    configProblems: configProblems(env).map((problem) => problem.message),
    emailProvider: emailProvider(env),
    emailHint: NO_PROVIDER_HINT,
    reviewsConfigured: Boolean(env.GOOGLE_PLACES_API_KEY && env.GOOGLE_PLACE_ID),
    placeIdConfigured: Boolean(env.GOOGLE_PLACE_ID),
    googleSignInConfigured: Boolean(env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET),
    recaptchaConfigured: Boolean(env.RECAPTCHA_SECRET_KEY),
    // The owner's file, or this request's environment (which business.ts read once, at start).
    rocLicenseConfigured: Boolean(env.ROC_LICENSE || business.rocLicense.number),
    // Every fact any contract may need, the lead-safe certification included: most homes here are of a year nobody recorded yet.
    contractFactsMissing: missingFactsFor(sellerFacts(env), true),
    commit: env.COMMIT_REF ?? null,
    context: env.CONTEXT ?? null,
    smsConfigured: smsConfigured(env),
    paymentsConfigured: paymentsConfigured(env),
    // Locally the process was started by npm start (which sets it) or by a test: only a deployed site is told.
    photoMemoryTuned: isDeployed(env) ? photoMemoryTuned(env.GLIBC_TUNABLES) : null,
  };
}

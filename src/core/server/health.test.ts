import { describe, expect, it } from "vitest";
import { contractFactsNotice } from "./contract-facts";
import { healthReport, PHOTO_MEMORY_WARNING, refusedRefundWarnings, ROC_LICENSE_WARNING, type HealthFacts } from "./health";

const JOURNAL = [
  { tag: "0000_init", when: 1_000 },
  { tag: "0001_appointment-events", when: 2_000 },
];

const HINT = "No email provider is set: set RESEND_API_KEY (or SMTP_URL) in the site's environment variables.";

const facts = (overrides: Partial<HealthFacts> = {}): HealthFacts => ({
  configProblems: [],
  databaseConfigured: true,
  databaseUp: true,
  appliedMigrationAt: 2_000,
  journal: JOURNAL,
  emailProvider: "resend",
  emailsWaiting: 0,
  emailHint: HINT,
  reviewsConfigured: true,
  placeIdConfigured: true,
  googleSignInConfigured: true,
  recaptchaConfigured: false,
  rocLicenseConfigured: true,
  commit: "abc1234",
  context: "production",
  ...overrides,
});

describe("healthReport", () => {
  it("is ok when the database answers at the latest migration and a provider is set", () => {
    expect(healthReport(facts())).toEqual({
      status: "ok",
      failing: [],
      problems: [],
      database: "ok",
      schema: { status: "ok", applied: "0001_appointment-events", latest: "0001_appointment-events" },
      email: { status: "ok", provider: "resend", waiting: 0 },
      sms: { status: "not configured", waiting: null },
      warnings: [],
      notSetUp: [
        {
          id: "sms",
          name: "Text messages",
          set: expect.stringMatching(/^Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_MESSAGING_SERVICE_SID/),
        },
        { id: "payments", name: "Card deposits (Stripe)", set: expect.stringMatching(/^Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/) },
        {
          id: "recaptcha",
          name: "Bot check (reCAPTCHA)",
          set: expect.stringMatching(/^Set PUBLIC_RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY/),
        },
      ],
      reviews: "configured",
      reviewRequests: { status: "ready", reason: null },
      googleSignIn: "configured",
      payments: "not configured",
      recaptcha: "not configured",
      commit: "abc1234",
      context: "production",
    });
  });

  it("lists no optional service once every one is set up", () => {
    expect(healthReport(facts({ smsConfigured: true, recaptchaConfigured: true, paymentsConfigured: true })).notSetUp).toEqual([]);
  });

  it("says why no review request is sent while GOOGLE_PLACE_ID is unset, without failing", () => {
    const report = healthReport(facts({ placeIdConfigured: false }));
    expect(report).toMatchObject({
      status: "ok",
      reviewRequests: { status: "not sending", reason: expect.stringContaining("GOOGLE_PLACE_ID is not set") },
    });
  });

  it("warns the owner, without failing, while a deployed site's functions keep photo memory (GLIBC_TUNABLES unset)", () => {
    const report = healthReport(facts({ photoMemoryTuned: false }));
    expect(report).toMatchObject({ status: "ok", failing: [], warnings: [PHOTO_MEMORY_WARNING] });
    expect(PHOTO_MEMORY_WARNING).toContain(
      "Set GLIBC_TUNABLES to glibc.malloc.mmap_threshold=131072:glibc.malloc.arena_max=2 in the site's environment variables",
    );
    expect(healthReport(facts({ photoMemoryTuned: true })).warnings).toEqual([]);
    expect(healthReport(facts({ photoMemoryTuned: null })).warnings).toEqual([]);
  });

  it("warns the owner, without failing, while ROC_LICENSE is unset", () => {
    const report = healthReport(facts({ rocLicenseConfigured: false }));
    expect(report).toMatchObject({ status: "ok", failing: [], warnings: [ROC_LICENSE_WARNING] });
    expect(ROC_LICENSE_WARNING).toMatch(/ROC_LICENSE/);
  });

  it("warns the owner, without failing, while a contract's facts are missing: no quote is sent or signed", () => {
    const report = healthReport(facts({ contractFactsMissing: ["street"] }));
    expect(report).toMatchObject({ status: "ok", failing: [], warnings: [contractFactsNotice(["street"])] });
    expect(healthReport(facts({ contractFactsMissing: [] })).warnings).toEqual([]);
  });

  it("fails 'email' with the number waiting and what to set when a deployed site has no provider", () => {
    const report = healthReport(facts({ emailProvider: "none", emailsWaiting: 3 }));
    expect(report).toMatchObject({
      status: "failing",
      failing: ["email"],
      email: { status: "not configured", provider: "none", waiting: 3 },
    });
    expect(report.problems).toEqual([`3 emails waiting to be sent. ${HINT}`]);
  });

  it("fails 'email' when a stored email is still unsent a quarter of an hour later (a stuck outbox), saying what that means", () => {
    const report = healthReport(facts({ emailsWaiting: 3, emailsOverdue: 2 }));
    expect(report.status).toBe("failing");
    expect(report.failing).toEqual(["email"]);
    expect(report.problems).toEqual([
      "2 emails stored more than 15 minutes ago are still not sent: the email provider refuses them or does not answer. The admin's appointments and leads show each one's error; the retry job keeps trying.",
    ]);
    expect(healthReport(facts({ emailsWaiting: 3, emailsOverdue: 0 })).status).toBe("ok");
  });

  it("fails 'schema' naming both migrations when the database is behind", () => {
    const report = healthReport(facts({ appliedMigrationAt: 1_000 }));
    expect(report).toMatchObject({
      status: "failing",
      failing: ["schema"],
      schema: { status: "behind", applied: "0000_init", latest: "0001_appointment-events" },
    });
    expect(report.problems[0]).toMatch(/^The database is at migration 0000_init, this deploy needs 0001_appointment-events/);
  });

  it("fails 'schema' when no migration was ever applied", () => {
    expect(healthReport(facts({ appliedMigrationAt: null })).schema).toEqual({
      status: "behind",
      applied: null,
      latest: "0001_appointment-events",
    });
  });

  it("is ok when the database is ahead of this deploy, as after rolling back a deploy", () => {
    expect(healthReport(facts({ appliedMigrationAt: 3_000 })).schema).toMatchObject({ status: "ok" });
  });

  it("fails 'database' and leaves the schema unknown when the database does not answer", () => {
    const report = healthReport(facts({ databaseUp: false, appliedMigrationAt: null, emailsWaiting: null }));
    expect(report).toMatchObject({
      status: "failing",
      failing: ["database"],
      database: "down",
      schema: { status: "unknown", applied: null },
    });
  });

  it("fails 'config' with each missing variable's line, and reports the database as not configured", () => {
    const report = healthReport(
      facts({
        configProblems: ["DATABASE_URL is not set", "AUTH_SECRET is not set"],
        databaseConfigured: false,
        databaseUp: null,
        appliedMigrationAt: null,
      }),
    );
    expect(report).toMatchObject({ status: "failing", failing: ["config"], database: "not configured", schema: { status: "unknown" } });
    expect(report.problems).toEqual(["DATABASE_URL is not set", "AUTH_SECRET is not set"]);
  });

  it("names every failing part once, in order", () => {
    const report = healthReport(
      facts({ configProblems: ["AUTH_SECRET is not set"], appliedMigrationAt: 1_000, emailProvider: "none", emailsWaiting: 1 }),
    );
    expect(report.failing).toEqual(["config", "schema", "email"]);
    expect(report.problems[2]).toBe(`1 email waiting to be sent. ${HINT}`);
  });

  it("never fails for reviews, which are optional", () => {
    expect(healthReport(facts({ reviewsConfigured: false }))).toMatchObject({ status: "ok", reviews: "not configured" });
  });
});

describe("healthReport's sms part", () => {
  it("says sms: not configured, without failing, when Twilio is not set", () => {
    const report = healthReport(facts({ smsConfigured: false }));
    expect(report).toMatchObject({ status: "ok", sms: { status: "not configured", waiting: null } });
  });
  it("warns, without failing, when texts wait while Twilio is set", () => {
    const report = healthReport(facts({ smsConfigured: true, smsWaiting: 2 }));
    expect(report).toMatchObject({ status: "ok", sms: { status: "ok", waiting: 2 } });
    expect(report.warnings).toEqual([expect.stringMatching(/^2 text messages waiting to be sent/)]);
  });
});

describe("healthReport's refused refunds", () => {
  it("names none when Stripe refused none, and counts and names the payments otherwise, as a warning (the site still works)", () => {
    expect(refusedRefundWarnings([])).toEqual([]);
    expect(refusedRefundWarnings(["p-1"])).toEqual([
      expect.stringMatching(/^1 refund Stripe refused: the payment stays as it is, .*Payment: p-1\.$/),
    ]);
    expect(refusedRefundWarnings(["p-1", "p-2"])).toEqual([
      expect.stringMatching(/^2 refunds Stripe refused: the payments stay as they are, .*Payments: p-1, p-2\.$/),
    ]);
  });
});

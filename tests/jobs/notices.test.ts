/**
 * Each step that matters to the customer tells them, in their language, by email and by text
 * where they agreed: measured, ordered with the expected delivery, delivered with the link to
 * choose the install days, installed, and completed with the warranty (the manufacturer's, its
 * registration with the order number, and the company's workmanship). Each says what happens next
 * and carries a fresh link to the customer's page. (Install booked, moved and unbooked, with their
 * calendar event, are in install.test.ts; the day before and On my way in crew-day.test.ts.)
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { emailOutbox, smsConsents, smsMessages } from "../../src/server/db/schema";
import { useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { useTwilioStandIn } from "../helpers/use-twilio-stand-in";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { patchJob, signedJob, withAfterPhoto } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix: texts may go.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();
useTwilioStandIn();

const STEPS = [
  { stage: "measured" },
  { stage: "ordered", manufacturer: "Milgard", orderNumber: "1144124", expectedDelivery: "2027-01-13" },
  { stage: "delivered" },
  { stage: "installed" },
  { stage: "completed" },
];

/** A signed job whose customer (in `locale`) agreed to texts, or not, taken through every step. */
async function jobThroughEverything(locale: string, phone: string | null) {
  const job = await signedJob({ locale, ...(phone && { phone: `(480) 555-${phone.slice(-4)}` }) });
  if (phone) await getDb().insert(smsConsents).values({ phone, appointmentId: job.visitId, wordingVersion: "test", locale, consentedAt: NOW });
  await withAfterPhoto(job.jobId);
  for (const step of STEPS) expect((await patchJob(job.jobId, step)).status).toBe(200);
  const emails = (await getDb().select().from(emailOutbox).where(eq(emailOutbox.relatedId, job.jobId))).sort((a, b) => a.id - b.id);
  const texts = (await getDb().select().from(smsMessages).where(eq(smsMessages.jobId, job.jobId))).sort((a, b) => a.id - b.id);
  return { job, emails, texts };
}

const tokenOf = (text: string) => text.match(/\/my\/([A-Za-z0-9_-]{43})\b/)?.[1];

describe("the customer's notices at each step", () => {
  it("emails and texts each step in English, each with what happens next and a fresh link to their page", async () => {
    const { job, emails, texts } = await jobThroughEverything("en", "+14805557201");
    expect(emails.map((email) => [email.kind, email.to])).toEqual(["job-measured", "job-ordered", "job-delivered", "job-installed", "job-completed"].map((kind) => [kind, job.email]));
    expect(emails.every((email) => email.text.includes("What happens next: "))).toBe(true);
    const tokens = emails.map((email) => tokenOf(email.text));
    expect(tokens.every(Boolean)).toBe(true);
    expect(new Set(tokens).size).toBe(5);

    const [, ordered, delivered, , completed] = emails;
    expect(ordered!.text).toContain("We ordered your windows and doors from Milgard. The order number is 1144124.");
    expect(ordered!.text).toContain("we expect your windows and doors on Wednesday, January 13");
    expect(delivered!.text).toMatch(/Choose your install days: http:\/\/localhost:4321\/quote\/[A-Za-z0-9_-]{43}#install/);
    expect(completed!.subject).toMatch(/^Your job is complete: your warranty \(job \d+\)$/);
    expect(completed!.text).toContain("Your windows and doors carry Milgard's warranty.");
    expect(completed!.text).toContain("with your order number 1144124");
    expect(completed!.text).toContain("lifetime workmanship warranty");
    expect(completed!.text.split("https://www.milgard.com/care-and-warranty/warranty/")).toHaveLength(2);

    expect(texts.map((text) => [text.kind, text.status])).toEqual(["job-measured", "job-ordered", "job-delivered", "job-installed", "job-completed"].map((kind) => [kind, "sent"]));
  });

  it("speaks Spanish to a Spanish-speaking customer, and texts nobody who did not agree", async () => {
    const { emails, texts } = await jobThroughEverything("es", null);
    expect(emails.map((email) => email.subject.replace(/\d+/, "N"))).toEqual([
      "Medimos sus aberturas (trabajo N)",
      "Pedimos sus ventanas y puertas (trabajo N)",
      "Llegaron sus ventanas: elija sus días de instalación (trabajo N)",
      "Sus ventanas y puertas están instaladas (trabajo N)",
      "Su trabajo está terminado: su garantía (trabajo N)",
    ]);
    expect(emails.every((email) => email.text.includes("Lo que sigue: ") && /\/es\/my\/[A-Za-z0-9_-]{43}/.test(email.text))).toBe(true);
    expect(texts).toEqual([]);
  });
});

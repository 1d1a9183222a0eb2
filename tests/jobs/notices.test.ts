/**
 * Each step that matters to the customer tells them, in their language, by email and by text
 * where they agreed: measured, ordered with the expected delivery, delivered with the link to
 * choose the install days, installed, and completed with the warranty (the manufacturer's, its
 * registration with the order number, and the company's workmanship). Each says what happens next
 * and carries a fresh link to the customer's page. The completion names a balance still owed and
 * how to pay it, and says nothing is left to do only when nothing is. (Install booked, moved and
 * unbooked, with their calendar event, are in install.test.ts; the day before and On my way in
 * crew-day.test.ts.)
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { emailOutbox, smsConsents, smsMessages } from "../../src/server/db/schema";
import { useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { useTwilioStandIn } from "../helpers/use-twilio-stand-in";
import { callAdmin } from "../admin/fixtures";
import { sentInvoice } from "../money/invoice-fixtures";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { jobPage, patchJob, signedJob, withAfterPhoto } from "./fixtures";

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
  if (phone)
    await getDb().insert(smsConsents).values({ phone, appointmentId: job.visitId, wordingVersion: "test", locale, consentedAt: NOW });
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
    expect(emails.map((email) => [email.kind, email.to])).toEqual(
      ["job-measured", "job-ordered", "job-delivered", "job-installed", "job-completed"].map((kind) => [kind, job.email]),
    );
    expect(emails.every((email) => email.text.includes("What happens next: "))).toBe(true);
    // The heading says "next"; the sentence under it does not say it again.
    expect(emails.filter((email) => /What happens next: Next\b/.test(email.text))).toEqual([]);
    // Days are written for people, never as YYYY-MM-DD (links aside).
    expect(emails.filter((email) => /\b\d{4}-\d{2}-\d{2}\b/.test(`${email.subject} ${email.text}`.replace(/https?:\/\/\S+/g, "")))).toEqual(
      [],
    );
    const tokens = emails.map((email) => tokenOf(email.text));
    expect(tokens.every(Boolean)).toBe(true);
    expect(new Set(tokens).size).toBe(5);

    const [, ordered, delivered, , completed] = emails;
    expect(ordered!.text).toContain("We ordered your windows and doors from Milgard. The order number is 1144124.");
    expect(ordered!.text).toContain("What happens next: We expect your windows and doors on Wednesday, January 13");
    // A one-day install (the default length): its day, in the singular.
    expect(delivered!.subject).toMatch(/^Your windows have arrived: choose your install day \(job \d+\)$/);
    expect(delivered!.text).toMatch(/Choose your install day: http:\/\/localhost:4321\/quote\/[A-Za-z0-9_-]{43}#install/);
    expect(completed!.subject).toMatch(/^Your job is complete: your warranty \(job \d+\)$/);
    expect(completed!.text).toContain("Your windows and doors carry Milgard's warranty.");
    expect(completed!.text).toContain("with your order number 1144124");
    expect(completed!.text).toContain("lifetime workmanship warranty");
    expect(completed!.text.split("https://www.milgard.com/care-and-warranty/warranty/")).toHaveLength(2);

    expect(texts.map((text) => [text.kind, text.status])).toEqual(
      ["job-measured", "job-ordered", "job-delivered", "job-installed", "job-completed"].map((kind) => [kind, "sent"]),
    );
  });

  it("speaks Spanish to a Spanish-speaking customer, and texts nobody who did not agree", async () => {
    const { emails, texts } = await jobThroughEverything("es", null);
    expect(emails.map((email) => email.subject.replace(/\d+/, "N"))).toEqual([
      "Medimos sus aberturas (trabajo N)",
      "Pedimos sus ventanas y puertas (trabajo N)",
      "Llegaron sus ventanas: elija su día de instalación (trabajo N)",
      "Sus ventanas y puertas están instaladas (trabajo N)",
      "Su trabajo está terminado: su garantía (trabajo N)",
    ]);
    expect(emails.every((email) => email.text.includes("Lo que sigue: ") && /\/es\/my\/[A-Za-z0-9_-]{43}/.test(email.text))).toBe(true);
    expect(emails.filter((email) => /Lo que sigue: Lo siguiente/.test(email.text))).toEqual([]);
    expect(texts).toEqual([]);
  });
});

describe("the completion notice and the balance", () => {
  /** A signed job of a customer (in `locale`) who agreed to texts, taken to installed; `billing` runs before it is marked completed. */
  async function completedJob(locale: "en" | "es", phone: string, billing: (jobId: string) => Promise<void> = async () => {}) {
    const job = await signedJob({ locale, phone: `(480) 555-${phone.slice(-4)}` });
    await getDb().insert(smsConsents).values({ phone, appointmentId: job.visitId, wordingVersion: "test", locale, consentedAt: NOW });
    await withAfterPhoto(job.jobId);
    for (const step of STEPS.slice(0, -1)) expect((await patchJob(job.jobId, step)).status).toBe(200);
    await billing(job.jobId);
    expect((await patchJob(job.jobId, { stage: "completed" })).status).toBe(200);
    const [email] = await getDb()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedId, job.jobId))
      .then((rows) => rows.filter((row) => row.kind === "job-completed"));
    const [text] = await getDb()
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.jobId, job.jobId))
      .then((rows) => rows.filter((row) => row.kind === "job-completed"));
    return { email: email!, text: text!, jobId: job.jobId };
  }

  /** The final invoice, sent: it asks the whole balance (the deposit of these jobs was never paid: $3,249.00). */
  const finalInvoice = (jobId: string) => sentInvoice(jobId, { kind: "final" });

  it.each([
    [
      "en",
      "+14805557301",
      "What happens next: Your balance of $3,249.00 is due: pay it from your invoice, or call us.",
      "Your balance of $3,249.00 is due; pay it from your page: ",
    ],
    // The text in GSM-7, as Spanish texts go (src/core/server/gsm7.ts).
    [
      "es",
      "+14805557302",
      "Lo que sigue: Su saldo de $3,249.00 está pendiente: páguelo desde su factura o llámenos.",
      "Su saldo de $3,249.00 esta pendiente; paguelo desde su pagina: ",
    ],
  ] as const)(
    "names the balance owed on the open final invoice and how to pay it, in the email and the text (%s)",
    async (locale, phone, next, text) => {
      const { email, text: sms } = await completedJob(locale, phone, async (jobId) => void (await finalInvoice(jobId)));
      expect(email.text).toContain(next);
      expect(email.html).toContain(next.split(": ").slice(1).join(": "));
      expect(email.text).not.toMatch(/Nothing else to do|No queda nada por hacer/);
      expect(sms.body).toContain(text);
    },
  );

  it.each([
    [
      "en",
      "+14805557303",
      "What happens next: Your balance of $3,249.00 is due: we send you the final invoice for it, and you pay it from there.",
    ],
    ["es", "+14805557304", "Lo que sigue: Su saldo de $3,249.00 está pendiente: le enviamos la factura final y la paga desde ahí."],
  ] as const)("names a balance not invoiced yet, and the final invoice to come (%s)", async (locale, phone, next) => {
    const { email } = await completedJob(locale, phone);
    expect(email.text).toContain(next);
  });

  it.each([
    [
      "en",
      "+14805557305",
      "What happens next: Nothing else to do: enjoy your new windows and doors.",
      "your job is complete. Your warranty and documents: ",
    ],
    [
      "es",
      "+14805557306",
      "Lo que sigue: No queda nada por hacer: disfrute sus ventanas y puertas nuevas.",
      "su trabajo esta terminado. Su garantia y documentos: ",
    ],
  ] as const)(
    "says nothing is left to do once everything is paid, with no warranty said to be below it (%s)",
    async (locale, phone, next, text) => {
      const { email, text: sms } = await completedJob(locale, phone, async (jobId) => {
        const invoice = await finalInvoice(jobId);
        expect(
          (
            await callAdmin(`/api/admin/invoices/${invoice.id}/payments`, {
              method: "POST",
              body: { method: "check", amountCents: invoice.amountCents, reference: "1042" },
            })
          ).status,
        ).toBe(201);
      });
      expect(email.text).toContain(next);
      // The warranty comes before what happens next in the email: nothing points "below" to it.
      expect(email.text).not.toMatch(/\b(below|abajo)\b/);
      expect(sms.body).toContain(text);
    },
  );
});

describe("a one-day install's notices", () => {
  it("say its day in the singular, after their verbs with the article Spanish needs, in the email and the text", async () => {
    const job = await signedJob({ locale: "es", phone: "(480) 555-7311" });
    await getDb()
      .insert(smsConsents)
      .values({ phone: "+14805557311", appointmentId: job.visitId, wordingVersion: "test", locale: "es", consentedAt: NOW });
    expect((await patchJob(job.jobId, { stage: "delivered", notify: false })).status).toBe(200);
    const install = (method: string, body?: object) => callAdmin(`/api/admin/jobs/${job.jobId}/install`, { method, ...(body && { body }) });
    expect((await install("POST", { startDate: "2026-12-08" })).status).toBe(201);
    expect((await install("POST", { startDate: "2026-12-09" })).status).toBe(201);
    expect((await install("DELETE")).status).toBe(200);
    const emails = (await getDb().select().from(emailOutbox).where(eq(emailOutbox.relatedId, job.jobId))).sort((a, b) => a.id - b.id);
    const texts = (await getDb().select().from(smsMessages).where(eq(smsMessages.jobId, job.jobId))).sort((a, b) => a.id - b.id);
    const of = (kind: string) => emails.find((email) => email.kind === kind)!;
    const textOf = (kind: string) => texts.find((text) => text.kind === kind)!.body;

    expect(of("install-booked").text).toContain(
      "Lo que sigue: Nuestra cuadrilla instala sus ventanas y puertas el martes, 8 de diciembre de 2026.",
    );
    // The day is said once, as what happens next.
    expect(of("install-booked").text.split("8 de diciembre")).toHaveLength(2);
    expect(of("install-booked").text).toContain("La instalación va adjunta como un evento de calendario en su día.");
    expect(of("install-booked").text).not.toMatch(/abarca|sus días/);
    expect(of("install-moved").subject).toBe(`Nuevo día para su instalación (trabajo ${(await jobPage(job.jobId)).number})`);
    expect(of("install-moved").text).toContain(
      "Lo que sigue: Nuestra cuadrilla instala sus ventanas y puertas el miércoles, 9 de diciembre de 2026.",
    );
    expect(of("install-moved").text).toContain("El evento de su calendario ya tiene el nuevo día.");
    expect(textOf("install-moved")).toContain("nuevo dia de su instalacion: miércoles, 9 de diciembre de 2026.");
    expect(of("install-unbooked").subject).toMatch(/^Se canceló su día de instalación \(trabajo \d+\)$/);
    expect(of("install-unbooked").text).toContain("Cancelamos el día agendado para su instalación.");
    expect(of("install-unbooked").text).not.toContain("Acordaremos");
    expect(textOf("install-unbooked")).toContain("se cancelo su dia de instalacion; acordaremos otro con usted.");
  });
});

/**
 * The customer's own page through the functions: asking for its link (POST /api/my/link answers
 * 202 with the same body before any lookup, whether the email is known or not, and the link goes
 * only to that mailbox), the link itself (256 bits, only its SHA-256 stored, 30 days), and the
 * page's data (GET /api/my/{token}: that person's visits, quotes, jobs and payments, nobody else's).
 */
import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "../../src/server/db/client";
import { customerLinks } from "../../src/server/db/schema";
import { seedAppointment, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase, useLiftedSiteCeilings } from "../helpers/function-env";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { patchJob, signedJob } from "./fixtures";
import { callMy, linkEmailsTo, linkFor } from "./my-fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();
useLiftedSiteCeilings();

describe("POST /api/my/link", () => {
  it("answers 202 with the same body, leaving the lookup for after the answer, whether or not the email is known; only a known mailbox gets a link", async () => {
    const known = await seedAppointment();
    const unknown = "nobody-here@example.com";
    const answers = [];
    for (const email of [known.email, unknown]) {
      const pending: Promise<unknown>[] = [];
      const response = await callMy("/api/my/link", { method: "POST", body: { email }, pending });
      // The lookup and the send are left to the platform after the answer (one piece of work either way).
      answers.push({ status: response.status, body: await response.text(), pending: pending.length });
      await Promise.all(pending);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ status: 202, pending: 1 });
    expect(JSON.parse(answers[0]!.body)).toEqual({
      status: "sent",
      message: "If that email has visits or quotes with us, we've sent a link to it.",
    });

    expect(await linkEmailsTo(unknown)).toEqual([]);
    const [sent] = await linkEmailsTo(known.email);
    expect(sent!.kind).toBe("customer-link");
    const token = sent!.text.match(/http:\/\/localhost:4321\/my\/([A-Za-z0-9_-]{43})\b/)![1]!;
    // 256 bits, and only its SHA-256 is kept, for 30 days.
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const rows = await getDb().select().from(customerLinks);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - NOW.getTime()).toBe(30 * 86_400_000);
  });

  it("answers in Spanish, and refuses a malformed email with 400 naming the field", async () => {
    const spanish = await callMy("/api/my/link", { method: "POST", body: { email: "x@example.com", locale: "es" } });
    expect(spanish.status).toBe(202);
    expect((await spanish.json()).message).toMatch(/^Si ese correo tiene visitas o cotizaciones con nosotros/);
    const bad = await callMy("/api/my/link", { method: "POST", body: { email: "not an email" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors.email).toHaveLength(1);
  });
});

describe("GET /api/my/{token}", () => {
  it("answers that person's visits, quotes, jobs and payments, and nobody else's", async () => {
    const mine = await signedJob();
    await patchJob(mine.jobId, {
      stage: "ordered",
      manufacturer: "Milgard",
      orderNumber: "1144124",
      expectedDelivery: "2026-12-21",
      notify: false,
    });
    const theirs = await signedJob();

    const token = await linkFor(mine.email);
    const response = await callMy(`/api/my/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const page = await response.json();
    expect(Object.keys(page)).toEqual(expect.arrayContaining(["visits", "quotes", "jobs", "payments"]));
    expect(page.visits.map((visit: { id: string }) => visit.id)).toEqual([mine.visitId]);
    expect(page.quotes.map((quote: { id: string; jobId: string }) => [quote.id, quote.jobId])).toEqual([[mine.quoteId, mine.jobId]]);
    expect(page.jobs.map((job: { quoteId: string }) => job.quoteId)).toEqual([mine.quoteId]);
    expect(page.jobs[0]).toMatchObject({ stage: "ordered", expectedDelivery: "2026-12-21" });
    expect(page.payments.every((payment: { quoteId: string }) => payment.quoteId === mine.quoteId)).toBe(true);
    expect(JSON.stringify(page)).not.toContain(theirs.quoteId);
    expect(JSON.stringify(page)).not.toContain(theirs.jobId);
    expect(JSON.stringify(page)).not.toContain(theirs.visitId);

    // An item of someone else's through this link is a 404.
    expect((await callMy(`/api/my/${token}/quotes/${theirs.quoteId}/link`, { method: "POST" })).status).toBe(404);
    expect((await callMy(`/api/my/${token}/quotes/${mine.quoteId}/link`, { method: "POST" })).status).toBe(200);
  });

  it("answers 404 for an unknown token and for a link past its 30 days", async () => {
    const visit = await seedAppointment();
    const token = await linkFor(visit.email);
    expect((await callMy(`/api/my/${"A".repeat(43)}`)).status).toBe(404);
    expect((await callMy("/api/my/short")).status).toBe(404);
    vi.setSystemTime(new Date(NOW.getTime() + 30 * 86_400_000 - 60_000));
    expect((await callMy(`/api/my/${token}`)).status).toBe(200);
    vi.setSystemTime(new Date(NOW.getTime() + 30 * 86_400_000 + 60_000));
    expect((await callMy(`/api/my/${token}`)).status).toBe(404);
  });

  it("opens from the fresh link every job notice carries", async () => {
    const job = await signedJob({ locale: "es" });
    expect((await patchJob(job.jobId, { stage: "measured" })).status).toBe(200);
    const [notice] = (await linkEmailsTo(job.email)).filter((row) => row.kind === "job-measured");
    const token = notice!.text.match(/http:\/\/localhost:4321\/es\/my\/([A-Za-z0-9_-]{43})\b/)![1]!;
    const page = await (await callMy(`/api/my/${token}?locale=es`)).json();
    expect(page).toMatchObject({ locale: "es", jobs: [{ stage: "measured" }] });
    // The English page (the language switch keeps the token) reads English, whatever language the link was sent in.
    const english = await (await callMy(`/api/my/${token}`)).json();
    expect(english).toMatchObject({ locale: "en", jobs: [{ stage: "measured" }] });
    expect(JSON.stringify(english.jobs)).not.toBe(JSON.stringify(page.jobs));
  });
});

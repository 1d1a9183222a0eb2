/**
 * Lead-safe work in a home built before 1978, through the functions: the year built recorded on
 * the visit (400 for a year not yet come) and copied by its quote, a lead's typed in the editor;
 * an unknown year counted as before 1978; the send refused without RRP_FIRM_CERTIFICATION; the
 * quote page's pamphlet in the customer's language; signing refused without the pamphlet box and
 * signed with it, its acknowledgment recorded beside the signature; an install refused, by the
 * customer and by the office, without an acknowledgment in the 60 days before its first day, and
 * booked after a new one; a later home, and a contract signed before the rule, meet none of it.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS } from "../../src/core/calendar-settings";
import { getDb } from "../../src/server/db/client";
import { saveCalendarSettings } from "../../src/server/db/settings/calendar";
import { leadSafeAcknowledgments, quoteRevisions } from "../../src/server/db/schema";
import { resetServerEnv } from "../../src/server/env";
import { callAdmin, seedAppointment, seedLead, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { pdfText } from "../helpers/pdf-text";
import { patchJob } from "../jobs/fixtures";
import { callQuote, sentQuote, threeOptions, useContractFacts, useStripeStandIn } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();

const patchVisit = (id: string, body: object) => callAdmin(`/api/admin/appointments/${id}`, { method: "PATCH", body });
const sign = (token: string, body: object) => callQuote(`/api/quotes/${token}/sign`, { method: "POST", body });
const acknowledgmentsOf = (quoteId: string) =>
  getDb()
    .select()
    .from(leadSafeAcknowledgments)
    .where(eq(leadSafeAcknowledgments.quoteId, quoteId))
    .orderBy(leadSafeAcknowledgments.acknowledgedAt);

/** A 1962 home's quote, sent, in `locale`. */
async function sentOldHome(locale = "en") {
  const visit = await seedAppointment({ locale, yearBuilt: 1962 });
  return { visit, quote: await sentQuote({ appointmentId: visit.id }) };
}

/** A 1962 home's quote signed for "Better" with the pamphlet box, and its job delivered; answers the token and the job's id. */
async function signedOldHome(locale = "en") {
  const { quote } = await sentOldHome(locale);
  expect(
    (await sign(quote.token, { optionId: quote.options[1]!.id, name: "Rosa Quintero", agree: true, leadPamphlet: true, locale })).status,
  ).toBe(200);
  const { jobId } = (await (await callAdmin(`/api/admin/quotes/${quote.id}`)).json()) as { jobId: string };
  expect((await patchJob(jobId, { stage: "delivered", notify: false })).status).toBe(200);
  return { quoteId: quote.id, token: quote.token, jobId };
}

describe("the year built", () => {
  it("is recorded on the visit, null for unknown, and refused for a year not yet come or before 1600", async () => {
    const visit = await seedAppointment();
    const set = await patchVisit(visit.id, { yearBuilt: 1962 });
    expect(set.status).toBe(200);
    expect((await set.json()).yearBuilt).toBe(1962);
    expect((await (await patchVisit(visit.id, { yearBuilt: null })).json()).yearBuilt).toBeNull();
    for (const year of [2027, 1599]) {
      const refused = await patchVisit(visit.id, { yearBuilt: year });
      expect(refused.status).toBe(400);
      expect((await refused.json()).fieldErrors.yearBuilt).toEqual([expect.stringContaining("the year the home was built")]);
    }
    const detail = await (await callAdmin(`/api/admin/appointments/${visit.id}`)).json();
    expect(
      detail.events.filter((event: { action: string }) => event.action === "yearBuilt").map((event: { to: string | null }) => event.to),
    ).toEqual(["1962", null]);
  });

  it("is copied by a visit's quote when written, and typed in the editor for a lead's", async () => {
    const { visit, quote } = await sentOldHome();
    const [revision] = await getDb().select().from(quoteRevisions).where(eq(quoteRevisions.quoteId, quote.id));
    expect(revision!.yearBuilt).toBe(1962);
    const refused = await callAdmin("/api/admin/quotes", {
      method: "POST",
      body: { ...threeOptions({ appointmentId: visit.id }), yearBuilt: 1990 },
    });
    expect(refused.status).toBe(400);
    const lead = await seedLead();
    const created = await callAdmin("/api/admin/quotes", {
      method: "POST",
      body: { ...threeOptions({ leadId: lead.id }), yearBuilt: 1970, jobAddress: "9 W Elm St, Mesa, AZ 85201" },
    });
    expect(created.status).toBe(201);
    expect((await (await callAdmin(`/api/admin/quotes/${(await created.json()).id}`)).json()).yearBuilt).toBe(1970);
  });

  it("counts as before 1978 while unknown: the page shows the pamphlet and signing asks for the box", async () => {
    const visit = await seedAppointment({ yearBuilt: null });
    const quote = await sentQuote({ appointmentId: visit.id });
    const page = await (await callQuote(`/api/quotes/${quote.token}`)).json();
    expect(page.document.leadSafe).toMatchObject({ yearBuilt: null, firmCertification: "EPA lead-safe certified firm: NAT-F123456-1" });
    expect(page.document.leadSafe.notice).toMatch(/^We do not know yet when your home was built, so we treat it as built before 1978/);
    expect((await sign(quote.token, { optionId: quote.options[0]!.id, name: "Ana Lopez", agree: true })).status).toBe(400);
  });
});

describe("sending a pre-1978 home's quote", () => {
  it("is refused without RRP_FIRM_CERTIFICATION, as without the ROC licence; a 1995 home's goes", async () => {
    vi.stubEnv("RRP_FIRM_CERTIFICATION", "");
    resetServerEnv();
    const old = await seedAppointment({ yearBuilt: 1962 });
    const created = await (await callAdmin("/api/admin/quotes", { method: "POST", body: threeOptions({ appointmentId: old.id }) })).json();
    const refused = await callAdmin(`/api/admin/quotes/${created.id}/send`, { method: "POST" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatch(
      /^No quote for a home built before 1978 \(or of an unknown year\) can be sent or signed until the business facts give the firm's EPA lead-safe \(RRP\) certification number .* Set RRP_FIRM_CERTIFICATION/,
    );
    expect((await (await callAdmin(`/api/admin/quotes/${created.id}`)).json()).cannotSend).toContain("RRP_FIRM_CERTIFICATION");
    const later = await seedAppointment({ yearBuilt: 1995 });
    await sentQuote({ appointmentId: later.id });
  });
});

describe("signing a pre-1978 home's quote", () => {
  it("links EPA's pamphlet in the customer's language and prints the firm's certification on the contract", async () => {
    const { quote } = await sentOldHome("es");
    const page = await (await callQuote(`/api/quotes/${quote.token}?locale=es`)).json();
    expect(page.document.leadSafe).toMatchObject({
      yearBuilt: 1962,
      pamphlet: { url: expect.stringMatching(/^https:\/\/espanol\.epa\.gov\//), edition: "EPA-740-K-10-002 (español)" },
      firmCertification: "Empresa certificada por la EPA en prácticas seguras con el plomo: NAT-F123456-1",
    });
    const pdf = await pdfText(await (await callQuote(`/api/quotes/${quote.token}/pdf?locale=es`)).arrayBuffer());
    expect(pdf).toContain("NAT-F123456-1");
    expect(pdf).toContain("Su casa se construyó en 1962, antes de 1978");
  });

  it("is refused without the pamphlet box (400 naming it), and signed with it, the acknowledgment recorded beside the signature", async () => {
    const { quote } = await sentOldHome("es");
    const body = { optionId: quote.options[1]!.id, name: "Rosa Quintero", agree: true, locale: "es" };
    const refused = await sign(quote.token, body);
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors).toEqual({
      leadPamphlet: ["Marque la casilla para confirmar que recibió el folleto Renueve correctamente"],
    });
    expect(await acknowledgmentsOf(quote.id)).toEqual([]);
    expect((await sign(quote.token, { ...body, leadPamphlet: true })).status).toBe(200);
    const { jobId } = (await (await callAdmin(`/api/admin/quotes/${quote.id}`)).json()) as { jobId: string };
    expect(await acknowledgmentsOf(quote.id)).toEqual([
      expect.objectContaining({
        jobId,
        source: "signature",
        typedName: "Rosa Quintero",
        acknowledgedAt: NOW,
        ipAddress: "203.0.113.9",
        userAgent: "Mozilla/5.0 (iPhone) TestSafari/17",
        pamphletEdition: "EPA-740-K-10-002 (español)",
        locale: "es",
      }),
    ]);
  });

  it("asks nothing of a home built in 1978 or later", async () => {
    const visit = await seedAppointment({ yearBuilt: 1978 });
    const quote = await sentQuote({ appointmentId: visit.id });
    expect((await (await callQuote(`/api/quotes/${quote.token}`)).json()).document.leadSafe).toBeUndefined();
    expect((await sign(quote.token, { optionId: quote.options[0]!.id, name: "Ana Lopez", agree: true })).status).toBe(200);
    expect(await acknowledgmentsOf(quote.id)).toEqual([]);
  });
});

describe("booking the install of a pre-1978 home", () => {
  it("books a day within the 60 days after the signature's acknowledgment without asking again", async () => {
    const job = await signedOldHome();
    const offered = await (await callQuote(`/api/quotes/${job.token}/install-dates`)).json();
    expect(offered.leadSafe).toEqual({ required: true, lastAcknowledgedOn: "2026-12-02", askAgain: false });
    expect((await callQuote(`/api/quotes/${job.token}/install`, { method: "POST", body: { startDate: offered.dates[0] } })).status).toBe(
      200,
    );
  });

  it("refuses the customer's day more than 60 days after the last acknowledgment (409 in their language), and books it after a new one", async () => {
    const job = await signedOldHome("es");
    // Seventy days later: Tuesday 2027-02-10; the signature's acknowledgment covers through 2027-01-31.
    vi.setSystemTime(new Date("2027-02-10T16:00:00Z"));
    const offered = await (await callQuote(`/api/quotes/${job.token}/install-dates`)).json();
    expect(offered.leadSafe).toEqual({ required: true, lastAcknowledgedOn: "2026-12-02", askAgain: true });
    const day = offered.dates[0] as string;
    const refused = await callQuote(`/api/quotes/${job.token}/install`, { method: "POST", body: { startDate: day, locale: "es" } });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatch(
      /^Antes de reservar la instalación, el dueño de la casa debe confirmar que recibió el folleto/,
    );

    const noBox = await callQuote(`/api/quotes/${job.token}/lead-safe`, { method: "POST", body: { name: "Rosa Quintero", locale: "es" } });
    expect(noBox.status).toBe(400);
    const again = await callQuote(`/api/quotes/${job.token}/lead-safe`, {
      method: "POST",
      body: { name: "Rosa Quintero", agree: true, locale: "es" },
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ acknowledgedOn: "2027-02-10" });
    expect((await acknowledgmentsOf(job.quoteId)).map(({ source, jobId }) => ({ source, jobId }))).toEqual([
      { source: "signature", jobId: job.jobId },
      { source: "install", jobId: job.jobId },
    ]);
    expect((await (await callQuote(`/api/quotes/${job.token}/install-dates`)).json()).leadSafe.askAgain).toBe(false);
    expect((await callQuote(`/api/quotes/${job.token}/install`, { method: "POST", body: { startDate: day, locale: "es" } })).status).toBe(
      200,
    );
  });

  it("refuses the office's booking without an acknowledgment in the 60 days (409 naming why), and books after a new one", async () => {
    const job = await signedOldHome();
    vi.setSystemTime(new Date("2027-02-10T16:00:00Z"));
    const { dates } = await (await callAdmin(`/api/admin/jobs/${job.jobId}/install-dates`)).json();
    const book = () => callAdmin(`/api/admin/jobs/${job.jobId}/install`, { method: "POST", body: { startDate: dates[0], notify: false } });
    const refused = await book();
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatch(
      /^This home was built before 1978 \(or its year is unknown\): EPA's RRP rule needs the owner's acknowledgment/,
    );
    expect(
      (await callQuote(`/api/quotes/${job.token}/lead-safe`, { method: "POST", body: { name: "Rosa Quintero", agree: true } })).status,
    ).toBe(200);
    expect((await book()).status).toBe(201);
  });

  it("offers no day more than 60 days ahead, which no acknowledgment given today could cover", async () => {
    // Twelve weeks ahead: the calendar would offer days through 2027-02-20.
    await saveCalendarSettings(getDb(), { ...DEFAULT_CALENDAR_SETTINGS, weeksAhead: 12 }, "test");
    const job = await signedOldHome();
    const { dates } = await (await callQuote(`/api/quotes/${job.token}/install-dates`)).json();
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.at(-1)).toBe("2027-01-30");
  });

  it("asks nothing again of a home built in 1978 or later (409 for an acknowledgment it does not need)", async () => {
    const visit = await seedAppointment({ yearBuilt: 1990 });
    const quote = await sentQuote({ appointmentId: visit.id });
    expect((await sign(quote.token, { optionId: quote.options[1]!.id, name: "Ana Lopez", agree: true })).status).toBe(200);
    expect(
      (await callQuote(`/api/quotes/${quote.token}/lead-safe`, { method: "POST", body: { name: "Ana Lopez", agree: true } })).status,
    ).toBe(409);
  });
});

describe("the office's lead-safe records", () => {
  it("shows the job as lead-safe, with its booked install, and downloads every acknowledgment as a PDF", async () => {
    const job = await signedOldHome("es");
    vi.setSystemTime(new Date("2027-02-10T16:00:00Z"));
    expect(
      (
        await callQuote(`/api/quotes/${job.token}/lead-safe`, {
          method: "POST",
          body: { name: "Rosa Quintero", agree: true, locale: "es" },
        })
      ).status,
    ).toBe(200);
    const { dates } = await (await callQuote(`/api/quotes/${job.token}/install-dates`)).json();
    expect(
      (await callQuote(`/api/quotes/${job.token}/install`, { method: "POST", body: { startDate: dates[0], locale: "es" } })).status,
    ).toBe(200);
    expect((await (await callAdmin(`/api/admin/jobs/${job.jobId}`)).json()).leadSafe).toBe(true);
    const calendar = await (await callAdmin(`/api/admin/installs?from=${dates[0]}&to=${dates[0]}`)).json();
    expect(calendar.installs.map(({ jobId, leadSafe }: { jobId: string; leadSafe: boolean }) => ({ jobId, leadSafe }))).toEqual([
      { jobId: job.jobId, leadSafe: true },
    ]);

    const response = await callAdmin(`/api/admin/jobs/${job.jobId}/lead-safe.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain("Lead-safe records, job");
    expect(text).toContain("EPA lead-safe certification: NAT-F123456-1");
    expect(text).toContain("Year built: 1962");
    expect(text).toContain("Acknowledgments of EPA's Renovate Right pamphlet (2)");
    expect(text).toContain("GIVEN WITH THE CONTRACT'S SIGNATURE Rosa Quintero, December 2, 2026 at 9:00 AM (Phoenix)");
    expect(text).toContain("GIVEN AGAIN BEFORE THE INSTALL Rosa Quintero, February 10, 2027 at 9:00 AM (Phoenix)");
    expect(text).toContain("Pamphlet: EPA-740-K-10-002 (español); page language Spanish");
    expect(text).toContain("Client address: 203.0.113.9");
  });

  it("says a later home's job needs none", async () => {
    const visit = await seedAppointment({ yearBuilt: 2001 });
    const quote = await sentQuote({ appointmentId: visit.id });
    expect((await sign(quote.token, { optionId: quote.options[1]!.id, name: "Ana Lopez", agree: true })).status).toBe(200);
    const { jobId } = (await (await callAdmin(`/api/admin/quotes/${quote.id}`)).json()) as { jobId: string };
    expect((await (await callAdmin(`/api/admin/jobs/${jobId}`)).json()).leadSafe).toBe(false);
  });
});

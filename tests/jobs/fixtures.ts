/** Shared setup of the job tests: a quote signed through the functions, and reading the job back. */
import { leadSafeRequired } from "../../src/core/lead-safe";
import { expect } from "vitest";
import { callAdmin, seedAppointment } from "../admin/fixtures";
import { asTypedRateQuote, callQuote, sentQuote } from "../quotes/fixtures";
import { getDb } from "../../src/server/db/client";
import { eq } from "drizzle-orm";
import { photos, quoteRevisions, type NewAppointment } from "../../src/server/db/schema";

/**
 * A visit's quote, sent and signed for its "Better" option; answers the quote's id and token and
 * the job's id. `yearBuilt` is written on the sent revision before the signature freezes it.
 */
export async function signedJob(
  visit: Partial<NewAppointment> = {},
  { typedRate = false, yearBuilt }: { typedRate?: boolean; yearBuilt?: number | null } = {},
): Promise<{ quoteId: string; token: string; jobId: string; visitId: string; email: string }> {
  const appointment = await seedAppointment(visit);
  const quote = await sentQuote({ appointmentId: appointment.id });
  // A job signed from a quote written before tax classes, taxed at its typed 8.3%.
  if (typedRate) await asTypedRateQuote(quote.id);
  if (yearBuilt !== undefined) await getDb().update(quoteRevisions).set({ yearBuilt }).where(eq(quoteRevisions.quoteId, quote.id));
  const signed = await callQuote(`/api/quotes/${quote.token}/sign`, {
    method: "POST",
    // A home built before 1978 is signed with EPA's pamphlet acknowledged, as its page asks.
    body: {
      optionId: quote.options[1]!.id,
      name: "Ana Lopez",
      agree: true,
      ...(yearBuilt !== undefined && leadSafeRequired(yearBuilt) && { leadPamphlet: true }),
    },
  });
  expect(signed.status, await signed.clone().text()).toBe(200);
  const detail = await (await callAdmin(`/api/admin/quotes/${quote.id}`)).json();
  expect(detail.jobId).toEqual(expect.any(String));
  return { quoteId: quote.id, token: quote.token, jobId: detail.jobId, visitId: appointment.id, email: appointment.email };
}

/** PATCHes the job as the admin. */
export function patchJob(jobId: string, body: object): Promise<Response> {
  return callAdmin(`/api/admin/jobs/${jobId}`, { method: "PATCH", body });
}

/** The job page. */
export async function jobPage(jobId: string) {
  const response = await callAdmin(`/api/admin/jobs/${jobId}`);
  expect(response.status).toBe(200);
  return response.json();
}

/**
 * Attaches an after photo to the job, its row as the office's attach leaves it (a job is marked
 * installed only with one; the stage rule reads the row, not the image). The photos' own path,
 * upload and attach through the functions, is in remeasure-photos.test.ts.
 */
export async function withAfterPhoto(jobId: string): Promise<void> {
  await getDb().insert(photos).values({ jobId, contentType: "image/jpeg", bytes: 1000, width: 120, height: 90, attachedAt: new Date() });
}

/**
 * A customer's own page (/my/{token}): the person a working link belongs to (404 for an unknown
 * or expired one), and everything of theirs, found by their email's person key: upcoming visits,
 * quotes and contracts, jobs with their timelines, photos, warranty and money (./my-money.ts), and payments. Each item
 * it opens (a visit's manage page, a quote's page, a contract's PDF, a photo) is checked as the
 * person's first: anyone else's is a 404, as if it did not exist.
 */
import { isCancellable } from "@/core/visit-time";
import { isPastValidUntil, quoteStage } from "@/core/quote-status";
import { quoteValue, type PricedOption } from "@/core/quote-pricing";
import { formatDay, formatWindow } from "@/i18n/dates";
import { jobPageWords } from "@/i18n/jobs";
import type { Locale } from "@/i18n/locales";
import type { MyPage, MyPhoto, MyQuote, MyVisit } from "@/schemas/my-page";
import { myPhoto as myPhotoRoute } from "@/schemas/routes/my";
import type { Database } from "../db/client";
import {
  firstNameOf,
  findVisitOf,
  listJobsOfQuotes,
  listPaymentsOfQuotes,
  listPhotosOfJobs,
  listQuotesOf,
  listUpcomingVisitsOf,
  type PersonQuote,
} from "../db/jobs/person";
import type { Appointment, CustomerLink, Photo } from "../db/schema";
import type { ServerEnv } from "../env";
import { NotFoundError } from "../http/errors";
import { customerJobOf } from "../jobs/customer-job";
import { myJobsMoney } from "./my-money";
import { photoResponse } from "../photos/photo-response";
import { privateLinks } from "../private-links/documents";
import { openLink } from "../private-links/open";
import { addLink } from "../private-links/store";
import { linkUrl } from "../private-links/urls";
import { photoMessages } from "@/i18n/photos";

/** The working link a path's `:token` names at `now`, or a 404 (in `locale`). */
export async function linkOf(
  db: Database,
  rawToken: string | undefined,
  locale: Locale,
  now: Date,
): Promise<CustomerLink & { token: string }> {
  const { token, opened } = await openLink(db, privateLinks.myPage, rawToken, { now, locale });
  return { ...opened, token };
}

/** A visit as the page lists it. */
function toMyVisit(visit: Appointment, locale: Locale, now: Date): MyVisit {
  return {
    id: visit.id,
    kind: visit.jobId ? "re-measure" : "estimate",
    appointmentDate: visit.appointmentDate,
    appointmentTime: visit.appointmentTime,
    duration: visit.duration,
    dateLabel: formatDay(visit.appointmentDate, locale, true),
    window: formatWindow(visit.appointmentTime, visit.duration, locale),
    city: visit.city,
    status: visit.status,
    changeable: isCancellable(visit, now),
  };
}

/** True while a quote's page opens: sent and within its last day, or answered (signed, paid, declined, cancelled), and its links not turned off. */
function opens({ quote, validUntil, linksOn }: PersonQuote, now: Date): boolean {
  return linksOn && quote.status !== "draft" && !(quote.status === "sent" && isPastValidUntil(validUntil, now));
}

/** A quote as the page lists it. */
function toMyQuote(row: PersonQuote, jobId: string | null, now: Date): MyQuote {
  const { quote, validUntil, options, signedTotal } = row;
  return {
    id: quote.id,
    number: quote.number,
    stage: quoteStage({ status: quote.status, validUntil, firstViewedAt: quote.firstViewedAt }, now),
    value: quoteValue(options as PricedOption[], signedTotal),
    validUntil,
    signedAt: quote.signedAt?.toISOString() ?? null,
    canOpen: opens(row, now),
    contract: quote.signedAt !== null,
    jobId,
  };
}

/** A job's photo, its images under the customer's link. */
function toMyPhoto(photo: Photo, token: string): MyPhoto {
  const base = myPhotoRoute.path.replace(":token", token).replace("/:photoId", "");
  return {
    id: photo.id,
    width: photo.width,
    height: photo.height,
    url: `${base}/${photo.id}`,
    thumbnailUrl: `${base}/${photo.id}?size=thumb`,
  };
}

/** Everything of the person the link belongs to, in the page's `locale`, whatever language the link was sent in. */
export async function customerPage(db: Database, link: CustomerLink & { token: string }, locale: Locale, now: Date): Promise<MyPage> {
  const [visits, quotes, firstName] = await Promise.all([
    listUpcomingVisitsOf(db, link.emailKey, now),
    listQuotesOf(db, link.emailKey),
    firstNameOf(db, link.emailKey),
  ]);
  const quoteIds = quotes.map((row) => row.quote.id);
  const [jobs, payments] = await Promise.all([listJobsOfQuotes(db, quoteIds), listPaymentsOfQuotes(db, quoteIds)]);
  const numberOf = new Map(quotes.map((row) => [row.quote.id, row.quote.number]));
  const [photos, money] = await Promise.all([
    listPhotosOfJobs(
      db,
      jobs.map((record) => record.job.id),
    ),
    myJobsMoney(
      db,
      jobs.map(({ job }) => ({ id: job.id, number: job.number, quoteId: job.quoteId, quoteNumber: numberOf.get(job.quoteId) ?? 0 })),
      payments,
    ),
  ]);
  const jobOfQuote = new Map(jobs.map((record) => [record.job.quoteId, record.job.id]));
  const newestFirst = [...jobs].sort((a, b) => b.job.createdAt.getTime() - a.job.createdAt.getTime());
  return {
    locale,
    firstName,
    visits: visits.map((visit) => toMyVisit(visit, locale, now)),
    quotes: quotes.map((row) => toMyQuote(row, jobOfQuote.get(row.quote.id) ?? null, now)),
    jobs: await Promise.all(
      newestFirst.map(async (record) => ({
        ...(await customerJobOf(db, record, locale)),
        quoteId: record.job.quoteId,
        photos: photos.filter((photo) => photo.jobId === record.job.id).map((photo) => toMyPhoto(photo, link.token)),
        money: money.get(record.job.id)!,
      })),
    ),
    payments: payments.map((payment) => ({
      id: payment.id,
      quoteId: payment.quoteId,
      quoteNumber: numberOf.get(payment.quoteId) ?? 0,
      amountCents: payment.amountCents,
      status: payment.status,
      paidAt: payment.paidAt?.toISOString() ?? null,
      refunded: payment.refundId !== null,
      refundedAt: payment.refundedAt?.toISOString() ?? null,
    })),
    linkExpiresAt: link.expiresAt.toISOString(),
  };
}

/** A fresh manage link to one of the person's upcoming visits; 404 for anyone else's, or a visit that can no longer change. */
export async function openVisit(
  db: Database,
  env: ServerEnv,
  link: CustomerLink,
  visitId: string,
  locale: Locale,
  now: Date,
): Promise<{ url: string }> {
  const visit = await findVisitOf(db, link.emailKey, visitId);
  if (!visit || !isCancellable(visit, now)) throw new NotFoundError(jobPageWords[locale].notYours);
  return { url: linkUrl(privateLinks.visit, await addLink(db, privateLinks.visit, visit.id, now), locale, env) };
}

/** One of the person's quotes (sent to them, not a draft), or a 404. */
export async function quoteOfPerson(db: Database, link: CustomerLink, quoteId: string, locale: Locale): Promise<PersonQuote> {
  const row = (await listQuotesOf(db, link.emailKey)).find((candidate) => candidate.quote.id === quoteId);
  if (!row) throw new NotFoundError(jobPageWords[locale].notYours);
  return row;
}

/** A fresh link to one of the person's quotes' page (read it, sign it while open, choose install days); 404 for anyone else's, or one that no longer opens (past its last day, or its links turned off until it is sent again). */
export async function openQuote(
  db: Database,
  env: ServerEnv,
  link: CustomerLink,
  quoteId: string,
  locale: Locale,
  now: Date,
): Promise<{ url: string }> {
  const row = await quoteOfPerson(db, link, quoteId, locale);
  if (!opens(row, now)) throw new NotFoundError(jobPageWords[locale].notYours);
  // The office may turn the links off between the read above and this write: the write decides.
  const token = await addLink(db, privateLinks.quote, row.quote.id, now);
  if (!token) throw new NotFoundError(jobPageWords[locale].notYours);
  return { url: linkUrl(privateLinks.quote, token, locale, env) };
}

/** The image of one of the person's jobs' photos; 404 for anyone else's. */
export async function myPhotoResponse(
  db: Database,
  link: CustomerLink,
  photoId: string,
  size: "full" | "thumb",
  locale: Locale,
): Promise<Response> {
  const quotes = await listQuotesOf(db, link.emailKey);
  const jobs = await listJobsOfQuotes(
    db,
    quotes.map((row) => row.quote.id),
  );
  const photo = (
    await listPhotosOfJobs(
      db,
      jobs.map((record) => record.job.id),
    )
  ).find((candidate) => candidate.id === photoId);
  if (!photo) throw new NotFoundError(photoMessages[locale].notFound);
  return photoResponse(photo, { size }, photoMessages[locale]);
}

/**
 * The office's copy of a job's lead-safe records (EPA's RRP rule keeps them three years, 40 CFR
 * 745.86; this site never purges them): the home, the firm's certification, and every
 * acknowledgment of EPA's pamphlet the owner gave, with its source, typed name, time, client
 * address and browser, edition and language. English: the office reads it.
 */
import { leadSafeRequired } from "@/core/lead-safe";
import { formatMoment } from "@/i18n/moment";
import type { Database } from "../db/client";
import { listAcknowledgments } from "../db/lead-safe/acknowledgments";
import { readQuote } from "../db/quotes/quotes";
import type { LeadSafeAcknowledgment } from "../db/schema";
import { heading, labelled, MUTED, INK, renderPdf, keepTogether } from "../documents/pdf";
import type { ServerEnv } from "../env";
import { NotFoundError } from "../http/errors";
import { sellerFacts } from "../seller";

/** The job the records are about: the few facts the PDF names (the jobs' own record has them all). */
export interface LeadSafeJob {
  job: { number: number; quoteId: string; jobAddress: string };
  customer: { firstName: string; lastName: string };
}

const SOURCES: Record<LeadSafeAcknowledgment["source"], string> = {
  signature: "Given with the contract's signature",
  install: "Given again before the install",
};

/** One acknowledgment's lines. */
function acknowledgmentLines(row: LeadSafeAcknowledgment): string[] {
  return [
    `${row.typedName}, ${formatMoment(row.acknowledgedAt, "en")} (Phoenix)`,
    `Pamphlet: ${row.pamphletEdition}; page language ${row.locale === "es" ? "Spanish" : "English"}`,
    `Client address: ${row.ipAddress ?? "not known"}`,
    `Browser: ${row.userAgent ?? "not known"}`,
  ];
}

/** The job's lead-safe records as PDF bytes and a file name; 404 for a job whose quote is gone. */
export async function leadSafeRecordsPdf(
  db: Database,
  env: ServerEnv,
  record: LeadSafeJob,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; filename: string }> {
  const quote = await readQuote(db, record.job.quoteId);
  if (!quote) throw new NotFoundError("There is no such quote.");
  const rows = await listAcknowledgments(db, record.job.quoteId);
  const { seller, rrpCertification } = sellerFacts(env);
  const year = quote.revision.yearBuilt;
  const title = `Lead-safe records, job ${record.job.number}`;
  const bytes = await renderPdf({ title, author: seller.legalName, locale: "en" }, (pdf) => {
    pdf.font("bold").fontSize(16).fillColor(INK).text(title);
    pdf
      .moveDown(0.2)
      .font("regular")
      .fontSize(9)
      .fillColor(MUTED)
      .text("EPA Renovation, Repair and Painting rule, 40 CFR 745 Subpart E: kept at least three years.");
    pdf.moveDown(0.6);
    labelled(pdf, "Firm", [
      seller.legalName,
      seller.address,
      `EPA lead-safe certification: ${rrpCertification ?? "not set (RRP_FIRM_CERTIFICATION)"}`,
    ]);
    labelled(pdf, "Home", [
      record.job.jobAddress,
      year === null
        ? "Year built: not recorded (treated as before 1978)"
        : `Year built: ${year}${leadSafeRequired(year) ? "" : " (1978 or later: no pamphlet needed)"}`,
    ]);
    labelled(pdf, "Owner", [
      `${record.customer.firstName} ${record.customer.lastName}`,
      `Quote ${quote.quote.number}, job ${record.job.number}`,
    ]);
    heading(pdf, `Acknowledgments of EPA's Renovate Right pamphlet (${rows.length})`);
    if (!rows.length) pdf.font("regular").fontSize(10.5).fillColor(INK).text("None recorded.");
    for (const row of rows) {
      keepTogether(pdf, 90);
      labelled(pdf, SOURCES[row.source], acknowledgmentLines(row));
    }
  });
  return { bytes, filename: `lead-safe-records-job-${record.job.number}.pdf` };
}

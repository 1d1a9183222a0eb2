/**
 * The emails about a change order to its customer, in their language: the link to read and sign
 * it, and the signed change order with its PDF. Drawn as every quote email is (./quote-templates.ts
 * `customerEmail`: greeting, their own page's link, who to call, the signature).
 */
import { changeOrderMessageWords } from "@/i18n/change-orders";
import { formatCents } from "@/i18n/money";
import type { OutgoingEmail } from "../../db/emails/messages";
import { link, paragraph, paragraphOf } from "../../email/html";
import { customerEmail, type QuoteEmailFacts } from "./quote-templates";

/** The link to read and sign the change order. */
export function changeOrderSentEmail(facts: QuoteEmailFacts, { url }: { url: string }): OutgoingEmail {
  const w = changeOrderMessageWords[facts.locale].sent;
  return customerEmail(
    facts,
    w.subject(facts.number),
    w.title,
    [w.lead, `${w.open}: ${url}`],
    [paragraph(w.lead), paragraphOf(link(url, w.open))],
  );
}

/** The signed change order, its PDF attached, and the contract total it made. */
export function changeOrderSignedEmail(
  facts: QuoteEmailFacts,
  { url, pdfBase64, contractAfterCents }: { url: string; pdfBase64: string; contractAfterCents: number },
): OutgoingEmail {
  const w = changeOrderMessageWords[facts.locale].signed;
  const lead = w.lead(formatCents(contractAfterCents, facts.locale));
  return customerEmail(
    facts,
    w.subject(facts.number),
    w.title,
    [lead, `${w.open}: ${url}`],
    [paragraph(lead), paragraphOf(link(url, w.open))],
    [{ filename: w.attached(facts.number), contentType: "application/pdf", base64: pdfBase64 }],
  );
}

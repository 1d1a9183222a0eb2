/** The PDF a change order's link downloads: the signed change order with its record, or the change order as it stands. */
import type { Locale } from "@/i18n/locales";
import type { Database } from "../db/client";
import type { ServerEnv } from "../env";
import { changeOrderPdf } from "./change-order-pdf";
import { shownDocument } from "./customer-view";
import type { ChangeOrderRecord } from "./records";

/** The PDF's bytes and its file name. */
export async function changeOrderPdfResponse(
  db: Database,
  env: ServerEnv,
  record: ChangeOrderRecord,
  locale: Locale,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; filename: string }> {
  const { document } = await shownDocument(db, env, record, locale);
  const bytes = await changeOrderPdf(document, record.signature);
  return { bytes, filename: `${document.locale === "es" ? "orden-de-cambio" : "change-order"}-${record.order.number}.pdf` };
}

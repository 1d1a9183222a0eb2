/**
 * The review request's opt-out link, `reviewOptOut`: GET shows a page
 * with one button (so a mail scanner that opens links opts no one out), POST from that page
 * records the choice. Only the token's SHA-256 is stored; an unknown token learns nothing.
 */
import { reviewRequestWords } from "@/i18n/review-requests";
import type { Locale } from "@/i18n/locales";
import { localizePath } from "@/i18n/paths";
import type { Database } from "@/server/db/client";
import { isOptOutTokenHash, recordOptOut } from "@/server/db/review-requests/requests";
import { escapeHtml } from "@/server/email/html";
import { apiSecurityHeaders } from "@/server/http/headers";
import { linkOfParam } from "@/server/private-links/open";

/** Its inline styles, and its form posting back here: nothing else loads or runs. */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** True when the path's `:token` (as it came, percent-encoded) belongs to a review request. */
export async function isOptOutToken(db: Database, rawToken: string | undefined): Promise<boolean> {
  const link = linkOfParam(rawToken);
  return link !== null && isOptOutTokenHash(db, link.tokenHash);
}

/** Records that the path's `:token`'s person wants no more review requests; false for an unknown token. Repeating it changes nothing. */
export async function optOut(db: Database, rawToken: string | undefined, now: Date): Promise<boolean> {
  const link = linkOfParam(rawToken);
  return link !== null && recordOptOut(db, link.tokenHash, now);
}

/** What the page shows: the question with its button, the confirmation, or "not valid". */
export type OptOutView = "ask" | "done" | "unknown";

/** The opt-out page in `locale`. */
export function optOutPage(view: OptOutView, locale: Locale, status = 200): Response {
  const w = reviewRequestWords[locale].page;
  const body =
    view === "ask"
      ? `<p>${escapeHtml(w.question)}</p><form method="post"><button type="submit">${escapeHtml(w.confirm)}</button></form>`
      : `<p>${escapeHtml(view === "done" ? w.done : w.unknown)}</p>`;
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(w.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#0f172a}h1{font-size:1.5rem}button{font:inherit;min-height:44px;padding:0 1rem;border-radius:8px;border:0;background:#143554;color:#fff}</style></head>
<body><main><h1>${escapeHtml(w.title)}</h1>${body}<p><a href="${localizePath("/", locale)}">Windows &amp; Doors Near Me</a></p></main></body>
</html>`;
  const headers = new Headers(apiSecurityHeaders);
  headers.set("Content-Security-Policy", PAGE_CSP);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(html, { status, headers });
}

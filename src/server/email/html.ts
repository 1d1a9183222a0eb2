/**
 * Building blocks for the HTML of emails. Every block escapes the text it is given, so
 * a template only ever places visitor-supplied values through these functions; the
 * `SafeHtml` brand marks markup that has been through them.
 */
import type { Locale } from "@/i18n/locales";

/** Markup built by this module: text inside it has already been escaped. */
export type SafeHtml = string & { readonly __brand: "SafeHtml" };

const HTML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** The text with `& < > " '` replaced by entities: safe as element content and as a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character]!);
}

const safe = (markup: string) => markup as SafeHtml;

const FONT = "font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5";

/** A heading of the given level, 1 or 2. */
export function heading(value: string, level: 1 | 2 = 2): SafeHtml {
  const size = level === 1 ? "22px" : "17px";
  return safe(`<h${level} style="margin:24px 0 8px;font-size:${size};color:#0f3d5e">${escapeHtml(value)}</h${level}>`);
}

/** A paragraph of text; line breaks in it are kept. */
export function paragraph(value: string): SafeHtml {
  return safe(`<p style="margin:0 0 12px">${multiline(value)}</p>`);
}

/** Text as markup, escaped: for mixing with a link inside `paragraphOf`. */
export function text(value: string): SafeHtml {
  return safe(escapeHtml(value));
}

/** A paragraph made of built parts, e.g. `text()` around a `link()`. */
export function paragraphOf(...parts: SafeHtml[]): SafeHtml {
  return safe(`<p style="margin:0 0 12px">${parts.join("")}</p>`);
}

/** A line break inside a paragraph. */
export const lineBreak: SafeHtml = safe("<br>");

/** A paragraph that must not be missed, e.g. a warning to the admins. */
export function callout(value: string): SafeHtml {
  return safe(
    `<p role="note" style="margin:0 0 12px;padding:12px;border-left:4px solid #b45309;background:#fef3c7;font-weight:bold">${multiline(value)}</p>`,
  );
}

/** A bulleted list. */
export function bulletList(items: readonly string[]): SafeHtml {
  return safe(
    `<ul style="margin:0 0 12px;padding-left:20px">${items.map((item) => `<li style="margin:0 0 4px">${escapeHtml(item)}</li>`).join("")}</ul>`,
  );
}

/** A link whose text says where it goes (never "click here"). */
export function link(href: string, label: string): SafeHtml {
  return safe(`<a href="${escapeHtml(href)}" style="color:#0b63a5;text-decoration:underline">${escapeHtml(label)}</a>`);
}

/** A phone number's call link, held on one line (a number broken across two lines is misread). */
export function phoneLink(href: string, phone: string): SafeHtml {
  return safe(`<a href="${escapeHtml(href)}" style="color:#0b63a5;text-decoration:underline;white-space:nowrap">${escapeHtml(phone)}</a>`);
}

/** A two-column table of labelled values, with row headers for screen readers. */
export function detailsTable(rows: readonly (readonly [label: string, value: string])[]): SafeHtml {
  const body = rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${multiline(value)}</td></tr>`,
    )
    .join("");
  return safe(`<table style="border-collapse:collapse;margin:0 0 12px">${body}</table>`);
}

/** A complete HTML document in `lang` (English by default) around the given blocks. */
export function htmlDocument(title: string, blocks: readonly SafeHtml[], lang: Locale = "en"): string {
  return [
    "<!doctype html>",
    `<html lang="${lang}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f4f6"><div style="${FONT};max-width:600px;margin:0 auto;padding:24px;background:#ffffff">`,
    ...blocks,
    "</div></body>",
    "</html>",
  ].join("\n");
}

function multiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>");
}

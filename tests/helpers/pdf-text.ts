/**
 * A PDF's text as PDF.js reads it (what a reader's search or copy finds), for the contract tests in
 * tests/quotes and the browser tests: each page's text runs joined by spaces, any run of white space
 * (a no-break space too) as one space.
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Each page's text. */
export async function pdfPages(bytes: ArrayBuffer | Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str : ""))
        .join(" ")
        .replace(/\s+/g, " "),
    );
  }
  return pages;
}

/** Each line of text as drawn (a wrapped cell is several lines), white space as in pdfPages, empty lines left out. */
export async function pdfLines(bytes: ArrayBuffer | Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    let line = "";
    for (const item of (await (await pdf.getPage(number)).getTextContent()).items) {
      if (!("str" in item)) continue;
      line += item.str;
      if (!item.hasEOL) continue;
      if (line.trim()) lines.push(line.replace(/\s+/g, " ").trim());
      line = "";
    }
    if (line.trim()) lines.push(line.replace(/\s+/g, " ").trim());
  }
  return lines;
}

/** The whole document's text. */
export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join(" ");
}

/**
 * Just enough MIME parsing to assert on what nodemailer produced: headers, nested
 * multiparts, and base64 / quoted-printable bodies decoded to text.
 */

export interface MimePart {
  /** Header names in lower case, folded lines joined. */
  headers: Record<string, string>;
  /** The decoded body of a leaf part; empty for a multipart. */
  body: string;
  parts: MimePart[];
}

/** Parses a raw RFC 822 message. */
export function parseMime(raw: string): MimePart {
  const normalized = raw.replace(/\r\n/g, "\n");
  const split = normalized.indexOf("\n\n");
  const head = split === -1 ? normalized : normalized.slice(0, split);
  const content = split === -1 ? "" : normalized.slice(split + 2);
  const headers = parseHeaders(head);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  if (boundary && /^multipart\//i.test(headers["content-type"] ?? "")) {
    const sections = content.split(`--${boundary}`).slice(1);
    const parts = sections.filter((section) => !section.startsWith("--")).map((section) => parseMime(section.replace(/^\n/, "")));
    return { headers, body: "", parts };
  }
  return { headers, body: decodeBody(content, headers["content-transfer-encoding"]), parts: [] };
}

/** Every leaf part, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts);
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding = "7bit"): string {
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined[index] === "=" ? /^[0-9A-F]{2}/i.exec(joined.slice(index + 1, index + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      index += 2;
    } else {
      bytes.push(joined.charCodeAt(index));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

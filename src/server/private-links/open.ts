/**
 * Reading a private link from a request. The dispatcher hands each function the path's `:token`
 * as it came, percent-encoded (`params.token`, src/server/http/serve.ts): it is decoded here, and
 * anything not shaped like a token is turned away before any query, so junk never reaches the
 * database and a mangled link is a 404, never a 500.
 */
import type { Locale } from "@/i18n/locales";
import type { Database } from "../db/client";
import { NotFoundError } from "../http/errors";
import { decodePathSegment } from "../http/ids";
import type { PrivateDocument } from "./documents";
import { hashLinkToken, isLinkTokenShape, type MintedLink } from "./tokens";

/** The token a path's `:token` names, decoded, and its hash; null for anything not shaped like a token. */
export function linkOfParam(raw: string | undefined): MintedLink | null {
  const token = decodePathSegment(raw ?? "");
  return token !== null && isLinkTokenShape(token) ? { token, tokenHash: hashLinkToken(token) } : null;
}

/** The link a path's `:token` names for `document`; a 404 in `locale` for anything not shaped like a token. No query is made. */
export function requireLink(
  document: Pick<PrivateDocument<unknown>, "unknown">,
  raw: string | undefined,
  locale: Locale = "en",
): MintedLink {
  const link = linkOfParam(raw);
  if (!link) throw new NotFoundError(document.unknown(locale));
  return link;
}

/**
 * What the link a path's `:token` names opens of `document` at `now`, with the link; a 404 in
 * `locale` for anything not shaped like a token, and for an unknown, retired or expired link.
 */
export async function openLink<Opened>(
  db: Database,
  document: PrivateDocument<Opened>,
  raw: string | undefined,
  { now, locale = "en" }: { now: Date; locale?: Locale },
): Promise<MintedLink & { opened: Opened }> {
  const link = requireLink(document, raw, locale);
  const opened = await document.open(db, link.tokenHash, now);
  if (opened === null) throw new NotFoundError(document.unknown(locale));
  return { ...link, opened };
}

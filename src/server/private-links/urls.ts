/** A private link's address: the site's origin, the document's page in the reader's language, and the token. */
import type { Locale } from "@/i18n/locales";
import { localizePath } from "@/i18n/paths";
import { siteOrigin } from "../env";
import type { PrivateDocument } from "./documents";

/** The settings an address reads: the site's origin (the running site's by default). */
export type OriginEnv = Parameters<typeof siteOrigin>[0];

/** The URL of `document`'s page for `token`, in `locale`: https://…/quote/{token}, https://…/es/quote/{token}. */
export function linkUrl(document: Pick<PrivateDocument<unknown>, "page">, token: string, locale: Locale, env?: OriginEnv): string {
  return `${siteOrigin(env)}${localizePath(document.page, locale)}/${token}`;
}

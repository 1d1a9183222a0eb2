/**
 * The values of `{{phone}}`, `{{hours}}` and the other content tokens: the business facts, known
 * before any content loads, and the service area, the city pages' names as the content layer
 * wrote them (src/config/service-cities.ts), read only where a text names the area.
 */
import { business } from "./business";
import { serviceCities } from "./service-cities";
import { businessTokenValues, fillBusinessTokens, hasBusinessToken } from "../core/server/business-tokens";

// Content is read on pages: `{{phone}}` is the number as a page shows it, never broken across two lines.
const facts = {
  phone: { display: business.phone.shown, href: business.phone.href },
  license: business.rocLicense.number,
  hours: business.hours,
};

/** Every token, its name at least: the service area's values are empty here (checks read only the names; fillContentTokens fills the real list). */
export const businessTokens = businessTokenValues({ ...facts, serviceCities: [] });

/** `{{serviceArea}}` and `{{serviceAreaEs}}`, the tokens that need the city pages. */
const SERVICE_AREA_TOKEN = /\{\{\s*serviceArea(Es)?\s*\}\}/;

/** `text` with its business tokens filled; `where` names the file in the error for an unknown token. */
export function fillContentTokens(text: string, where: string): string {
  if (!hasBusinessToken(text)) return text;
  const values = SERVICE_AREA_TOKEN.test(text) ? businessTokenValues({ ...facts, serviceCities: serviceCities() }) : businessTokens;
  return fillBusinessTokens(text, values, where);
}

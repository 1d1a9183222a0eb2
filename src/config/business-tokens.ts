import { business } from "./business";
import { serviceCities } from "./service-cities";
import { businessTokenValues, fillBusinessTokens, hasBusinessToken } from "../core/business-tokens";

/** The values of `{{phone}}`, `{{hours}}` and the other content tokens: the business facts and the city pages. */
export const businessTokens = businessTokenValues({
  phone: business.phone,
  license: business.rocLicense.number,
  hours: business.hours,
  serviceCities: serviceCities(),
});

/** `text` with its business tokens filled; `where` names the file in the error for an unknown token. */
export function fillContentTokens(text: string, where: string): string {
  return hasBusinessToken(text) ? fillBusinessTokens(text, businessTokens, where) : text;
}

/**
 * The server's second look at a number someone asks us to text: is it in service? The rule in
 * src/core/nanp.ts runs in the browser too, so it knows only what never is a place (premium,
 * toll-free, the Caribbean's +1 countries, N11 and reserved codes). Which area codes are
 * assigned changes every year; libphonenumber's full metadata (Google's, updated with each
 * release) knows, and at 150 KB it belongs on the server. An unassigned code (222, 288) or a
 * non-geographic one (Canada's 600s) is refused here with the same field error.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import * as z from "zod/mini";
import { nanpDigits, toTextableNumber } from "@/core/nanp";
import type { Locale } from "@/i18n/locales";
import { validationMessages, type ValidationMessages } from "@/i18n/validation";

/** The US, its territories, and Canada: the places of +1 numbers we text. */
const PLACES: ReadonlySet<string> = new Set(["US", "CA", "PR", "VI", "GU", "MP", "AS"]);
/** Phones of people: not premium, toll-free, personal-communication, pager or voicemail numbers. */
const LINE_TYPES: ReadonlySet<string> = new Set(["FIXED_LINE_OR_MOBILE", "FIXED_LINE", "MOBILE"]);

/** True when `raw` is a +1 number of a person in the US or Canada, with an area code in service. */
export function isAssignedNumber(raw: string): boolean {
  const digits = nanpDigits(raw);
  const number = digits ? parsePhoneNumberFromString(`+1${digits}`) : undefined;
  return Boolean(number?.isValid() && PLACES.has(number.country ?? "") && LINE_TYPES.has(number.getType() ?? ""));
}

/** The number in E.164 when both rules let it be texted, else null: what consent and replies use. */
export function textableNumber(raw: string): string | null {
  return isAssignedNumber(raw) ? toTextableNumber(raw) : null;
}

/**
 * With the box ticked, the phone must also be in service: the phone field's error, in `m`'s
 * language. A number the core rule refuses already carries that error, so it is not added twice.
 */
export function assignedWhenConsented(m: ValidationMessages) {
  return z.refine<{ phone: string; smsConsent?: boolean }>(
    (request) => !request.smsConsent || toTextableNumber(request.phone) === null || isAssignedNumber(request.phone),
    {
      message: m.phone.notTextable,
      path: ["phone"],
    },
  );
}

/** A request schema (booking, lead) with the in-service rule added on the server, one per language. */
export function withAssignedNumber<S extends z.ZodMiniType<{ phone: string; smsConsent?: boolean }>>(
  schemaFor: (locale: Locale) => S,
): (locale: Locale) => S {
  const built: Partial<Record<Locale, S>> = {};
  return (locale) => (built[locale] ??= schemaFor(locale).check(assignedWhenConsented(validationMessages[locale])));
}

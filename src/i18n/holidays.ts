/**
 * The public holidays' names in each language (the holidays themselves: src/core/holidays.ts,
 * whose ids are these keys): the booking calendar's closed days, the server's refusals and the
 * calendar settings name them. `es` must have every key `en` has.
 */
import type { Locale } from "./locales";

const en = {
  "new-years-day": "New Year's Day",
  "memorial-day": "Memorial Day",
  "independence-day": "Independence Day",
  "labor-day": "Labor Day",
  thanksgiving: "Thanksgiving",
  "day-after-thanksgiving": "Day after Thanksgiving",
  "christmas-eve": "Christmas Eve",
  "christmas-day": "Christmas Day",
};

/** The holidays' names in one language, by id. */
export type HolidayNames = typeof en;

const es: HolidayNames = {
  "new-years-day": "Año Nuevo",
  "memorial-day": "Día de los Caídos",
  "independence-day": "Día de la Independencia",
  "labor-day": "Día del Trabajo",
  thanksgiving: "Día de Acción de Gracias",
  "day-after-thanksgiving": "día después de Acción de Gracias",
  "christmas-eve": "Nochebuena",
  "christmas-day": "Navidad",
};

/** The holidays' names, by language. */
export const holidayNames: Record<Locale, HolidayNames> = { en, es };

/**
 * Business facts in written content. Markdown and frontmatter never type the phone number,
 * the hours or the service area: they write a token such as `{{phone}}` and the build fills
 * it from src/config/business.ts, so changing BUSINESS_PHONE changes every page at once.
 * Tokens that read as a sentence exist once per language (`{{hours}}`, `{{hoursEs}}`).
 */

/** A token the content used that has no value: a typo, or a fact the configuration lacks. */
export class UnknownBusinessTokenError extends Error {
  constructor(
    readonly token: string,
    readonly where: string,
  ) {
    super(`${where}: unknown business token {{${token}}}; the tokens are listed in README "Editing content".`);
    this.name = "UnknownBusinessTokenError";
  }
}

/** One opening-hours row as business.ts states it. */
export interface HoursRow {
  days: readonly string[];
  opens: string | null;
  closes: string | null;
}

/** The facts the tokens draw from (a subset of `business`). */
export interface TokenFacts {
  phone: { display: string; href: string };
  /** The ROC licence number, or undefined while the owner has not set ROC_LICENSE. */
  license: string | undefined;
  hours: readonly HoursRow[];
  serviceCities: readonly { name: string }[];
}

// {{name}}: letters only, optional spaces inside the braces.
const TOKEN = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

const DAY_NAMES = {
  en: { Monday: "Monday", Tuesday: "Tuesday", Wednesday: "Wednesday", Thursday: "Thursday", Friday: "Friday", Saturday: "Saturday", Sunday: "Sunday" },
  es: { Monday: "lunes", Tuesday: "martes", Wednesday: "miércoles", Thursday: "jueves", Friday: "viernes", Saturday: "sábados", Sunday: "domingos" },
} as const;

type Language = keyof typeof DAY_NAMES;

/** "7 AM", "5:30 PM" from "07:00", "17:30". */
function clock(time: string): string {
  const [hour, minute] = time.split(":").map(Number);
  const suffix = hour < 12 ? "AM" : "PM";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return minute ? `${twelve}:${String(minute).padStart(2, "0")} ${suffix}` : `${twelve} ${suffix}`;
}

function dayName(day: string, language: Language): string {
  return DAY_NAMES[language][day as keyof (typeof DAY_NAMES)["en"]] ?? day;
}

/** The opening hours as a phrase: "Monday to Friday 7 AM to 5 PM, Saturday 8 AM to 4 PM, closed Sunday". */
export function hoursPhrase(hours: readonly HoursRow[], language: Language): string {
  const parts = hours.map((row) => {
    const first = dayName(row.days[0], language);
    const last = dayName(row.days[row.days.length - 1], language);
    if (language === "en") {
      const days = row.days.length > 1 ? `${first} to ${last}` : first;
      return row.opens && row.closes ? `${days} ${clock(row.opens)} to ${clock(row.closes)}` : `closed ${days}`;
    }
    const days = row.days.length > 1 ? `de ${first} a ${last}` : `los ${first}`;
    return row.opens && row.closes ? `${days} de ${clock(row.opens)} a ${clock(row.closes)}` : `${days} cerrado`;
  });
  return parts.join(", ");
}

/** "Gilbert, Mesa and Glendale" / "Gilbert, Mesa y Glendale". */
function listPhrase(names: readonly string[], language: Language): string {
  const and = language === "en" ? "and" : "y";
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} ${and} ${names[names.length - 1]}` : (names[0] ?? "");
}

/** Every token's value; the licence token is absent while ROC_LICENSE is unset. */
export function businessTokenValues(facts: TokenFacts): Record<string, string> {
  const names = facts.serviceCities.map((city) => city.name);
  return {
    phone: facts.phone.display,
    phoneLink: facts.phone.href,
    ...(facts.license ? { license: facts.license } : {}),
    hours: hoursPhrase(facts.hours, "en"),
    hoursEs: hoursPhrase(facts.hours, "es"),
    serviceArea: listPhrase(names, "en"),
    serviceAreaEs: listPhrase(names, "es"),
  };
}

/** True when `text` holds a token, so callers can skip the work for most strings. */
export function hasBusinessToken(text: string): boolean {
  return text.includes("{{");
}

/** `text` with each `{{token}}` replaced; throws UnknownBusinessTokenError naming `where` for an unknown one. */
export function fillBusinessTokens(text: string, values: Readonly<Record<string, string>>, where: string): string {
  return text.replace(TOKEN, (_match, token: string) => {
    const value = Object.hasOwn(values, token) ? values[token] : undefined;
    if (value === undefined) throw new UnknownBusinessTokenError(token, where);
    return value;
  });
}

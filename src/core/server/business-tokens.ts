/**
 * Business facts in written content. Markdown and frontmatter never type the phone number,
 * the hours or the service area: they write a token such as `{{phone}}` and the build fills
 * it from the business facts (src/config/business.ts) and the city pages, so changing the
 * phone changes every page at once.
 * Tokens that read as a sentence exist once per language (`{{hours}}`, `{{hoursEs}}`).
 */
import { formatClock } from "../../i18n/dates";
import { closestName } from "./closest-name";

/** A token the content used that has no value: a typo, or a fact the configuration lacks. */
export class UnknownBusinessTokenError extends Error {
  constructor(
    readonly token: string,
    readonly where: string,
    known: readonly string[] = [],
  ) {
    super(`${where}: unknown business token {{${token}}}; ${tokenHint(token, known)}`);
    this.name = "UnknownBusinessTokenError";
  }
}

/** "did you mean {{phone}}?" for a near miss, else the list of tokens there are. */
export function tokenHint(token: string, known: readonly string[]): string {
  if (token === "license")
    return "it has a value only once the ROC license number is set (rocLicense in src/content/business/business.json, Business facts in the CMS).";
  const near = closestName(token, known);
  const all = known.map((name) => `{{${name}}}`).join(", ");
  return near ? `did you mean {{${near}}}? (the tokens: ${all})` : `the tokens are ${all || "listed in docs/editing-content.md"}.`;
}

/** One opening-hours row as src/config/business.ts states it. */
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

// {{name}}: letters only, optional spaces inside the braces; the full stop after it is caught
// too, so a value that already ends in one ("… 4 p.m.") never reads "p.m..".
const TOKEN = /\{\{\s*([A-Za-z]+)\s*\}\}(\.?)/g;

const DAY_NAMES = {
  en: {
    Monday: "Monday",
    Tuesday: "Tuesday",
    Wednesday: "Wednesday",
    Thursday: "Thursday",
    Friday: "Friday",
    Saturday: "Saturday",
    Sunday: "Sunday",
  },
  es: {
    Monday: "lunes",
    Tuesday: "martes",
    Wednesday: "miércoles",
    Thursday: "jueves",
    Friday: "viernes",
    Saturday: "sábados",
    Sunday: "domingos",
  },
} as const;

type Language = keyof typeof DAY_NAMES;

function dayName(day: string, language: Language): string {
  return DAY_NAMES[language][day as keyof (typeof DAY_NAMES)["en"]] ?? day;
}

/** The opening hours as a phrase: "Monday to Friday 7 a.m. to 5 p.m., Saturday 8 a.m. to 4 p.m., closed Sunday". */
export function hoursPhrase(hours: readonly HoursRow[], language: Language): string {
  const parts = hours.map((row) => {
    const first = dayName(row.days[0], language);
    const last = dayName(row.days[row.days.length - 1], language);
    if (language === "en") {
      const days = row.days.length > 1 ? `${first} to ${last}` : first;
      return row.opens && row.closes ? `${days} ${formatClock(row.opens, "en")} to ${formatClock(row.closes, "en")}` : `closed ${days}`;
    }
    const days = row.days.length > 1 ? `de ${first} a ${last}` : `los ${first}`;
    return row.opens && row.closes ? `${days} de ${formatClock(row.opens, "es")} a ${formatClock(row.closes, "es")}` : `${days} cerrado`;
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

/** Every `{{token}}` in `text` that `values` has no value for, in order of appearance. */
export function unknownBusinessTokens(text: string, values: Readonly<Record<string, string>>): string[] {
  return [...text.matchAll(TOKEN)].map((match) => match[1]!).filter((token) => !Object.hasOwn(values, token));
}

/** True when `text` holds a token, so callers can skip the work for most strings. */
export function hasBusinessToken(text: string): boolean {
  return text.includes("{{");
}

/** `text` with each `{{token}}` replaced; throws UnknownBusinessTokenError naming `where` for an unknown one. */
export function fillBusinessTokens(text: string, values: Readonly<Record<string, string>>, where: string): string {
  return text.replace(TOKEN, (_match, token: string, stop: string) => {
    const value = Object.hasOwn(values, token) ? values[token] : undefined;
    if (value === undefined) throw new UnknownBusinessTokenError(token, where, Object.keys(values));
    return value.endsWith(".") ? value : `${value}${stop}`;
  });
}

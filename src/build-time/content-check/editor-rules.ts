/**
 * The editor's rules that a machine can check in written text, one line at a time: the house
 * style of shared/review/content-2026-11.md. `npm run check:content` runs them over every content
 * file, and tests/content/editor-rules.test.ts over the word tables in code as well. Add a rule
 * here when an editor finds a new kind of mistake.
 */
import { DEFAULT_CALENDAR_SETTINGS } from "@/core/calendar-settings";

/** A pattern that must not appear in text people read. */
export interface EditorRule {
  id: string;
  /** Matches the mistake. */
  pattern: RegExp;
  /** Only Spanish text is held to it. */
  spanishOnly: boolean;
  /** What is wrong, for the message. */
  message: string;
  /** How to write it instead. */
  fix: string;
  /** Files the rule does not apply to (e.g. the page a product's full name belongs on). */
  exempt?: (file: string) => boolean;
}

const weekWords = {
  en: ["", "one", "two", "three", "four", "five", "six"],
  es: ["", "una", "dos", "tres", "cuatro", "cinco", "seis"],
} as const;

/** "five weeks" / "cinco semanas": the booking window the calendar offers, in words. */
export function bookingWindowWords(weeks = DEFAULT_CALENDAR_SETTINGS.weeksAhead): { en: string; es: string } {
  return { en: `${weekWords.en[weeks]} weeks`, es: `${weekWords.es[weeks]} semanas` };
}

function otherWeeks(weeks = DEFAULT_CALENDAR_SETTINGS.weeksAhead): RegExp {
  const others = (words: readonly string[]) => words.filter((word, index) => word && index !== weeks).join("|");
  return new RegExp(`\\b(${others(weekWords.en)}) weeks\\b|\\b(${others(weekWords.es)}) semanas\\b`, "i");
}

export const editorRules: readonly EditorRule[] = [
  {
    id: "clock-style",
    pattern: /\b\d{1,2}(:\d\d)? ?(AM|PM)\b/,
    spanishOnly: false,
    message: "a time is written 8 AM",
    fix: "Write times as 8 a.m. and 4 p.m. (in Spanish too), or use {{hours}} for the opening hours.",
  },
  {
    id: "double-stop",
    pattern: /\b[ap]\.m\.\./,
    spanishOnly: false,
    message: "a time ends with two full stops (a.m..)",
    fix: "End the sentence on the time's own full stop: …at 8 a.m.",
  },
  {
    id: "american-spelling",
    pattern:
      /\b(remodell\w*|stabilis\w*|licence|colour\w*|favour\w*|neighbour\w*|centre|behaviour|metre|aluminium|catalogue|organis(e|ed|es|ing|ations?)|summaris(e|ed|es|ing))\b/i,
    spanishOnly: false,
    message: "a British spelling",
    fix: "Use the American spelling: remodeling, license, color, neighbor, center, aluminum, catalog, organize.",
  },
  {
    id: "vinyl-250-name",
    pattern: /\b250 Series\b/,
    spanishOnly: false,
    message: "Pella's 250 Series is named by its series name",
    fix: "Call it Vinyl 250 everywhere but on its own page.",
    exempt: (file) => file.startsWith("src/content/products/pella/vinyl-250"),
  },
  {
    id: "booking-window",
    pattern: otherWeeks(),
    spanishOnly: false,
    message: "the text promises another booking window than the calendar offers",
    fix: `Visitors can book ${bookingWindowWords().en} ahead (${bookingWindowWords().es}); say that, or leave the number out.`,
  },
  {
    id: "leismo",
    pattern:
      /\b[Ll]es? (contactamos|contactaremos|contacta|contactará|llama|llamamos|llamaremos|llamará|visitamos|visitará|esperamos|atendemos|siguió)\b/,
    spanishOnly: true,
    message: "le for the person we call or contact (leísmo)",
    fix: "Use lo or la: «lo llamamos», «nos comunicamos con usted».",
  },
  {
    id: "english-in-spanish",
    pattern: /\b(retrofit|Full Lifetime|Town of|mid-century|[Tt]he (?!Lakes|Islands))\b/i,
    spanishOnly: true,
    message: "an English word in Spanish text",
    fix: "Say it in Spanish (retrofit: instalación de inserción; Full Lifetime: garantía completa de por vida); keep English only in proper names.",
  },
  {
    id: "trade-terms",
    pattern:
      /vidrio de bajo consumo|templado y opaco|contramarcos? reforzad|llegan con primer\b|lavadoras a presión|\b(el|del|al) tablaroca/i,
    spanishOnly: true,
    message: "a look-alike of the trade term the editor gives",
    fix: "Use the editor's terms: vidrio Low-E, templado y esmerilado, contrachapas, la tablaroca, hidrolavadoras.",
  },
  {
    id: "calques",
    pattern:
      /los ranchos del sur|Visítenos primero|cansad[ao]s|casas personalizadas|demasiado jóvenes|Condado Maricopa|corre la lavavajillas|Apruébelo|Constrúyalo/i,
    spanishOnly: true,
    message: "a calque the editor found",
    fix: "Rephrase it as a Mexican or US Spanish speaker would say it (see shared/review/content-2026-11.md).",
  },
];

/** One rule broken on one line. */
export interface RuleBreak {
  rule: EditorRule;
  /** 1-based line in the text given. */
  line: number;
  /** The words that broke it. */
  match: string;
}

/** Every rule `text` breaks, line by line; Spanish-only rules apply when `spanish`. */
export function breakEditorRules(text: string, file: string, spanish: boolean): RuleBreak[] {
  const breaks: RuleBreak[] = [];
  text.split("\n").forEach((line, index) => {
    for (const rule of editorRules) {
      if (rule.spanishOnly && !spanish) continue;
      if (rule.exempt?.(file)) continue;
      const match = rule.pattern.exec(line);
      if (match) breaks.push({ rule, line: index + 1, match: match[0] });
    }
  });
  return breaks;
}

/**
 * The editor's rules (shared/review/content-2026-11.md) that a machine can check, over every
 * written word: the Markdown in src/content and src/pages, the pages' descriptions in src/config,
 * the project data, and the word tables of src/i18n and the customer emails (their functions
 * called too, and the Spanish sentences built around "10:00 a.m." read as a customer reads
 * them). The rules themselves live in src/build-time/content-check/editor-rules.ts, which
 * `npm run check:content` applies to content files as an editor saves them; this test holds the
 * words in code to them too. Cheap: files and plain functions only, no build.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS } from "@/core/calendar-settings";
import { customerEmailWords } from "@/server/notify/emails/customer-words";
import { bookingCopy } from "@/i18n/booking";
import { estimateCopy } from "@/i18n/copy/estimate";
import { formatWindow } from "@/i18n/dates";
import { homeCopy } from "@/i18n/copy/home";
import { readContentFiles } from "@/build-time/content-check/content-files";
import { bookingWindowWords, editorRules } from "@/build-time/content-check/editor-rules";
import { checkZipCodes } from "@/build-time/content-check/site-checks";

const ROOT = join(__dirname, "../..");

/** The pattern of the editor's rule `id`. */
const rule = (id: string) => editorRules.find((candidate) => candidate.id === id)!.pattern;

function filesUnder(folder: string, suffix: RegExp): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && suffix.test(entry.name) && !entry.name.includes(".test."))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

// Markdown, the pages' descriptions in src/config and the project data: text people read, as written.
const markdown = [
  ...filesUnder("src/content", /\.md$/),
  ...filesUnder("src/pages", /\.(md|astro)$/),
  ...filesUnder("src/config", /^pages.*\.ts$/),
  ...filesUnder("src/data", /\.ts$/),
];
const isSpanishFile = (file: string) => file.endsWith(".es.md") || file.startsWith("src/pages/es/") || file.endsWith("pages-es.ts");
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

// Every string a word table holds, its functions called with a neutral word for each argument.
const SAMPLE = "X";
function stringsOf(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") {
    try {
      return stringsOf((value as (...args: unknown[]) => unknown)(SAMPLE, SAMPLE, SAMPLE, SAMPLE), seen);
    } catch {
      return [];
    }
  }
  if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    return Object.values(value).flatMap((item) => stringsOf(item, seen));
  }
  return [];
}

// Every exported `Record<Locale, …>` table under src/i18n, and the customer emails' words.
const tables = import.meta.glob<Record<string, unknown>>(["/src/i18n/**/*.ts", "!/src/i18n/**/*.test.ts"], { eager: true });
type Table = Record<"en" | "es", unknown>;
const isTable = (value: unknown): value is Table => !!value && typeof value === "object" && "en" in value && "es" in value;
const exported: [string, unknown][] = [
  ...Object.entries(tables).flatMap(([file, module]) =>
    Object.entries(module).map(([name, table]): [string, unknown] => [`${file} ${name}`, table]),
  ),
  ["customer-words customerEmailWords", customerEmailWords],
];
const localized = exported.flatMap(([name, table]): [string, Table][] => (isTable(table) ? [[name, table]] : []));
const spanishStrings = localized.flatMap(([name, table]) => stringsOf(table.es).map((text) => ({ name, text })));
const allStrings = localized.flatMap(([name, table]) => [...stringsOf(table.en), ...stringsOf(table.es)].map((text) => ({ name, text })));

/**
 * The Markdown lines and table strings that match `pattern`, named for the failure message; with
 * `inSpanishOnly`, only Spanish files and strings. English booking strings may hold the calendar's
 * own slot labels ("10:00 AM"), so the clock rule reads English Markdown and Spanish strings.
 */
function offenders(pattern: RegExp, inSpanishOnly: boolean): string[] {
  const files = markdown.filter((file) => !inSpanishOnly || isSpanishFile(file));
  const lines = files.flatMap((file) =>
    read(file)
      .split("\n")
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.match(pattern)![0]}`] : [])),
  );
  const strings = (inSpanishOnly ? spanishStrings : allStrings)
    .filter(({ text }) => pattern.test(text))
    .map(({ name, text }) => `${name}: ${text}`);
  return [...lines, ...strings];
}

describe("the editor's rules in both languages", () => {
  it("reads the content files and the word tables", () => {
    expect(markdown.length).toBeGreaterThan(60);
    expect(spanishStrings.length).toBeGreaterThan(300);
  });

  it("writes clock times as 8 a.m. and 4 p.m., never 8 AM in running text", () => {
    const englishStyle = rule("clock-style");
    expect(offenders(englishStyle, false).filter((line) => line.startsWith("src/"))).toEqual([]);
    expect(offenders(englishStyle, true)).toEqual([]);
  });

  it("never ends a time with two full stops (a.m..)", () => {
    expect(offenders(rule("double-stop"), false)).toEqual([]);
    const when = bookingCopy.es.dayAt("martes, 1 de diciembre de 2026", formatWindow("10:00 AM", 120, "es"));
    const sentences = [
      bookingCopy.es.widget.successText(when, "(480) 555-0100"),
      bookingCopy.es.manage.movedText(when),
      customerEmailWords.es.moved.was(when),
    ];
    expect(sentences.filter((text) => /[ap]\.m\.\./.test(text))).toEqual([]);
    // A template that puts a time or a day before its own full stop must close it with endSentence.
    const sources = [...filesUnder("src/i18n", /\.ts$/), ...filesUnder("src/server/email", /\.ts$/)];
    const bare = sources.flatMap((file) =>
      (read(file).match(/\$\{(when|time|previous|start|end|slot|day)\}\./g) ?? []).map((match) => `${file}: ${match}`),
    );
    expect(bare).toEqual([]);
  });

  it("uses American spellings", () => {
    expect(offenders(rule("american-spelling"), false)).toEqual([]);
  });

  it("gives each product one name: Pella's 250 Series is Vinyl 250 outside its own page", () => {
    expect(offenders(rule("vinyl-250-name"), false).filter((line) => !line.startsWith("src/content/products/pella/vinyl-250"))).toEqual([]);
  });

  it("lists each ZIP code under one city only", () => {
    const cities = readContentFiles(ROOT).filter((file) => file.collection?.name === "cities" && file.locale === "en");
    expect(cities.flatMap((city) => city.data?.zipCodes as string[]).length).toBeGreaterThan(30);
    expect(checkZipCodes(cities)).toEqual([]);
  });

  it("promises the booking window the calendar offers (weeksAhead), in words", () => {
    const words = bookingWindowWords(DEFAULT_CALENDAR_SETTINGS.weeksAhead);
    expect(homeCopy.en.bookText).toContain(words.en);
    expect(homeCopy.es.bookText).toContain(words.es);
    expect(JSON.stringify(estimateCopy.en)).toContain(words.en);
    expect(JSON.stringify(estimateCopy.es)).toContain(words.es);
    expect(offenders(rule("booking-window"), false)).toEqual([]);
  });
});

describe("the editor's rules in Spanish", () => {
  it("uses lo/la, not le, for the person we call or contact (no leísmo)", () => {
    expect(offenders(rule("leismo"), true)).toEqual([]);
  });

  it("leaves no English word in Spanish text", () => {
    // Source files' comments are English; their Spanish strings are read through the tables.
    const inComments = (line: string) => /^src\/\S+\.(astro|ts):/.test(line);
    expect(offenders(rule("english-in-spanish"), true).filter((line) => !inComments(line))).toEqual([]);
  });

  it("uses the trade terms the editor gives, not look-alikes", () => {
    expect(offenders(rule("trade-terms"), true)).toEqual([]);
  });

  it("has none of the calques the editor found", () => {
    expect(offenders(rule("calques"), true)).toEqual([]);
  });
});

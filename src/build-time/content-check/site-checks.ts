/**
 * Checks across files: every English page has its Spanish twin (or says it is English only),
 * every Spanish file translates an English one with lists of the same length, each ZIP code
 * belongs to one city, each product line sits in the folder of a brand that exists, and pages
 * that state prices, rebates or programs say when someone last checked them.
 */
import { mergeTranslation } from "@/i18n/merge";
import { twinOf, type ContentFile } from "./content-files";
import { error, warning, type ContentProblem } from "./problems";

/** English pages without a Spanish file, and Spanish files without an English one. */
export function checkTwins(files: readonly ContentFile[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const file of files.filter((candidate) => candidate.kind !== "business")) {
    const twin = twinOf(file, files);
    if (file.locale === "en" && !twin && file.data?.englishOnly !== true) {
      const spanishPath = file.kind === "page" ? file.path.replace("src/pages/", "src/pages/es/") : file.path.replace(/\.md$/, ".es.md");
      problems.push(
        error({
          file: file.path,
          field: "englishOnly",
          message: `the page has no Spanish version (${spanishPath})`,
          fix: `Add ${spanishPath} with the page's words in Spanish (the CMS's Spanish side writes it), or set englishOnly: true if it stays in English on purpose.`,
        }),
      );
    }
    if (file.locale === "es" && !twin) {
      problems.push(
        error({
          file: file.path,
          message: "it translates a page that does not exist in English",
          fix: "Name it after the English file it translates (mesa.md → mesa.es.md, src/pages/x.md → src/pages/es/x.md), or remove it.",
        }),
      );
    }
  }
  return problems;
}

/** Spanish lists that do not line up with the English ones (src/i18n/merge.ts would refuse them). */
export function checkTranslationShapes(files: readonly ContentFile[]): ContentProblem[] {
  return files.flatMap((file) => {
    if (file.kind !== "collection" || file.locale !== "es" || !file.data) return [];
    const english = twinOf(file, files)?.data;
    if (!english) return [];
    const { colorNames, ...words } = file.data;
    const problems: ContentProblem[] = [];
    try {
      mergeTranslation(english, words);
    } catch (failure) {
      const field = (failure as { field?: string }).field;
      problems.push(
        error({
          file: file.path,
          field,
          message: (failure as Error).message,
          fix: "Translate every item of the English list, in the same order.",
        }),
      );
    }
    if (Array.isArray(colorNames) && Array.isArray(english.colors) && colorNames.length !== english.colors.length) {
      problems.push(
        error({
          file: file.path,
          field: "colorNames",
          message: `colorNames has ${colorNames.length} names but the English file has ${english.colors.length} colors`,
          fix: "Name every English color, in the same order.",
        }),
      );
    }
    return problems;
  });
}

/** ZIP codes that more than one city lists. */
export function checkZipCodes(files: readonly ContentFile[]): ContentProblem[] {
  const owners = new Map<string, ContentFile[]>();
  for (const file of files) {
    if (file.collection?.name !== "cities" || file.locale !== "en" || !Array.isArray(file.data?.zipCodes)) continue;
    for (const zip of file.data.zipCodes) owners.set(String(zip), [...(owners.get(String(zip)) ?? []), file]);
  }
  return [...owners].flatMap(([zip, cities]) =>
    cities.length < 2
      ? []
      : cities.map((city) => {
          const others = cities.filter((other) => other !== city).map((other) => other.path);
          return error({
            file: city.path,
            field: "zipCodes",
            message: `ZIP code ${zip} is also listed by ${others.join(", ")}`,
            fix: `Keep ${zip} under the one city it belongs to: a booking's ZIP code must name one city.`,
          });
        }),
  );
}

/** Product lines whose brand has no page, or that sit in another brand's folder. */
export function checkBrands(files: readonly ContentFile[]): ContentProblem[] {
  const brands = new Set(files.filter((file) => file.collection?.name === "brands" && file.locale === "en").map((file) => file.id));
  return files.flatMap((file) => {
    if (file.collection?.name !== "products" || file.locale !== "en" || typeof file.data?.brand !== "string") return [];
    const brand = file.data.brand;
    const folder = file.id.split("/")[0]!;
    if (!brands.has(brand))
      return [
        error({
          file: file.path,
          field: "brand",
          message: `brand ${brand} has no brand page`,
          fix: `Use one of: ${[...brands].join(", ")}, or add src/content/brands/${brand}.md first.`,
        }),
      ];
    if (folder !== brand)
      return [
        error({
          file: file.path,
          field: "brand",
          message: `the file is in the ${folder} folder but names brand ${brand}`,
          fix: `Move it to src/content/products/${brand}/, or set brand: ${folder}.`,
        }),
      ];
    return [];
  });
}

/** Words and figures that make a page state prices, rebates or programs (in either language). */
const STATES_PRICES =
  /\$\s?\d|\brebates?\b|\btax credits?\b|\bincentives?\b|\b(efficiency|rebate|utility|incentive) programs?\b|\breembolsos?\b|\bcréditos? fiscal(es)?\b|\bprogramas? de (eficiencia|reembolso)/i;

/** Whether a page (English file with its Spanish twin) states prices, rebates or programs. */
export function statesPrices(file: ContentFile, twin: ContentFile | undefined): boolean {
  const data = file.data ?? {};
  const facts =
    data.priceRange !== undefined ||
    data.priceNote !== undefined ||
    data.incentive !== undefined ||
    (Array.isArray(data.incentives) && data.incentives.length > 0);
  return facts || STATES_PRICES.test(file.text) || STATES_PRICES.test(twin?.text ?? "");
}

/** Six months after this day, a price check is due again. */
export function checkDue(reviewed: Date): Date {
  const due = new Date(reviewed);
  due.setUTCMonth(due.getUTCMonth() + 6);
  return due;
}

/** Pages that state prices, rebates or programs without saying when they were checked, or whose check is six months old. */
export function checkFreshness(files: readonly ContentFile[], now: Date): ContentProblem[] {
  return files.flatMap((file) => {
    // A Spanish collection file takes the date from its English file; a Spanish plain page has its own.
    if (file.kind === "business" || !file.data || (file.kind === "collection" && file.locale === "es")) return [];
    const reviewed = file.data.reviewed;
    if (reviewed === undefined) {
      if (!statesPrices(file, file.kind === "collection" ? twinOf(file, files) : undefined)) return [];
      return [
        error({
          file: file.path,
          field: "reviewed",
          message: "the page states prices, rebates or programs but not when they were last checked",
          fix: "Check them against their sources, then set reviewed: to today's date (YYYY-MM-DD); the page shows the month.",
        }),
      ];
    }
    const day = reviewed instanceof Date ? reviewed : new Date(String(reviewed));
    if (Number.isNaN(day.getTime()) || checkDue(day) > now) return [];
    return [
      warning({
        file: file.path,
        field: "reviewed",
        message: `prices, rebates and programs were last checked on ${day.toISOString().slice(0, 10)}, more than six months ago`,
        fix: "Check them against their sources again, then set reviewed: to that day.",
      }),
    ];
  });
}

/** Arizona requires the ROC licence number in advertising: a production deploy must carry it. */
export function checkLicence(licence: string | undefined, context: string | undefined, file: string): ContentProblem[] {
  if (licence) return [];
  const message = "no ROC license number is set, so the footer shows no license line";
  const fix =
    "Set rocLicense (e.g. ROC 123456) in this file or in the CMS's Business facts, or the ROC_LICENSE environment variable in Netlify.";
  return [
    context === "production"
      ? error({ file, field: "rocLicense", message: `${message}; a production deploy needs it (Arizona requires it in advertising)`, fix })
      : warning({ file, field: "rocLicense", message, fix }),
  ];
}

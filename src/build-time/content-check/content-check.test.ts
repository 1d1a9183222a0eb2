import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { businessTokens } from "@/config/business-tokens";
import { contentCollectionsByName } from "@/build-time/content-schemas/collections";
import { serviceCitiesOf } from "@/build-time/service-cities-loader";
import { useCheckedServiceCities } from "@/config/service-cities";
import { cityEntriesOf, parseContentFile, readContentFiles, type ContentFile } from "./content-files";
import { checkContent, formatReport, type CheckOptions } from "./index";

const root = join(import.meta.dirname, "../../..");
const real = readContentFiles(root);
// The {{serviceArea}} token names the city pages read here, as `npm run check:content` does, not a build's list.
useCheckedServiceCities(serviceCitiesOf(cityEntriesOf(real)));
const NOW = new Date("2026-11-26T12:00:00Z");
const options: CheckOptions = {
  fileExists: (path) => existsSync(join(root, path)),
  tokens: businessTokens,
  licence: "ROC 123456",
  context: undefined,
  now: NOW,
};

/** The project's files with `path` replaced by `text` (or removed when text is null), plus any extra files. */
function withFile(path: string, text: string | null, extra: ContentFile[] = []): ContentFile[] {
  const files = real.flatMap((file) => (file.path !== path ? [file] : text === null ? [] : [parseContentFile(path, text, file)]));
  return [...files, ...extra];
}

const read = (path: string) => readFileSync(join(root, path), "utf8");
const errorsOf = (files: ContentFile[], overrides: Partial<CheckOptions> = {}) =>
  checkContent(files, { ...options, ...overrides }).filter((problem) => problem.level === "error");

describe("checkContent", () => {
  it("finds no error in the project's content", () => {
    expect(errorsOf(real)).toEqual([]);
  });

  it("names the file and the misspelt field, with the field it means", () => {
    const mesa = read("src/content/cities/mesa.md").replace("seoTitle:", "seoTitel:");
    const errors = errorsOf(withFile("src/content/cities/mesa.md", mesa));
    expect(errors).toContainEqual(
      expect.objectContaining({
        file: "src/content/cities/mesa.md",
        field: "seoTitel",
        message: "seoTitel is not a field of this file, so nothing reads it",
        fix: "Did you mean seoTitle? Rename it.",
      }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({ file: "src/content/cities/mesa.md", field: "seoTitle", message: "seoTitle is missing" }),
    );
  });

  it("stops a misspelt business token in the body, naming it and the line, with the token it means", () => {
    const guide = "src/content/posts/gilbert-windows-doors-guide.md";
    const text = read(guide).replace("Most Gilbert homes", "Call {{phnoe}}. Most Gilbert homes");
    const errors = errorsOf(withFile(guide, text));
    expect(errors).toEqual([
      expect.objectContaining({
        file: guide,
        field: "body",
        line: 15,
        message: "unknown business token {{phnoe}}: the page would be published without this text",
        fix: expect.stringContaining("did you mean {{phone}}?"),
      }),
    ]);
  });

  it("names a picture that does not exist", () => {
    const path = "src/content/cities/mesa.md";
    const errors = errorsOf(withFile(path, read(path).replace("city-mesa.jpg", "city-mesa-new.jpg")));
    expect(errors).toEqual([
      expect.objectContaining({
        file: path,
        field: "image",
        message: "the picture @/assets/photos/city-mesa-new.jpg does not exist (no file src/assets/photos/city-mesa-new.jpg)",
      }),
    ]);
  });

  it("asks for the Spanish twin of an English page, unless it is English only", () => {
    const errors = errorsOf(withFile("src/content/cities/mesa.es.md", null));
    expect(errors).toEqual([
      expect.objectContaining({
        file: "src/content/cities/mesa.md",
        field: "englishOnly",
        message: "the page has no Spanish version (src/content/cities/mesa.es.md)",
      }),
    ]);
    const englishOnly = read("src/content/cities/mesa.md").replace("englishOnly: false", "englishOnly: true");
    expect(
      errorsOf(withFile("src/content/cities/mesa.md", englishOnly).filter((file) => file.path !== "src/content/cities/mesa.es.md")),
    ).toEqual([]);
  });

  it("refuses a ZIP code listed by two cities, naming both files", () => {
    const path = "src/content/cities/tempe.md";
    const tempe = read(path).replace("zipCodes:\n", "zipCodes:\n  - '85201'\n");
    const errors = errorsOf(withFile(path, tempe));
    expect(errors).toEqual([
      expect.objectContaining({
        file: "src/content/cities/mesa.md",
        field: "zipCodes",
        message: "ZIP code 85201 is also listed by src/content/cities/tempe.md",
      }),
      expect.objectContaining({ file: path, field: "zipCodes", message: "ZIP code 85201 is also listed by src/content/cities/mesa.md" }),
    ]);
  });

  it("takes a new city as its two files, with no list to edit", () => {
    const english = parseContentFile(
      "src/content/cities/queen-creek.md",
      read("src/content/cities/mesa.md")
        .replace("name: Mesa", "name: Queen Creek")
        .replace(/zipCodes:\n( {2}- '\d+'\n)+/, "zipCodes:\n  - '85142'\n"),
      { kind: "collection", collection: contentCollectionsByName.cities, locale: "en", id: "queen-creek" },
    );
    const spanish = parseContentFile("src/content/cities/queen-creek.es.md", read("src/content/cities/mesa.es.md"), {
      kind: "collection",
      collection: contentCollectionsByName.cities,
      locale: "es",
      id: "queen-creek",
    });
    expect(errorsOf([...real, english, spanish])).toEqual([]);
  });

  it("refuses a fact in a Spanish file, which holds only words", () => {
    const path = "src/content/cities/mesa.es.md";
    const errors = errorsOf(withFile(path, read(path).replace("driveTime:", "order: 2\ndriveTime:")));
    expect(errors).toEqual([
      expect.objectContaining({ file: path, field: "order", message: "order is a fact, and a Spanish file holds only words" }),
    ]);
  });

  it("names a link to a page that does not exist", () => {
    const path = "src/pages/warranty.md";
    const errors = errorsOf(withFile(path, `${read(path)}\nSee [our guarantee](/guarantee).\n`));
    expect(errors).toEqual([
      expect.objectContaining({ file: path, field: "body", message: "links to /guarantee, which is no page of the site" }),
    ]);
  });

  it("applies the editor's rules to content, naming the line", () => {
    const path = "src/pages/warranty.md";
    const errors = errorsOf(withFile(path, `${read(path)}\nWe open at 8 AM.\n`));
    expect(errors).toEqual([expect.objectContaining({ file: path, field: "body", message: "a time is written 8 AM: “8 AM”" })]);
  });

  it("asks when prices were checked, and warns six months later", () => {
    const path = "src/content/products/milgard/tuscany-v400.md";
    const text = read(path);
    expect(errorsOf(withFile(path, text.replace(/reviewed: .*\n/, "")))).toEqual([
      expect.objectContaining({ file: path, field: "reviewed", message: "reviewed is missing" }),
    ]);
    const stale = checkContent(real, { ...options, now: new Date("2027-05-25T00:00:00Z") }).filter(
      (problem) => problem.field === "reviewed",
    );
    expect(stale.length).toBeGreaterThan(10);
    expect(stale.every((problem) => problem.level === "warning")).toBe(true);
    expect(
      checkContent(real, { ...options, now: new Date("2027-05-23T00:00:00Z") }).filter((problem) => problem.field === "reviewed"),
    ).toEqual([]);
  });

  it("makes a missing ROC license an error on a production deploy only", () => {
    const licence = (context: string | undefined) =>
      checkContent(real, { ...options, licence: undefined, context }).filter((problem) => problem.field === "rocLicense");
    expect(licence("production")).toEqual([expect.objectContaining({ level: "error", file: "src/content/business/business.json" })]);
    expect(licence("deploy-preview")).toEqual([expect.objectContaining({ level: "warning" })]);
  });
});

describe("formatReport", () => {
  it("groups problems by file, errors first, each with its fix", () => {
    const report = formatReport(
      [
        { file: "a.md", field: "title", level: "warning", message: "m1", fix: "f1" },
        { file: "a.md", field: "body", line: 3, level: "error", message: "m2", fix: "f2" },
      ],
      2,
    );
    expect(report).toBe(
      "a.md\n  ✗ error   body, line 3: m2\n             Fix: f2\n  ! warning title: m1\n             Fix: f1\n\nContent check: 2 files, 1 error, 1 warning.",
    );
  });
});

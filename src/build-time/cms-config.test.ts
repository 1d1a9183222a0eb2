import type { EntryCollection, Field, FileCollection } from "@sveltia/cms";
import { describe, expect, it } from "vitest";
import { cmsConfig, githubRepository } from "./cms-config";

const config = cmsConfig({ repo: "owner/site", branch: "main", siteUrl: "https://www.example.com" });
const collection = (name: string) =>
  config.collections!.find((candidate) => "name" in candidate && candidate.name === name) as EntryCollection;
const field = (fields: readonly Field[], name: string) => fields.find((candidate) => candidate.name === name)!;

describe("cmsConfig", () => {
  it("signs in with GitHub through Netlify and sends every change through a branch and a deploy preview", () => {
    expect(config.backend).toMatchObject({
      name: "github",
      repo: "owner/site",
      branch: "main",
      base_url: "https://api.netlify.com",
      auth_methods: ["oauth"],
    });
    expect(config.publish_mode).toBe("editorial_workflow");
  });

  it("keeps the x.md + x.es.md pairs and puts pictures in src/assets/photos, named by alias", () => {
    expect(config.i18n).toEqual({
      structure: "multiple_files",
      locales: ["en", "es"],
      default_locale: "en",
      omit_default_locale_from_file_path: true,
    });
    expect([config.media_folder, config.public_folder]).toEqual(["src/assets/photos", "@/assets/photos"]);
  });

  it("has a collection per kind of content, plain pages and the business facts", () => {
    expect(config.collections!.map((entry) => ("name" in entry ? entry.name : ""))).toEqual([
      "cities",
      "services",
      "products",
      "brands",
      "posts",
      "pages",
      "business",
    ]);
    expect(collection("services")).toMatchObject({ folder: "src/content/services", nested: { depth: 2, subfolders: false }, i18n: true });
    expect(collection("pages").folder).toBe("src/pages/{{locale}}");
  });

  it("gives each field the schema's label, hint and rules", () => {
    const cities = collection("cities").fields;
    expect(field(cities, "seoTitle")).toEqual({
      name: "seoTitle",
      label: "Search title",
      hint: "What search results show, 10-60 characters; the business name is added when it fits.",
      required: true,
      i18n: "translate",
      minlength: 10,
      maxlength: 60,
      widget: "string",
    });
    expect(field(cities, "zipCodes")).toMatchObject({
      widget: "list",
      min: 1,
      i18n: "none",
      field: { widget: "string", pattern: ["^\\d{5}$", "A ZIP code has five digits, e.g. 85201."] },
    });
    expect(field(cities, "image")).toMatchObject({ widget: "image", required: true, i18n: "none" });
    expect(field(cities, "reviewed")).toMatchObject({ widget: "datetime", type: "date", format: "YYYY-MM-DD", required: false });
  });

  it("translates side by side exactly the fields the Spanish schema takes, required in English only where Spanish may leave them out", () => {
    const cities = collection("cities").fields;
    expect(field(cities, "title")).toMatchObject({ i18n: "translate", required: true });
    expect(field(cities, "intro")).toMatchObject({ i18n: "translate", required: ["en"] });
    expect(field(cities, "order")).toMatchObject({ i18n: "none" });
    const products = collection("products").fields;
    const names = products.map((entry) => entry.name);
    expect(names.slice(names.indexOf("colors"), names.indexOf("colors") + 3)).toEqual(["colors", "colorNames", "styles"]);
    expect(field(products, "brand")).toMatchObject({ widget: "relation", collection: "brands", value_field: "{{slug}}" });
  });

  it("copies a plain page's facts to its Spanish page, which must state them too", () => {
    const pages = collection("pages").fields;
    // A page needs no layout line (it gets the site's), so the CMS writes none.
    expect(pages.map((entry) => entry.name)).not.toContain("layout");
    expect(field(pages, "noindex")).toMatchObject({ i18n: "duplicate" });
    expect(field(pages, "footer")).toMatchObject({ i18n: "none" });
    expect(field(pages, "name")).toMatchObject({ i18n: "translate" });
  });

  it("edits the business facts file as JSON", () => {
    const business = config.collections!.find((entry) => "name" in entry && entry.name === "business") as FileCollection;
    expect(business.files[0]).toMatchObject({ file: "src/content/business/business.json", format: "json" });
    expect(field(business.files[0]!.fields, "rocLicense")).toMatchObject({
      label: "ROC license number",
      required: false,
      pattern: [
        "^(?:[Rr][Oo][Cc][\\s-]?)?\\d{5,6}$",
        "Write the license number as ROC and its digits, e.g. ROC 123456, or the digits alone.",
      ],
    });
  });
});

describe("githubRepository", () => {
  it("reads owner/name from the addresses Netlify gives", () => {
    expect(githubRepository("https://github.com/owner/site")).toBe("owner/site");
    expect(githubRepository("git@github.com:owner/site.git")).toBe("owner/site");
    expect(githubRepository("owner/site")).toBe("owner/site");
  });
  it("names a placeholder only the local mode works with when there is none", () => {
    expect(githubRepository(undefined)).toBe("local/working-copy");
  });
});

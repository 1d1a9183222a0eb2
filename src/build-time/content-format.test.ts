import type { Field } from "@sveltia/cms";
import { describe, expect, it } from "vitest";
import { canonicalData, formatJsonFile, formatMarkdownFile } from "./content-format";

const fields: Field[] = [
  { name: "layout", widget: "hidden", default: "@/layouts/MarkdownPage.astro", i18n: "duplicate" },
  { name: "title", widget: "string", required: true, i18n: "translate" },
  { name: "intro", widget: "text", required: ["en"], i18n: "translate" },
  { name: "menu", widget: "boolean", required: false, i18n: "none" },
  { name: "section", widget: "select", options: ["Company", "Products"], default: "Company", required: false, i18n: "duplicate" },
  { name: "related", widget: "list", required: false, i18n: "none", field: { name: "item", widget: "string" } },
  {
    name: "faqs",
    widget: "list",
    required: true,
    i18n: "translate",
    fields: [
      { name: "question", widget: "string", i18n: "translate" },
      { name: "answer", widget: "text", i18n: "translate" },
    ],
  },
];

describe("canonicalData", () => {
  it("orders keys as the fields, fills what the CMS fills and leaves out empty optional values", () => {
    const data = { faqs: [{ answer: "A", question: "Q" }], related: [], title: "T", extra: 1 };
    expect(Object.entries(canonicalData(data, fields, "en"))).toEqual([
      ["layout", "@/layouts/MarkdownPage.astro"],
      ["title", "T"],
      ["menu", false],
      ["section", "Company"],
      ["faqs", [{ question: "Q", answer: "A" }]],
      ["extra", 1],
    ]);
  });

  it("keeps only translated and duplicated fields in a Spanish file, duplicating from the English one", () => {
    const english = { title: "T", menu: true, section: "Products" };
    expect(canonicalData({ title: "Título", menu: true }, fields, "es", english)).toEqual({
      layout: "@/layouts/MarkdownPage.astro",
      title: "Título",
      section: "Products",
    });
  });
});

describe("formatMarkdownFile", () => {
  it("writes YAML as Sveltia does: plain scalars, single quotes only where YAML needs them, no folding", () => {
    const text = formatMarkdownFile(
      { name: "Mesa", zipCodes: ["85201"], image: "@/assets/photos/a.jpg", note: "a: b", long: "x ".repeat(60).trim() },
      "\nBody\n\n",
    );
    expect(text).toBe(
      `---\nname: Mesa\nzipCodes:\n  - '85201'\nimage: '@/assets/photos/a.jpg'\nnote: 'a: b'\nlong: ${"x ".repeat(60).trim()}\n---\n\nBody\n`,
    );
  });
});

describe("formatJsonFile", () => {
  it("indents two spaces and ends with one newline", () => {
    expect(formatJsonFile({ a: { b: 1 } })).toBe('{\n  "a": {\n    "b": 1\n  }\n}\n');
  });
});

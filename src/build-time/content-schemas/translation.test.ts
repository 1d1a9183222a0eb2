import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { describe, expect, it } from "vitest";
import { cityTranslationSchema, productTranslationSchema } from "./translation";

// Translations carry no image, so any stand-in for Astro's image() helper will do.
const context = { image: () => z.any() } as unknown as SchemaContext;
const head = {
  title: "Ventanas en Mesa, AZ",
  seoTitle: "Ventanas y puertas en Mesa AZ",
  description:
    "Reemplazo de ventanas y puertas en Mesa: vinilo y fibra de vidrio, instaladores propios, estimado gratis en su casa y respuesta en 24 horas.",
};

describe("cityTranslationSchema", () => {
  it("accepts the words of a city page", () => {
    expect(cityTranslationSchema(context).safeParse({ ...head, driveTime: "15-25 minutos" }).success).toBe(true);
  });
  it("refuses facts, which come from the English file", () => {
    const result = cityTranslationSchema(context).safeParse({ ...head, zipCodes: ["85201"] });
    expect(result.success).toBe(false);
  });
  it("requires the title, search title and description", () => {
    const result = cityTranslationSchema(context).safeParse({ driveTime: "15-25 minutos" });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["title", "seoTitle", "description"]);
  });
  it("keeps the English length rules", () => {
    expect(cityTranslationSchema(context).safeParse({ ...head, seoTitle: "x".repeat(61) }).success).toBe(false);
  });
});

describe("productTranslationSchema", () => {
  it("takes the color names, but no incentive: its facts and wording come from the English file", () => {
    const schema = productTranslationSchema(context);
    expect(schema.safeParse({ ...head, colorNames: ["Blanco", "Beige"] }).success).toBe(true);
    expect(schema.safeParse({ ...head, incentive: { label: "Reembolso de $40 por ventana" } }).success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { textLanguage } from "./text-language";

describe("textLanguage", () => {
  it("returns en for the option names and items an owner types in English", () => {
    expect(textLanguage(["Good", "Better", "Best", "Milgard Tuscany V400 slider", "Haul-away"])).toBe("en");
  });

  it("returns es for Spanish names and items, accents or not", () => {
    expect(
      textLanguage(["Buena", "Mejor", "La mejor", "Pella Vinyl 250, ventana de guillotina", "Incluye retiro de las ventanas viejas."]),
    ).toBe("es");
    expect(textLanguage(["Opcion", "ventana corrediza", "puerta de patio"])).toBe("es");
  });

  it("returns null for product names alone, or too little to go on", () => {
    expect(textLanguage(["Milgard Tuscany V400", "Pella Impervia"])).toBeNull();
    expect(textLanguage(["Patio"])).toBeNull();
    expect(textLanguage([])).toBeNull();
  });
});

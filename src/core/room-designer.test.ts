import { describe, expect, it } from "vitest";
import { designPrice, designSummary, estimateUrl, normalizeDesign, type DesignerProduct } from "./room-designer";

const tuscany: DesignerProduct = {
  id: "milgard/tuscany-v400",
  label: "Milgard Tuscany V400",
  material: "vinyl",
  priceRange: { min: 550, max: 850 },
  colors: [
    { name: "White", hex: "#ffffff" },
    { name: "Bronze", hex: "#4a3b2f" },
  ],
  styles: ["Double-hung", "Slider"],
  glass: ["SunCoat Low-E", "SunCoat MAX"],
};
const impervia: DesignerProduct = {
  ...tuscany,
  id: "pella/impervia",
  label: "Pella Impervia",
  priceRange: { min: 750, max: 950 },
  styles: ["Casement"],
};

describe("normalizeDesign", () => {
  it("takes the first option for anything missing", () => {
    expect(normalizeDesign([tuscany, impervia], {})).toEqual({
      room: "living",
      productId: "milgard/tuscany-v400",
      style: "Double-hung",
      color: "White",
      glass: "SunCoat Low-E",
      quantity: 1,
    });
  });

  it("replaces a style the chosen product does not offer", () => {
    const design = normalizeDesign([tuscany, impervia], { productId: "pella/impervia", style: "Slider" });
    expect(design.style).toBe("Casement");
  });

  it("clamps the quantity to 1-40 and rounds it", () => {
    expect(normalizeDesign([tuscany], { quantity: 0 }).quantity).toBe(1);
    expect(normalizeDesign([tuscany], { quantity: 99 }).quantity).toBe(40);
    expect(normalizeDesign([tuscany], { quantity: 3.6 }).quantity).toBe(4);
    expect(normalizeDesign([tuscany], { quantity: Number.NaN }).quantity).toBe(1);
  });
});

describe("designPrice", () => {
  it("multiplies the per-window range by the quantity", () => {
    expect(designPrice(tuscany, 4)).toEqual({ min: 2200, max: 3400 });
  });
});

describe("designSummary and estimateUrl", () => {
  it("describes every choice and the estimated price", () => {
    const design = normalizeDesign([tuscany], { room: "kitchen", color: "Bronze", quantity: 2 });
    expect(designSummary(tuscany, design)).toBe(
      "Room designer: Kitchen, Milgard Tuscany V400, Double-hung, Bronze frame, SunCoat Low-E, 2 windows (estimated $1,100-$1,700 installed).",
    );
    expect(decodeURIComponent(estimateUrl(tuscany, design).split("details=")[1]!)).toContain("Bronze frame");
  });
});

describe("designSummary and estimateUrl in Spanish", () => {
  it("words the summary in Spanish with the Spanish names, and books on /es/estimate", () => {
    const spanish = {
      ...tuscany,
      names: {
        styles: tuscany.styles.map((style) => `ES ${style}`),
        glass: tuscany.glass.map((glass) => `ES ${glass}`),
        colors: tuscany.colors.map((color) => `ES ${color.name}`),
      },
    };
    const design = normalizeDesign([spanish], { room: "kitchen", color: "Bronze", quantity: 2 });
    expect(designSummary(spanish, design, "es")).toBe(
      "Diseñador de cuartos: Cocina, Milgard Tuscany V400, ES Double-hung, marco ES Bronze, ES SunCoat Low-E, 2 ventanas (estimado de $1,100-$1,700 instalado).",
    );
    expect(estimateUrl(spanish, design, "es")).toMatch(/^\/es\/estimate\?details=/);
  });
});

/**
 * The room designer's rules, kept apart from its UI: the choices it offers, the price
 * range of a design, and the project summary handed to the booking form.
 */
import type { Locale } from "@/i18n/locales";
import { localizePath } from "@/i18n/paths";
import { roomDesignerWords } from "@/i18n/room-designer";

/** What the designer needs of a product line (a serializable slice of the content entry). */
export interface DesignerProduct {
  /** Content id, e.g. "milgard/tuscany-v400". */
  id: string;
  label: string;
  material: string;
  priceRange: { min: number; max: number };
  colors: { name: string; hex: string }[];
  styles: string[];
  glass: string[];
  /**
   * The styles', glass packages' and colors' names in the page's language, in the same order,
   * when it is not English. The design keeps the English names as its values (the drawing reads them).
   */
  names?: { styles: string[]; glass: string[]; colors: string[] };
}

/** The name to show for `value`, one of `values`: its translation in `names` when given. */
export function shownName(values: string[], names: string[] | undefined, value: string): string {
  return names?.[values.indexOf(value)] ?? value;
}

/** Rooms offered, each with the colors its preview is drawn in. */
export const ROOMS = [
  { id: "living", label: "Living room", wall: "#efe6d8", floor: "#b98b5e" },
  { id: "kitchen", label: "Kitchen", wall: "#f4efe6", floor: "#9c8f80" },
  { id: "bedroom", label: "Bedroom", wall: "#e3e9ef", floor: "#a57c55" },
  { id: "bathroom", label: "Bathroom", wall: "#e8f0ec", floor: "#c9c3b8" },
  { id: "office", label: "Home office", wall: "#ece7f1", floor: "#8d6b4d" },
] as const;

export type RoomId = (typeof ROOMS)[number]["id"];

/** A complete design. */
export interface Design {
  room: RoomId;
  productId: string;
  style: string;
  color: string;
  glass: string;
  /** Number of windows, 1 to 40. */
  quantity: number;
}

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 40;

/** A design with every choice valid for its product; unknown or missing choices take the first option. */
export function normalizeDesign(products: DesignerProduct[], partial: Partial<Design>): Design {
  const product = products.find((entry) => entry.id === partial.productId) ?? products[0]!;
  const pick = (options: string[], value?: string) => (value && options.includes(value) ? value : options[0]!);
  const quantity = Math.round(Number(partial.quantity ?? 1));
  return {
    room: ROOMS.some((room) => room.id === partial.room) ? (partial.room as RoomId) : ROOMS[0].id,
    productId: product.id,
    style: pick(product.styles, partial.style),
    color: pick(
      product.colors.map((color) => color.name),
      partial.color,
    ),
    glass: pick(product.glass, partial.glass),
    quantity: Number.isFinite(quantity) ? Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, quantity)) : MIN_QUANTITY,
  };
}

/** Installed price range of the design: the line's per-window range times the quantity. */
export function designPrice(product: DesignerProduct, quantity: number): { min: number; max: number } {
  return { min: product.priceRange.min * quantity, max: product.priceRange.max * quantity };
}

/** "$1,100-$1,700" */
export function formatDollars(range: { min: number; max: number }): string {
  const dollars = (value: number) => `$${value.toLocaleString("en-US")}`;
  return `${dollars(range.min)}-${dollars(range.max)}`;
}

/** The text the booking form's project details start with, in `locale`. */
export function designSummary(product: DesignerProduct, design: Design, locale: Locale = "en"): string {
  const words = roomDesignerWords[locale];
  const style = shownName(product.styles, product.names?.styles, design.style);
  const color = shownName(
    product.colors.map((entry) => entry.name),
    product.names?.colors,
    design.color,
  );
  const glass = shownName(product.glass, product.names?.glass, design.glass);
  return words.summary(
    words.rooms[design.room],
    product.label,
    style,
    color,
    glass,
    words.windows(design.quantity),
    formatDollars(designPrice(product, design.quantity)),
  );
}

/** The estimate page in `locale` with the design carried over as the booking form's project details. */
export function estimateUrl(product: DesignerProduct, design: Design, locale: Locale = "en"): string {
  return `${localizePath("/estimate", locale)}?details=${encodeURIComponent(designSummary(product, design, locale))}`;
}

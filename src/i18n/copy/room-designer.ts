/** The room designer page's header in each language (the island's words are in src/i18n/room-designer.ts). */
import type { Locale } from "../locales";

const en = {
  crumb: "Room designer",
  title: "Design your new windows",
  eyebrow: "Room designer",
  lead: "Try product lines, styles, frame colors and glass in a room like yours. The price range comes from our current installed prices; book an estimate and your design goes with it.",
};

/** The page's words in one language. */
export type RoomDesignerCopy = typeof en;

const es: RoomDesignerCopy = {
  crumb: "Diseñador de cuartos",
  title: "Diseñe sus ventanas nuevas",
  eyebrow: "Diseñador de cuartos",
  lead: "Pruebe líneas de producto, estilos, colores de marco y tipos de vidrio en un cuarto como el suyo. El rango de precio sale de nuestros precios de instalación actuales; pida un estimado y su diseño se va con la solicitud.",
};

/** The page's words, by language. */
export const roomDesignerCopy: Record<Locale, RoomDesignerCopy> = { en, es };

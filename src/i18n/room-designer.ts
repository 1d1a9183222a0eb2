/**
 * The room designer's words in each language (the island, its drawing's description and the
 * summary it hands the booking form). Product names, styles, glass and colors come from the
 * product files, in the page's language where translated.
 */
import type { Locale } from "./locales";

/** The room ids of src/core/room-designer.ts ROOMS. */
type RoomId = "living" | "kitchen" | "bedroom" | "bathroom" | "office";

const en = {
  rooms: { living: "Living room", kitchen: "Kitchen", bedroom: "Bedroom", bathroom: "Bathroom", office: "Home office" } as Record<
    RoomId,
    string
  >,
  form: "Design choices",
  room: "1. Room",
  product: "2. Product line",
  style: "3. Style",
  color: "4. Frame color",
  glass: "5. Glass",
  quantity: "6. How many windows?",
  windows: (count: number) => `${count} window${count === 1 ? "" : "s"}`,
  priceFor: (windows: string) => `Estimated installed price for ${windows}`,
  perWindow: (product: string, range: string) => `${product}: ${range} per window. Your written quote follows the in-home measurement.`,
  book: "Book an estimate with this design",
  /** The drawing's description for screen readers. */
  preview: (room: string, style: string, product: string, color: string, glass: string) =>
    `${room} wall with a ${style.toLowerCase()} ${product} window, ${color.toLowerCase()} frame, ${glass}`,
  /** The booking form's project details. */
  summary: (room: string, product: string, style: string, color: string, glass: string, windows: string, price: string) =>
    `Room designer: ${room}, ${product}, ${style}, ${color} frame, ${glass}, ${windows} (estimated ${price} installed).`,
};

/** The designer's words in one language. */
export type RoomDesignerWords = typeof en;

const es: RoomDesignerWords = {
  rooms: { living: "Sala", kitchen: "Cocina", bedroom: "Recámara", bathroom: "Baño", office: "Oficina en casa" },
  form: "Opciones del diseño",
  room: "1. Cuarto",
  product: "2. Línea de producto",
  style: "3. Estilo",
  color: "4. Color del marco",
  glass: "5. Vidrio",
  quantity: "6. ¿Cuántas ventanas?",
  windows: (count) => `${count} ${count === 1 ? "ventana" : "ventanas"}`,
  priceFor: (windows) => `Precio estimado instalado para ${windows}`,
  perWindow: (product, range) => `${product}: ${range} por ventana. Su cotización por escrito se hace después de medir en su casa.`,
  book: "Pida un estimado con este diseño",
  preview: (room, style, product, color, glass) =>
    `Pared de ${room.toLowerCase()} con una ventana ${product} de estilo ${style.toLowerCase()}, marco ${color.toLowerCase()}, vidrio ${glass}`,
  summary: (room, product, style, color, glass, windows, price) =>
    `Diseñador de cuartos: ${room}, ${product}, ${style}, marco ${color}, ${glass}, ${windows} (estimado de ${price} instalado).`,
};

/** The designer's words, by language. */
export const roomDesignerWords: Record<Locale, RoomDesignerWords> = { en, es };

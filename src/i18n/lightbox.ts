/** The photo viewer's words (components/Lightbox.astro and scripts/lightbox.ts) in each language. */
import type { Locale } from "./locales";

/** The photo viewer's words in one language. */
export interface LightboxWords {
  enlarge: string;
  viewer: string;
  close: string;
  previous: string;
  next: string;
  /** Hidden after "Previous" and "Next". */
  photo: string;
  /** The position after a caption; the script puts the numbers in place of {n} and {total}. */
  position: string;
}

/** The photo viewer's words, by language. */
export const lightboxWords: Record<Locale, LightboxWords> = {
  en: {
    enlarge: "Enlarge photo",
    viewer: "Photo viewer",
    close: "Close photo viewer",
    previous: "Previous",
    next: "Next",
    photo: " photo",
    position: "({n} of {total})",
  },
  es: {
    enlarge: "Ampliar foto",
    viewer: "Visor de fotos",
    close: "Cerrar el visor de fotos",
    previous: "Anterior",
    next: "Siguiente",
    photo: " foto",
    position: "({n} de {total})",
  },
};

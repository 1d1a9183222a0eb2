/** The photo picker's words (booking form, contact form, manage page), per language. */
import type { Locale } from "./locales";
import { formatPercent } from "./money";

export interface PhotoPickerCopy {
  add: string;
  addMore: string;
  /** Under the button: what photos help with and the limit. */
  hint: (max: number) => string;
  /** The list's accessible name. */
  listLabel: string;
  /** A photo's accessible name in the list: "Photo 2". */
  photo: (n: number) => string;
  remove: (n: number) => string;
  preparing: string;
  uploading: (percent: number) => string;
  done: string;
  failed: string;
  /** Under a photo the manage page could not remove (no answer from the server). */
  removeFailed: string;
  /** Shown when the visitor picked more than fit. */
  tooMany: (max: number) => string;
  /** A photo sent as it is (a HEIC the browser cannot convert) over `megabytes` MB. */
  tooLarge: (megabytes: number) => string;
  /** The submit button's note while photos still upload. */
  waitForUploads: string;
  /** The manage page's section heading and its note. */
  manageTitle: string;
  manageText: string;
}

export const photoPickerCopy: Record<Locale, PhotoPickerCopy> = {
  en: {
    add: "Add photos",
    addMore: "Add more photos",
    hint: (max) => `Optional: up to ${max} photos of your windows or doors help us bring the right samples. Only our team sees them.`,
    listLabel: "Your photos",
    photo: (n) => `Photo ${n}`,
    remove: (n) => `Remove photo ${n}`,
    preparing: "Preparing…",
    uploading: (percent) => `Uploading ${formatPercent(percent)}`,
    done: "Added",
    failed: "Not added",
    removeFailed: "Not removed. Please try again.",
    tooMany: (max) => `You can add up to ${max} photos.`,
    tooLarge: (megabytes) => `Too large (over ${megabytes} MB). Choose a smaller photo or take it as a JPEG.`,
    waitForUploads: "Waiting for your photos to finish uploading…",
    manageTitle: "Photos for the estimator",
    manageText: "Add or remove photos until your visit.",
  },
  es: {
    add: "Agregar fotos",
    addMore: "Agregar más fotos",
    hint: (max) =>
      `Opcional: hasta ${max} fotos de sus ventanas o puertas nos ayudan a traer las muestras correctas. Solo nuestro equipo las ve.`,
    listLabel: "Sus fotos",
    photo: (n) => `Foto ${n}`,
    remove: (n) => `Quitar la foto ${n}`,
    preparing: "Preparando…",
    uploading: (percent) => `Subiendo ${formatPercent(percent)}`,
    done: "Agregada",
    failed: "No se agregó",
    removeFailed: "No se quitó. Intente de nuevo.",
    tooMany: (max) => `Puede agregar hasta ${max} fotos.`,
    tooLarge: (megabytes) => `Demasiado grande (más de ${megabytes} MB). Elija una foto más pequeña o tómela como JPEG.`,
    waitForUploads: "Esperando a que terminen de subir sus fotos…",
    manageTitle: "Fotos para el estimador",
    manageText: "Agregue o quite fotos hasta su visita.",
  },
};

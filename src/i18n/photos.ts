/**
 * What the photo APIs answer a visitor when a photo cannot be taken, in each language.
 * The functions pick the table by the request's `?locale=`.
 */
import type { Locale } from "./locales";

/** One language's answers about photos. */
export interface PhotoMessages {
  /** 400: the request holds no photo in the field `photo`. */
  missing: string;
  /** 413: the photo is larger than `megabytes` MB. */
  tooLarge: (megabytes: string) => string;
  /** 415: not a JPEG, PNG, WebP or HEIC by its content. */
  unsupported: string;
  /** 415: a HEIF whose codec this server has no decoder for (iPhone HEIC is HEVC, which it decodes). */
  heicUnsupported: string;
  /** 400: the image is damaged or cut off. */
  corrupt: string;
  /** 400: the image claims more pixels than allowed (a decompression bomb, or a panorama far beyond a photo). */
  tooManyPixels: string;
  /** 400: a booking, lead or visit already holds (or would hold) more than `max` photos. */
  tooMany: (max: number) => string;
  /** 400: an id that names no waiting photo (expired, or someone else's). */
  unknown: string;
  /** 409: the visit took place or was cancelled, so its photos no longer change. */
  closed: string;
  /** 429: photos added through one manage link today reached `max` (PHOTOS_PER_VISIT_PER_DAY). */
  visitDailyLimit: (max: number) => string;
  /** 404: a photo the caller may not see, or one that is gone. */
  notFound: string;
  /** 503: the photo store did not take or give the photo; the booking or message itself is not affected. */
  storeDown: string;
}

export const photoMessages: Record<Locale, PhotoMessages> = {
  en: {
    missing: "Choose a photo to send (form field \"photo\").",
    tooLarge: (megabytes) => `That photo is too large. Send photos up to ${megabytes} MB.`,
    unsupported: "That file is not a photo we can take. Send a JPEG, PNG, WebP or HEIC photo.",
    heicUnsupported: "This HEIC photo could not be converted here. Please send it as a JPEG (on an iPhone: Settings > Camera > Formats > Most Compatible), or use a browser that can open HEIC.",
    corrupt: "That photo is damaged or incomplete, so it could not be read. Please take or choose it again.",
    tooManyPixels: "That image is far larger than a photo (too many pixels). Please send a normal photo.",
    tooMany: (max) => `You can attach up to ${max} photos.`,
    unknown: "One of the photos is no longer available. Please add it again.",
    closed: "Photos can no longer be added or removed for this visit.",
    visitDailyLimit: (max) => `Up to ${max} photos can be added to a visit in one day, and this visit has reached that. Please try again tomorrow.`,
    notFound: "No such photo.",
    storeDown: "Photo storage is not available right now, so the photo was not saved. Your request itself is not affected; please try the photo again later.",
  },
  es: {
    missing: "Elija una foto para enviar (campo \"photo\").",
    tooLarge: (megabytes) => `Esa foto es demasiado grande. Envíe fotos de hasta ${megabytes} MB.`,
    unsupported: "Ese archivo no es una foto que podamos recibir. Envíe una foto JPEG, PNG, WebP o HEIC.",
    heicUnsupported: "No pudimos convertir esta foto HEIC. Envíela como JPEG (en un iPhone: Ajustes > Cámara > Formatos > Más compatible) o use un navegador que pueda abrir HEIC.",
    corrupt: "Esa foto está dañada o incompleta y no se pudo leer. Tómela o elíjala de nuevo.",
    tooManyPixels: "Esa imagen es mucho más grande que una foto (demasiados píxeles). Envíe una foto normal.",
    tooMany: (max) => `Puede adjuntar hasta ${max} fotos.`,
    unknown: "Una de las fotos ya no está disponible. Agréguela de nuevo.",
    closed: "Ya no se pueden agregar ni quitar fotos de esta visita.",
    visitDailyLimit: (max) => `Se pueden agregar hasta ${max} fotos a una visita en un día, y esta visita ya llegó a ese límite. Intente de nuevo mañana.`,
    notFound: "No encontramos esa foto.",
    storeDown: "El almacenamiento de fotos no está disponible en este momento, así que la foto no se guardó. Su solicitud no se ve afectada; intente enviar la foto más tarde.",
  },
};

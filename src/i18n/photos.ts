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
  /** 413: the image has more than `megapixels` MP, more than a phone photo (a decompression bomb, or a panorama far beyond a photo). */
  tooManyPixels: (megapixels: string) => string;
  /** 413: a progressive JPEG or interlaced PNG over `megapixels` MP (decoding one takes its whole size in memory). */
  progressiveTooLarge: (megapixels: string) => string;
  /** 413: a CMYK (print) image over `megapixels` MP. */
  cmykTooLarge: (megapixels: string) => string;
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
    missing: 'Choose a photo to send (form field "photo").',
    tooLarge: (megabytes) => `That photo is too large. Send photos up to ${megabytes} MB.`,
    unsupported: "That file is not a photo we can take. Send a JPEG, PNG, WebP or HEIC photo.",
    heicUnsupported:
      "This HEIC photo could not be converted here. Please send it as a JPEG (on an iPhone: Settings > Camera > Formats > Most Compatible), or use a browser that can open HEIC.",
    corrupt: "That photo is damaged or incomplete, so it could not be read. Please take or choose it again.",
    tooManyPixels: (megapixels) =>
      `That image is larger than a phone photo (too many pixels: we take up to ${megapixels} megapixels). Please send a normal photo.`,
    progressiveTooLarge: (megapixels) =>
      `That image was saved as a progressive JPEG or interlaced PNG larger than ${megapixels} megapixels, which we cannot convert. Please send the photo as your phone took it, or a smaller copy.`,
    cmykTooLarge: (megapixels) =>
      `That image uses print colors (CMYK) and is larger than ${megapixels} megapixels. Please send it in ordinary (RGB) colors, or a smaller copy.`,
    tooMany: (max) => `You can attach up to ${max} photos.`,
    unknown: "One of the photos is no longer available. Please add it again.",
    closed: "Photos can no longer be added or removed for this visit.",
    visitDailyLimit: (max) =>
      `Up to ${max} photos can be added to a visit in one day, and this visit has reached that. Please try again tomorrow.`,
    notFound: "No such photo.",
    storeDown:
      "Photo storage is not available right now, so the photo was not saved. Your request itself is not affected; please try the photo again later.",
  },
  es: {
    missing: 'Elija una foto para enviar (campo "photo").',
    tooLarge: (megabytes) => `Esa foto es demasiado grande. Envíe fotos de hasta ${megabytes} MB.`,
    unsupported: "Ese archivo no es una foto que podamos recibir. Envíe una foto JPEG, PNG, WebP o HEIC.",
    heicUnsupported:
      "No pudimos convertir esta foto HEIC. Envíela como JPEG (en un iPhone: Ajustes > Cámara > Formatos > Más compatible) o use un navegador que pueda abrir HEIC.",
    corrupt: "Esa foto está dañada o incompleta y no se pudo leer. Tómela o elíjala de nuevo.",
    tooManyPixels: (megapixels) =>
      `Esa imagen es más grande que una foto de teléfono (demasiados píxeles: recibimos hasta ${megapixels} megapíxeles). Envíe una foto normal.`,
    progressiveTooLarge: (megapixels) =>
      `Esa imagen se guardó como JPEG progresivo o PNG entrelazado de más de ${megapixels} megapíxeles, y no podemos convertirla. Envíe la foto tal como la tomó su teléfono, o una copia más pequeña.`,
    cmykTooLarge: (megapixels) =>
      `Esa imagen usa colores de imprenta (CMYK) y tiene más de ${megapixels} megapíxeles. Envíela en colores normales (RGB), o una copia más pequeña.`,
    tooMany: (max) => `Puede adjuntar hasta ${max} fotos.`,
    unknown: "Una de las fotos ya no está disponible. Agréguela de nuevo.",
    closed: "Ya no se pueden agregar ni quitar fotos de esta visita.",
    visitDailyLimit: (max) =>
      `Se pueden agregar hasta ${max} fotos a una visita en un día, y esta visita ya llegó a ese límite. Intente de nuevo mañana.`,
    notFound: "No encontramos esa foto.",
    storeDown:
      "El almacenamiento de fotos no está disponible en este momento, así que la foto no se guardó. Su solicitud no se ve afectada; intente enviar la foto más tarde.",
  },
};

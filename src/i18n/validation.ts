/**
 * The messages of the booking, contact and move forms' checks, in each language. The rules
 * live once in src/schemas (fields.ts, appointment.ts, lead.ts, reschedule.ts); each schema
 * is built from one of these tables (`appointmentRequestSchemaFor(locale)` and friends), so
 * the browser and the server say the same thing in the visitor's language.
 * To add a language: add it to ./locales.ts and give it a table here (the type asks for
 * every message English has).
 */
import type { Locale } from "./locales";

/** One language's messages. `{label}` and `{max}` are filled in by `fill`. */
export interface ValidationMessages {
  /** What a person's fields are called inside the messages below. */
  labels: { firstName: string; lastName: string };
  /** "Enter your {label}". */
  enterYour: string;
  /** "Keep your {label} under {max} characters". */
  keepUnder: string;
  email: { required: string; tooLong: string; invalid: string };
  /** `notTextable`: with the text-me box ticked, a number we may not text (src/core/nanp.ts). */
  phone: { required: string; invalid: string; notTextable: string };
  projectDetails: { notText: string; tooLong: string };
  address: { required: string; tooLong: string };
  city: { required: string; tooLong: string };
  zipCode: { required: string; invalid: string };
  chooseService: string;
  chooseDate: string;
  realDate: string;
  chooseTime: string;
  /** A field holding a NUL or another control character no keyboard types. */
  controlCharacters: string;
  /** More photo ids than a request may attach ({max}). */
  tooManyPhotos: string;
}

const en: ValidationMessages = {
  labels: { firstName: "first name", lastName: "last name" },
  enterYour: "Enter your {label}",
  keepUnder: "Keep your {label} under {max} characters",
  email: {
    required: "Enter your email address",
    tooLong: "That email address is too long",
    invalid: "Enter a valid email address, like name@example.com",
  },
  phone: {
    required: "Enter your phone number",
    invalid: "Enter a 10-digit phone number, like (602) 555-0123",
    notTextable: "We can only text US and Canadian mobile numbers. Check the number, or untick the text box.",
  },
  projectDetails: { notText: "Project details must be text", tooLong: "Keep project details under 2,000 characters" },
  address: { required: "Enter the street address", tooLong: "Keep the address under 200 characters" },
  city: { required: "Enter the city", tooLong: "Keep the city under 100 characters" },
  zipCode: { required: "Enter the ZIP code", invalid: "Enter a 5-digit ZIP code" },
  chooseService: "Choose a service",
  chooseDate: "Choose a date",
  realDate: "Choose a real date",
  chooseTime: "Choose a time",
  controlCharacters: "Remove the special characters that cannot be shown from this field",
  tooManyPhotos: "You can attach up to {max} photos",
};

const es: ValidationMessages = {
  labels: { firstName: "nombre", lastName: "apellido" },
  enterYour: "Escriba su {label}",
  keepUnder: "Su {label} debe tener menos de {max} caracteres",
  email: {
    required: "Escriba su correo electrónico",
    tooLong: "Ese correo electrónico es demasiado largo",
    invalid: "Escriba un correo electrónico válido, como nombre@ejemplo.com",
  },
  phone: {
    required: "Escriba su número de teléfono",
    invalid: "Escriba un teléfono de 10 dígitos, como (602) 555-0123",
    notTextable: "Solo enviamos mensajes de texto a celulares de EE. UU. y Canadá. Revise el número o desmarque la casilla de mensajes.",
  },
  projectDetails: {
    notText: "Los detalles del proyecto deben ser texto",
    tooLong: "Los detalles del proyecto deben tener menos de 2,000 caracteres",
  },
  address: { required: "Escriba la dirección", tooLong: "La dirección debe tener menos de 200 caracteres" },
  city: { required: "Escriba la ciudad", tooLong: "La ciudad debe tener menos de 100 caracteres" },
  zipCode: { required: "Escriba el código postal", invalid: "Escriba un código postal de 5 dígitos" },
  chooseService: "Escoja un servicio",
  chooseDate: "Escoja una fecha",
  realDate: "Escoja una fecha que exista",
  chooseTime: "Escoja una hora",
  controlCharacters: "Quite de este campo los caracteres especiales que no se pueden mostrar",
  tooManyPhotos: "Puede adjuntar hasta {max} fotos",
};

/** The forms' messages, by language. */
export const validationMessages: Record<Locale, ValidationMessages> = { en, es };

/** A message with its `{name}` placeholders filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** One schema per language, built from that language's messages on first use and kept. */
export function perLocale<T>(build: (messages: ValidationMessages) => T): (locale: Locale) => T {
  const built: Partial<Record<Locale, T>> = {};
  return (locale) => (built[locale] ??= build(validationMessages[locale]));
}

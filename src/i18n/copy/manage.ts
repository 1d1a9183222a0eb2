/** The manage page's frame (/cancel/{token}, /es/cancel/{token}) in each language; the island's words are in ../booking.ts. */
import type { Locale } from "../locales";

interface ManageCopy {
  /** The h1. */
  heading: string;
  /** Search title and description (the page is noindex; the browser tab shows the title). */
  title: string;
  description: string;
}

const en: ManageCopy = {
  heading: "Manage your visit",
  title: "Manage Your Visit | Windows & Doors Near Me",
  description:
    "Review your in-home estimate appointment with Windows & Doors Near Me, move it to another time that suits you better, or cancel it.",
};

const es: ManageCopy = {
  heading: "Administre su visita",
  title: "Administre su visita | Windows & Doors Near Me",
  description:
    "Revise su cita para el estimado gratis en casa con Windows & Doors Near Me, cámbiela a otro horario que le quede mejor o cancélela.",
};

/** The manage page's frame, by language. */
export const manageCopy: Record<Locale, ManageCopy> = { en, es };

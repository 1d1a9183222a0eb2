/**
 * The words of lead-safe work in homes built before 1978 (EPA's Renovation, Repair and Painting
 * rule; docs/arizona-rules.md), in each language: EPA's "Renovate Right" pamphlet as the customer
 * is given it, the box they tick, what the contract says, the install chooser's second asking and
 * the office's and crew's line. `es` has every key `en` has.
 */
import type { Locale } from "./locales";

/**
 * EPA's pamphlet in each language: its title, where EPA publishes it, and the edition an
 * acknowledgment records. The one place these are written; when EPA publishes a new edition,
 * change it here (acknowledgments already given keep the edition they named).
 */
export const renovateRightPamphlet: Record<Locale, { title: string; url: string; edition: string }> = {
  en: {
    title: "Renovate Right: Important Lead Hazard Information for Families, Child Care Providers and Schools",
    url: "https://www.epa.gov/lead/renovate-right-important-lead-hazard-information-families-child-care-providers-and-schools",
    edition: "EPA-740-K-10-001 (English)",
  },
  es: {
    title:
      "Renueve correctamente: Información importante sobre los peligros del plomo para familias, proveedores de cuidado infantil y escuelas",
    url: "https://espanol.epa.gov/plomo/renueve-correctamente-informacion-importante-sobre-los-peligros-del-plomo-para-familias",
    edition: "EPA-740-K-10-002 (español)",
  },
};

/** The customer's words: the quote page, the contract and the install chooser. */
export interface LeadSafeCustomerWords {
  /** Above the pamphlet's link on the quote page and the contract. */
  notice: (yearBuilt: number | null) => string;
  /** The link's words. */
  readPamphlet: string;
  /** The box at signing. */
  pamphletBox: string;
  /** The 400 without the box. */
  pamphletRequired: string;
  /** The contract's line naming the firm's certification. */
  firmCertification: (number: string) => string;
  /** The install chooser's second asking, and its button. */
  askAgain: string;
  confirmAgain: string;
  /** The 409 of an install without an acknowledgment in the 60 days before its first day. */
  installNeedsAcknowledgment: string;
  /** Said once the acknowledgment was given again. */
  acknowledged: string;
  /** The 400 of the second asking without its box. */
  agree: string;
  /** The 409 of an acknowledgment for a contract that needs none. */
  notNeeded: string;
}

export const leadSafeCustomerWords: Record<Locale, LeadSafeCustomerWords> = {
  en: {
    notice: (yearBuilt) =>
      `${yearBuilt === null ? "We do not know yet when your home was built, so we treat it as built before 1978" : `Your home was built in ${yearBuilt}, before 1978`}: paint in it may contain lead. Federal law (EPA's Renovation, Repair and Painting rule) asks us to give you EPA's "Renovate Right" pamphlet before the work and to use lead-safe work practices.`,
    readPamphlet: "Read EPA's Renovate Right pamphlet",
    pamphletBox: "I received EPA's Renovate Right pamphlet.",
    pamphletRequired: "Tick the box to confirm you received the Renovate Right pamphlet",
    firmCertification: (number) => `EPA lead-safe certified firm: ${number}`,
    askAgain:
      "Your home was built before 1978. The law asks you to confirm that you received EPA's Renovate Right pamphlet within the 60 days before the work starts. Please confirm it again before you choose the day.",
    confirmAgain: "Confirm and continue",
    installNeedsAcknowledgment:
      "Before the install can be booked, the home's owner must confirm receiving EPA's Renovate Right pamphlet within the 60 days before its first day. Confirm it on this page, then choose the day again.",
    acknowledged: "Thank you: your confirmation is recorded.",
    agree: "Tick the box to confirm you received the pamphlet",
    notNeeded: "This contract needs no confirmation of the pamphlet.",
  },
  es: {
    notice: (yearBuilt) =>
      `${yearBuilt === null ? "Aún no sabemos cuándo se construyó su casa, así que la tratamos como construida antes de 1978" : `Su casa se construyó en ${yearBuilt}, antes de 1978`}: su pintura puede contener plomo. La ley federal (la regla de Renovación, Reparación y Pintura de la EPA) nos pide entregarle el folleto "Renueve correctamente" de la EPA antes del trabajo y usar prácticas de trabajo seguras con el plomo.`,
    readPamphlet: "Lea el folleto Renueve correctamente de la EPA",
    pamphletBox: "Recibí el folleto Renueve correctamente de la EPA.",
    pamphletRequired: "Marque la casilla para confirmar que recibió el folleto Renueve correctamente",
    firmCertification: (number) => `Empresa certificada por la EPA en prácticas seguras con el plomo: ${number}`,
    askAgain:
      "Su casa se construyó antes de 1978. La ley le pide confirmar que recibió el folleto Renueve correctamente de la EPA dentro de los 60 días antes de que empiece el trabajo. Confírmelo de nuevo antes de elegir el día.",
    confirmAgain: "Confirmar y continuar",
    installNeedsAcknowledgment:
      "Antes de reservar la instalación, el dueño de la casa debe confirmar que recibió el folleto Renueve correctamente de la EPA dentro de los 60 días antes de su primer día. Confírmelo en esta página y elija el día de nuevo.",
    acknowledged: "Gracias: su confirmación quedó registrada.",
    agree: "Marque la casilla para confirmar que recibió el folleto",
    notNeeded: "Este contrato no necesita la confirmación del folleto.",
  },
};

/** The line the office, the crew and the calendar read for such a job (English: the team reads English). */
export const LEAD_SAFE_REQUIRED = "Lead-safe work practices (RRP) required";

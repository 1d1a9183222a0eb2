/**
 * A job's building permit in words, in each language: whether one is required, where it stands,
 * the line the crew's sheet and the install's calendar event carry, the timeline's title, the
 * office's warning before booking the install, and why a permit as sent cannot be recorded.
 * `es` must have every key `en` has.
 */
import type { Locale } from "./locales";

type Required = "yes" | "no" | "unknown";
type Status = "not-applied" | "applied" | "issued" | "passed";
type Problem = "number-needed" | "inspection-date-needed" | "inspection-before-issued" | "not-required";

interface PermitWords {
  required: Record<Required, string>;
  statuses: Record<Status, string>;
  /** "Permit BP-2026-1234 (issued)", "Permit required: not issued yet (applied for)"; null when none is needed. */
  sheetLine: (permit: { required: Required; number: string | null; status: Status }) => string | null;
  /** The timeline's title of a permit change: "Permit issued: BP-2026-1234". */
  eventTitle: (permit: { required: Required; number: string | null; status: Status }) => string;
  /** Before booking the install of a job whose permit is required and not issued. */
  bookingWarning: (status: Status) => string;
  problems: Record<Problem, string>;
}

export const permitWords: Record<Locale, PermitWords> = {
  en: {
    required: { yes: "Required", no: "Not required", unknown: "Not known yet" },
    statuses: { "not-applied": "not applied for", applied: "applied for", issued: "issued", passed: "inspection passed" },
    sheetLine: ({ required, number, status }) => {
      if (required === "no") return null;
      const where = permitWords.en.statuses[status];
      if (required === "unknown") return `Permit: not known yet whether one is needed${number ? ` (${number}, ${where})` : ""}`;
      if (status === "issued" || status === "passed") return `Permit ${number ?? ""} (${where})`;
      return `Permit required: not issued yet (${where}${number ? `, ${number}` : ""})`;
    },
    eventTitle: ({ required, number, status }) => {
      if (required === "no") return "Permit: not required";
      if (required === "unknown" && status === "not-applied") return "Permit: not known yet whether one is needed";
      const title = {
        "not-applied": "Permit required",
        applied: "Permit applied for",
        issued: "Permit issued",
        passed: "Permit inspection passed",
      }[status];
      return number ? `${title}: ${number}` : title;
    },
    bookingWarning: (status) =>
      `This job needs a building permit and it is ${permitWords.en.statuses[status]}, not issued: the crew may not start without it. Book the install anyway?`,
    problems: {
      "number-needed": "Give the permit's number: an issued permit has one",
      "inspection-date-needed": "Give the day the inspection passed",
      "inspection-before-issued": "An inspection comes after the permit is issued",
      "not-required": "A job that needs no permit has no permit status, number or inspection",
    },
  },
  es: {
    required: { yes: "Requerido", no: "No requerido", unknown: "Aún no se sabe" },
    statuses: { "not-applied": "no solicitado", applied: "solicitado", issued: "emitido", passed: "inspección aprobada" },
    sheetLine: ({ required, number, status }) => {
      if (required === "no") return null;
      const where = permitWords.es.statuses[status];
      if (required === "unknown") return `Permiso: aún no se sabe si se necesita${number ? ` (${number}, ${where})` : ""}`;
      if (status === "issued" || status === "passed") return `Permiso ${number ?? ""} (${where})`;
      return `Permiso requerido: aún no emitido (${where}${number ? `, ${number}` : ""})`;
    },
    eventTitle: ({ required, number, status }) => {
      if (required === "no") return "Permiso: no requerido";
      if (required === "unknown" && status === "not-applied") return "Permiso: aún no se sabe si se necesita";
      const title = {
        "not-applied": "Permiso requerido",
        applied: "Permiso solicitado",
        issued: "Permiso emitido",
        passed: "Inspección del permiso aprobada",
      }[status];
      return number ? `${title}: ${number}` : title;
    },
    bookingWarning: (status) =>
      `Este trabajo necesita un permiso de construcción y está ${permitWords.es.statuses[status]}, no emitido: el equipo no puede empezar sin él. ¿Desea programar la instalación de todos modos?`,
    problems: {
      "number-needed": "Indique el número del permiso: un permiso emitido tiene uno",
      "inspection-date-needed": "Indique el día en que se aprobó la inspección",
      "inspection-before-issued": "La inspección se hace después de emitir el permiso",
      "not-required": "Un trabajo que no necesita permiso no tiene estado, número ni inspección de permiso",
    },
  },
};

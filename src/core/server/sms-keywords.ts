/**
 * What a text sent to us asks for, in English or Spanish. The carriers' own opt-out words
 * (STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT) must work alone, and so must the others the
 * FCC's 2024 consent rules name as a reasonable way to say no (REVOKE, OPT OUT), with their
 * Spanish equivalents. A keyword is the whole message, trimmed, any case, with trailing
 * punctuation and accents ignored ("Sí!" is SI) and "opt-out" read as "OPT OUT".
 */

/** What a reply asks for; null is "anything else" (forwarded to the admins). */
export type SmsKeyword = "confirm" | "manage" | "stop" | "start" | "help";

const KEYWORDS: Record<string, SmsKeyword> = {
  C: "confirm",
  YES: "confirm",
  CONFIRM: "confirm",
  SI: "confirm",
  CONFIRMAR: "confirm",
  R: "manage",
  STOP: "stop",
  STOPALL: "stop",
  UNSUBSCRIBE: "stop",
  CANCEL: "stop",
  END: "stop",
  QUIT: "stop",
  REVOKE: "stop",
  "OPT OUT": "stop",
  OPTOUT: "stop",
  ALTO: "stop",
  PARAR: "stop",
  DETENER: "stop",
  CANCELAR: "stop",
  REVOCAR: "stop",
  BAJA: "stop",
  "DAR DE BAJA": "stop",
  START: "start",
  UNSTOP: "start",
  HELP: "help",
  AYUDA: "help",
};

/** The keyword `body` is, or null for any other message. */
export function parseKeyword(body: string): SmsKeyword | null {
  const word = body
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .replace(/[.!?¡¿\s]+$/u, "")
    .replace(/^[¡¿]+/u, "")
    .replace(/[\s-]+/gu, " ")
    .toUpperCase();
  return KEYWORDS[word] ?? null;
}

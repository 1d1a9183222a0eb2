/**
 * What a text sent to us asks for, in English or Spanish. The carriers' own opt-out words
 * (STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT) must work alone; a keyword is the whole
 * message, trimmed, any case, with trailing punctuation and accents ignored ("Sí!" is SI).
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
  ALTO: "stop",
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
    .toUpperCase();
  return KEYWORDS[word] ?? null;
}

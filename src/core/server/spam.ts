/**
 * The bot verdict. Signals the site's own forms add (a honeypot field, a time-stamped form
 * token) and reCAPTCHA's answer, when it runs, make one decision. A request without the
 * form's extras (another client of the public API) is judged only by reCAPTCHA.
 */

/** A person needs at least this long to fill in a form; anything faster is a script. */
export const MIN_FILL_MS = 3_000;

/** What a request tells about its sender. */
export interface SpamSignals {
  /** The honeypot field's value; people never see it, so anything in it came from a bot. */
  honeypot?: string;
  /** When the form token was issued (the form opened); null or undefined without a valid token. */
  formOpenedAt?: Date | null;
  /** reCAPTCHA's verdict when it ran; a failure counts as a bot. */
  recaptcha?: { ok: true } | { ok: false; reason: string };
}

export type SpamVerdict = { spam: false } | { spam: true; reason: string };

/** Spam when the honeypot is filled, the form was sent within MIN_FILL_MS of opening, or reCAPTCHA refused. */
export function spamVerdict({ honeypot, formOpenedAt, recaptcha }: SpamSignals, now: Date, minFillMs = MIN_FILL_MS): SpamVerdict {
  if (honeypot?.trim()) return { spam: true, reason: "honeypot filled" };
  if (formOpenedAt) {
    const elapsed = now.getTime() - formOpenedAt.getTime();
    if (elapsed < minFillMs) return { spam: true, reason: `sent ${(Math.max(0, elapsed) / 1000).toFixed(1)} s after the form opened` };
  }
  if (recaptcha && !recaptcha.ok) return { spam: true, reason: `reCAPTCHA: ${recaptcha.reason}` };
  return { spam: false };
}

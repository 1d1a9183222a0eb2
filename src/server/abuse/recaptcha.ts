/**
 * reCAPTCHA v3 verification. With RECAPTCHA_SECRET_KEY set, a token must verify with the
 * expected action and at least RECAPTCHA_MIN_SCORE; without it a warning is logged and the
 * request goes on, as the spec asks.
 */
import type { ServerEnv } from "../env";
import { describeError } from "../log-safe";

/** The action the booking form requests its token for. */
export const BOOKING_ACTION = "appointment_booking";

export type RecaptchaVerdict = { ok: true; skipped?: true } | { ok: false; reason: string };

export async function verifyRecaptcha(
  token: string,
  action: string,
  env: ServerEnv,
  fetcher: typeof fetch = fetch,
): Promise<RecaptchaVerdict> {
  if (!env.RECAPTCHA_SECRET_KEY) {
    console.warn("RECAPTCHA_SECRET_KEY is not set: accepting the request without a bot check.");
    return { ok: true, skipped: true };
  }
  if (!token) return { ok: false, reason: "missing token" };
  try {
    const response = await fetcher(env.RECAPTCHA_VERIFY_URL, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: env.RECAPTCHA_SECRET_KEY, response: token }),
      signal: AbortSignal.timeout(5_000),
    });
    const result = (await response.json()) as { success?: boolean; score?: number; action?: string; "error-codes"?: string[] };
    if (!result.success) return { ok: false, reason: `not verified (${(result["error-codes"] ?? []).join(", ") || "no reason given"})` };
    if (result.action !== action) return { ok: false, reason: `wrong action ${result.action}` };
    if ((result.score ?? 0) < env.RECAPTCHA_MIN_SCORE)
      return { ok: false, reason: `score ${result.score} below ${env.RECAPTCHA_MIN_SCORE}` };
    return { ok: true };
  } catch (error) {
    // Google unreachable: refusing every booking would cost more than letting one bot through.
    console.error(`reCAPTCHA verification failed to run; accepting the request: ${describeError(error)}`);
    return { ok: true, skipped: true };
  }
}

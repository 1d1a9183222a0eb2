/**
 * The Twilio stand-in of the browser tests (tests/helpers/twilio-stand-in.ts) on a fixed port:
 * the served site's TWILIO_API_BASE_URL points here (playwright.config.ts), and a test reads
 * the texts it holds at GET /__received.
 */
import { startTwilioStandIn, twilioStandInEnv, type ReceivedText } from "../tests/helpers/twilio-stand-in";

export const TWILIO_PORT = Number(process.env.E2E_TWILIO_PORT ?? 4528);
export const TWILIO_URL = `http://127.0.0.1:${TWILIO_PORT}`;

/** The served site's Twilio settings. */
export const E2E_TWILIO_ENV = twilioStandInEnv(TWILIO_URL);

export async function startTwilioServer(): Promise<() => Promise<void>> {
  const standIn = await startTwilioStandIn({ port: TWILIO_PORT });
  return standIn.close;
}

/** The texts the stand-in holds, oldest first. */
export async function receivedTexts(): Promise<ReceivedText[]> {
  return (await fetch(`${TWILIO_URL}/__received`)).json() as Promise<ReceivedText[]>;
}

import { startMailServer } from "./mail-server";
import { startOidcServer } from "./oidc-server";
import { startPlacesServer } from "./places-server";
import { startStripeServer } from "./stripe-server";
import { startTwilioServer } from "./twilio-server";

/** Starts the local SMTP server and the stand-ins for Google (sign-in, Places), Twilio and Stripe the served site talks to. */
export default async function globalSetup() {
  const sitePort = Number(process.env.E2E_PORT ?? 4399);
  const stops = [
    await startMailServer(),
    await startOidcServer(),
    await startPlacesServer(),
    await startTwilioServer(),
    await startStripeServer(sitePort),
  ];
  return async () => {
    for (const stop of stops) await stop();
  };
}

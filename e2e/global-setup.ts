import { startMailServer } from "./mail-server";
import { startOidcServer } from "./oidc-server";
import { startPlacesServer } from "./places-server";
import { startTwilioServer } from "./twilio-server";

/** Starts the local SMTP server and the stand-ins for Google (sign-in, Places) the served site talks to. */
export default async function globalSetup() {
  const stops = [await startMailServer(), await startOidcServer(), await startPlacesServer(), await startTwilioServer()];
  return async () => {
    for (const stop of stops) await stop();
  };
}

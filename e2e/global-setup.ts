import { startMailServer } from "./mail-server";
import { startOidcServer } from "./oidc-server";

/** Starts the local SMTP server and the stand-in Google the served site talks to. */
export default async function globalSetup() {
  const stops = [await startMailServer(), await startOidcServer()];
  return async () => {
    for (const stop of stops) await stop();
  };
}

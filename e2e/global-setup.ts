import { startMailServer } from "./mail-server";

/** Starts the local SMTP server the served site sends its emails to. */
export default async function globalSetup() {
  const stop = await startMailServer();
  return stop;
}

/**
 * A real SMTP server for the browser tests: the site sends its emails here (SMTP_URL in
 * playwright.config.ts) and each message is written as a raw .eml file that tests read.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startSmtpStandIn } from "../tests/helpers/smtp-stand-in";

export const MAIL_DIR = join(process.cwd(), ".data", "e2e-mail");
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4525);

/** Starts the server; resolves to a function that stops it. */
export async function startMailServer(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const server = await startSmtpStandIn({
    port: SMTP_PORT,
    onMessage: (raw) => writeFileSync(join(MAIL_DIR, `${Date.now()}-${++count}.eml`), raw),
  });
  return server.close;
}

/** Raw messages received so far whose text contains `needle`. */
export function messagesContaining(needle: string): string[] {
  return readdirSync(MAIL_DIR)
    .map((file) => readFileSync(join(MAIL_DIR, file), "utf8"))
    .filter((raw) => raw.includes(needle) || decodeQuotedPrintable(raw).includes(needle));
}

/** Undoes quoted-printable soft line breaks and escapes, enough to search message text. */
export function decodeQuotedPrintable(raw: string): string {
  // A run of escapes is UTF-8 bytes: "Luc=C3=ADa" is "Lucía".
  return raw.replace(/=\r?\n/g, "").replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));
}

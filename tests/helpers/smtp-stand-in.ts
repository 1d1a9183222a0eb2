/**
 * A real SMTP server on 127.0.0.1 that hands each message it receives, raw, to `onMessage`:
 * the site's nodemailer sends to it through SMTP_URL. No TLS, any sender.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** Starts the server on `port` (0: any free one); resolves once it listens. */
export async function startSmtpStandIn({
  port = 0,
  onMessage,
}: {
  port?: number;
  onMessage: (raw: Buffer) => void;
}): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        onMessage(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

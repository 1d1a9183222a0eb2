/** A mail transport for tests: keeps what it is given in `sent`, or throws `failWith` as an SMTP server that refuses would. */
import type { OutgoingEmail } from "../../src/server/db/emails/messages";
import type { MailTransport } from "../../src/server/email/transport";

export function recording(sent: OutgoingEmail[], failWith?: string): MailTransport {
  return {
    kind: "file",
    async send(message) {
      if (failWith) throw new Error(failWith);
      sent.push(message);
      return { messageId: "<test@example.com>" };
    },
  };
}

/**
 * How an email leaves the site, chosen by the environment (`emailProvider`):
 * - SMTP_URL: that SMTP server (nodemailer);
 * - RESEND_API_KEY: Resend's HTTP API, through its official SDK;
 * - neither, on a developer's machine: a real RFC 822 `.eml` file in `.data/outbox/`, so
 *   local runs and tests can open exactly what a visitor would have received;
 * - neither, on a deployed site: no transport at all ("none"). A function's folder is
 *   read-only there, so nothing is written; the messages wait in the outbox table until a
 *   provider is set, and the health check and the admin dashboard say so.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Transporter } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { Resend } from "resend";
import { isDeployed, type DeploymentEnv } from "../env";
import type { OutgoingEmail } from "../db/emails/messages";

/** The settings a transport reads; `serverEnv()` fits. */
export interface TransportEnv extends DeploymentEnv {
  /** SMTP server as a URL, e.g. smtps://user:pass@smtp.example.com:465. Wins over Resend. */
  SMTP_URL?: string;
  /** Resend API key; emails go through Resend's HTTP API. */
  RESEND_API_KEY?: string;
  /** Base URL of Resend's API; default Resend's own. */
  RESEND_BASE_URL?: string;
  /** Sender of every message. */
  MAIL_FROM: string;
  /** Folder for `.eml` files when no provider is set (default `.data/outbox`). */
  MAIL_OUTBOX_DIR?: string;
}

/** What a successful send reports. */
export interface SendResult {
  /** The Message-ID header of the message sent. */
  messageId: string;
  /** The `.eml` file written, when the transport writes files. */
  path?: string;
}

/** Which way emails leave: see the file's comment. "none" means they wait in the outbox. */
export type EmailProvider = "smtp" | "resend" | "file" | "none";

/** Per-message options a transport may use. */
export interface SendOptions {
  /** Same key, same message: a provider that supports it sends it once (Resend keeps keys 24 h). */
  idempotencyKey?: string;
}

/** Sends one message; rejects when it could not be handed over. */
export interface MailTransport {
  /** The provider, for logs and health checks; "none" never sends (callers leave messages waiting). */
  readonly kind: EmailProvider;
  send(message: OutgoingEmail, options?: SendOptions): Promise<SendResult>;
}

export interface TransportOptions {
  /** The clock that names `.eml` files and dates them. */
  now?: () => Date;
  /** Where the file transport reports each path it wrote. */
  log?: (line: string) => void;
}

/** Default folder for `.eml` files, relative to the working directory. */
export const DEFAULT_OUTBOX_DIR = ".data/outbox";

// A booking request waits on the send, so a dead SMTP server must fail fast, well inside
// a function's time limit, instead of nodemailer's default of minutes. The URL's own
// query parameters (e.g. ?socketTimeout=30000) still win.
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };
/** Longest wait for Resend's API to answer one send. */
const RESEND_TIMEOUT_MS = 10_000;

/** The provider the environment asks for: SMTP, then Resend, then files locally or "none" when deployed. */
export function emailProvider(env: TransportEnv): EmailProvider {
  if (env.SMTP_URL) return "smtp";
  if (env.RESEND_API_KEY) return "resend";
  return isDeployed(env) ? "none" : "file";
}

/** The transport for `emailProvider(env)`. */
export function createTransport(env: TransportEnv, options: TransportOptions = {}): MailTransport {
  const provider = emailProvider(env);
  if (provider === "smtp") return smtpTransport(env.SMTP_URL!, env.MAIL_FROM);
  if (provider === "resend") return resendTransport(env.RESEND_API_KEY!, env.RESEND_BASE_URL, env.MAIL_FROM);
  if (provider === "none") return NO_TRANSPORT;
  return fileTransport(resolve(env.MAIL_OUTBOX_DIR || DEFAULT_OUTBOX_DIR), env.MAIL_FROM, options);
}

/** What to set so a deployed site can send email; shown by the health check and the admin dashboard. */
export const NO_PROVIDER_HINT = "No email provider is set: set RESEND_API_KEY (or SMTP_URL) in the site's environment variables.";

/** The deployed site's transport without a provider: never sends, never touches the disk. */
const NO_TRANSPORT: MailTransport = {
  kind: "none",
  async send() {
    throw new Error(NO_PROVIDER_HINT);
  },
};

function resendTransport(apiKey: string, baseUrl: string | undefined, from: string): MailTransport {
  let resend: Resend | undefined;
  return {
    kind: "resend",
    async send(message, { idempotencyKey } = {}) {
      resend ??= new (await import("resend")).Resend(apiKey, baseUrl ? { baseUrl } : undefined);
      // Like SMTP's timeouts: a booking waits on this send, so a hung API must not hold it.
      const { data, error } = await resend.emails.send(resendEmail(message, from), {
        signal: AbortSignal.timeout(RESEND_TIMEOUT_MS),
        ...(idempotencyKey && { idempotencyKey }),
      });
      if (error || !data) throw new Error(`Resend refused the email: ${error?.message ?? "no id returned"}`);
      return { messageId: data.id };
    },
  };
}

/** The Resend payload: text and HTML, Reply-To, the invitation as invite.ics (text/calendar with its own method, REQUEST or CANCEL), and any other files. */
function resendEmail(message: OutgoingEmail, from: string) {
  const invite = message.ics && {
    filename: "invite.ics",
    content: Buffer.from(message.ics, "utf8"),
    contentType: `text/calendar; charset=utf-8; method=${icsMethod(message.ics)}`,
  };
  const files = (message.attachments ?? []).map((file) => ({
    filename: file.filename,
    content: Buffer.from(file.base64, "base64"),
    contentType: file.contentType,
  }));
  const attachments = [...(invite ? [invite] : []), ...files];
  // The admin notices carry both addresses in one header value; Resend wants a list.
  const to = message.to
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  return {
    from,
    to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.replyTo && { replyTo: message.replyTo }),
    ...(attachments.length > 0 && { attachments }),
  };
}

function smtpTransport(url: string, from: string): MailTransport {
  let transporter: Transporter | undefined;
  return {
    kind: "smtp",
    async send(message) {
      const { default: SMTPTransport } = await import("nodemailer/lib/smtp-transport/index.js");
      transporter ??= (await loadNodemailer()).createTransport(new SMTPTransport({ url, ...SMTP_TIMEOUTS }));
      const info = await transporter.sendMail(mailOptions(message, from));
      return { messageId: info.messageId };
    },
  };
}

function fileTransport(dir: string, from: string, { now = () => new Date(), log = console.info }: TransportOptions): MailTransport {
  // nodemailer's stream transport composes the same MIME message SMTP would carry.
  let composer: Transporter | undefined;
  return {
    kind: "file",
    async send(message) {
      const at = now();
      composer ??= (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: "windows" });
      const info = await composer.sendMail({ ...mailOptions(message, from), date: at });
      // `buffer: true` makes the message a Buffer rather than a stream.
      if (!Buffer.isBuffer(info.message)) throw new Error("The email was not composed into a buffer");
      await mkdir(dir, { recursive: true });
      const path = await writeNewFile(dir, emlBaseName(at, message.subject), info.message);
      // Not the file's name: it is made from the subject, which may name the customer.
      log(`Email written to the outbox folder ${dir}`);
      return { messageId: info.messageId, path };
    },
  };
}

// nodemailer and Resend's SDK load on the first send, not with every function: a cold start
// that sends nothing (most API calls) skips their code.
async function loadNodemailer() {
  return (await import("nodemailer")).default;
}

/** The nodemailer message: text and HTML alternatives, Reply-To, the invitation as invite.ics, and any other files. */
function mailOptions(message: OutgoingEmail, from: string): Mail.Options {
  return {
    from,
    to: message.to,
    ...(message.replyTo && { replyTo: message.replyTo }),
    subject: message.subject,
    text: message.text,
    html: message.html,
    // Added both as a text/calendar alternative with the invitation's own method (REQUEST or
    // CANCEL), which mail apps turn into an invitation or a cancellation, and as the attachment invite.ics.
    ...(message.ics && { icalEvent: { filename: "invite.ics", method: icsMethod(message.ics), content: message.ics } }),
    ...(message.attachments?.length && {
      attachments: message.attachments.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: Buffer.from(file.base64, "base64"),
      })),
    }),
  };
}

/** The METHOD of an iCalendar text (REQUEST when it names none). */
export function icsMethod(ics: string): string {
  return /^METHOD:([A-Z-]+)\r?$/m.exec(ics)?.[1] ?? "REQUEST";
}

/** `<ISO timestamp>-<slug of subject>`, with the timestamp's colons made safe for every file system. */
export function emlBaseName(at: Date, subject: string): string {
  return `${at.toISOString().replace(/:/g, "-")}-${slugify(subject)}`;
}

/** Lower-case ASCII words joined by hyphens, at most 80 characters; "message" when nothing is left. */
export function slugify(value: string): string {
  const slug = value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 80)
    .replace(/^-+|-+$/g, "");
  return slug || "message";
}

/** Writes `<base>.eml`, or `<base>-2.eml` and on when two messages share a name. */
async function writeNewFile(dir: string, base: string, content: Buffer): Promise<string> {
  for (let copy = 1; ; copy++) {
    const path = join(dir, `${base}${copy === 1 ? "" : `-${copy}`}.eml`);
    try {
      await writeFile(path, content, { flag: "wx" });
      return path;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}
